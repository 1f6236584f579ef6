/**
 * Internal dependencies
 */
import {
	specSignOutLocalKeys,
	specSignOutSessionKeys,
} from '../../../tests/spec-lists';
import { createCookieJar } from '../cookie';
import {
	ATS_LOGOUT_TIMEOUT_MS,
	OBFUSCATED_KEYS,
	SIGN_OUT_LOCAL_KEYS,
	SIGN_OUT_SESSION_KEYS,
	chooseLanding,
	cookieDomains,
	homePath,
	signOut,
	type SignOutSettings,
} from '../sign-out';
import {
	clearCookies,
	flushPromises,
	headersOf,
	realStores,
	recordingFetch,
	recordingLogger,
} from './helpers';

const PAGE = 'https://careers.example.com/jobs/nurse/';

const baseSettings: SignOutSettings = {
	ats_url: 'https://ats.example.com/',
	language: 'en',
	sso_enabled: false,
	sso_logout_url: '',
	logout_skip_redirect: false,
	logout_destination: '',
	logout_to_home: true,
	homeUrl: 'https://careers.example.com/',
};

/** Where the page was sent. */
function fakeLocation() {
	const visits: string[] = [];
	return {
		visits,
		href: PAGE,
		assign: ( url: string | URL ) => {
			visits.push( `assign ${ url }` );
		},
		reload: () => {
			visits.push( 'reload' );
		},
	};
}

function setUp( {
	settings = {} as Partial< SignOutSettings >,
	status = 200 as number | 'fail' | 'hang',
} = {} ) {
	const logger = recordingLogger();
	const { storage, session } = realStores( 'acme', logger );
	const { calls, fetch } = recordingFetch( status );
	const location = fakeLocation();
	const events: string[] = [];
	const deps = {
		settings: { ...baseSettings, ...settings },
		storage,
		session,
		cookies: createCookieJar( () => true ),
		fetch: ( url: string, init?: RequestInit ) => {
			events.push(
				`fetch while candidate stored: ${
					storage.get( 'candidate' ) !== null
				}`
			);
			return fetch( url, init );
		},
		location,
		timers: window,
		stopPolling: () => events.push( 'stop polling' ),
		onCleared: () => events.push( 'cleared' ),
		logger,
	};
	return { deps, calls, location, logger, events, storage, session };
}

function storeEverything(
	storage: ReturnType< typeof realStores >[ 'storage' ]
) {
	for ( const key of SIGN_OUT_LOCAL_KEYS ) {
		storage.set( key, key === 'bearerToken' ? { token: 'tok-9' } : 'x' );
	}
	storage.set( 'candidate', { candidateId: '1', firstName: 'Sam' } );
	// Not ours to clear.
	storage.set( 'siteTheme', 'dark' );
	window.localStorage.setItem( 'unprefixed', 'keep' );

	for ( const key of SIGN_OUT_SESSION_KEYS ) {
		window.sessionStorage.setItem( key, '{}' );
	}
	window.sessionStorage.setItem( 'careersChatTranscript', '[]' );
	window.sessionStorage.setItem( 'acme.careersChatSession', '{}' );
	window.sessionStorage.setItem( 'keepMe', '1' );

	document.cookie = 'xcc=%7B%7D; path=/';
	document.cookie = 'other=1; path=/';
}

beforeEach( () => {
	window.localStorage.clear();
	window.sessionStorage.clear();
	clearCookies();
} );

afterEach( () => jest.useRealTimers() );

