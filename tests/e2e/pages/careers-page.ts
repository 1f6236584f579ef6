/**
 * The demo careers page and its personalisation blocks, as a candidate sees
 * them, plus signing in through the ATS stand-in's login page.
 */
import type { Locator, Page } from '@playwright/test';

export type DemoCandidate = 'normal' | 'interest' | 'locked' | 'sponsor';

/** The demo content's persona posts (dev/stack/php/seed-content.php). */
export const PERSONA_TITLES = {
	nursing: [ 'Night shift nursing, honestly', 'Meet our nursing teams' ],
	students: [ 'Your first internship', 'Graduate programmes explained' ],
} as const;

export class CareersPage {
	readonly menu: Locator;
	readonly signedOutToggle: Locator;
	readonly signedInToggle: Locator;
	readonly signedInBlock: Locator;
	readonly signedOutBlock: Locator;
	readonly greeting: Locator;
	readonly persona: Locator;
	readonly personaLinks: Locator;
	readonly liveRegion: Locator;

	constructor( readonly page: Page ) {
		this.menu = page.getByRole( 'navigation', {
			name: 'Candidate profile',
		} );
		this.signedOutToggle = this.menu.getByRole( 'button', {
			name: 'Sign in',
		} );
		this.signedInToggle = this.menu.getByRole( 'button', {
			name: 'My account',
		} );
		this.signedInBlock = page.locator(
			'.wp-block-careers-frontend-auth-container.careers-when-signed-in'
		);
		this.signedOutBlock = page.locator(
			'.wp-block-careers-frontend-auth-container.careers-when-signed-out'
		);
		this.greeting = this.signedInBlock.locator( '[data-careers-greeting]' );
		this.persona = page.locator(
			'.wp-block-careers-frontend-persona-content'
		);
		this.personaLinks = this.persona.getByRole( 'link' );
		this.liveRegion = page.locator( '#careers-frontend-live-region' );
	}

	async open( path = '/careers/' ): Promise< void > {
		await this.page.goto( path );
	}

	/**
	 * Sign in on the stand-in's login page and come back here.
	 *
	 * @param who  Demo candidate.
	 * @param path Page to return to.
	 */
	async signInAs( who: DemoCandidate, path = '/careers/' ): Promise< void > {
		await this.page.goto(
			`/profile/login/?returnTo=${ encodeURIComponent( path ) }`
		);
		await this.page.getByTestId( `demo-candidate-${ who }` ).click();
		await this.page.waitForURL( ( url ) => url.pathname === path );
	}

	dialog( name: 'Sign in' | 'Create a profile' ): Locator {
		return this.page.getByRole( 'dialog', { name } );
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
	async tabTo( target: Locator ): Promise< void > {
		for ( let step = 0; step < 40; step++ ) {
			if (
				await target.evaluate(
					( element ) =>
						element === element.ownerDocument.activeElement
				)
			) {
				return;
			}
			await this.page.keyboard.press( 'Tab' );
		}
		throw new Error( 'Tab never reached the element.' );
	}

	/** Whether focus is in the open dialog (or in the frame inside it). */
	focusIsInDialog(): Promise< boolean > {
		return this.page
			.locator( 'dialog[open]' )
			.evaluateAll( ( dialogs ) =>
				dialogs.some( ( dialog ) =>
					dialog.contains( dialog.ownerDocument.activeElement )
				)
			);
	}
}
