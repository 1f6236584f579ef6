/**
 * External dependencies
 */
import { fireEvent } from '@testing-library/dom';

/**
 * Internal dependencies
 */
import { LIVE_REGION_ID, UPDATING_MESSAGE } from '../a11y';
import { BEARER_POLL_INTERVAL_MS } from '../bearer-polling';
import {
	IFRAME_HEIGHT_MESSAGE,
	heightOrigins,
	resizeFrameFrom,
	startIframeHeightSync,
} from '../iframe-height';
import { IFRAME_HEIGHT_PART } from '../part-names';
import { partShelf, publishPart } from '../parts';
import { createRuntime } from '../create-runtime';
// What build/parts/*.js do as they load: publish sign-out and the polling.
import '../sign-out-entry';
import '../bearer-polling-entry';
import {
	clearCookies,
	flushPromises,
	headersOf,
	recordingFetch,
	recordingLogger,
	withLocalStorageBlocked,
	writeAsTrackingApp,
} from './helpers';

const sam = { candidateId: '1042', firstName: 'Sam', lastName: 'Lee' };

function configure( settings: Record< string, unknown > = {} ) {
	window.careersFrontendConfig = {
		settings: {
			organization_name: 'acme',
			ats_url: 'https://ats.example.com/',
			logout_skip_redirect: true,
			...settings,
		},
		context: { homeUrl: 'http://localhost/' },
	};
}

function boot( settings: Record< string, unknown > = {} ) {
	configure( settings );
	const { calls, fetch } = recordingFetch( 200 );
	window.fetch = fetch as unknown as typeof window.fetch;
	const logger = recordingLogger();
	const runtime = createRuntime( window, logger );
	return { runtime, api: runtime.api, calls, logger };
}

const rootState = () =>
	document.documentElement.getAttribute( 'data-careers-candidate' );

beforeEach( () => {
	window.localStorage.clear();
	window.sessionStorage.clear();
	clearCookies();
	document.body.innerHTML = '';
	document.documentElement.removeAttribute( 'data-careers-candidate' );
	window.history.replaceState( null, '', '/' );
	jest.useFakeTimers();
} );

afterEach( () => {
	jest.useRealTimers();
	delete window.careersFrontendConfig;
} );

