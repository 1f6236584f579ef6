/**
 * Sign-out on a site served under a parent domain (issue 14, item 6): the
 * ATS sets `xcc` and `is_sponsor` on `.example.test`, so a removal without
 * `domain` leaves them, and `xcc` keeps the candidate signed in.
 *
 * The suite's WordPress answers on 127.0.0.1, where no parent domain
 * exists. Here the browser asks for http://careers.example.test:PORT/…;
 * the route fetches the same page from the real WordPress (on 127.0.0.1,
 * so WordPress sends no canonical redirect) and answers with it, so the
 * page's scripts run, and set and remove cookies, on careers.example.test.
 * The page's links to the real host are rewritten to careers.example.test.
 */
import type { BrowserContext, Cookie } from '@playwright/test';

import { CHROMIUM_HEADLESS_SHELL } from '../../playwright.config';
import { expect, test } from './fixtures';
import { logOutFromMenu, rootState } from './helpers/candidate';

const HOST = 'careers.example.test';
const PARENT = '.example.test';
const SIGN_OUT_COOKIES = [ 'xcc', 'is_sponsor' ];

// A page fulfilled by a route counts as a public address, and the ATS
// stand-in it calls on sign-out is on 127.0.0.1: Chromium's Local Network
// Access checks would stop that call, and they are not under test here.
test.use( {
	launchOptions: {
		executablePath: CHROMIUM_HEADLESS_SHELL,
		args: [
			'--no-sandbox',
			'--disable-gpu',
			'--disable-dev-shm-usage',
			'--disable-features=LocalNetworkAccessChecks',
		],
	},
} );

function signOutCookies( cookies: Cookie[] ): string[] {
	return cookies
		.filter( ( cookie ) => SIGN_OUT_COOKIES.includes( cookie.name ) )
		.map( ( cookie ) => `${ cookie.name }@${ cookie.domain }` )
		.sort();
}

async function serveUnderParentDomain(
	context: BrowserContext,
	baseURL: string
): Promise< string > {
	const real = new URL( baseURL );
	const hosted = `http://${ HOST }:${ real.port }`;
	await context.route( `${ hosted }/**`, async ( route ) => {
		const url = new URL( route.request().url() );
		url.host = real.host;
		const response = await route.fetch( { url: url.href } );
		const isPage = (
			response.headers()[ 'content-type' ] ?? ''
		).startsWith( 'text/html' );
		let body: string | Buffer;
		try {
			// The page's own URLs point at the host too, so every request
			// of the page (scripts, fonts, REST) stays on careers.example.test.
			body = isPage
				? ( await response.text() ).replaceAll( real.origin, hosted )
				: await response.body();
		} catch {
			// The page left (sign-out navigates) while this request of it
			// was answering: Playwright has disposed of the answer, and
			// nobody waits for it any more.
			await route.abort().catch( () => undefined );
			return;
		}
		await route.fulfill( { response, body } );
	} );
	return hosted;
}

test.describe( 'Sign-out under a parent domain', () => {
	test( 'removes xcc and is_sponsor set on the parent domain, and the candidate is signed out', async ( {
		baseURL,
		context,
		page,
	} ) => {
		const hosted = await serveUnderParentDomain(
			context,
			String( baseURL )
		);
		const candidate = {
			candidateId: 'C-2041',
			firstName: 'Pat',
			lastName: 'Rivera',
			isLocked: false,
		};
		await context.addCookies(
			[ 'xcc', 'is_sponsor' ].map( ( name ) => ( {
				name,
				value:
					name === 'xcc'
						? encodeURIComponent( JSON.stringify( candidate ) )
						: 'true',
				domain: PARENT,
				path: '/',
				sameSite: 'Lax' as const,
			} ) )
		);
		await page.goto( `${ hosted }/careers/` );
		expect( new URL( page.url() ).host ).toBe(
			`${ HOST }:${ new URL( String( baseURL ) ).port }`
		);
		// The candidate comes from the parent domain's cookie alone.
		await expect.poll( () => rootState( page ) ).toBe( 'signed-in' );
		expect( signOutCookies( await context.cookies() ) ).toEqual( [
			`is_sponsor@${ PARENT }`,
			`xcc@${ PARENT }`,
		] );

		await logOutFromMenu( page );
		// A sponsor signs out at the identity provider too (spec §4), which
		// is to send them back to this host's /auth0_logout/. Going
		// elsewhere before sign-out lands would race its navigation.
		await page.waitForURL( ( url ) => url.pathname === '/sso/logout' );
		expect( new URL( page.url() ).searchParams.get( 'returnTo' ) ).toBe(
			`${ hosted }/auth0_logout/`
		);

		await expect
			.poll( async () => signOutCookies( await context.cookies() ) )
			.toEqual( [] );
		// Back on the site, nothing signs the candidate in again.
		await page.goto( `${ hosted }/careers/` );
		await expect.poll( () => rootState( page ) ).toBe( 'signed-out' );
	} );
} );
