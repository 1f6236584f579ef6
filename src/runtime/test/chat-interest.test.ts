/**
 * Internal dependencies
 */
import { readCandidate, SIGNED_OUT } from '../candidate';
import { forgetChatInterest, rememberChatInterest } from '../chat-interest';
import { createCookieJar } from '../cookie';
import { STORAGE_TTL_MS } from '../storage';
import { clearCookies, realStores, writeAsTrackingApp } from './helpers';

const jar = createCookieJar( () => false );
const sam = { candidateId: '1042', firstName: 'Sam', areaInterest: 'Nursing' };

beforeEach( () => {
	window.localStorage.clear();
	clearCookies();
} );

describe( 'the chat interest record', () => {
	it( 'is stored marked from_chat, with no id or name, and read back as signed out', () => {
		const { storage } = realStores( 'acme' );
		expect(
			rememberChatInterest( storage, SIGNED_OUT, {
				areaInterest: 'Nursing',
				zip: '60601',
				latitude: 41.88,
				longitude: -87.62,
			} )
		).toBe( true );
		expect( storage.get( 'candidate' ) ).toEqual( {
			areaInterest: 'Nursing',
			zip: '60601',
			latitude: 41.88,
			longitude: -87.62,
			from_chat: true,
		} );
		expect( readCandidate( storage, jar.get ) ).toEqual( {
			state: 'signed-out',
			candidate: null,
			chatInterest: {
				areaInterest: 'Nursing',
				zip: '60601',
				latitude: 41.88,
				longitude: -87.62,
			},
		} );
	} );

	it( 'merges a change of area into what is stored', () => {
		const { storage } = realStores( 'acme' );
		rememberChatInterest( storage, SIGNED_OUT, {
			areaInterest: 'Nursing',
			zip: '60601',
		} );
		rememberChatInterest( storage, readCandidate( storage, jar.get ), {
			areaInterest: 'Pharmacy',
		} );
		expect( readCandidate( storage, jar.get ).chatInterest ).toEqual( {
			areaInterest: 'Pharmacy',
			zip: '60601',
		} );
	} );

	it( 'never overwrites a signed-in candidate, and needs an area', () => {
		const { storage } = realStores( 'acme' );
		writeAsTrackingApp( 'acme.candidate', sam );
		const signedIn = readCandidate( storage, jar.get );
		expect(
			rememberChatInterest( storage, signedIn, {
				areaInterest: 'Pharmacy',
			} )
		).toBe( false );
		expect( readCandidate( storage, jar.get ).candidate ).toEqual(
			expect.objectContaining( {
				firstName: 'Sam',
				areaInterest: 'Nursing',
			} )
		);
		window.localStorage.clear();
		expect(
			rememberChatInterest( storage, SIGNED_OUT, { zip: '60601' } )
		).toBe( false );
		expect( storage.get( 'candidate' ) ).toBeNull();
	} );

	it( 'gives way to a real candidate in the xcc cookie', () => {
		const { storage } = realStores( 'acme' );
		rememberChatInterest( storage, SIGNED_OUT, {
			areaInterest: 'Nursing',
		} );
		document.cookie = `xcc=${ encodeURIComponent( JSON.stringify( sam ) ) }; path=/`;
		const snapshot = readCandidate( storage, jar.get );
		expect( snapshot.state ).toBe( 'signed-in' );
		expect( snapshot.chatInterest ).toBeUndefined();
	} );

	it( 'expires after 30 minutes like any stored item', () => {
		jest.useFakeTimers();
		const { storage } = realStores( 'acme' );
		rememberChatInterest( storage, SIGNED_OUT, {
			areaInterest: 'Nursing',
		} );
		jest.advanceTimersByTime( STORAGE_TTL_MS + 1 );
		expect( readCandidate( storage, jar.get ) ).toEqual( SIGNED_OUT );
		jest.useRealTimers();
	} );

	it( 'ignores records that are not the chat’s, and drops mistyped fields', () => {
		const { storage } = realStores( 'acme' );
		writeAsTrackingApp( 'acme.candidate', {
			from_chat: 'true',
			areaInterest: 'Nursing',
		} );
		expect( readCandidate( storage, jar.get ) ).toEqual( SIGNED_OUT );
		writeAsTrackingApp( 'acme.candidate', {
			from_chat: true,
			areaInterest: 'Nursing',
			zip: {},
			latitude: '41.8',
			firstName: 'Injected',
		} );
		expect( readCandidate( storage, jar.get ).chatInterest ).toEqual( {
			areaInterest: 'Nursing',
			latitude: '41.8',
		} );
	} );

	it( 'is forgotten by Start over, while a real candidate stays', () => {
		const { storage } = realStores( 'acme' );
		rememberChatInterest( storage, SIGNED_OUT, {
			areaInterest: 'Nursing',
		} );
		forgetChatInterest( storage, readCandidate( storage, jar.get ) );
		expect( storage.get( 'candidate' ) ).toBeNull();
		writeAsTrackingApp( 'acme.candidate', sam );
		forgetChatInterest( storage, readCandidate( storage, jar.get ) );
		expect( readCandidate( storage, jar.get ).state ).toBe( 'signed-in' );
	} );
} );
