/* @jest-environment node */
/**
 * Geocoder stand-in: the Google Maps JavaScript API script (run in a VM
 * context as a page would run it), the Google and HERE JSON endpoints.
 */
import { runInNewContext } from 'node:vm';

/**
 * Internal dependencies
 */
import type { GoogleGeocodeResponse } from '../geo/google-format';
import type { HereGeocodeResponse } from '../geo/here-format';
import { startServices, type RunningServices } from '../start-services';
import { armFault, clearFaults } from './support';

let services: RunningServices;

beforeAll( async () => {
	services = await startServices( { basePort: 0 } );
} );
afterAll( () => services.close() );
afterEach( () => clearFaults( services.urls.geocoder ) );

interface LatLng {
	lat: () => number;
	lng: () => number;
}

interface GeocoderResult {
	address_components: {
		long_name: string;
		short_name: string;
		types: string[];
	}[];
	formatted_address: string;
	geometry: { location: LatLng };
}

interface MapsWindow {
	google: {
		maps: {
			Geocoder: new () => {
				geocode: (
					request: Record< string, unknown >,
					callback?: (
						results: GeocoderResult[] | null,
						status: string
					) => void
				) => Promise< { results: GeocoderResult[] } >;
			};
			GeocoderStatus: Record< string, string >;
		};
	};
	loaded?: boolean;
	onMapsLoaded?: () => void;
}

/**
 * Loads the maps script the way a page's <script src> would.
 * @param key
 */
async function loadMapsScript( key = 'test-key' ): Promise< MapsWindow > {
	const response = await fetch(
		`${ services.urls.geocoder }maps/api/js?key=${ key }&callback=onMapsLoaded`
	);
	expect( response.headers.get( 'content-type' ) ).toMatch(
		/^text\/javascript/
	);
	const sandbox: Record< string, unknown > = {
		fetch,
		URLSearchParams,
		Promise,
		Error,
	};
	sandbox.window = sandbox;
	sandbox.onMapsLoaded = () => {
		sandbox.loaded = true;
	};
	runInNewContext( await response.text(), sandbox );
	return sandbox as unknown as MapsWindow;
}

async function googleJson(
	params: Record< string, string >
): Promise< GoogleGeocodeResponse > {
	const response = await fetch(
		`${ services.urls.geocoder }maps/api/geocode/json?${ new URLSearchParams( params ) }`
	);
	return ( await response.json() ) as GoogleGeocodeResponse;
}

const component = ( result: GeocoderResult, type: string ) =>
	result.address_components.find( ( part ) => part.types.includes( type ) );

describe( 'geocoder stand-in: Google Maps JavaScript API', () => {
	it( 'defines google.maps and calls the callback', async () => {
		const window = await loadMapsScript();
		expect( window.loaded ).toBe( true );
		expect( window.google.maps.GeocoderStatus.OK ).toBe( 'OK' );
	} );

	it( 'geocodes a zip code to a location with address components', async () => {
		const { google } = await loadMapsScript();
		const { results } = await new google.maps.Geocoder().geocode( {
			address: '78701',
		} );
		expect( results ).toHaveLength( 1 );
		const [ result ] = results;
		expect( result.geometry.location.lat() ).toBeCloseTo( 30.27, 1 );
		expect( result.geometry.location.lng() ).toBeCloseTo( -97.74, 1 );
		expect( component( result, 'postal_code' )?.long_name ).toBe( '78701' );
		expect( component( result, 'locality' )?.long_name ).toBe( 'Austin' );
		expect(
			component( result, 'administrative_area_level_1' )?.short_name
		).toBe( 'TX' );
		expect( component( result, 'country' )?.short_name ).toBe( 'US' );
		expect( result.formatted_address ).toBe( 'Austin, TX 78701, USA' );
	} );

	it( 'names a position ( geocode( { location } ) ), most precise result first', async () => {
		const { google } = await loadMapsScript();
		const { results } = await new google.maps.Geocoder().geocode( {
			location: { lat: 30.2849, lng: -97.7341 },
		} );
		expect( results.map( ( result ) => result.formatted_address ) ).toEqual(
			[ 'Austin, TX 78701, USA', 'Austin, TX, USA', 'Texas, USA' ]
		);
		await expect(
			new google.maps.Geocoder().geocode( {
				location: { lat: 0, lng: -150 },
			} )
		).rejects.toMatchObject( { code: 'ZERO_RESULTS' } );
	} );

	it( 'passes results and status to a callback', async () => {
		const { google } = await loadMapsScript();
		const status = await new Promise< string >( ( resolve ) => {
			new google.maps.Geocoder().geocode(
				{ address: 'Seattle, WA' },
				( results, answer ) => {
					expect( results?.[ 0 ]?.formatted_address ).toBe(
						'Seattle, WA, USA'
					);
					resolve( answer );
				}
			);
		} );
		expect( status ).toBe( 'OK' );
	} );

	it( 'rejects an unknown place with ZERO_RESULTS', async () => {
		const { google } = await loadMapsScript();
		const geocoder = new google.maps.Geocoder();
		await expect(
			geocoder.geocode( { address: 'Atlantis' } )
		).rejects.toMatchObject( { code: 'ZERO_RESULTS' } );
		await expect(
			geocoder.geocode( {
				address: 'Atlantis',
				fulfillOnZeroResults: true,
			} )
		).resolves.toEqual( {
			results: [],
		} );
	} );

	it( 'reports a fault as the Geocoder status', async () => {
		const { google } = await loadMapsScript();
		await armFault( services.urls.geocoder, {
			operation: 'Geocode',
			fault: 'OVER_QUERY_LIMIT',
		} );
		await expect(
			new google.maps.Geocoder().geocode( { address: '78701' } )
		).rejects.toMatchObject( {
			code: 'OVER_QUERY_LIMIT',
		} );
		await armFault( services.urls.geocoder, {
			operation: 'Geocode',
			fault: 'http500',
		} );
		await expect(
			new google.maps.Geocoder().geocode( { address: '78701' } )
		).rejects.toMatchObject( {
			code: 'UNKNOWN_ERROR',
		} );
	} );

	it( 'denies requests without a key', async () => {
		const { google } = await loadMapsScript( '' );
		await expect(
			new google.maps.Geocoder().geocode( { address: '78701' } )
		).rejects.toMatchObject( {
			code: 'REQUEST_DENIED',
		} );
	} );
} );

