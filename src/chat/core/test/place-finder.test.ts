/**
 * "Find jobs near me": the device's position goes to the geocoder's
 * reverse lookup only, and the place comes back by name.
 */

/**
 * Internal dependencies
 */
import { DeviceLocationError } from '../device-location';
import type { Point } from '../geocode-result';
import { createPlaceFinder, placeName } from '../place-finder';
import { AUSTIN } from './places';

const DEVICE: Point = { latitude: 30.2849, longitude: -97.7341 };

function finder( {
	locate = async () => DEVICE,
	reverse = async () => AUSTIN,
}: Partial< Parameters< typeof createPlaceFinder >[ 0 ] > = {} ) {
	const reversed: Point[] = [];
	const errors: unknown[] = [];
	const places = createPlaceFinder( {
		geocode: async () => null,
		places: async () => [],
		reverse: async ( point ) => {
			reversed.push( point );
			return reverse( point );
		},
		locate,
		logger: { error: ( error ) => void errors.push( error ) },
	} );
	return { places, reversed, errors };
}

describe( 'placeName', () => {
	it( 'names a place by city, state and zip, never its street', () => {
		expect(
			placeName( { ...AUSTIN, formatted: '200 Congress Ave, Austin' } )
		).toBe( 'Austin, TX 78701' );
		expect( placeName( { ...AUSTIN, zip: '' } ) ).toBe( 'Austin, TX' );
		expect( placeName( { ...AUSTIN, city: '' } ) ).toBe( '78701' );
		expect(
			placeName( { ...AUSTIN, city: '', zip: '', formatted: 'Texas' } )
		).toBe( 'Texas' );
	} );
} );

describe( 'createPlaceFinder', () => {
	it( 'names the place the device is in, from its position', async () => {
		const { places, reversed } = finder();
		await expect( places.nearby() ).resolves.toEqual( {
			name: 'Austin, TX 78701',
		} );
		expect( reversed ).toEqual( [ DEVICE ] );
	} );

	it( 'says why the position is not known, without a lookup', async () => {
		const { places, reversed } = finder( {
			locate: async () => {
				throw new DeviceLocationError( 'location-denied' );
			},
		} );
		await expect( places.nearby() ).resolves.toEqual( {
			problem: 'location-denied',
		} );
		expect( reversed ).toEqual( [] );
	} );

	it( 'says the place has no name when the geocoder knows none there or fails', async () => {
		const nothing = finder( { reverse: async () => null } );
		await expect( nothing.places.nearby() ).resolves.toEqual( {
			problem: 'location-unnamed',
		} );
		const failing = finder( {
			reverse: async () => {
				throw new Error( 'REQUEST_DENIED' );
			},
		} );
		await expect( failing.places.nearby() ).resolves.toEqual( {
			problem: 'location-unnamed',
		} );
		expect( failing.errors ).toHaveLength( 1 );
	} );
} );
