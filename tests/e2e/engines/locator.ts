/**
 * A driver-neutral locator: a description (frames, then steps) resolved
 * afresh inside the page at every use, like Playwright's. Actions wait
 * until exactly one element is there, visible, enabled and still, then
 * use the engine's own input.
 */
import { REAL_CLOCK, type Clock } from './clock';
import type { DriverContext, KeyName } from './driver';
import type { Box, InspectOptions, Inspection } from './in-page/helpers';
import { sessionLostBy } from './session-lost';
import type { Query, Step, TextMatch } from './types';
import { serialMatch } from './types';

/** What a locator needs from its page. */
export interface LocatorHost {
	/** The document the frames lead to, its helpers installed. */
	document: ( frames: Step[][] ) => Promise< DriverContext >;
	/** Run `( api, arg ) => value` in that document. */
	run: < R >( frames: Step[][], fn: string, arg: unknown ) => Promise< R >;
	press: ( key: KeyName ) => Promise< void >;
	type: ( text: string ) => Promise< void >;
	actionTimeout: number;
	/** Real time unless a unit test fakes it. */
	clock?: Clock;
}

export interface RoleOptions {
	name?: TextMatch;
	exact?: boolean;
}

/**
 * Keep trying `attempt` until it returns something, or fail with the last
 * reason after `timeout` ms; at once if the browser session has ended.
 *
 * @param attempt Returns a value, or a reason to try again.
 * @param timeout Milliseconds.
 * @param clock   Time (real unless a test fakes it).
 */
export async function retry< T >(
	attempt: () => Promise< { value: T } | { wait: string } >,
	timeout: number,
	clock: Clock = REAL_CLOCK
): Promise< T > {
	const deadline = clock.now() + timeout;
	let reason = '';
	for ( let pause = 50; ; pause = Math.min( pause * 2, 500 ) ) {
		try {
			const outcome = await attempt();
			if ( 'value' in outcome ) {
				return outcome.value;
			}
			reason = outcome.wait;
		} catch ( error ) {
			// No session, nothing will come back: say so now.
			const lost = sessionLostBy( error );
			if ( lost ) {
				throw lost;
			}
			// A navigation or a re-render can take the element away mid-way.
			reason = error instanceof Error ? error.message : String( error );
		}
		if ( clock.now() > deadline ) {
			throw new Error( `Timed out after ${ timeout } ms: ${ reason }` );
		}
		await clock.sleep( pause );
	}
}

/**
 * A driver error that says the element could not take the action yet,
 * before anything was sent to it.
 *
 * @param error What the driver threw.
 */
export function notInteractableYet( error: unknown ): boolean {
	return (
		error instanceof Error &&
		[
			'ElementNotInteractableError',
			'ElementClickInterceptedError',
			'ElementGoneError',
		].includes( error.name )
	);
}

export class EngineLocator {
	constructor(
		private readonly host: LocatorHost,
		readonly query: Query,
		readonly description: string
	) {}

	private step( step: Step, label: string ): EngineLocator {
		return new EngineLocator(
			this.host,
			{ frames: this.query.frames, steps: [ ...this.query.steps, step ] },
			`${ this.description }.${ label }`
		);
	}

	locator( selector: string ): EngineLocator {
		return this.step( { kind: 'css', selector }, `locator(${ selector })` );
	}

	getByRole( role: string, options: RoleOptions = {} ): EngineLocator {
		return this.step(
			{
				kind: 'role',
				role,
				name:
					options.name === undefined
						? undefined
						: serialMatch( options.name ),
				exact: Boolean( options.exact ),
			},
			`getByRole(${ role }, ${ String( options.name ?? '' ) })`
		);
	}

	getByLabel( text: TextMatch, options: { exact?: boolean } = {} ) {
		return this.step(
			{
				kind: 'label',
				text: serialMatch( text ),
				exact: Boolean( options.exact ),
			},
			`getByLabel(${ String( text ) })`
		);
	}

	getByText( text: TextMatch, options: { exact?: boolean } = {} ) {
		return this.step(
			{
				kind: 'text',
				text: serialMatch( text ),
				exact: Boolean( options.exact ),
			},
			`getByText(${ String( text ) })`
		);
	}

	getByTestId( id: string ): EngineLocator {
		return this.step( { kind: 'testId', id }, `getByTestId(${ id })` );
	}

