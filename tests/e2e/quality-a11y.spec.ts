/**
 * Issue 8, the accessibility gate: axe-core on every demo page in every
 * state a candidate can put it in (the whole page, wide and narrow), and
 * keyboard-only scripts for the menu, the modals and a whole chat from the
 * launcher to job results.
 *
 * personalisation.spec.ts checks single menu keys and chat.spec.ts runs axe
 * on the chat block alone; this gate covers whole pages and whole journeys.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';

import { armFault, clearFaults } from '../../dev/bench/stand-in-calls';
import { PLACE_QUESTION, WELCOME } from './chat-helpers';
import { EngineLocator } from './engines/locator';
import { expect, test } from './fixtures';
import { signInAs } from './helpers/candidate';

test.use( { storageState: { cookies: [], origins: [] } } );

const WCAG_TAGS = [
	'wcag2a',
	'wcag2aa',
	'wcag21a',
	'wcag21aa',
	'wcag22aa',
	'best-practice',
];

/**
 * No axe violation in the whole page, frames included.
 *
 * With a sign-in or lead-capture dialog open, the page embeds the ATS's own
 * page, whose `main` landmark duplicates the site's across the frame
 * boundary (best-practice rule landmark-unique): that one rule is checked
 * without the embedded page, everything else with it.
 *
 * @param page  The page.
 * @param state What the page shows, for the message.
 */
async function expectNoViolations(
	page: Page,
	state: string
): Promise< void > {
	const embedsAts =
		( await page.locator( 'dialog[open] iframe' ).count() ) > 0;
	let builder = new AxeBuilder( { page } ).withTags( WCAG_TAGS );
	if ( embedsAts ) {
		builder = builder.disableRules( [ 'landmark-unique' ] );
		const landmarks = await new AxeBuilder( { page } )
			.withRules( [ 'landmark-unique' ] )
			.exclude( 'dialog[open] iframe' )
			.analyze();
		expect(
			landmarks.violations,
			`landmarks in state: ${ state }`
		).toEqual( [] );
	}
	const results = await builder.analyze();
	expect(
		results.violations.map( ( violation ) => ( {
			id: violation.id,
			impact: violation.impact,
			help: violation.help,
			nodes: violation.nodes.map( ( node ) => node.target.join( ' ' ) ),
		} ) ),
		`axe in state: ${ state }`
	).toEqual( [] );
}

/**
 * Wait until the persona list (if the page has one) has loaded, so what
 * is checked is the page a candidate reads.
 *
 * @param page The page.
 */
async function settled( page: Page ): Promise< void > {
	await page.waitForLoadState( 'load' );
	const persona = page.locator(
		'.wp-block-careers-frontend-persona-content'
	);
	if ( ( await persona.count() ) > 0 ) {
		await persona.locator( 'ul, p:not(.is-loading)' ).first().waitFor();
	}
}

/**
 * Press Tab (or Shift+Tab) until `target` has focus, as a keyboard user
 * would; fails after `limit` presses.
 *
 * @param page   The page.
 * @param target Element to reach.
 * @param key    Tab or Shift+Tab.
 * @param limit  Most presses.
 */
async function tabTo(
	page: Page,
	target: Locator | EngineLocator,
	key: 'Tab' | 'Shift+Tab' = 'Tab',
	limit = 60
): Promise< void > {
	// In a frame (the sign-in dialog's page) too: its document must have
	// focus, not only remember the element.
	const focused = ( element: Element ) =>
		element.ownerDocument.hasFocus() &&
		element === element.ownerDocument.activeElement;
	for ( let press = 0; press <= limit; press++ ) {
		if (
			await (
				target instanceof EngineLocator
					? target.evaluate( focused )
					: target.evaluate( focused )
			).catch( () => false )
		) {
			return;
		}
		await page.keyboard.press( key );
	}
	throw new Error( `${ key } never reached ${ target.toString() }` );
}

const menu = ( page: Page ) =>
	page.getByRole( 'navigation', { name: 'Candidate profile' } );

