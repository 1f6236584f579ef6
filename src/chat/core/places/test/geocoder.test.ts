/**
 * Internal dependencies
 */
import { AUSTIN } from '../../test/places';
import {
	createGeocoder,
	createGeocoders,
	hereReverseUrl,
	readGoogleResult,
	readGoogleResults,
	readHereResult,
	readHereResults,
	type FetchLike,
} from '../geocoder';

const googleResult = {
	formatted_address: 'Austin, TX 78701, USA',
	geometry: { location: { lat: () => 30.2672, lng: () => -97.7431 } },
	address_components: [
		{ long_name: '78701', short_name: '78701', types: [ 'postal_code' ] },
		{
			long_name: 'Austin',
			short_name: 'Austin',
			types: [ 'locality', 'political' ],
		},
		{
			long_name: 'Texas',
			short_name: 'TX',
			types: [ 'administrative_area_level_1', 'political' ],
		},
		{
			long_name: 'United States',
			short_name: 'US',
			types: [ 'country', 'political' ],
		},
	],
};

const settings = {
	maps_provider: 'google' as const,
	maps_api_key: 'k e y',
	maps_script_url: '',
	here_geocode_url: 'https://geocode.test/v1/geocode',
};

/**
 * A `google.maps` whose geocoder answers from a function.
 *
 * @param geocode The geocode method.
 */
function fakeGoogle( geocode: ( request: object ) => Promise< unknown > ) {
	return {
		maps: {
			Geocoder: class {
				geocode = geocode;
			},
		},
	};
}

const noFetch: FetchLike = async () => {
	throw new Error( 'fetch must not be called' );
};

describe( 'Google geocoder', () => {
	it( 'loads the maps script only on the first lookup, with the key', async () => {
		let google: unknown;
		const loaded: string[] = [];
		const geocode = createGeocoder( settings, {
			fetch: noFetch,
			getGoogle: () => google,
			loadScript: async ( url ) => {
				loaded.push( url );
				google = fakeGoogle( async () => ( {
					results: [ googleResult ],
				} ) );
			},
		} );
		expect( loaded ).toEqual( [] );
		await expect( geocode( 'Austin, TX' ) ).resolves.toEqual( AUSTIN );
		await expect( geocode( '78701' ) ).resolves.toEqual( AUSTIN );
		expect( loaded ).toEqual( [
			'https://maps.googleapis.com/maps/api/js?key=k%20e%20y',
		] );
	} );

	it( 'uses the configured script URL, and no script when google is already there', async () => {
		const loaded: string[] = [];
		let google: unknown;
		const geocode = createGeocoder(
			{
				...settings,
				maps_script_url: 'http://127.0.0.1:9104/maps/api/js',
			},
			{
				fetch: noFetch,
				getGoogle: () => google,
				loadScript: async ( url ) => {
					loaded.push( url );
					google = fakeGoogle( async () => ( { results: [] } ) );
				},
			}
		);
		await geocode( 'x' );
		expect( loaded ).toEqual( [
			'http://127.0.0.1:9104/maps/api/js?key=k%20e%20y',
		] );

		const already = createGeocoder( settings, {
			fetch: noFetch,
			getGoogle: () =>
				fakeGoogle( async () => ( { results: [ googleResult ] } ) ),
			loadScript: async () => {
				throw new Error( 'must not load' );
			},
		} );
		await expect( already( 'Austin' ) ).resolves.toEqual( AUSTIN );
	} );

	it( 'answers null for ZERO_RESULTS and rejects other failures', async () => {
		const zero = Object.assign(
			new Error( 'Geocoding Service: ZERO_RESULTS' ),
			{
				code: 'ZERO_RESULTS',
			}
		);
		const denied = Object.assign(
			new Error( 'Geocoding Service: REQUEST_DENIED' ),
			{
				code: 'REQUEST_DENIED',
			}
		);
		const answers = [ zero, denied ];
		const geocode = createGeocoder( settings, {
			fetch: noFetch,
			getGoogle: () =>
				fakeGoogle( async () => {
					throw answers.shift();
				} ),
		} );
		await expect( geocode( 'Atlantis' ) ).resolves.toBeNull();
		await expect( geocode( 'Austin' ) ).rejects.toBe( denied );
	} );

	it( 'tries loading again after a failed load', async () => {
		let attempts = 0;
		let google: unknown;
		const geocode = createGeocoder( settings, {
			fetch: noFetch,
			getGoogle: () => google,
			loadScript: async () => {
				attempts++;
				if ( attempts === 1 ) {
					throw new Error( 'offline' );
				}
				google = fakeGoogle( async () => ( {
					results: [ googleResult ],
				} ) );
			},
		} );
		await expect( geocode( 'Austin' ) ).rejects.toThrow( 'offline' );
		await expect( geocode( 'Austin' ) ).resolves.toEqual( AUSTIN );
	} );

	it( 'rejects a lookup or a maps script that never answers, and tries the script again next time', async () => {
		let google: unknown;
		let loads = 0;
		const geocode = createGeocoder( settings, {
			fetch: noFetch,
			getGoogle: () => google,
			timeoutMs: 50,
			loadScript: async () => {
				loads++;
				if ( loads === 1 ) {
					return new Promise( () => undefined );
				}
				google = fakeGoogle( () => new Promise( () => undefined ) );
			},
		} );
		await expect( geocode( 'Austin, TX' ) ).rejects.toThrow(
			'The geocoder did not answer in time.'
		);
		await expect( geocode( 'Austin, TX' ) ).rejects.toThrow(
			'The geocoder did not answer in time.'
		);
		expect( loads ).toBe( 2 );
	} );

	it( 'reads results defensively', () => {
		expect( readGoogleResult( null ) ).toBeNull();
		expect(
			readGoogleResult( { results: [ { geometry: {} } ] } )
		).toBeNull();
		expect(
			readGoogleResult( {
				results: [ { geometry: { location: { lat: 1, lng: 2 } } } ],
			} )
		).toEqual( {
			latitude: 1,
			longitude: 2,
			city: '',
			state: '',
			country: '',
			zip: '',
			formatted: '',
		} );
	} );
} );

