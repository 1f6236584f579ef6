/**
 * Internal dependencies
 */
import { parseCandidate, readCandidate } from '../candidate';
import { createCookieJar } from '../cookie';
import { STORAGE_TTL_MS } from '../storage';
import { clearCookies, realStores, writeAsTrackingApp } from './helpers';

const jar = createCookieJar( () => false );
const sam = {
	candidateId: '1042',
	firstName: 'Sam',
	lastName: 'Lee',
	areaInterest: 'Nursing',
	isLocked: false,
	from_chat: true,
	latitude: 40.7,
	longitude: '-74.0',
	zip: '10001',
	email: 'sam@example.com',
};

beforeEach( () => {
	window.localStorage.clear();
	clearCookies();
} );

describe( 'parseCandidate', () => {
	it( 'accepts a candidate object or its JSON text', () => {
		expect( parseCandidate( sam ) ).toEqual( sam );
		expect( parseCandidate( JSON.stringify( sam ) ) ).toEqual( sam );
	} );

	it( 'accepts a numeric id and fills a missing last name and lock flag', () => {
		expect(
			parseCandidate( { candidateId: 7, firstName: 'Ana' } )
		).toEqual( {
			candidateId: 7,
			firstName: 'Ana',
			lastName: '',
			isLocked: false,
		} );
	} );

	it.each( [
		[ 'nothing', null ],
		[ 'bad JSON', '{"candidateId":' ],
		[ 'a number', 42 ],
		[ 'a string', '"Sam"' ],
		[ 'an array', [ sam ] ],
		[ 'no id', { firstName: 'Sam' } ],
		[ 'a blank id', { candidateId: '  ', firstName: 'Sam' } ],
		[ 'an object id', { candidateId: {}, firstName: 'Sam' } ],
		[ 'no first name', { candidateId: '1' } ],
		[ 'a numeric first name', { candidateId: '1', firstName: 3 } ],
	] )( 'treats %s as no candidate', ( _label, value ) => {
		expect( parseCandidate( value ) ).toBeNull();
	} );

	it( 'drops optional fields of the wrong type', () => {
		const parsed = parseCandidate( {
			candidateId: '1',
			firstName: 'Sam',
			areaInterest: 5,
			from_chat: 'yes',
			latitude: {},
			zip: 10001,
		} );
		expect( parsed ).toEqual( {
			candidateId: '1',
			firstName: 'Sam',
			lastName: '',
			isLocked: false,
			zip: 10001,
		} );
	} );

	it( 'counts only a true isLocked as locked', () => {
		expect(
			parseCandidate( {
				candidateId: '1',
				firstName: 'A',
				isLocked: 'true',
			} )?.isLocked
		).toBe( false );
	} );
} );

describe( 'readCandidate', () => {
	it( 'is signed out when there is nothing stored', () => {
		const { storage } = realStores();
		expect( readCandidate( storage, jar.get ) ).toEqual( {
			state: 'signed-out',
			candidate: null,
		} );
	} );

	it( 'reads the candidate from prefixed storage', () => {
		const { storage } = realStores( 'acme' );
		writeAsTrackingApp( 'acme.candidate', sam );
		expect( readCandidate( storage, jar.get ) ).toEqual( {
			state: 'signed-in',
			candidate: sam,
		} );
	} );

	it( 'falls back to the xcc cookie', () => {
		const { storage } = realStores( 'acme' );
		document.cookie = `xcc=${ encodeURIComponent( JSON.stringify( sam ) ) }; path=/`;
		expect( readCandidate( storage, jar.get ).candidate ).toEqual( sam );
	} );

	it( 'falls back to the cookie when the stored candidate expired', () => {
		jest.useFakeTimers();
		const { storage } = realStores( 'acme' );
		writeAsTrackingApp( 'acme.candidate', { ...sam, firstName: 'Old' } );
		document.cookie = `xcc=${ encodeURIComponent( JSON.stringify( sam ) ) }; path=/`;
		jest.advanceTimersByTime( STORAGE_TTL_MS + 1 );
		expect( readCandidate( storage, jar.get ).candidate?.firstName ).toBe(
			'Sam'
		);
		jest.useRealTimers();
	} );

	it( 'falls back to the cookie when the stored candidate is partial', () => {
		const { storage } = realStores( 'acme' );
		writeAsTrackingApp( 'acme.candidate', { firstName: 'NoId' } );
		document.cookie = `xcc=${ encodeURIComponent( JSON.stringify( sam ) ) }; path=/`;
		expect( readCandidate( storage, jar.get ).state ).toBe( 'signed-in' );
	} );

	it( 'is signed out, never an exception, for a malformed cookie', () => {
		const { storage } = realStores( 'acme' );
		document.cookie = 'xcc=%7Bnot-json; path=/';
		expect( readCandidate( storage, jar.get ).state ).toBe( 'signed-out' );
	} );

	it( 'reports a locked candidate as locked, with no candidate data', () => {
		const { storage } = realStores( 'acme' );
		writeAsTrackingApp( 'acme.candidate', { ...sam, isLocked: true } );
		expect( readCandidate( storage, jar.get ) ).toEqual( {
			state: 'locked',
			candidate: null,
		} );
	} );
} );
