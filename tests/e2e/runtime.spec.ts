/**
 * Issue 4, end to end: the candidate runtime on the demo careers page with
 * the ATS stand-in's demo candidates. Tabs follow each other's sign-in and
 * sign-out, sign-out clears exactly the spec's keys, calls the ATS logout
 * and lands where the flags say, and a browser without storage still gets
 * a working, signed-out site.
 */
import { specSignOutLocalKeys, specSignOutSessionKeys } from '../spec-lists';
import type { ConsoleMessage, Page } from '@playwright/test';

import { expect, patchPluginSettings, test } from './fixtures';
import {
	ORG,
	armAtsFault,
	atsCalls,
	clearAtsCalls,
	clearAtsFaults,
	cookieNames,
	logOutFromMenu,
	readLocalStorage,
	readSessionStorage,
	readStoredData,
	rootState,
	seedStorage,
	signInAs,
} from './helpers/candidate';

// Candidates are not WordPress users: a clean browser, no admin cookies.
test.use( { storageState: { cookies: [], origins: [] } } );

/** Spec §3: local keys (prefixed) cleared at sign-out, with the candidate. */
const SIGN_OUT_LOCAL_KEYS = [
	'candidate',
	...specSignOutLocalKeys( [ '_x1', '_x2' ] ),
].map( ( key ) => `${ ORG }.${ key }` );

/** Spec §3: session keys cleared at sign-out, plus the chat's own. */
const SIGN_OUT_SESSION_KEYS = [
	...specSignOutSessionKeys(),
	`${ ORG }.careersChat.conversation`,
	`${ ORG }.careersChat.open`,
	'careersChatLegacyTranscript',
];

const SIGN_OUT_COOKIES = [ 'xcc', 'is_sponsor' ];

const signedInBlock = ( page: Page ) =>
	page.locator(
		'.wp-block-careers-frontend-auth-container.careers-when-signed-in'
	);
const signedOutBlock = ( page: Page ) =>
	page.locator(
		'.wp-block-careers-frontend-auth-container.careers-when-signed-out'
	);

/**
 * Leave a mark in the page's window: it survives only while no navigation
 * or reload has happened.
 *
 * @param page Page to mark.
 */
async function markPage( page: Page ): Promise< void > {
	await page.evaluate( () => {
		( window as { e2eMark?: boolean } ).e2eMark = true;
	} );
}

function isStillSamePage( page: Page ): Promise< boolean > {
	return page.evaluate(
		() => ( window as { e2eMark?: boolean } ).e2eMark === true
	);
}

/**
 * Console errors and uncaught exceptions from the moment of the call.
 *
 * @param page Page to watch.
 */
function watchErrors( page: Page ): { console: string[]; uncaught: string[] } {
	const seen = { console: [] as string[], uncaught: [] as string[] };
	page.on( 'console', ( message: ConsoleMessage ) => {
		if ( message.type() === 'error' ) {
			seen.console.push( message.text() );
		}
	} );
	page.on( 'pageerror', ( error ) => seen.uncaught.push( String( error ) ) );
	return seen;
}

/**
 * The bearer token the ATS login page stored.
 *
 * @param page Page on the site's origin.
 */
async function bearerToken( page: Page ): Promise< string > {
	const stored = ( await readStoredData( page, 'bearerToken' ) ) as {
		token?: unknown;
	} | null;
	expect( typeof stored?.token ).toBe( 'string' );
	return String( stored?.token );
}