describe( 'what sign-out clears', () => {
	it( 'lists the spec keys, the candidate and two obfuscated keys', () => {
		expect( OBFUSCATED_KEYS ).toEqual( [ '_x1', '_x2' ] );
		// The candidate, then spec §3's list with the two obfuscated keys.
		expect( SIGN_OUT_LOCAL_KEYS ).toEqual( [
			'candidate',
			...specSignOutLocalKeys( OBFUSCATED_KEYS ),
		] );
		expect( SIGN_OUT_SESSION_KEYS ).toEqual( specSignOutSessionKeys() );
	} );

	it( 'leaves none of the listed keys, chat transcripts or cookies behind', async () => {
		const { deps, location } = setUp();
		storeEverything( deps.storage );
		document.cookie = 'is_sponsor=false; path=/';

		await signOut( deps );

		// "false" is not a sponsor session: no identity-provider logout.
		expect( location.visits ).toEqual( [ 'assign /' ] );

		for ( const key of SIGN_OUT_LOCAL_KEYS ) {
			expect( window.localStorage.getItem( `acme.${ key }` ) ).toBeNull();
		}
		for ( const key of SIGN_OUT_SESSION_KEYS ) {
			expect( window.sessionStorage.getItem( key ) ).toBeNull();
		}
		expect(
			window.sessionStorage.getItem( 'careersChatTranscript' )
		).toBeNull();
		expect(
			window.sessionStorage.getItem( 'acme.careersChatSession' )
		).toBeNull();
		expect( document.cookie ).toBe( 'other=1' );

		// Other data stays.
		expect( deps.storage.get( 'siteTheme' ) ).toBe( 'dark' );
		expect( window.localStorage.getItem( 'unprefixed' ) ).toBe( 'keep' );
		expect( window.sessionStorage.getItem( 'keepMe' ) ).toBe( '1' );
	} );

	it( 'clears the spec’s session keys with the organisation’s prefix as well as without', async () => {
		const { deps } = setUp();
		for ( const key of SIGN_OUT_SESSION_KEYS ) {
			window.sessionStorage.setItem( key, '{}' );
			window.sessionStorage.setItem( `acme.${ key }`, '{}' );
			// Another organisation's copy on the same origin is not ours.
			window.sessionStorage.setItem( `globex.${ key }`, '{}' );
		}

		await signOut( deps );

		expect( Object.keys( window.sessionStorage ).sort() ).toEqual(
			SIGN_OUT_SESSION_KEYS.map( ( key ) => `globex.${ key }` ).sort()
		);
	} );

	it( 'clears the persona list’s cache and the chat’s cached identity ids, keeping the rest', async () => {
		const { deps } = setUp();
		deps.session.set( 'personaContent', { key: 'Nursing', items: [] } );
		deps.storage.set(
			'aws:cognito-identity-credentials:us-east-1:pool:ANONYMOUS',
			'us-east-1:identity'
		);
		deps.storage.set(
			'aws:cognito-identity-credentials:us-east-1:pool:77',
			'us-east-1:identity-77'
		);
		deps.storage.set( 'siteTheme', 'dark' );

		await signOut( deps );

		expect(
			window.sessionStorage.getItem( 'acme.personaContent' )
		).toBeNull();
		expect(
			Object.keys( window.localStorage ).filter( ( key ) =>
				key.includes( 'cognito' )
			)
		).toEqual( [] );
		expect( deps.storage.get( 'siteTheme' ) ).toBe( 'dark' );
	} );

	it( 'removes the cookies on the host and on each parent domain, where an ATS on the parent domain sets them', async () => {
		const { deps } = setUp();
		const removed: string[] = [];
		deps.cookies = {
			...deps.cookies,
			remove: ( name, options ) =>
				void removed.push( `${ name }@${ options?.domain ?? 'host' }` ),
		};

		await signOut( deps );

		expect( removed ).toEqual( [
			'xcc@host',
			'xcc@careers.example.com',
			'xcc@example.com',
			'is_sponsor@host',
			'is_sponsor@careers.example.com',
			'is_sponsor@example.com',
		] );
	} );

	it( 'removes the xcc cookie before the stored candidate, so other tabs never fall back to it', async () => {
		const { deps } = setUp();
		storeEverything( deps.storage );
		const cookieWhenCandidateRemoved: string[] = [];
		const remove = deps.storage.remove;
		deps.storage.remove = ( key: string ) => {
			if ( key === 'candidate' ) {
				cookieWhenCandidateRemoved.push( document.cookie );
			}
			remove( key );
		};

		await signOut( deps );

		expect( cookieWhenCandidateRemoved ).toEqual( [ 'other=1' ] );
	} );

	it( 'runs the spec sequence: stop polling, ATS logout, clear, then land', async () => {
		const { deps, events, location } = setUp();
		storeEverything( deps.storage );

		await signOut( deps );

		expect( events ).toEqual( [
			'stop polling',
			'fetch while candidate stored: true',
			'cleared',
		] );
		expect( location.visits ).toEqual( [ 'assign /' ] );
	} );
} );

