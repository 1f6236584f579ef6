/**
 * "Find jobs near me": the device's position goes to the geocoder's
 * reverse lookup only, and the place comes back by name.
 */

/**
 * Internal dependencies
 */
import { AUSTIN } from '../../test/places';
import { DeviceLocationError } from '../device-location';
import type { Point } from '../geocode-result';
import { createGeocoders } from '../geocoder';
import { createPlaceFinder, placeName } from '../place-finder';

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
	it( 'names a place by its locality, or its zip with its locality, never its street', () => {
		expect(
			placeName( { ...AUSTIN, formatted: '200 Congress Ave, Austin' } )
		).toBe( 'Austin, TX 78701' );
		expect( placeName( { ...AUSTIN, zip: '' } ) ).toBe( 'Austin, TX' );
		expect( placeName( { ...AUSTIN, state: '', zip: '' } ) ).toBe(
			'Austin'
		);
	} );

	it( 'names no place without a locality: not by a zip alone, a plus code or a street address', () => {
		expect( placeName( { ...AUSTIN, city: '' } ) ).toBeNull();
		expect(
			placeName( {
				...AUSTIN,
				city: '',
				zip: '',
				formatted: '8FVC9G8F+6X',
			} )
		).toBeNull();
		expect(
			placeName( {
				...AUSTIN,
				city: '',
				formatted: '2100 San Jacinto Blvd, TX 78712, USA',
			} )
		).toBeNull();
	} );
} );

describe( 'createPlaceFinder', () => {
	it( 'names the place the device is in, from its position to two decimals (about a kilometre)', async () => {
		const { places, reversed } = finder();
		await expect( places.nearby() ).resolves.toEqual( {
			name: 'Austin, TX 78701',
		} );
		expect( reversed ).toEqual( [
			{ latitude: 30.28, longitude: -97.73 },
		] );
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

describe( 'naming the device’s place from each provider’s reverse lookup', () => {
	const settings = {
		maps_api_key: 'key',
		maps_script_url: '',
		here_geocode_url: 'https://geocode.test/v1/geocode',
	};
	const component = ( name: string, short: string, type: string ) => ( {
		long_name: name,
		short_name: short,
		types: [ type ],
	} );
	const AUSTIN_PARTS = [
		component( 'Austin', 'Austin', 'locality' ),
		component( 'Texas', 'TX', 'administrative_area_level_1' ),
		component( 'United States', 'US', 'country' ),
	];
	const googleResult = (
		types: string[],
		formatted: string,
		parts: object[]
	) => ( {
		types,
		formatted_address: formatted,
		geometry: { location: { lat: 30.28, lng: -97.73 } },
		address_components: parts,
	} );

	/**
	 * The place finder over Google's geocoder answering so.
	 *
	 * @param results What `geocode( { location } )` resolves with.
	 */
	function google( results: object[] ) {
		const requests: object[] = [];
		const geocoders = createGeocoders(
			{ ...settings, maps_provider: 'google' },
			{
				fetch: async () => {
					throw new Error( 'no fetch for Google' );
				},
				getGoogle: () => ( {
					maps: {
						Geocoder: class {
							geocode = async ( request: object ) => {
								requests.push( request );
								return { results };
							};
						},
					},
				} ),
			}
		);
		const places = createPlaceFinder( {
			...geocoders,
			locate: async () => DEVICE,
			logger: { error: () => undefined },
		} );
		return { places, requests };
	}

	/**
	 * The place finder over HERE's revgeocode answering so.
	 *
	 * @param items What revgeocode's `items` hold.
	 */
	function here( items: object[] ) {
		const urls: string[] = [];
		const geocoders = createGeocoders(
			{ ...settings, maps_provider: 'here' },
			{
				fetch: async ( url ) => {
					urls.push( url );
					return {
						ok: true,
						status: 200,
						json: async () => ( { items } ),
					};
				},
			}
		);
		const places = createPlaceFinder( {
			...geocoders,
			locate: async () => DEVICE,
			logger: { error: () => undefined },
		} );
		return { places, urls };
	}

	it( 'Google with a locality: the zip with its locality, from a position to two decimals', async () => {
		const { places, requests } = google( [
			googleResult(
				[ 'street_address' ],
				'2100 San Jacinto Blvd, Austin, TX 78712, USA',
				AUSTIN_PARTS
			),
			googleResult( [ 'postal_code' ], 'Austin, TX 78712, USA', [
				component( '78712', '78712', 'postal_code' ),
				...AUSTIN_PARTS,
			] ),
		] );
		await expect( places.nearby() ).resolves.toEqual( {
			name: 'Austin, TX 78712',
		} );
		expect( requests ).toEqual( [
			{ location: { lat: 30.28, lng: -97.73 } },
		] );
	} );

	it( 'Google with only a plus code, a street and a zip without a locality: no name, never the plus code', async () => {
		const { places } = google( [
			googleResult( [ 'plus_code' ], '8FVC9G8F+6X', [
				component( '8FVC9G8F+6X', '8FVC9G8F+6X', 'plus_code' ),
			] ),
			googleResult( [ 'street_address' ], 'Ranch Rd 12, TX 78620, USA', [
				component( 'Ranch Road 12', 'Ranch Rd 12', 'route' ),
				component( 'Texas', 'TX', 'administrative_area_level_1' ),
			] ),
			googleResult( [ 'postal_code' ], 'TX 78620, USA', [
				component( '78620', '78620', 'postal_code' ),
				component( 'Texas', 'TX', 'administrative_area_level_1' ),
			] ),
		] );
		await expect( places.nearby() ).resolves.toEqual( {
			problem: 'location-unnamed',
		} );
	} );

	it( 'HERE with a city: the zip with its city, never the address label', async () => {
		const { places, urls } = here( [
			{
				title: '200 Congress Ave, Austin, TX 78701, United States',
				position: { lat: 30.2672, lng: -97.7431 },
				address: {
					label: '200 Congress Ave, Austin, TX 78701, United States',
					street: 'Congress Ave',
					houseNumber: '200',
					city: 'Austin',
					stateCode: 'TX',
					postalCode: '78701',
					countryCode: 'USA',
				},
			},
		] );
		await expect( places.nearby() ).resolves.toEqual( {
			name: 'Austin, TX 78701',
		} );
		expect( new URL( urls[ 0 ] ).searchParams.get( 'at' ) ).toBe(
			'30.28,-97.73'
		);
	} );

	it( 'HERE without a city: no name, never the street address', async () => {
		const { places } = here( [
			{
				title: 'Ranch Rd 12, TX 78620, United States',
				position: { lat: 30.28, lng: -97.73 },
				address: {
					label: 'Ranch Rd 12, TX 78620, United States',
					street: 'Ranch Rd 12',
					stateCode: 'TX',
					postalCode: '78620',
					countryCode: 'USA',
				},
			},
		] );
		await expect( places.nearby() ).resolves.toEqual( {
			problem: 'location-unnamed',
		} );
	} );
} );
