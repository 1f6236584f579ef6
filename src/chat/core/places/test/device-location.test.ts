/**
 * The device's position, asked for only on "Find jobs near me", and why it
 * is not known.
 */

/**
 * Internal dependencies
 */
import {
	DeviceLocationError,
	locateDevice,
	type LocatingWindow,
} from '../device-location';

type Answer =
	| { coords: { latitude: number; longitude: number } }
	| { code: number }
	| 'never';

function fakeWindow( answer: Answer, secure = true ) {
	const asked: PositionOptions[] = [];
	const timers: Array< () => void > = [];
	const win: LocatingWindow = {
		isSecureContext: secure,
		setTimeout: ( ( run: () => void ) => {
			timers.push( run );
			return timers.length;
		} ) as unknown as Window[ 'setTimeout' ],
		clearTimeout: ( ( id: number ) => {
			timers[ id - 1 ] = () => undefined;
		} ) as unknown as Window[ 'clearTimeout' ],
		navigator: {
			geolocation: {
				getCurrentPosition( success, failure, options ) {
					asked.push( options ?? {} );
					if ( answer === 'never' ) {
						return;
					}
					if ( 'coords' in answer ) {
						success( answer as unknown as GeolocationPosition );
					} else {
						failure?.( answer as GeolocationPositionError );
					}
				},
			},
		},
	};
	return { win, asked, fireTimers: () => timers.forEach( ( run ) => run() ) };
}

const problem = ( promise: Promise< unknown > ) =>
	promise.then(
		() => 'resolved',
		( error: unknown ) =>
			error instanceof DeviceLocationError ? error.problem : error
	);

describe( 'locateDevice', () => {
	it( 'gives the position, asking for a coarse and recent one', async () => {
		const { win, asked } = fakeWindow( {
			coords: { latitude: 30.29, longitude: -97.75 },
		} );
		await expect( locateDevice( win ) ).resolves.toEqual( {
			latitude: 30.29,
			longitude: -97.75,
		} );
		expect( asked ).toEqual( [
			{ enableHighAccuracy: false, timeout: 10000, maximumAge: 300000 },
		] );
	} );

	it.each( [
		[ 1, 'location-denied' ],
		[ 2, 'location-unavailable' ],
		[ 3, 'location-timeout' ],
		[ 9, 'location-unavailable' ],
	] )( 'says why for the error code %p: %p', async ( code, expected ) => {
		const { win } = fakeWindow( { code } );
		await expect( problem( locateDevice( win ) ) ).resolves.toBe(
			expected
		);
	} );

	it( 'does not ask on a page served over plain http', async () => {
		const { win, asked } = fakeWindow(
			{ coords: { latitude: 1, longitude: 2 } },
			false
		);
		await expect( problem( locateDevice( win ) ) ).resolves.toBe(
			'location-insecure'
		);
		expect( asked ).toEqual( [] );
	} );

	it( 'says the location is unavailable in a browser without the API', async () => {
		const { win } = fakeWindow( 'never' );
		await expect(
			problem( locateDevice( { ...win, navigator: {} } ) )
		).resolves.toBe( 'location-unavailable' );
	} );

	it( 'gives up when the browser’s question stays unanswered', async () => {
		const { win, fireTimers } = fakeWindow( 'never' );
		const located = problem( locateDevice( win, { waitMs: 30000 } ) );
		fireTimers();
		await expect( located ).resolves.toBe( 'location-timeout' );
	} );
} );
