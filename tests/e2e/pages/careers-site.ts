/**
 * The demo careers page in any engine (tests/e2e/engines): CareersPage's
 * locators and steps over the driver-neutral site.
 */
import type { EngineLocator } from '../engines/locator';
import type { EngineSite } from '../engines/site';
import type { DemoCandidate } from './careers-page';

export class CareersSite {
	readonly menu: EngineLocator;
	readonly signedOutToggle: EngineLocator;
	readonly signedInToggle: EngineLocator;
	readonly signedInBlock: EngineLocator;
	readonly signedOutBlock: EngineLocator;
	readonly greeting: EngineLocator;
	readonly persona: EngineLocator;

	constructor( readonly site: EngineSite ) {
		this.menu = site.getByRole( 'navigation', {
			name: 'Candidate profile',
		} );
		this.signedOutToggle = this.menu.getByRole( 'button', {
			name: 'Sign in',
		} );
		this.signedInToggle = this.menu.getByRole( 'button', {
			name: 'My account',
		} );
		this.signedInBlock = site.locator(
			'.wp-block-careers-frontend-auth-container.careers-when-signed-in'
		);
		this.signedOutBlock = site.locator(
			'.wp-block-careers-frontend-auth-container.careers-when-signed-out'
		);
		this.greeting = this.signedInBlock.locator( '[data-careers-greeting]' );
		this.persona = site.locator(
			'.wp-block-careers-frontend-persona-content'
		);
	}

	async open( path = '/careers/' ): Promise< void > {
		await this.site.goto( path );
	}

	/**
	 * Sign in on the stand-in's login page and come back here.
	 *
	 * @param who  Demo candidate.
	 * @param path Page to return to.
	 */
	async signInAs( who: DemoCandidate, path = '/careers/' ): Promise< void > {
		await this.site.goto(
			`/profile/login/?returnTo=${ encodeURIComponent( path ) }`
		);
		await this.site.getByTestId( `demo-candidate-${ who }` ).click();
		await this.site.waitForURL( ( url ) => url.pathname === path );
	}

	dialog( name: 'Sign in' | 'Create a profile' ): EngineLocator {
		return this.site.getByRole( 'dialog', { name } );
	}

	/** The open dialog's framed page. */
	dialogFrame(): EngineLocator {
		return this.site.locator( 'dialog[open] iframe' ).frame();
	}

	/** Titles listed by the persona block, once it has settled. */
	async personaTitles(): Promise< string[] > {
		await this.persona
			.locator( '.is-loading' )
			.waitFor( { state: 'detached' } );
		return this.persona.getByRole( 'link' ).allTextContents();
	}

	/**
	 * Press Tab until `target` has focus (at most 40 times): reach it by
	 * keyboard, as a keyboard user would.
	 *
	 * @param target Element to reach.
	 */
	async tabTo( target: EngineLocator ): Promise< void > {
		for ( let step = 0; step < 40; step++ ) {
			if (
				await target.evaluate(
					( element ) =>
						element === element.ownerDocument.activeElement
				)
			) {
				return;
			}
			await this.site.press( 'Tab' );
		}
		throw new Error( 'Tab never reached the element.' );
	}
}
