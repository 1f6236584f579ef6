/**
 * Issue 8, part of the security gate: the demo pages and a whole chat work
 * under a strict Content-Security-Policy — scripts only from the site, the
 * stand-ins that serve scripts, and hashes of the inline scripts; no
 * 'unsafe-eval', no 'unsafe-inline' for scripts — and nothing violates it.
 */
import { launchOptions } from '../../dev/bench/browser';
import { ChatPage } from './chat-helpers';
import { cspViolations, serveUnderStrictCsp } from './corpus/strict-csp';
import { expect, test } from './fixtures';

test.use( {
	storageState: { cookies: [], origins: [] },
	// The policy is added by fulfilling the document from the test, and a
	// fulfilled document has no address space, so Chromium's Local Network
	// Access checks would block its calls to the loopback stand-ins. A real
	// site's document comes from the network: the checks are off here.
	launchOptions: {
		...launchOptions(),
		args: [
			...( launchOptions().args ?? [] ),
			'--disable-features=LocalNetworkAccessChecks',
		],
	},
} );

test.describe( 'Under a strict Content-Security-Policy', () => {
	test( 'the blocks and a whole chat work, with no violation', async ( {
		page,
		baseURL,
		services,
	} ) => {
		test.setTimeout( 120_000 );
		const errors: string[] = [];
		page.on( 'pageerror', ( error ) => errors.push( error.message ) );
		const site = new URL( baseURL ?? '' ).origin;
		await serveUnderStrictCsp( page, site, services );

		// Signed out: the menu and its modal.
		const response = await page.goto( '/careers/' );
		expect( response?.headers()[ 'content-security-policy' ] ).toMatch(
			/script-src 'self' [^;]*'sha256-/
		);
		expect( response?.headers()[ 'content-security-policy' ] ).not.toMatch(
			/unsafe-eval|script-src[^;]*unsafe-inline/
		);
		const menu = page.getByRole( 'navigation', {
			name: 'Candidate profile',
		} );
		await menu.getByRole( 'button', { name: 'Sign in' } ).click();
		await page
			.getByRole( 'link', { name: 'Already have a profile?' } )
			.click();
		const dialog = page.getByRole( 'dialog', { name: 'Sign in' } );
		await expect( dialog ).toBeVisible();
		await page
			.frameLocator( 'dialog[open] iframe' )
			.getByTestId( 'demo-candidate-interest' )
			.click();
		await expect( dialog ).toBeHidden();
		expect( await cspViolations( page ) ).toEqual( [] );

		// Signed in, after a load: greeting, persona list, the chat.
		await page.goto( '/careers/' );
		await expect( page.locator( '[data-careers-greeting]' ) ).toHaveText(
			'Welcome back, Jordan!'
		);
		await expect(
			page
				.locator( '.wp-block-careers-frontend-persona-content' )
				.getByRole( 'link' )
		).toHaveCount( 2 );
		const chat = new ChatPage( page );
		await chat.open();
		await chat.say( 'hi' );
		await chat.answerPlace( 'Austin, TX' );
		// The area of interest is pre-filled: Enter sends it.
		await expect( chat.input ).toHaveValue( 'Nursing' );
		await chat.input.press( 'Enter' );
		await chat.settled();
		await expect( chat.jobLinks().first() ).toBeVisible();
		expect( await cspViolations( page ) ).toEqual( [] );
		expect( errors ).toEqual( [] );

		// The /apply/ page too.
		await page.goto( '/apply/' );
		await expect(
			menu.getByRole( 'button', { name: 'My account' } )
		).toBeVisible();
		expect( await cspViolations( page ) ).toEqual( [] );

		// The policy is live: an inline script it does not list is refused
		// and reported (so an empty list above means something).
		await page.evaluate( () => {
			const script = document.createElement( 'script' );
			script.textContent = 'window.__notAllowed = true;';
			document.head.append( script );
		} );
		await expect
			.poll( async () =>
				( await cspViolations( page ) ).map(
					( violation ) => violation.directive
				)
			)
			.toEqual( [ 'script-src-elem' ] );
	} );
} );