	nth( index: number ): EngineLocator {
		return this.step( { kind: 'nth', index }, `nth(${ index })` );
	}

	/**
	 * Playwright's `filter`: the elements whose text has (or has not) this.
	 *
	 * @param options            What to keep.
	 * @param options.hasText    Text they contain.
	 * @param options.hasNotText Text they do not contain.
	 */
	filter( options: { hasText?: TextMatch; hasNotText?: TextMatch } ) {
		return this.step(
			{
				kind: 'filter',
				hasText:
					options.hasText === undefined
						? undefined
						: serialMatch( options.hasText ),
				hasNotText:
					options.hasNotText === undefined
						? undefined
						: serialMatch( options.hasNotText ),
			},
			`filter(${ String( options.hasText ?? '' ) }${
				options.hasNotText === undefined
					? ''
					: `, not ${ String( options.hasNotText ) }`
			})`
		);
	}

	first(): EngineLocator {
		return this.nth( 0 );
	}

	last(): EngineLocator {
		return this.nth( -1 );
	}

	/**
	 * What the steps find now (see in-page/helpers.ts).
	 *
	 * @param options What to measure besides.
	 */
	inspect( options: InspectOptions = {} ): Promise< Inspection > {
		return this.host.run< Inspection >(
			this.query.frames,
			'( api, { steps, options } ) => api.inspect( steps, options )',
			{ steps: this.query.steps, options }
		);
	}

	async count(): Promise< number > {
		return ( await this.inspect() ).count;
	}

	async isVisible(): Promise< boolean > {
		return Boolean( ( await this.inspect() ).element?.visible );
	}

	/** The one element's box in its document, null when it is not visible. */
	async boundingBox(): Promise< Box | null > {
		await this.ready( 'attached' );
		const { element } = await this.inspect();
		return element?.visible ? element.box : null;
	}

	/**
	 * Wait for the one element to be ready for input.
	 *
	 * @param needs What it must be.
	 */
	private async ready( needs: 'act' | 'attached' ): Promise< void > {
		let lastBox = '';
		await retry(
			async () => {
				const { count, element } = await this.inspect();
				if ( count !== 1 || ! element ) {
					return {
						wait: `${ this.description } found ${ count } elements`,
					};
				}
				if ( needs === 'attached' ) {
					return { value: true };
				}
				if ( ! element.visible || ! element.enabled ) {
					return {
						wait: `${ this.description } is not visible and enabled`,
					};
				}
				// Still: the same box twice in a row (no animation running).
				// A new box is looked at again at once, in this attempt: on
				// a machine at load 30 one look at a fresh page took longer
				// than the whole action timeout (10 s), so a second look in
				// the next attempt came too late, and the launcher, still,
				// was "moving" (2026-11-27, four Chromium tests at once).
				const box = JSON.stringify( element.box );
				if ( box === lastBox ) {
					return { value: true };
				}
				lastBox = box;
				await ( this.host.clock ?? REAL_CLOCK ).sleep( 50 );
				const again = ( await this.inspect() ).element;
				if (
					again?.visible &&
					again.enabled &&
					JSON.stringify( again.box ) === lastBox
				) {
					return { value: true };
				}
				lastBox = again ? JSON.stringify( again.box ) : '';
				return { wait: `${ this.description } is moving` };
			},
			this.host.actionTimeout,
			this.host.clock
		);
	}

	private async withElement(
		needs: 'act' | 'attached',
		act: ( context: DriverContext, expression: string ) => Promise< void >
	): Promise< void > {
		const clock = this.host.clock ?? REAL_CLOCK;
		const deadline = clock.now() + this.host.actionTimeout;
		for (;;) {
			await this.ready( needs );
			const context = await this.host.document( this.query.frames );
			try {
				await act(
					context,
					`window.__careersEngine.single( ${ JSON.stringify(
						this.query.steps
					) } )`
				);
				return;
			} catch ( error ) {
				// The driver refused before acting (WebKit, while the editor's
				// publish panel slid in on a loaded machine): try again, as
				// Playwright's own actions do, within the action timeout.
				if ( ! notInteractableYet( error ) || clock.now() > deadline ) {
					throw error;
				}
				await clock.sleep( 100 );
			}
		}
	}

	click(): Promise< void > {
		return this.withElement( 'act', async ( context, expression ) =>
			( await context.element( expression ) ).click()
		);
	}