test.describe( 'Two tabs follow each other', () => {
	test( 'signing in on /profile/login/ in one tab and out in it again updates the other open tab without a reload', async ( {
		context,
		page,
	} ) => {
		const watcher = page;
		await watcher.goto( '/careers/' );
		await expect( signedOutBlock( watcher ) ).toBeVisible();
		await markPage( watcher );

		const other = await context.newPage();
		await signInAs( other, 'normal', '/careers/' );
		await expect( signedInBlock( other ) ).toBeVisible();

		// The first tab follows: blocks, greeting, menu, root state.
		await expect( signedInBlock( watcher ) ).toBeVisible();
		await expect(
			signedInBlock( watcher ).locator( '[data-careers-greeting]' )
		).toHaveText( 'Welcome back, Alex!' );
		await expect( signedOutBlock( watcher ) ).toBeHidden();
		await expect(
			watcher.getByRole( 'button', { name: 'My account' } )
		).toBeVisible();
		expect( await rootState( watcher ) ).toBe( 'signed-in' );
		expect( await isStillSamePage( watcher ) ).toBe( true );

		await logOutFromMenu( other );
		await other.waitForURL( ( url ) => url.pathname === '/' );

		await expect( signedOutBlock( watcher ) ).toBeVisible();
		await expect( signedInBlock( watcher ) ).toBeHidden();
		await expect(
			watcher.getByRole( 'button', { name: 'Sign in' } )
		).toBeVisible();
		expect( await rootState( watcher ) ).toBe( 'signed-out' );
		expect( await isStillSamePage( watcher ) ).toBe( true );
	} );
} );

test.describe( 'Sign-out clears the candidate’s data', () => {
	test.beforeEach( async ( { services } ) => {
		await clearAtsCalls( services.ats );
	} );

	test( 'no listed key is left in local storage, session storage or cookies, other keys survive, and the ATS logout gets the bearer token', async ( {
		baseURL,
		context,
		page,
		services,
	} ) => {
		const site = String( baseURL );
		await signInAs( page, 'normal', '/careers/' );
		const token = await bearerToken( page );
		await seedStorage(
			page,
			{
				...Object.fromEntries(
					SIGN_OUT_LOCAL_KEYS.filter(
						( key ) => ! key.endsWith( '.candidate' )
					).map( ( key ) => [ key, { seeded: key } ] )
				),
				[ `${ ORG }.bearerToken` ]: { token },
				[ `${ ORG }.jobAlerts` ]: { weekly: true },
				'another-org.candidate': { candidateId: '7', firstName: 'Kit' },
			},
			{
				...Object.fromEntries(
					SIGN_OUT_SESSION_KEYS.map( ( key ) => [
						key,
						'{"seeded":1}',
					] )
				),
				[ `${ ORG }.recentSearches` ]: '["nurse"]',
				unrelatedSessionKey: 'kept',
			}
		);
		await context.addCookies( [
			{ name: 'site_preference', value: 'compact', url: site },
		] );
		expect( Object.keys( await readLocalStorage( page ) ) ).toEqual(
			expect.arrayContaining( SIGN_OUT_LOCAL_KEYS )
		);
		expect( await cookieNames( context, site ) ).toContain( 'xcc' );

		await logOutFromMenu( page );
		await expect( page ).toHaveURL( ( url ) => url.pathname === '/' );

		const local = Object.keys( await readLocalStorage( page ) );
		const session = Object.keys( await readSessionStorage( page ) );
		const cookies = await cookieNames( context, site );
		expect(
			local.filter( ( key ) => SIGN_OUT_LOCAL_KEYS.includes( key ) )
		).toEqual( [] );
		expect(
			session.filter( ( key ) => SIGN_OUT_SESSION_KEYS.includes( key ) )
		).toEqual( [] );
		expect(
			cookies.filter( ( name ) => SIGN_OUT_COOKIES.includes( name ) )
		).toEqual( [] );
		expect( local ).toEqual(
			expect.arrayContaining( [
				`${ ORG }.jobAlerts`,
				'another-org.candidate',
			] )
		);
		expect( session ).toEqual(
			expect.arrayContaining( [
				`${ ORG }.recentSearches`,
				'unrelatedSessionKey',
			] )
		);
		expect( cookies ).toContain( 'site_preference' );

		const logouts = ( await atsCalls( services.ats ) ).filter(
			( call ) => call.operation === 'Logout'
		);
		expect(
			logouts.map( ( call ) => call.headers?.authorization )
		).toEqual( [ `Bearer ${ token }` ] );
	} );

	test( 'a hanging ATS logout does not hold the local data: it is gone at once, and the candidate still lands', async ( {
		page,
		services,
	} ) => {
		const errors = watchErrors( page );
		await signInAs( page, 'normal', '/careers/' );
		await armAtsFault( services.ats, 'Logout', 'hang' );
		try {
			// Requests that got an answer or gave up, in the order they did.
			const settled: string[] = [];
			page.on( 'requestfinished', ( request ) =>
				settled.push( request.url() )
			);
			page.on( 'requestfailed', ( request ) =>
				settled.push( request.url() )
			);
			const logoutSettled = () =>
				settled.some( ( url ) => url.endsWith( '/rest/logout' ) );

			await logOutFromMenu( page );
			await expect.poll( () => rootState( page ) ).toBe( 'signed-out' );
			// Still on the page, the ATS call still open, the data already gone.
			const { path, keys, cookie } = await page.evaluate( () => ( {
				path: location.pathname,
				keys: Object.keys( localStorage ),
				cookie: document.cookie,
			} ) );
			expect( logoutSettled() ).toBe( false );
			expect( path ).toBe( '/careers/' );
			expect(
				keys.filter( ( key ) => SIGN_OUT_LOCAL_KEYS.includes( key ) )
			).toEqual( [] );
			expect( cookie ).not.toMatch( /(^|; )xcc=/ );
			await expect( signedOutBlock( page ) ).toBeVisible();
			// The runtime starts the fetch before clearing, but the request
			// reaches the ATS on the network's time, not the page's.
			await expect
				.poll( async () =>
					( await atsCalls( services.ats ) ).filter(
						( call ) => call.operation === 'Logout'
					)
				)
				.toHaveLength( 1 );

			// The runtime gives up on the ATS and lands as the flags say.
			await expect( page ).toHaveURL( ( url ) => url.pathname === '/' );
			expect( logoutSettled() ).toBe( true );
			expect( errors.console ).toEqual(
				expect.arrayContaining( [
					expect.stringContaining( 'ATS logout failed:' ),
				] )
			);
			expect( errors.uncaught ).toEqual( [] );
		} finally {
			await clearAtsFaults( services.ats );
		}
	} );

	test( 'a failing ATS logout (HTTP 500) still signs the candidate out here', async ( {
		baseURL,
		context,
		page,
		services,
	} ) => {
		const errors = watchErrors( page );
		await signInAs( page, 'normal', '/careers/' );
		await armAtsFault( services.ats, 'Logout', 'http500' );
		try {
			await logOutFromMenu( page );
			await expect( page ).toHaveURL( ( url ) => url.pathname === '/' );
			expect(
				Object.keys( await readLocalStorage( page ) ).filter( ( key ) =>
					SIGN_OUT_LOCAL_KEYS.includes( key )
				)
			).toEqual( [] );
			expect(
				await cookieNames( context, String( baseURL ) )
			).not.toContain( 'xcc' );
			expect( errors.console ).toEqual(
				expect.arrayContaining( [
					expect.stringContaining( 'ATS logout failed:' ),
				] )
			);
			expect( errors.uncaught ).toEqual( [] );
		} finally {
			await clearAtsFaults( services.ats );
		}
	} );
} );

