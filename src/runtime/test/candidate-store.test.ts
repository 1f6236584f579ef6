/**
 * Internal dependencies
 */
import { readCandidate, type CandidateSnapshot } from '../candidate';
import { createCandidateStore } from '../candidate-store';
import { createCookieJar } from '../cookie';
import { createPrefixedStorage, createSafeArea } from '../storage';
import { clearCookies, recordingLogger, writeAsTrackingApp } from './helpers';

const sam = { candidateId: '1', firstName: 'Sam', lastName: 'Lee' };
const jar = createCookieJar( () => false );

function setUp() {
	const logger = recordingLogger();
	let refresh = () => {};
	const storage = createPrefixedStorage(
		createSafeArea( () => window.localStorage, logger ),
		'acme',
		undefined,
		( key ) => key === 'candidate' && refresh()
	);
	const store = createCandidateStore(
		() => readCandidate( storage, jar.get ),
		storage.fullKey( 'candidate' ),
		window,
		logger
	);
	refresh = store.refresh;
	const seen: CandidateSnapshot[] = [];
	store.subscribe( ( snapshot ) => seen.push( snapshot ) );
	return { store, storage, seen, logger };
}

/**
 * What another tab's write looks like to this one.
 *
 * @param key Full key written (null: the area was cleared).
 */
function storageEventFromAnotherTab( key: string | null ) {
	window.dispatchEvent(
		new StorageEvent( 'storage', { key, storageArea: window.localStorage } )
	);
}

beforeEach( () => {
	window.localStorage.clear();
	clearCookies();
} );

describe( 'candidate store', () => {
	it( 'starts with the current state', () => {
		writeAsTrackingApp( 'acme.candidate', sam );
		const { store, seen } = setUp();
		expect( store.get().state ).toBe( 'signed-in' );
		expect( seen ).toEqual( [] );
	} );

	it( 'tells subscribers at once about a sign-in through the runtime', () => {
		const { storage, seen } = setUp();
		storage.set( 'candidate', sam );
		expect( seen ).toHaveLength( 1 );
		expect( seen[ 0 ].state ).toBe( 'signed-in' );
		expect( seen[ 0 ].candidate?.firstName ).toBe( 'Sam' );

		storage.remove( 'candidate' );
		expect( seen[ 1 ] ).toEqual( { state: 'signed-out', candidate: null } );
	} );

	it( 'follows a sign-in and sign-out in another tab', () => {
		const { seen } = setUp();
		writeAsTrackingApp( 'acme.candidate', sam );
		storageEventFromAnotherTab( 'acme.candidate' );
		expect( seen.map( ( s ) => s.state ) ).toEqual( [ 'signed-in' ] );

		window.localStorage.clear();
		storageEventFromAnotherTab( null );
		expect( seen.map( ( s ) => s.state ) ).toEqual( [
			'signed-in',
			'signed-out',
		] );
	} );

	it( 'ignores storage events for other keys', () => {
		const { seen } = setUp();
		writeAsTrackingApp( 'acme.candidate', sam );
		storageEventFromAnotherTab( 'acme.roles' );
		expect( seen ).toEqual( [] );
	} );

	it( 'catches cookie-only changes when the tab regains focus or becomes visible', () => {
		const { seen } = setUp();
		document.cookie = `xcc=${ encodeURIComponent( JSON.stringify( sam ) ) }; path=/`;
		window.dispatchEvent( new Event( 'focus' ) );
		expect( seen.map( ( s ) => s.state ) ).toEqual( [ 'signed-in' ] );

		clearCookies();
		document.dispatchEvent( new Event( 'visibilitychange' ) );
		expect( seen.map( ( s ) => s.state ) ).toEqual( [
			'signed-in',
			'signed-out',
		] );
	} );

	it( 'does not notify when nothing changed', () => {
		const { store, seen } = setUp();
		store.refresh();
		window.dispatchEvent( new Event( 'focus' ) );
		expect( seen ).toEqual( [] );
	} );

	it( 'stops telling a subscriber after unsubscribe', () => {
		const { store, storage } = setUp();
		const calls: string[] = [];
		const unsubscribe = store.subscribe( ( s ) => calls.push( s.state ) );
		storage.set( 'candidate', sam );
		unsubscribe();
		storage.remove( 'candidate' );
		expect( calls ).toEqual( [ 'signed-in' ] );
	} );

	it( 'keeps telling other subscribers when one throws, logging the error', () => {
		const { store, storage, seen, logger } = setUp();
		store.subscribe( () => {
			throw new Error( 'broken block' );
		} );
		const after: string[] = [];
		store.subscribe( ( s ) => after.push( s.state ) );
		storage.set( 'candidate', sam );
		expect( seen ).toHaveLength( 1 );
		expect( after ).toEqual( [ 'signed-in' ] );
		expect( ( logger.errors[ 0 ][ 0 ] as Error ).message ).toBe(
			'broken block'
		);
	} );
} );