describe( 'the ATS logout', () => {
	it( 'calls {ats}/rest/logout with the bearer token', async () => {
		const { deps, calls } = setUp();
		deps.storage.set( 'bearerToken', { token: 'tok-9' } );

		await signOut( deps );

		expect( calls ).toHaveLength( 1 );
		expect( calls[ 0 ].url ).toBe( 'https://ats.example.com/rest/logout' );
		expect( calls[ 0 ].init?.method ?? 'GET' ).toBe( 'GET' );
		expect( headersOf( calls[ 0 ] ) ).toEqual( {
			Authorization: 'Bearer tok-9',
		} );
	} );

	it( 'is not called without a bearer token or without an ATS', async () => {
		const first = setUp();
		await signOut( first.deps );
		expect( first.calls ).toHaveLength( 0 );

		const second = setUp( { settings: { ats_url: '' } } );
		second.deps.storage.set( 'bearerToken', { token: 'tok-9' } );
		await signOut( second.deps );
		expect( second.calls ).toHaveLength( 0 );
	} );

	it.each( [ 500, 'fail' as const ] )(
		'failing (%p) still clears and lands, logging the error',
		async ( status ) => {
			const { deps, location, logger } = setUp( { status } );
			storeEverything( deps.storage );

			await signOut( deps );

			expect( deps.storage.get( 'candidate' ) ).toBeNull();
			expect( location.visits ).toEqual( [ 'assign /' ] );
			expect( logger.errors[ 0 ][ 0 ] ).toBe( 'ATS logout failed:' );
		}
	);

	it( 'hanging never delays the clearing and is abandoned after 3 s', async () => {
		jest.useFakeTimers();
		expect( ATS_LOGOUT_TIMEOUT_MS ).toBe( 3000 );
		const { deps, location, logger } = setUp( { status: 'hang' } );
		storeEverything( deps.storage );

		const done = signOut( deps );

		// Cleared at once, while the ATS has not answered.
		expect( deps.storage.get( 'candidate' ) ).toBeNull();
		expect( document.cookie ).toBe( 'other=1' );
		await flushPromises();
		expect( location.visits ).toEqual( [] );

		jest.advanceTimersByTime( ATS_LOGOUT_TIMEOUT_MS - 1 );
		await flushPromises();
		expect( location.visits ).toEqual( [] );

		jest.advanceTimersByTime( 1 );
		await done;
		expect( location.visits ).toEqual( [ 'assign /' ] );
		expect( ( logger.errors[ 0 ][ 1 ] as Error ).name ).toBe(
			'AbortError'
		);
	} );
} );