test.describe( 'Where sign-out lands', () => {
	/**
	 * Log out from the menu; returns where the identity provider's logout
	 * was asked, as the stand-in's `sso/logout` saw it.
	 *
	 * @param page   Signed-in page showing the menu.
	 * @param atsUrl ATS stand-in URL (the demo sso_logout_url is `{ats}sso/logout`).
	 */
	async function logOutAtIdentityProvider(
		page: Page,
		atsUrl: string
	): Promise< { at: string; returnTo: string | null } > {
		const logoutUrl = new URL( 'sso/logout', atsUrl ).href;
		const asked = page.waitForRequest( ( request ) =>
			request.url().startsWith( logoutUrl )
		);
		await logOutFromMenu( page );
		const url = new URL( ( await asked ).url() );
		return {
			at: url.origin + url.pathname,
			returnTo: url.searchParams.get( 'returnTo' ),
		};
	}

	/**
	 * What the spec says: `{sso_logout_url}?returnTo={home}auth0_logout/`.
	 *
	 * @param atsUrl  ATS stand-in URL.
	 * @param siteUrl WordPress site URL.
	 */
	function identityProviderLogout( atsUrl: string, siteUrl: string ) {
		return {
			at: new URL( 'sso/logout', atsUrl ).href,
			returnTo: new URL( '/auth0_logout/', siteUrl ).href,
		};
	}

	async function ssoLogoutCalls( atsUrl: string ): Promise< number > {
		return ( await atsCalls( atsUrl ) ).filter(
			( call ) => call.operation === 'SsoLogout'
		).length;
	}

	test.beforeEach( async ( { services } ) => {
		await clearAtsCalls( services.ats );
	} );

	test( 'by default (logout_to_home): the home page', async ( {
		page,
		requestUtils,
	} ) => {
		const restore = await patchPluginSettings( requestUtils, {
			logout_to_home: true,
			logout_destination: '',
			logout_skip_redirect: false,
			sso_enabled: false,
		} );
		try {
			await signInAs( page, 'normal', '/careers/?from=e2e' );
			await logOutFromMenu( page );
			await expect( page ).toHaveURL(
				( url ) => url.pathname === '/' && url.search === ''
			);
		} finally {
			await restore();
		}
	} );

	test( 'logout_to_home in another language: the home page with the language prefix', async ( {
		page,
		requestUtils,
	} ) => {
		const restore = await patchPluginSettings( requestUtils, {
			language: 'es',
			logout_to_home: true,
			logout_destination: '',
			logout_skip_redirect: false,
			sso_enabled: false,
		} );
		try {
			await signInAs( page, 'normal', '/careers/' );
			await logOutFromMenu( page );
			await expect( page ).toHaveURL(
				( url ) => url.pathname === '/es/'
			);
		} finally {
			await restore();
		}
	} );

	test( 'no destination and logout_to_home off: the page reloads, signed out', async ( {
		page,
		requestUtils,
	} ) => {
		const restore = await patchPluginSettings( requestUtils, {
			logout_to_home: false,
			logout_destination: '',
			logout_skip_redirect: false,
			sso_enabled: false,
		} );
		try {
			await signInAs( page, 'normal', '/careers/?from=e2e' );
			await markPage( page );
			const reloaded = page.waitForEvent( 'load' );
			await logOutFromMenu( page );
			await reloaded;
			expect( new URL( page.url() ).pathname ).toBe( '/careers/' );
			expect( new URL( page.url() ).search ).toBe( '?from=e2e' );
			expect( await isStillSamePage( page ) ).toBe( false );
			await expect( signedOutBlock( page ) ).toBeVisible();
		} finally {
			await restore();
		}
	} );

	test( 'a logout destination wins over logout_to_home', async ( {
		baseURL,
		page,
		requestUtils,
	} ) => {
		const restore = await patchPluginSettings( requestUtils, {
			logout_to_home: true,
			logout_destination: new URL( '/apply/?signed-out=1', baseURL ).href,
			logout_skip_redirect: false,
			sso_enabled: false,
		} );
		try {
			await signInAs( page, 'normal', '/careers/' );
			await logOutFromMenu( page );
			await expect( page ).toHaveURL(
				( url ) =>
					url.pathname === '/apply/' && url.search === '?signed-out=1'
			);
		} finally {
			await restore();
		}
	} );

	test( 'logout_skip_redirect: the candidate stays on the page, signed out, with no navigation', async ( {
		baseURL,
		page,
		requestUtils,
		services,
	} ) => {
		const restore = await patchPluginSettings( requestUtils, {
			logout_to_home: true,
			logout_destination: new URL( '/apply/', baseURL ).href,
			logout_skip_redirect: true,
			sso_enabled: false,
		} );
		try {
			await signInAs( page, 'normal', '/careers/' );
			await markPage( page );
			const logoutAnswered = page.waitForResponse(
				new URL( 'rest/logout', services.ats ).href
			);
			await logOutFromMenu( page );
			await logoutAnswered;
			await expect( signedOutBlock( page ) ).toBeVisible();
			await expect( signedInBlock( page ) ).toBeHidden();
			// A second sign-out, awaited, tells where it would land.
			const landing = await page.evaluate( () =>
				window.careersFrontend?.runtime?.signOut()
			);
			expect( landing ).toEqual( { kind: 'stay' } );
			expect( new URL( page.url() ).pathname ).toBe( '/careers/' );
			expect( await isStillSamePage( page ) ).toBe( true );
		} finally {
			await restore();
		}
	} );

	test( 'single sign-on: the identity provider’s logout, returning to /auth0_logout/', async ( {
		baseURL,
		page,
		requestUtils,
		services,
	} ) => {
		const restore = await patchPluginSettings( requestUtils, {
			sso_enabled: true,
			sso_logout_url: new URL( 'sso/logout', services.ats ).href,
			logout_to_home: true,
			logout_destination: '',
			logout_skip_redirect: false,
		} );
		try {
			await signInAs( page, 'normal', '/careers/' );
			const expected = identityProviderLogout(
				services.ats,
				String( baseURL )
			);
			const returned = page.waitForRequest(
				( request ) => request.url() === expected.returnTo
			);
			expect(
				await logOutAtIdentityProvider( page, services.ats )
			).toEqual( expected );
			// The stand-in sends the browser back to /auth0_logout/, which
			// the plugin answers with the home page.
			await returned;
			await expect( page ).toHaveURL(
				new URL( '/', String( baseURL ) ).href
			);
			expect( await ssoLogoutCalls( services.ats ) ).toBe( 1 );
		} finally {
			await restore();
		}
	} );

	test( 'single sign-on wins over skipping the redirect and over a destination', async ( {
		baseURL,
		page,
		requestUtils,
		services,
	} ) => {
		const restore = await patchPluginSettings( requestUtils, {
			sso_enabled: true,
			sso_logout_url: new URL( 'sso/logout', services.ats ).href,
			logout_to_home: true,
			logout_destination: new URL( '/apply/', baseURL ).href,
			logout_skip_redirect: true,
		} );
		try {
			await signInAs( page, 'normal', '/careers/' );
			const expected = identityProviderLogout(
				services.ats,
				String( baseURL )
			);
			const returned = page.waitForRequest(
				( request ) => request.url() === expected.returnTo
			);
			expect(
				await logOutAtIdentityProvider( page, services.ats )
			).toEqual( expected );
			// The stand-in sends the browser back to /auth0_logout/, which
			// the plugin answers with the home page.
			await returned;
			await expect( page ).toHaveURL(
				new URL( '/', String( baseURL ) ).href
			);
			expect( await ssoLogoutCalls( services.ats ) ).toBe( 1 );
		} finally {
			await restore();
		}
	} );

	test( 'single sign-on without a logout URL: the error is logged and the other flags decide (home)', async ( {
		page,
		requestUtils,
	} ) => {
		const errors = watchErrors( page );
		const restore = await patchPluginSettings( requestUtils, {
			sso_enabled: true,
			sso_logout_url: '',
			logout_to_home: true,
			logout_destination: '',
			logout_skip_redirect: false,
		} );
		try {
			await signInAs( page, 'normal', '/careers/' );
			await logOutFromMenu( page );
			await expect( page ).toHaveURL( ( url ) => url.pathname === '/' );
			expect( errors.console ).toEqual(
				expect.arrayContaining( [
					expect.stringContaining(
						'Cannot sign out at the identity provider:'
					),
				] )
			);
			expect( errors.uncaught ).toEqual( [] );
		} finally {
			await restore();
		}
	} );

	test( 'a sponsor (is_sponsor cookie) signs out at the identity provider even without single sign-on, and the cookie is gone', async ( {
		baseURL,
		context,
		page,
		requestUtils,
		services,
	} ) => {
		const restore = await patchPluginSettings( requestUtils, {
			sso_enabled: false,
			sso_logout_url: new URL( 'sso/logout', services.ats ).href,
			logout_to_home: true,
			logout_destination: '',
			logout_skip_redirect: false,
		} );
		try {
			await signInAs( page, 'sponsor', '/careers/' );
			expect( await cookieNames( context, String( baseURL ) ) ).toContain(
				'is_sponsor'
			);
			const expected = identityProviderLogout(
				services.ats,
				String( baseURL )
			);
			const returned = page.waitForRequest(
				( request ) => request.url() === expected.returnTo
			);
			expect(
				await logOutAtIdentityProvider( page, services.ats )
			).toEqual( expected );
			// The stand-in sends the browser back to /auth0_logout/, which
			// the plugin answers with the home page.
			await returned;
			await expect( page ).toHaveURL(
				new URL( '/', String( baseURL ) ).href
			);
			expect( await ssoLogoutCalls( services.ats ) ).toBe( 1 );
			const left = await cookieNames( context, String( baseURL ) );
			expect(
				left.filter( ( name ) => SIGN_OUT_COOKIES.includes( name ) )
			).toEqual( [] );
		} finally {
			await restore();
		}
	} );
} );