describe( 'every place a text could mean', () => {
	const portland = ( state: string, lat: number ) => ( {
		formatted_address: `Portland, ${ state }, USA`,
		geometry: { location: { lat, lng: -100 } },
		address_components: [
			{
				long_name: 'Portland',
				short_name: 'Portland',
				types: [ 'locality' ],
			},
			{
				long_name: state,
				short_name: state,
				types: [ 'administrative_area_level_1' ],
			},
		],
		types: [ 'locality', 'political' ],
	} );

	it( 'Google: each result with its kind, and a partial match said so', () => {
		const results = readGoogleResults( {
			results: [
				portland( 'ME', 43.7 ),
				{ ...portland( 'OR', 45.5 ), partial_match: true },
				{ ...googleResult, types: [ 'postal_code' ] },
				{
					...googleResult,
					address_components: [
						googleResult.address_components[ 2 ],
					],
					types: [ 'administrative_area_level_1', 'political' ],
				},
				{ ...googleResult, types: [ 'route' ] },
				{ nothing: 'here' },
			],
		} );
		expect(
			results.map( ( result ) => [
				result.city,
				result.state,
				result.kind,
			] )
		).toEqual( [
			[ 'Portland', 'ME', 'city' ],
			[ 'Portland', 'OR', 'city' ],
			[ 'Austin', 'TX', 'zip' ],
			[ '', 'TX', 'state' ],
			[ 'Austin', 'TX', 'other' ],
		] );
		expect( results.map( ( result ) => result.partial ) ).toEqual( [
			undefined,
			true,
			undefined,
			undefined,
			undefined,
		] );
	} );

	it( 'HERE: each item with its kind, and a low query score as a partial match', () => {
		const item = ( resultType: string, extra = {} ) => ( {
			resultType,
			address: { city: 'Austin', stateCode: 'TX' },
			position: { lat: 30, lng: -97 },
			scoring: { queryScore: 1 },
			...extra,
		} );
		const results = readHereResults( {
			items: [
				item( 'locality' ),
				item( 'postalCodePoint' ),
				item( 'administrativeArea', {
					administrativeAreaType: 'state',
				} ),
				item( 'administrativeArea', {
					administrativeAreaType: 'county',
				} ),
				item( 'street', { scoring: { queryScore: 0.5 } } ),
			],
		} );
		expect( results.map( ( result ) => result.kind ) ).toEqual( [
			'city',
			'zip',
			'state',
			'other',
			'other',
		] );
		expect( results[ 4 ].partial ).toBe( true );
		expect( results[ 0 ].partial ).toBeUndefined();
	} );

	it( 'createGeocoders lists them from the provider, [] for none', async () => {
		const answers = [
			{ results: [ portland( 'ME', 43.7 ), portland( 'OR', 45.5 ) ] },
		];
		const { places } = createGeocoders( settings, {
			fetch: noFetch,
			getGoogle: () =>
				fakeGoogle( async () => {
					const answer = answers.shift();
					if ( ! answer ) {
						throw Object.assign( new Error( 'ZERO_RESULTS' ), {
							code: 'ZERO_RESULTS',
						} );
					}
					return answer;
				} ),
		} );
		await expect( places( 'Portland' ) ).resolves.toHaveLength( 2 );
		await expect( places( 'Atlantis' ) ).resolves.toEqual( [] );
	} );
} );

