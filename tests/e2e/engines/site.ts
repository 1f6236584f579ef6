/**
 * A browser page in any of the three engines, as the tests written for all
 * of them see it: Playwright's page API, in a small part (goto, locators by
 * role, label, text, test id or CSS, the keyboard, evaluate, the console),
 * over one engine's driver.
 */
import type { Driver, DriverContext, KeyName } from './driver';
import { helperScript } from './in-page/bundle';
import {
	EngineLocator,
	retry,
	type LocatorHost,
	type RoleOptions,
} from './locator';
import type { ConsoleEntry, EngineName, Size, Step, TextMatch } from './types';

interface RunResult {
	missing?: true;
	value?: unknown;
	console?: ConsoleEntry[];
}

export class EngineSite {
	readonly engine: EngineName;
	private readonly host: LocatorHost;
	/** Console problems the page kept, for engines that cannot report them. */
	private readonly keptConsole: ConsoleEntry[] = [];
	private readonly root: EngineLocator;

	constructor(
		private readonly driver: Driver,
		private readonly baseURL: string,
		actionTimeout: number
	) {
		this.engine = driver.engine;
		this.host = {
			document: ( frames ) => this.document( frames ),
			run: ( frames, fn, arg ) => this.run( frames, fn, arg ),
			press: ( key ) => driver.press( key ),
			type: ( text ) => driver.type( text ),
			actionTimeout,
		};
		this.root = new EngineLocator(
			this.host,
			{ frames: [], steps: [] },
			'site'
		);
	}

	/**
	 * Make sure a document has the helpers (a new document after every
	 * load), and in an engine without console events, the console hooks.
	 *
	 * @param context The document.
	 */
	private async install( context: DriverContext ): Promise< void > {
		const installed = await context.evaluate(
			'Boolean( window.__careersEngine )'
		);
		if ( ! installed ) {
			await context.evaluate( `( () => { ${ helperScript() } } )()` );
			if ( this.driver.consoleEntries() === undefined ) {
				await context.evaluate(
					'window.__careersEngine.captureConsole()'
				);
			}
		}
	}

	private async document( frames: Step[][] ): Promise< DriverContext > {
		let context = this.driver.main();
		await this.install( context );
		for ( const steps of frames ) {
			context = await context.frame(
				`window.__careersEngine.single( ${ JSON.stringify( steps ) } )`
			);
			await this.install( context );
		}
		return context;
	}

	private async run< R >(
		frames: Step[][],
		fn: string,
		arg: unknown
	): Promise< R > {
		const expression = `( async ( api ) => {
			if ( ! api ) {
				return { missing: true };
			}
			const value = await ( ${ fn } )( api, ${ JSON.stringify( arg ) } );
			const kept = api.console ? api.console.splice( 0 ) : undefined;
			return { value, console: kept };
		} )( window.__careersEngine )`;
		let context = await this.document( frames );
		let result = ( await context.evaluate( expression ) ) as RunResult;
		if ( result.missing ) {
			// The page changed between the two calls: once more.
			context = await this.document( frames );
			result = ( await context.evaluate( expression ) ) as RunResult;
		}
		this.keptConsole.push( ...( result.console ?? [] ) );
		return result.value as R;
	}

	async goto( path: string ): Promise< void > {
		// What the page kept before it goes.
		if ( this.driver.consoleEntries() === undefined ) {
			await this.run( [], '() => null', null ).catch( () => undefined );
		}
		await this.driver.goto( new URL( path, this.baseURL ).href );
	}

	async url(): Promise< URL > {
		return new URL( await this.driver.url() );
	}

	/**
	 * Wait until the page's address passes the test.
	 *
	 * @param test    Checks the URL.
	 * @param timeout Milliseconds.
	 */
	async waitForURL(
		test: ( url: URL ) => boolean,
		timeout = 10_000
	): Promise< void > {
		await retry( async () => {
			const url = await this.url();
			return test( url )
				? { value: true }
				: { wait: `still at ${ url.href }` };
		}, timeout );
		// And loaded, as Playwright's waitForURL waits for the load event.
		await retry( async () => {
			const state = await this.evaluate( () => document.readyState );
			return state === 'complete' ? { value: true } : { wait: state };
		}, timeout );
	}

	locator( selector: string ): EngineLocator {
		return this.root.locator( selector );
	}

	getByRole( role: string, options?: RoleOptions ): EngineLocator {
		return this.root.getByRole( role, options );
	}

	getByLabel( text: TextMatch, options?: { exact?: boolean } ) {
		return this.root.getByLabel( text, options );
	}

	getByText( text: TextMatch, options?: { exact?: boolean } ) {
		return this.root.getByText( text, options );
	}

	getByTestId( id: string ): EngineLocator {
		return this.root.getByTestId( id );
	}

	/**
	 * Run a self-contained function in the page (in its top document).
	 *
	 * @param fn  `( arg ) => value`.
	 * @param arg A JSON value for it.
	 */
	evaluate< R, A = undefined >(
		fn: ( arg: A ) => R,
		arg?: A
	): Promise< Awaited< R > > {
		return this.run< Awaited< R > >(
			[],
			`( api, arg ) => ( ${ fn.toString() } )( arg )`,
			arg
		);
	}

	/**
	 * Run a script's source in the page's top document (a library the test
	 * needs there, such as axe-core), once per document.
	 *
	 * @param source The script.
	 */
	async addScript( source: string ): Promise< void > {
		await this.document( [] );
		await this.driver.main().evaluate( `( () => { ${ source } } )()` );
	}

	press( key: KeyName ): Promise< void > {
		return this.driver.press( key );
	}

	setViewport( size: Size ): Promise< void > {
		return this.driver.setViewport( size );
	}

	screenshot(): Promise< Buffer > {
		return this.driver.screenshot();
	}

	/** Console messages and page errors so far (see Driver.consoleEntries). */
	async console(): Promise< ConsoleEntry[] > {
		const native = this.driver.consoleEntries();
		if ( native ) {
			return [ ...native ];
		}
		await this.run( [], '() => null', null ).catch( () => undefined );
		return [ ...this.keptConsole ];
	}

	close(): Promise< void > {
		return this.driver.close();
	}
}