test.describe( 'Without browser storage', () => {
	test( 'storage blocked (reading it throws a SecurityError): the site works signed out, the error is logged, nothing is uncaught', async ( {
		page,
	} ) => {
		await page.addInitScript( () => {
			for ( const name of [ 'localStorage', 'sessionStorage' ] ) {
				Object.defineProperty( window, name, {
					configurable: true,
					get() {
						throw new DOMException(
							`Failed to read the '${ name }' property from 'Window': Access is denied for this document.`,
							'SecurityError'
						);
					},
				} );
			}
		} );
		const errors = watchErrors( page );
		await page.goto( '/careers/' );
		await expect( signedOutBlock( page ) ).toBeVisible();
		await expect( signedInBlock( page ) ).toBeHidden();
		expect( await rootState( page ) ).toBe( 'signed-out' );

		// The menu and the persona list work.
		const toggle = page.getByRole( 'button', { name: 'Sign in' } );
		await toggle.click();
		await expect( toggle ).toHaveAttribute( 'aria-expanded', 'true' );
		await expect(
			page.getByRole( 'link', { name: 'Create a profile' } )
		).toBeVisible();
		await expect(
			page
				.locator( '.wp-block-careers-frontend-persona-content' )
				.getByRole( 'link' )
				.first()
		).toBeVisible();

		expect( errors.console ).toEqual(
			expect.arrayContaining( [
				expect.stringContaining( 'Local storage unavailable:' ),
			] )
		);
		expect( errors.uncaught ).toEqual( [] );
	} );

	test( 'Chromium with --disable-local-storage: signed out with the error logged; a sign-in still works through the xcc cookie, and sign-out removes it', async ( {
		baseURL,
		playwright,
	}, testInfo ) => {
		const { launchOptions = {} } = testInfo.project.use;
		const browser = await playwright.chromium.launch( {
			...launchOptions,
			args: [
				...( launchOptions.args ?? [] ),
				'--disable-local-storage',
			],
		} );
		try {
			const context = await browser.newContext( { baseURL } );
			const page = await context.newPage();
			const errors = watchErrors( page );
			await page.goto( '/careers/' );
			expect( await page.evaluate( () => window.localStorage ) ).toBe(
				null
			);
			await expect( signedOutBlock( page ) ).toBeVisible();
			expect( await rootState( page ) ).toBe( 'signed-out' );
			expect( errors.console ).toEqual(
				expect.arrayContaining( [
					expect.stringContaining( 'Local storage unavailable:' ),
				] )
			);

			// The ATS login page cannot store anything but still sets the cookie.
			await signInAs( page, 'normal', '/careers/' );
			await expect(
				signedInBlock( page ).locator( '[data-careers-greeting]' )
			).toHaveText( 'Welcome back, Alex!' );
			await logOutFromMenu( page );
			await expect( page ).toHaveURL( ( url ) => url.pathname === '/' );
			expect(
				await cookieNames( context, String( baseURL ) )
			).not.toContain( 'xcc' );
			expect( errors.uncaught ).toEqual( [] );
		} finally {
			await browser.close();
		}
	} );
} );
