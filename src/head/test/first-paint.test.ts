/**
 * External dependencies
 */
import fc from 'fast-check';

/**
 * Internal dependencies
 */
import { readCandidate } from '../../runtime/candidate';
import { createCookieJar } from '../../runtime/cookie';
import { rootStateFor } from '../../runtime/root-state';
import { withLocalStorageBlocked } from '../../runtime/test/helpers';
import {
	STORAGE_TTL_MS,
	createPrefixedStorage,
	createSafeArea,
} from '../../runtime/storage';

const sam = { candidateId: '1042', firstName: 'Sam', lastName: 'Lee' };

/**
 * Run the inline script as the page would, with `data-org` on it.
 *
 * @param org Organisation name printed on the script tag.
 */
function runFirstPaint( org = 'acme' ): string | null {
	const script = document.createElement( 'script' );
	script.dataset.org = org;
	Object.defineProperty( document, 'currentScript', {
		configurable: true,
		get: () => script,
	} );
	jest.isolateModules( () => {
		require( '../first-paint' );
	} );
	return document.documentElement.getAttribute( 'data-careers-candidate' );
}

function store( value: unknown, date: unknown = String( Date.now() ) ) {
	window.localStorage.setItem(
		'acme.candidate',
		JSON.stringify( { date, data: JSON.stringify( value ) } )
	);
}

function setCookie( value: string | null ) {
	document.cookie =
		value === null
			? 'xcc=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/'
			: `xcc=${ encodeURIComponent( value ) }; path=/`;
}

beforeEach( () => {
	window.localStorage.clear();
	setCookie( null );
	document.documentElement.removeAttribute( 'data-careers-candidate' );
} );

afterEach( () => jest.useRealTimers() );

describe( 'first-paint head script', () => {
	it( 'marks a signed-out page', () => {
		expect( runFirstPaint() ).toBe( 'signed-out' );
	} );

	it( 'marks a candidate stored under the organisation prefix as signed in', () => {
		store( sam );
		expect( runFirstPaint( 'acme' ) ).toBe( 'signed-in' );
		expect( runFirstPaint( 'other-org' ) ).toBe( 'signed-out' );
	} );

	it( 'honours the 30-minute expiry and then falls back to the xcc cookie', () => {
		jest.useFakeTimers();
		store( sam );
		jest.advanceTimersByTime( STORAGE_TTL_MS - 1 );
		expect( runFirstPaint() ).toBe( 'signed-in' );
		jest.advanceTimersByTime( 2 );
		expect( runFirstPaint() ).toBe( 'signed-out' );
		setCookie( JSON.stringify( sam ) );
		expect( runFirstPaint() ).toBe( 'signed-in' );
	} );

	it( 'treats a locked candidate as signed out', () => {
		store( { ...sam, isLocked: true } );
		expect( runFirstPaint() ).toBe( 'signed-out' );
	} );

	it( 'treats malformed or partial data as signed out', () => {
		window.localStorage.setItem( 'acme.candidate', '{oops' );
		setCookie( '{"firstName":"NoId"}' );
		expect( runFirstPaint() ).toBe( 'signed-out' );
	} );

	it( 'never throws when storage is disabled, reading the cookie instead', () => {
		withLocalStorageBlocked( () => {
			expect( runFirstPaint() ).toBe( 'signed-out' );
			setCookie( JSON.stringify( sam ) );
			expect( runFirstPaint() ).toBe( 'signed-in' );
		} );
	} );

	it( 'agrees with the runtime on any stored item and cookie', () => {
		// Frozen clock: both read the same age.
		jest.useFakeTimers();
		const jar = createCookieJar( () => false );
		const storage = createPrefixedStorage(
			createSafeArea( () => window.localStorage, { error() {} } ),
			'acme'
		);
		const id = fc.oneof(
			fc.constantFrom( '', ' ', '7', 'abc' ),
			fc.integer(),
			fc.constant( null ),
			fc.constant( {} )
		);
		const candidate = fc.oneof(
			fc.record(
				{
					candidateId: id,
					firstName: fc.oneof( fc.string(), fc.constant( 3 ) ),
					isLocked: fc.oneof( fc.boolean(), fc.constant( 'true' ) ),
				},
				{ requiredKeys: [] }
			),
			fc.constantFrom( null, 'text', 42, [ 1 ] )
		);
		const age = fc.constantFrom(
			0,
			STORAGE_TTL_MS - 1,
			STORAGE_TTL_MS,
			STORAGE_TTL_MS + 1
		);
		expect.hasAssertions();
		fc.assert(
			fc.property(
				fc.option( fc.tuple( candidate, age ) ),
				fc.option( candidate ),
				( stored, cookie ) => {
					window.localStorage.clear();
					setCookie( null );
					if ( stored ) {
						store(
							stored[ 0 ],
							String( Date.now() - stored[ 1 ] )
						);
					}
					if ( cookie !== null ) {
						setCookie( JSON.stringify( cookie ) );
					}
					// The runtime removes expired items on read: ask the head first.
					const head = runFirstPaint();
					const runtime = rootStateFor(
						readCandidate( storage, jar.get ).state
					);
					expect( head ).toBe( runtime );
				}
			),
			{ numRuns: 300 }
		);
	} );
} );