describe( 'HERE geocoder', () => {
	const here = { ...settings, maps_provider: 'here' as const };

	it( 'asks {here_geocode_url}?q=&apiKey= and reads the first item', async () => {
		const urls: string[] = [];
		const geocode = createGeocoder( here, {
			fetch: async ( url ) => {
				urls.push( url );
				return {
					ok: true,
					status: 200,
					json: async () => ( {
						items: [
							{
								title: 'Austin, TX, United States',
								address: {
									label: 'Austin, TX 78701, United States',
									countryCode: 'USA',
									stateCode: 'TX',
									city: 'Austin',
									postalCode: '78701',
								},
								position: { lat: 30.2672, lng: -97.7431 },
							},
						],
					} ),
				};
			},
			loadScript: async () => {
				throw new Error( 'no maps script for HERE' );
			},
		} );
		await expect( geocode( 'Austin, TX' ) ).resolves.toEqual( {
			...AUSTIN,
			country: 'USA',
			formatted: 'Austin, TX 78701, United States',
		} );
		expect( urls ).toEqual( [
			'https://geocode.test/v1/geocode?q=Austin%2C%20TX&apiKey=k%20e%20y',
		] );
	} );

	it( 'answers null for no items and rejects an HTTP error', async () => {
		const statuses = [ 200, 401 ];
		const geocode = createGeocoder( here, {
			fetch: async () => {
				const status = statuses.shift() ?? 500;
				return {
					ok: status === 200,
					status,
					json: async () => ( { items: [] } ),
				};
			},
		} );
		await expect( geocode( 'Atlantis' ) ).resolves.toBeNull();
		await expect( geocode( 'Austin' ) ).rejects.toThrow(
			'Geocoder answered HTTP 401'
		);
		expect(
			readHereResult( { items: [ { position: { lat: 'x' } } ] } )
		).toBeNull();
	} );
} );

describe( 'the global `google`, against elements of the page (post content)', () => {
	afterEach( () => {
		document.body.innerHTML = '';
		delete ( window as { google?: unknown } ).google;
	} );

	it( 'is the page’s own when Google’s script extends it', async () => {
		// An Author keeps ids and anchor names through wp_kses_post.
		document.body.innerHTML =
			'<a id="google"></a><a id="google" name="maps"></a>';
		const geocode = createGeocoder( settings, {
			fetch: noFetch,
			// What Google's bootstrap does with `window.google`.
			loadScript: async () => {
				'use strict';
				const root = ( ( window as { google?: unknown } ).google ||=
					{} ) as { maps?: Record< string, unknown > };
				root.maps = root.maps || {};
				root.maps.Geocoder = fakeGoogle( async () => ( {
					results: [ googleResult ],
				} ) ).maps.Geocoder;
			},
		} );
		await expect( geocode( 'Austin, TX' ) ).resolves.toEqual( AUSTIN );
	} );
} );