describe( 'where sign-out lands', () => {
	const idp = 'https://login.example.com/v2/logout?client_id=abc';
	const returnTo = encodeURIComponent(
		'https://careers.example.com/auth0_logout/'
	);

	it.each( [
		[
			'single sign-on: the identity provider, back to /auth0_logout/',
			{ sso_enabled: true, sso_logout_url: idp },
			false,
			[ `assign ${ idp }&returnTo=${ returnTo }` ],
		],
		[
			'a sponsor: the identity provider too',
			{ sso_logout_url: idp },
			true,
			[ `assign ${ idp }&returnTo=${ returnTo }` ],
		],
		[
			'single sign-on wins over skipping the redirect',
			{
				sso_enabled: true,
				sso_logout_url: idp,
				logout_skip_redirect: true,
			},
			false,
			[ `assign ${ idp }&returnTo=${ returnTo }` ],
		],
		[
			'redirect skipped: stays put',
			{ logout_skip_redirect: true, logout_destination: '/bye/' },
			false,
			[],
		],
		[
			'a logout destination',
			{ logout_destination: 'https://example.com/bye/' },
			false,
			[ 'assign https://example.com/bye/' ],
		],
		[
			'a destination of "#" counts as none',
			{ logout_destination: '#' },
			false,
			[ 'assign /' ],
		],
		[
			'home, English: no prefix',
			{ logout_to_home: true },
			false,
			[ 'assign /' ],
		],
		[
			'home with the language prefix',
			{ logout_to_home: true, language: 'es' },
			false,
			[ 'assign /es/' ],
		],
		[
			'nothing configured: reload',
			{ logout_to_home: false },
			false,
			[ 'reload' ],
		],
	] )( '%s', async ( _label, settings, sponsor, visits ) => {
		const { deps, location } = setUp( { settings } );
		if ( sponsor ) {
			document.cookie = 'is_sponsor=true; path=/';
		}
		await signOut( deps );
		expect( location.visits ).toEqual( visits );
		expect( document.cookie ).toBe( '' );
	} );

	it( 'goes to the home page of a site installed in a folder, the language after the folder', () => {
		const inFolder = {
			...baseSettings,
			homeUrl: 'https://example.com/site',
		};
		expect(
			chooseLanding( inFolder, false, PAGE, recordingLogger() )
		).toEqual( { kind: 'home', url: '/site/' } );
		expect(
			chooseLanding(
				{ ...inFolder, language: 'es' },
				false,
				PAGE,
				recordingLogger()
			)
		).toEqual( { kind: 'home', url: '/site/es/' } );
		expect( homePath( '/', 'pt-br', PAGE ) ).toBe( '/pt-br/' );
	} );

	it( 'stays put when the caller asks, whatever the settings', async () => {
		const { deps, location } = setUp( {
			settings: { logout_destination: '/bye/' },
		} );
		const landing = await signOut( deps, { skipRedirect: true } );
		expect( landing ).toEqual( { kind: 'stay' } );
		expect( location.visits ).toEqual( [] );
	} );

	it( 'falls back to the other rules when single sign-on has no logout URL', () => {
		const logger = recordingLogger();
		expect(
			chooseLanding(
				{ ...baseSettings, sso_enabled: true },
				false,
				PAGE,
				logger
			)
		).toEqual( { kind: 'home', url: '/' } );
		expect( logger.errors[ 0 ][ 0 ] ).toBe(
			'Cannot sign out at the identity provider:'
		);
	} );

	it( 'returns to /auth0_logout/ under a home URL in a subfolder', () => {
		const landing = chooseLanding(
			{
				...baseSettings,
				sso_enabled: true,
				sso_logout_url: 'https://login.example.com/logout',
				homeUrl: '/careers',
			},
			false,
			PAGE,
			recordingLogger()
		);
		expect( landing ).toEqual( {
			kind: 'identity-provider',
			url: `https://login.example.com/logout?returnTo=${ encodeURIComponent(
				'https://careers.example.com/careers/auth0_logout/'
			) }`,
		} );
	} );
} );

describe( 'cookieDomains', () => {
	it.each( [
		[ 'careers.example.com', [ 'careers.example.com', 'example.com' ] ],
		[
			'jobs.careers.example.co.uk',
			[
				'jobs.careers.example.co.uk',
				'careers.example.co.uk',
				'example.co.uk',
				'co.uk',
			],
		],
		[ 'localhost', [] ],
		[ '127.0.0.1', [] ],
		[ '[::1]', [] ],
	] )( 'for %s: %p', ( hostname, domains ) => {
		expect( cookieDomains( hostname ) ).toEqual( domains );
	} );
} );