describe( 'geocoder stand-in: JSON endpoints', () => {
	it( 'answers city and state, ambiguous cities, states and reverse lookups', async () => {
		const austin = await googleJson( { address: 'austin, tx', key: 'k' } );
		expect( austin.status ).toBe( 'OK' );
		expect( austin.results[ 0 ].types ).toEqual( [
			'locality',
			'political',
		] );

		const springfield = await googleJson( {
			address: 'Springfield',
			key: 'k',
		} );
		expect(
			springfield.results.map( ( result ) => result.formatted_address )
		).toEqual( [
			'Springfield, MA, USA',
			'Springfield, IL, USA',
			'Springfield, MO, USA',
		] );

		const texas = await googleJson( { address: 'Texas', key: 'k' } );
		expect( texas.results[ 0 ].types ).toContain(
			'administrative_area_level_1'
		);

		const reverse = await googleJson( {
			latlng: '41.8858,-87.6181',
			key: 'k',
		} );
		expect( reverse.results[ 0 ].formatted_address ).toBe(
			'Chicago, IL 60601, USA'
		);

		expect(
			( await googleJson( { address: '00000', key: 'k' } ) ).status
		).toBe( 'ZERO_RESULTS' );
	} );

	it( 'answers the HERE geocode format', async () => {
		const response = await fetch(
			`${ services.urls.geocoder }v1/geocode?q=${ encodeURIComponent( 'Denver, CO' ) }&apiKey=k`
		);
		const body = ( await response.json() ) as HereGeocodeResponse;
		expect( body.items[ 0 ] ).toMatchObject( {
			resultType: 'locality',
			address: { city: 'Denver', stateCode: 'CO', countryCode: 'USA' },
			position: {
				lat: expect.closeTo( 39.74, 1 ),
				lng: expect.closeTo( -104.99, 1 ),
			},
		} );
		const zip = ( await (
			await fetch(
				`${ services.urls.geocoder }v1/geocode?q=10001&apiKey=k`
			)
		).json() ) as HereGeocodeResponse;
		expect( zip.items[ 0 ] ).toMatchObject( {
			resultType: 'postalCodePoint',
			address: { postalCode: '10001', city: 'New York' },
		} );
		const none = ( await (
			await fetch(
				`${ services.urls.geocoder }v1/geocode?q=Atlantis&apiKey=k`
			)
		).json() ) as HereGeocodeResponse;
		expect( none.items ).toEqual( [] );
	} );

	it( 'answers HERE’s revgeocode: the nearest address, or the area asked for, with its distance', async () => {
		const reverse = async ( query: string ) => {
			const response = await fetch(
				`${ services.urls.geocoder }v1/revgeocode?at=30.2849,-97.7341&apiKey=k${ query }`
			);
			return {
				status: response.status,
				body: ( await response.json() ) as HereGeocodeResponse,
			};
		};
		const nearest = await reverse( '' );
		expect( nearest.body.items ).toHaveLength( 1 );
		expect( nearest.body.items[ 0 ] ).toMatchObject( {
			resultType: 'postalCodePoint',
			address: { postalCode: '78701', city: 'Austin', stateCode: 'TX' },
			distance: expect.any( Number ),
		} );
		expect( nearest.body.items[ 0 ].distance ).toBeGreaterThan( 1000 );
		expect( nearest.body.items[ 0 ] ).not.toHaveProperty( 'scoring' );
		const areas = await reverse( '&types=area&limit=5' );
		expect( areas.body.items.map( ( item ) => item.resultType ) ).toEqual( [
			'locality',
			'administrativeArea',
		] );
		expect( ( await reverse( '&types=street' ) ).body.items ).toEqual( [] );
		expect( ( await reverse( '&types=planet' ) ).status ).toBe( 400 );
	} );

	it( 'refuses HERE calls without an apiKey', async () => {
		const response = await fetch(
			`${ services.urls.geocoder }v1/geocode?q=10001`
		);
		expect( response.status ).toBe( 401 );
	} );
} );