describe( 'reverse lookups', () => {
	const DEVICE = { latitude: 30.2849, longitude: -97.7341 };

	it( 'Google: asks geocode( { location } ) and names the place by its zip’s result, not the street address', async () => {
		const requests: object[] = [];
		const streetAddress = {
			...googleResult,
			formatted_address: '2100 San Jacinto Blvd, Austin, TX 78712, USA',
			types: [ 'street_address' ],
			geometry: { location: { lat: 30.2849, lng: -97.7341 } },
		};
		const zip = { ...googleResult, types: [ 'postal_code' ] };
		const { reverse } = createGeocoders( settings, {
			fetch: noFetch,
			getGoogle: () =>
				fakeGoogle( async ( request ) => {
					requests.push( request );
					return { results: [ streetAddress, zip ] };
				} ),
		} );
		await expect( reverse( DEVICE ) ).resolves.toEqual( {
			...AUSTIN,
			kind: 'zip',
		} );
		expect( requests ).toEqual( [
			{ location: { lat: 30.2849, lng: -97.7341 } },
		] );
	} );

	it( 'Google: takes the first result with a city when none is a zip’s, and null for ZERO_RESULTS', async () => {
		const answers: Array< () => Promise< unknown > > = [
			async () => ( {
				results: [
					{
						...googleResult,
						address_components: [],
						types: [ 'plus_code' ],
					},
					{ ...googleResult, types: [ 'locality' ] },
				],
			} ),
			async () => {
				throw Object.assign( new Error( 'ZERO_RESULTS' ), {
					code: 'ZERO_RESULTS',
				} );
			},
		];
		const { reverse } = createGeocoders( settings, {
			fetch: noFetch,
			getGoogle: () =>
				fakeGoogle( () =>
					( answers.shift() as () => Promise< unknown > )()
				),
		} );
		await expect( reverse( DEVICE ) ).resolves.toEqual( {
			...AUSTIN,
			kind: 'city',
		} );
		await expect( reverse( DEVICE ) ).resolves.toBeNull();
	} );

	it( 'HERE: asks revgeocode?at=&types=address&limit=1 beside the geocode URL', async () => {
		const urls: string[] = [];
		const { reverse } = createGeocoders(
			{ ...settings, maps_provider: 'here' },
			{
				fetch: async ( url ) => {
					urls.push( url );
					return {
						ok: true,
						status: 200,
						json: async () => ( { items: [] } ),
					};
				},
			}
		);
		await expect( reverse( DEVICE ) ).resolves.toBeNull();
		expect( urls ).toEqual( [
			'https://revgeocode.test/v1/revgeocode?at=30.2849%2C-97.7341&types=address&limit=1&apiKey=k%20e%20y',
		] );
	} );

	it( 'HERE: its own endpoints when the setting is empty', async () => {
		const urls: string[] = [];
		const fetch: FetchLike = async ( url ) => {
			urls.push( url );
			return { ok: true, status: 200, json: async () => ( {} ) };
		};
		const here = createGeocoders(
			{ ...settings, maps_provider: 'here', here_geocode_url: '' },
			{ fetch }
		);
		await here.geocode( '78701' );
		await here.reverse( DEVICE );
		expect( urls.map( ( url ) => url.split( '?' )[ 0 ] ) ).toEqual( [
			'https://geocode.search.hereapi.com/v1/geocode',
			'https://revgeocode.search.hereapi.com/v1/revgeocode',
		] );
		expect(
			hereReverseUrl( 'http://127.0.0.1:9104/v1/geocode?lang=en' )
		).toBe( 'http://127.0.0.1:9104/v1/revgeocode?lang=en' );
		expect( hereReverseUrl( 'https://proxy.test/here' ) ).toBe(
			'https://proxy.test/here'
		);
	} );
} );
