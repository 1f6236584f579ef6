/**
 * The demo careers page and its personalisation blocks, as a candidate
 * sees them, with the sign-in menu, and signing in through the ATS
 * stand-in's login page: in any engine, over the driver-neutral `site`
 * (in Chromium, the test's own `page`).
 */
import type { EngineLocator } from '../engines/locator';
import type { EngineSite } from '../engines/site';
import {
	logOutFromMenu,
	signInAs,
	type DemoCandidate,
} from '../helpers/candidate';

export type { DemoCandidate };

/** The demo content's persona posts (dev/stack/php/seed-content.php). */
export const PERSONA_TITLES = {
	nursing: [ 'Night shift nursing, honestly', 'Meet our nursing teams' ],
	students: [ 'Your first internship', 'Graduate programmes explained' ],
} as const;

export class CareersPage {
	/** The sign-in menu. */
	readonly menu: EngineLocator;
	readonly signedOutToggle: EngineLocator;
	readonly signedInToggle: EngineLocator;
	readonly signedInBlock: EngineLocator;
	readonly signedOutBlock: EngineLocator;
	readonly greeting: EngineLocator;
	readonly persona: EngineLocator;
	readonly personaLinks: EngineLocator;
	readonly liveRegion: EngineLocator;

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
		this.personaLinks = this.persona.getByRole( 'link' );
		this.liveRegion = site.locator( '#careers-frontend-live-region' );
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
		await signInAs( this.site, who, path );
	}

	/** Log out through the menu: "My account", then "Log out". */
	async logOut(): Promise< void > {
		await logOutFromMenu( this.site );
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
		return this.personaLinks.allTextContents();
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

	/** Whether focus is in the open dialog (or in the frame inside it). */
	focusIsInDialog(): Promise< boolean > {
		return this.site
			.locator( 'dialog[open]' )
			.evaluateAll( ( dialogs ) =>
				dialogs.some( ( dialog ) =>
					dialog.contains( dialog.ownerDocument.activeElement )
				)
			);
	}
}