for ( const viewport of [
	{ name: 'wide', width: 1280, height: 800 },
	{ name: 'narrow', width: 375, height: 740 },
] ) {
	test.describe( `axe on every demo page in every state (${ viewport.name })`, () => {
		// Up to five whole-page axe runs a test, each a few seconds of CPU:
		// about 60 s beside three other workers on two cores (2026-11-28).
		test.describe.configure( { timeout: 120_000 } );

		test.beforeEach( async ( { page } ) => {
			await page.setViewportSize( viewport );
		} );

		for ( const path of [ '/careers/', '/apply/' ] ) {
			test( `${ path }: signed out, menu open, both modals`, async ( {
				page,
			} ) => {
				await page.goto( path );
				await settled( page );
				await expectNoViolations( page, 'signed out' );

				const toggle = menu( page ).getByRole( 'button', {
					name: 'Sign in',
				} );
				await toggle.click();
				await expect( toggle ).toHaveAttribute(
					'aria-expanded',
					'true'
				);
				await expectNoViolations( page, 'signed-out menu open' );

				await page
					.getByRole( 'link', { name: 'Already have a profile?' } )
					.click();
				const signIn = page.getByRole( 'dialog', { name: 'Sign in' } );
				await expect( signIn ).toBeVisible();
				await expectNoViolations( page, 'sign-in modal open' );
				await page.keyboard.press( 'Escape' );
				await expect( signIn ).toBeHidden();

				if ( path === '/careers/' ) {
					await toggle.click();
					await page
						.getByRole( 'link', { name: 'Create a profile' } )
						.click();
					const join = page.getByRole( 'dialog', {
						name: 'Create a profile',
					} );
					await expect( join ).toBeVisible();
					await expectNoViolations( page, 'lead-capture modal open' );
					await page.keyboard.press( 'Escape' );
					await expect( join ).toBeHidden();
				}
			} );

			test( `${ path }: signed in, menu open; locked`, async ( {
				page,
			} ) => {
				await signInAs( page, 'interest', path );
				await settled( page );
				await expectNoViolations( page, 'signed in' );
				const toggle = menu( page ).getByRole( 'button', {
					name: 'My account',
				} );
				await toggle.click();
				await expect( toggle ).toHaveAttribute(
					'aria-expanded',
					'true'
				);
				await expectNoViolations( page, 'signed-in menu open' );

				await signInAs( page, 'locked', path );
				await settled( page );
				await expectNoViolations( page, 'locked' );
			} );
		}

		test( '/careers/: the chat open, with a card, with job results, with an error', async ( {
			chat,
			page,
			services,
		} ) => {
			test.setTimeout( 90_000 );
			await chat.goto();
			await settled( page );
			await chat.open();
			await expectNoViolations( page, 'chat open, empty' );

			// Until Lex's first answer, "Atlantis" is only queued and the
			// rows answerPlace counts are not all there yet.
			await chat.firstAnswered();
			await chat.say( 'Atlantis' );
			await chat.answerPlace( 'Austin, TX' );
			await expectNoViolations(
				page,
				'chat after an unknown place, with the areas to choose from'
			);

			await chat.chooseArea( 'Nursing' );
			await expect( chat.jobLinks().first() ).toBeVisible();
			await expectNoViolations( page, 'chat with job results' );

			try {
				await armFault( services[ 'lex-runtime-v2' ], {
					operation: 'RecognizeText',
					fault: 'http500',
					count: 1,
				} );
				await chat.say( 'help' );
				await expect( chat.errorEntries() ).toHaveCount( 1 );
			} finally {
				await clearFaults( services[ 'lex-runtime-v2' ] );
			}
			await expectNoViolations( page, 'chat with an error shown' );
		} );

		test( '/careers/: signed in with the chat open and pre-filled', async ( {
			chat,
			page,
		} ) => {
			await signInAs( page, 'interest' );
			await settled( page );
			await chat.open();
			await expect( chat.input ).toHaveValue( '78701' );
			await expectNoViolations( page, 'signed in, chat pre-filled' );
		} );
	} );
}