	tap(): Promise< void > {
		return this.withElement( 'act', async ( context, expression ) =>
			( await context.element( expression ) ).tap()
		);
	}

	hover(): Promise< void > {
		return this.withElement( 'act', async ( context, expression ) =>
			( await context.element( expression ) ).hover()
		);
	}

	focus(): Promise< void > {
		return this.withElement( 'attached', async ( context, expression ) => {
			await context.evaluate( `${ expression }.focus()` );
		} );
	}

	async press( key: KeyName ): Promise< void > {
		await this.focus();
		await this.host.press( key );
	}

	/**
	 * Replace the field's text: with the driver's own fill where it has one
	 * (Playwright's), else selected and typed key by key as a person would.
	 *
	 * @param text The new text.
	 */
	async fill( text: string ): Promise< void > {
		let filled = false;
		await this.withElement( 'act', async ( context, expression ) => {
			const element = await context.element( expression );
			if ( element.fill ) {
				await element.fill( text );
				filled = true;
				return;
			}
			await context.evaluate(
				`( ( field ) => { field.focus(); field.select(); } )( ${ expression } )`
			);
		} );
		if ( filled ) {
			return;
		}
		if ( text === '' ) {
			await this.host.press( 'Backspace' );
			return;
		}
		await this.host.type( text );
	}

	/**
	 * Run a function on the one element, in the page.
	 *
	 * @param fn  `( element, arg ) => value`, self-contained.
	 * @param arg A JSON value for it.
	 */
	async evaluate< R, A = undefined >(
		fn: ( element: Element, arg: A ) => R,
		arg?: A
	): Promise< Awaited< R > > {
		await this.ready( 'attached' );
		return this.host.run< Awaited< R > >(
			this.query.frames,
			`( api, { steps, arg } ) => ( ${ fn.toString() } )( api.single( steps ), arg )`,
			{ steps: this.query.steps, arg }
		);
	}

	/**
	 * Run a function on all the elements found (maybe none), in the page.
	 *
	 * @param fn  `( elements, arg ) => value`, self-contained.
	 * @param arg A JSON value for it.
	 */
	evaluateAll< R, A = undefined >(
		fn: ( elements: Element[], arg: A ) => R,
		arg?: A
	): Promise< Awaited< R > > {
		return this.host.run< Awaited< R > >(
			this.query.frames,
			`( api, { steps, arg } ) => ( ${ fn.toString() } )( api.resolve( steps ), arg )`,
			{ steps: this.query.steps, arg }
		);
	}

	textContent(): Promise< string > {
		return this.evaluate( ( element ) => element.textContent ?? '' );
	}

	allTextContents(): Promise< string[] > {
		return this.evaluateAll( ( elements ) =>
			elements.map( ( element ) => element.textContent ?? '' )
		);
	}

	getAttribute( name: string ): Promise< string | null > {
		return this.evaluate(
			( element, attribute ) => element.getAttribute( attribute ),
			name
		);
	}

	/**
	 * Wait until the locator is in the state asked.
	 *
	 * @param options         What to wait for.
	 * @param options.state   `visible` (default), `hidden`, `attached` or `detached`.
	 * @param options.timeout
	 */
	async waitFor(
		options: {
			state?: 'visible' | 'hidden' | 'attached' | 'detached';
			timeout?: number;
		} = {}
	): Promise< void > {
		const state = options.state ?? 'visible';
		await retry(
			async () => {
				const { count, anyVisible } = await this.inspect();
				const reached = {
					visible: anyVisible,
					hidden: ! anyVisible,
					attached: count > 0,
					detached: count === 0,
				}[ state ];
				return reached
					? { value: true }
					: { wait: `${ this.description } is not ${ state }` };
			},
			options.timeout ?? this.host.actionTimeout,
			this.host.clock
		);
	}

	/** A locator inside the iframe this one finds. */
	frame(): EngineFrame {
		return new EngineFrame( this.host, {
			frames: [ ...this.query.frames, this.query.steps ],
			steps: [],
		} );
	}
}

/** The document in an iframe, to find elements in (Playwright's FrameLocator). */
export class EngineFrame extends EngineLocator {
	constructor( host: LocatorHost, query: Query ) {
		super( host, query, `frame(${ query.frames.length })` );
	}
}
