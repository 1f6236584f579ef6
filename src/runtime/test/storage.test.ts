/**
 * Internal dependencies
 */
import {
	STORAGE_TTL_MS,
	createPrefixedStorage,
	createSafeArea,
	parseJson,
} from '../storage';
import {
	disabledStorage,
	fullStorage,
	realStores,
	recordingLogger,
	writeAsTrackingApp,
} from './helpers';

beforeEach( () => {
	window.localStorage.clear();
	jest.useFakeTimers();
	jest.setSystemTime( new Date( '2026-03-01T12:00:00Z' ) );
} );

afterEach( () => {
	jest.useRealTimers();
} );

describe( 'prefixed storage', () => {
	it( 'keeps items for 30 minutes: 1,800,000 ms', () => {
		expect( STORAGE_TTL_MS ).toBe( 1_800_000 );
	} );

	it( 'writes `{ date, data }` under `{organisation}.{key}`', () => {
		const { storage } = realStores( 'acme' );
		storage.set( 'roles', [ 'candidate' ] );

		const raw = window.localStorage.getItem( 'acme.roles' );
		expect( raw ).not.toBeNull();
		const item = JSON.parse( raw as string );
		expect( item.date ).toBe( String( Date.now() ) );
		expect( typeof item.date ).toBe( 'string' );
		// Data is JSON text, as the tracking app stores it.
		expect( JSON.parse( item.data ) ).toEqual( [ 'candidate' ] );
		expect( storage.get( 'roles' ) ).toEqual( [ 'candidate' ] );
		expect( window.localStorage.getItem( 'roles' ) ).toBeNull();
	} );

	it( 'reads items the tracking app wrote', () => {
		const { storage } = realStores( 'acme' );
		writeAsTrackingApp( 'acme.candidate', { candidateId: '7' } );
		expect( storage.get( 'candidate' ) ).toEqual( { candidateId: '7' } );
	} );

	it( 'reads data stored as a plain value too', () => {
		const { storage } = realStores( 'acme' );
		window.localStorage.setItem(
			'acme.plain',
			JSON.stringify( { date: String( Date.now() ), data: { a: 1 } } )
		);
		window.localStorage.setItem(
			'acme.text',
			JSON.stringify( { date: String( Date.now() ), data: 'not json' } )
		);
		expect( storage.get( 'plain' ) ).toEqual( { a: 1 } );
		expect( storage.get( 'text' ) ).toBe( 'not json' );
	} );

	it( 'keeps an item younger than 30 minutes and discards it once older', () => {
		const { storage } = realStores( 'acme' );
		storage.set( 'username', 'sam' );

		jest.advanceTimersByTime( STORAGE_TTL_MS - 1 );
		expect( storage.get( 'username' ) ).toBe( 'sam' );

		jest.advanceTimersByTime( 2 );
		expect( storage.get( 'username' ) ).toBeNull();
		// Discarded, not just hidden.
		expect( window.localStorage.getItem( 'acme.username' ) ).toBeNull();
	} );

	it( 'treats a missing or unreadable date as expired', () => {
		const { storage } = realStores( 'acme' );
		window.localStorage.setItem(
			'acme.a',
			JSON.stringify( { data: '1' } )
		);
		window.localStorage.setItem(
			'acme.b',
			JSON.stringify( { date: 'yesterday', data: '1' } )
		);
		expect( storage.get( 'a' ) ).toBeNull();
		expect( storage.get( 'b' ) ).toBeNull();
	} );

	it( 'returns null for missing or malformed items', () => {
		const { storage } = realStores( 'acme' );
		window.localStorage.setItem( 'acme.broken', '{not json' );
		expect( storage.get( 'missing' ) ).toBeNull();
		expect( storage.get( 'broken' ) ).toBeNull();
	} );

	it( 'removes only its own prefixed key', () => {
		const { storage } = realStores( 'acme' );
		storage.set( 'roles', 'x' );
		window.localStorage.setItem( 'roles', 'other app' );
		storage.remove( 'roles' );
		expect( window.localStorage.getItem( 'acme.roles' ) ).toBeNull();
		expect( window.localStorage.getItem( 'roles' ) ).toBe( 'other app' );
	} );

	it( 'reports writes and removals to onChange', () => {
		const changed: string[] = [];
		const storage = createPrefixedStorage(
			createSafeArea( () => window.localStorage, recordingLogger() ),
			'acme',
			STORAGE_TTL_MS,
			( key ) => changed.push( key )
		);
		storage.set( 'candidate', {} );
		storage.remove( 'candidate' );
		expect( changed ).toEqual( [ 'candidate', 'candidate' ] );
	} );

	it( 'can keep items without expiry (session store)', () => {
		const { session } = realStores( 'acme' );
		session.set( 'careersChatTranscript', [ 'hi' ] );
		jest.advanceTimersByTime( STORAGE_TTL_MS * 10 );
		expect( session.get( 'careersChatTranscript' ) ).toEqual( [ 'hi' ] );
		expect(
			window.sessionStorage.getItem( 'acme.careersChatTranscript' )
		).not.toBeNull();
	} );
} );

describe( 'storage that is disabled, unsupported or full', () => {
	it( 'never throws when storage is disabled, and logs the error once', () => {
		const logger = recordingLogger();
		const storage = createPrefixedStorage(
			createSafeArea( disabledStorage, logger, 'Local storage' ),
			'acme'
		);
		expect( () => {
			storage.set( 'candidate', { candidateId: '1' } );
			storage.get( 'candidate' );
			storage.remove( 'candidate' );
			storage.area.keys();
		} ).not.toThrow();
		expect( storage.get( 'candidate' ) ).toBeNull();
		expect( storage.area.keys() ).toEqual( [] );
		expect( logger.errors ).toHaveLength( 1 );
		expect( logger.errors[ 0 ][ 0 ] ).toBe( 'Local storage unavailable:' );
		expect( ( logger.errors[ 0 ][ 1 ] as Error ).name ).toBe(
			'SecurityError'
		);
	} );

	it( 'skips writes when storage is unsupported', () => {
		const logger = recordingLogger();
		const changed: string[] = [];
		const storage = createPrefixedStorage(
			createSafeArea( () => undefined, logger, 'Local storage' ),
			'acme',
			STORAGE_TTL_MS,
			( key ) => changed.push( key )
		);
		storage.set( 'candidate', {} );
		expect( storage.get( 'candidate' ) ).toBeNull();
		expect( changed ).toEqual( [] );
		expect( logger.errors ).toHaveLength( 1 );
	} );

	it( 'skips writes to full storage, logging to the console only', () => {
		const logger = recordingLogger();
		const area = fullStorage();
		const storage = createPrefixedStorage(
			createSafeArea( () => area, logger, 'Local storage' ),
			'acme'
		);
		expect( () => storage.set( 'candidate', { big: true } ) ).not.toThrow();
		expect( storage.get( 'candidate' ) ).toBeNull();
		expect( ( logger.errors[ 0 ][ 1 ] as Error ).name ).toBe(
			'QuotaExceededError'
		);
		// Repeats of the same failure stay quiet.
		storage.set( 'candidate', { big: true } );
		expect( logger.errors ).toHaveLength( 1 );
	} );
} );

describe( 'parseJson', () => {
	it( 'parses JSON and falls back for anything else', () => {
		expect( parseJson( '{"a":1}' ) ).toEqual( { a: 1 } );
		expect( parseJson( 'nope' ) ).toBeNull();
		expect( parseJson( 'nope', 'nope' ) ).toBe( 'nope' );
	} );
} );