test.describe( 'Keyboard only', () => {
	test( 'the menu and the sign-in modal: sign in and out without a pointer', async ( {
		page,
	} ) => {
		await page.goto( '/careers/' );
		await settled( page );
		const signedOut = menu( page ).getByRole( 'button', {
			name: 'Sign in',
		} );
		await tabTo( page, signedOut );
		await page.keyboard.press( 'Enter' );
		await expect( signedOut ).toHaveAttribute( 'aria-expanded', 'true' );
		await tabTo(
			page,
			page.getByRole( 'link', { name: 'Already have a profile?' } )
		);
		await page.keyboard.press( 'Enter' );

		const dialog = page.getByRole( 'dialog', { name: 'Sign in' } );
		await expect( dialog ).toBeVisible();
		const frame = page.frameLocator( 'dialog[open] iframe' );
		await tabTo( page, frame.getByTestId( 'demo-candidate-interest' ) );
		await page.keyboard.press( 'Enter' );
		await expect( dialog ).toBeHidden();

		const signedIn = menu( page ).getByRole( 'button', {
			name: 'My account',
		} );
		await expect( signedIn ).toBeFocused();
		await page.keyboard.press( 'Space' );
		await expect( signedIn ).toHaveAttribute( 'aria-expanded', 'true' );
		await tabTo( page, page.getByRole( 'link', { name: 'My profile' } ) );
		// Escape from inside the menu closes it and returns to the toggle.
		await page.keyboard.press( 'Escape' );
		await expect( signedIn ).toBeFocused();
		await expect( signedIn ).toHaveAttribute( 'aria-expanded', 'false' );
		await page.keyboard.press( 'Enter' );
		await tabTo( page, page.getByRole( 'button', { name: 'Log out' } ) );
		await page.keyboard.press( 'Enter' );
		await page.waitForURL( ( url ) => url.pathname === '/' );
	} );

	test( 'the lead-capture modal: focus goes in, stays in both ways round, and comes back', async ( {
		page,
	} ) => {
		await page.goto( '/careers/' );
		await settled( page );
		const toggle = menu( page ).getByRole( 'button', { name: 'Sign in' } );
		await tabTo( page, toggle );
		await page.keyboard.press( 'Space' );
		await tabTo(
			page,
			page.getByRole( 'link', { name: 'Create a profile' } )
		);
		await page.keyboard.press( 'Enter' );
		const dialog = page.getByRole( 'dialog', { name: 'Create a profile' } );
		await expect( dialog ).toBeVisible();
		const inDialog = () =>
			page
				.locator( 'body' )
				.evaluate( ( body ) =>
					Boolean(
						body.ownerDocument.activeElement?.closest(
							'dialog[open]'
						)
					)
				);
		for ( const key of [ 'Tab', 'Shift+Tab' ] as const ) {
			for ( let press = 0; press < 12; press++ ) {
				await page.keyboard.press( key );
				expect( await inDialog(), `${ key } ${ press + 1 }` ).toBe(
					true
				);
			}
		}
		await page.keyboard.press( 'Escape' );
		await expect( dialog ).toBeHidden();
		await expect( toggle ).toBeFocused();
	} );

	test( 'a whole chat, launcher to job results, without a pointer', async ( {
		chat,
		page,
	} ) => {
		test.setTimeout( 90_000 );
		await chat.goto();
		await settled( page );
		await tabTo( page, chat.launcher );
		await page.keyboard.press( 'Enter' );
		await expect( chat.dialog ).toBeVisible();
		await expect( chat.input ).toBeFocused();
		// The chat leads: its welcome first, then the candidate types.
		await chat.settled();
		await expect( chat.transcript ).toContainText( WELCOME );
		await expect( chat.lastBotEntry() ).toContainText( PLACE_QUESTION );

		await tabTo( page, chat.input, 'Shift+Tab' );
		await page.keyboard.type( 'Austin, TX' );
		await page.keyboard.press( 'Enter' );
		await chat.settled();
		await expect( chat.panel ).toBeVisible();

		// Choose from the "Please select one" panel by keyboard.
		const choice = chat.choice( 'Nursing' );
		await tabTo( page, choice );
		await page.keyboard.press( 'Enter' );
		await chat.settled();
		const firstJob = chat.jobLinks().first();
		await expect( firstJob ).toBeVisible();
		// Every job link is reachable by Tab.
		await tabTo( page, firstJob, 'Shift+Tab' );
		await expect( firstJob ).toBeFocused();

		await page.keyboard.press( 'Escape' );
		await expect( chat.dialog ).toBeHidden();
		await expect( chat.launcher ).toBeFocused();
		await page.keyboard.press( 'Enter' );
		await expect( chat.dialog ).toBeVisible();
		await expect( chat.input ).toBeFocused();
	} );
} );