describe( 'the runtime on a page', () => {
	it( 'prefixes storage with the organisation name', () => {
		const { api } = boot();
		api.storage.set( 'roles', [ 'candidate' ] );
		api.sessionStore.set( 'careersChatTranscript', [] );
		expect( window.localStorage.getItem( 'acme.roles' ) ).not.toBeNull();
		expect(
			window.sessionStorage.getItem( 'acme.careersChatTranscript' )
		).not.toBeNull();
	} );

	it( 'marks <html> with the candidate state and keeps it in step', () => {
		const { runtime, api } = boot();
		runtime.start();
		expect( rootState() ).toBe( 'signed-out' );

		const seen: string[] = [];
		api.candidateStore.subscribe( ( s ) => seen.push( s.state ) );
		api.storage.set( 'candidate', sam );
		expect( rootState() ).toBe( 'signed-in' );
		expect( api.candidateStore.get().candidate?.firstName ).toBe( 'Sam' );

		api.storage.set( 'candidate', { ...sam, isLocked: true } );
		expect( rootState() ).toBe( 'signed-out' );
		expect( seen ).toEqual( [ 'signed-in', 'locked' ] );
	} );

	it( 'follows a sign-in made in another tab', () => {
		const { runtime } = boot();
		runtime.start();
		writeAsTrackingApp( 'acme.candidate', sam );
		window.dispatchEvent(
			new StorageEvent( 'storage', { key: 'acme.candidate' } )
		);
		expect( rootState() ).toBe( 'signed-in' );
	} );

	it( 'polls the ATS while signed in with a bearer token, and stops at sign-out', async () => {
		writeAsTrackingApp( 'acme.candidate', sam );
		writeAsTrackingApp( 'acme.bearerToken', { token: 'tok-5' } );
		const { runtime, api, calls } = boot();
		runtime.start();
		// The polling part is published (see the imports): it starts once
		// the loader's promise settles.
		await flushPromises();

		jest.advanceTimersByTime( BEARER_POLL_INTERVAL_MS );
		expect( calls.map( ( c ) => c.url ) ).toEqual( [
			'https://ats.example.com/rest/session',
		] );
		expect( headersOf( calls[ 0 ] ).Authorization ).toBe( 'Bearer tok-5' );

		const landing = await api.signOut();
		expect( landing ).toEqual( { kind: 'stay' } );
		expect( calls.map( ( c ) => c.url ) ).toEqual( [
			'https://ats.example.com/rest/session',
			'https://ats.example.com/rest/logout',
		] );
		expect( rootState() ).toBe( 'signed-out' );
		expect( window.localStorage.getItem( 'acme.bearerToken' ) ).toBeNull();

		jest.advanceTimersByTime( BEARER_POLL_INTERVAL_MS * 3 );
		await flushPromises();
		expect( calls ).toHaveLength( 2 );
	} );

	it( 'does not poll while signed out', async () => {
		writeAsTrackingApp( 'acme.bearerToken', { token: 'tok-5' } );
		const { runtime, calls } = boot();
		runtime.start();
		await flushPromises();
		jest.advanceTimersByTime( BEARER_POLL_INTERVAL_MS * 2 );
		expect( calls ).toHaveLength( 0 );
	} );

	it( 'announces form submits through one live region', () => {
		const { runtime, api } = boot();
		runtime.start();
		document.body.insertAdjacentHTML(
			'beforeend',
			'<form><button>Save</button></form>'
		);
		fireEvent.submit( document.querySelector( 'form' ) as HTMLFormElement );
		const region = document.getElementById( LIVE_REGION_ID );
		expect( region ).toHaveTextContent( UPDATING_MESSAGE );
		api.announce( 'Saved.' );
		expect( region ).toHaveTextContent( 'Saved.' );
		expect(
			document.querySelectorAll( `#${ LIVE_REGION_ID }` )
		).toHaveLength( 1 );
	} );

	it( 'rewrites the language switcher on a /profile page', () => {
		window.history.replaceState( null, '', '/es/profile/jobs/?tab=1' );
		document.body.innerHTML =
			'<ul class="careers-language-switcher"><li><a hreflang="en" href="/">EN</a></li></ul>';
		const { runtime } = boot( { language: 'es' } );
		runtime.start();
		expect( document.querySelector( 'a' ) ).toHaveAttribute(
			'href',
			'/profile/jobs/?tab=1'
		);
	} );

	it( 'builds language-prefixed URLs from the language setting', () => {
		const { api } = boot( { language: 'fr' } );
		expect( api.withLanguagePrefix( '/profile/join/' ) ).toBe(
			'/fr/profile/join/'
		);
	} );

	it( 'resizes an iframe from the site or the ATS, and no one else, through the part a height message loads', async () => {
		const { runtime, logger } = boot();
		runtime.start();
		document.body.innerHTML = '<iframe src="about:blank"></iframe>';
		const frame = document.querySelector( 'iframe' ) as HTMLIFrameElement;
		const post = ( origin: string, data: unknown ) =>
			window.dispatchEvent(
				new MessageEvent( 'message', {
					origin,
					source: frame.contentWindow,
					data,
				} )
			);
		const height = ( value: number ) => ( {
			type: IFRAME_HEIGHT_MESSAGE,
			height: value,
		} );
		// Other messages load nothing.
		post( 'https://ats.example.com', { type: 'resize', height: 640 } );
		post( 'https://ats.example.com', 'hello' );
		post( 'https://ats.example.com', null );
		await flushPromises();
		expect( document.querySelectorAll( 'script' ) ).toHaveLength( 0 );
		expect( logger.errors ).toEqual( [] );
		// What build/parts/iframe-height.js does as it loads.
		publishPart( IFRAME_HEIGHT_PART, {
			heightOrigins,
			resizeFrameFrom,
			startIframeHeightSync,
		} );
		try {
			post( 'https://evil.example.net', height( 5000 ) );
			await flushPromises();
			expect( frame.style.height ).toBe( '' );
			post( 'https://ats.example.com', height( 640 ) );
			await flushPromises();
			expect( frame.style.height ).toBe( '640px' );
			post( 'http://localhost', height( 700 ) );
			await flushPromises();
			expect( frame.style.height ).toBe( '700px' );
			expect( logger.errors ).toEqual( [] );
		} finally {
			delete partShelf( window )[ IFRAME_HEIGHT_PART.name ];
		}
	} );

	it( 'says so when a height message comes and the server lists no height part', async () => {
		const { runtime, logger } = boot();
		runtime.start();
		window.dispatchEvent(
			new MessageEvent( 'message', {
				origin: 'https://ats.example.com',
				data: { type: IFRAME_HEIGHT_MESSAGE, height: 10 },
			} )
		);
		await flushPromises();
		expect( logger.errors.map( ( [ error ] ) => String( error ) ) ).toEqual(
			[
				'Error: Careers Frontend: iframe-height is not in the server’s list of scripts.',
			]
		);
	} );

	it( 'in a frame, loads the height part and posts the page height to the parent; outside one, loads nothing', async () => {
		document.body.innerHTML = '<iframe src="about:blank"></iframe>';
		const framed = (
			document.querySelector( 'iframe' ) as HTMLIFrameElement
		 ).contentWindow as Window & typeof globalThis;
		configure();
		framed.careersFrontendConfig = window.careersFrontendConfig;
		// What build/parts/iframe-height.js does as it loads in the frame.
		publishPart(
			IFRAME_HEIGHT_PART,
			{ heightOrigins, resizeFrameFrom, startIframeHeightSync },
			framed
		);
		const posted = jest
			.spyOn( framed.parent, 'postMessage' )
			.mockImplementation( () => undefined );
		// Framed by a page elsewhere: it is told nothing.
		Object.defineProperty( framed.document, 'referrer', {
			value: 'https://evil.example.net/frames-you/',
		} );
		const logger = recordingLogger();
		createRuntime( framed, logger ).start();
		await flushPromises();
		// To the ATS (and the site, whose origin this about:blank frame
		// does not have here: jsdom gives it `null`); never to `*` nor to
		// a referrer's origin.
		expect( framed.location.origin ).toBe( 'null' );
		expect( posted.mock.calls ).toEqual( [
			[
				{ type: IFRAME_HEIGHT_MESSAGE, height: 0 },
				'https://ats.example.com',
			],
		] );
		posted.mockRestore();
		expect( logger.errors ).toEqual( [] );

		const { runtime, logger: topLogger } = boot();
		runtime.start();
		await flushPromises();
		expect( document.querySelectorAll( 'script' ) ).toHaveLength( 0 );
		expect( topLogger.errors ).toEqual( [] );
	} );

	it( 'scrolls to the top of a campaign page in debug mode', () => {
		window.history.replaceState( null, '', '/spring-campaign/' );
		const scrollTo = jest.fn();
		window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
		const { runtime } = boot( { debug: true } );
		runtime.start();
		expect( scrollTo ).toHaveBeenCalledWith( 0, 0 );
	} );

	it( 'works as signed out when storage is disabled, logging the error', () => {
		withLocalStorageBlocked( () => {
			const { runtime, api, logger } = boot();
			expect( () => runtime.start() ).not.toThrow();
			expect( rootState() ).toBe( 'signed-out' );
			expect( () => api.storage.set( 'candidate', sam ) ).not.toThrow();
			expect( api.candidateStore.get().state ).toBe( 'signed-out' );
			expect( logger.errors[ 0 ][ 0 ] ).toBe(
				'Local storage unavailable:'
			);
		} );
	} );
} );
