/**
 * Fixture matches in the Google Geocoding API's result format.
 */
import { positionOf, stateOf, type GeoMatch } from './lookup';

export interface GoogleAddressComponent {
	long_name: string;
	short_name: string;
	types: string[];
}

export interface GoogleLatLngLiteral {
	lat: number;
	lng: number;
}

export interface GoogleGeocodeResult {
	address_components: GoogleAddressComponent[];
	formatted_address: string;
	geometry: {
		location: GoogleLatLngLiteral;
		location_type: 'APPROXIMATE';
		viewport: {
			northeast: GoogleLatLngLiteral;
			southwest: GoogleLatLngLiteral;
		};
	};
	place_id: string;
	types: string[];
}

export type GoogleStatus =
	| 'OK'
	| 'ZERO_RESULTS'
	| 'OVER_QUERY_LIMIT'
	| 'REQUEST_DENIED'
	| 'INVALID_REQUEST'
	| 'UNKNOWN_ERROR';

export interface GoogleGeocodeResponse {
	results: GoogleGeocodeResult[];
	status: GoogleStatus;
	error_message?: string;
}

const COUNTRY: GoogleAddressComponent = {
	long_name: 'United States',
	short_name: 'US',
	types: [ 'country', 'political' ],
};

/** Half the viewport's size in degrees, by kind of place. */
const VIEWPORT_SPAN = { postal_code: 0.03, locality: 0.15, state: 2.5 };

function component(
	name: string,
	types: string[],
	short = name
): GoogleAddressComponent {
	return { long_name: name, short_name: short, types };
}

function slug( text: string ): string {
	return text
		.toLowerCase()
		.replace( /[^a-z0-9]+/g, '-' )
		.replace( /^-|-$/g, '' );
}

export function toGoogleResult( match: GeoMatch ): GoogleGeocodeResult {
	const location = positionOf( match );
	const span = VIEWPORT_SPAN[ match.kind ];
	const geometry: GoogleGeocodeResult[ 'geometry' ] = {
		location,
		location_type: 'APPROXIMATE',
		viewport: {
			northeast: { lat: location.lat + span, lng: location.lng + span },
			southwest: { lat: location.lat - span, lng: location.lng - span },
		},
	};
	if ( match.kind === 'state' ) {
		return {
			address_components: [
				component(
					match.state.name,
					[ 'administrative_area_level_1', 'political' ],
					match.state.code
				),
				COUNTRY,
			],
			formatted_address: `${ match.state.name }, USA`,
			geometry,
			place_id: `standin-state-${ match.state.code.toLowerCase() }`,
			types: [ 'administrative_area_level_1', 'political' ],
		};
	}
	const { place } = match;
	const state = stateOf( place );
	const common = [
		component( place.city, [ 'locality', 'political' ] ),
		component( place.county, [
			'administrative_area_level_2',
			'political',
		] ),
		component(
			state.name,
			[ 'administrative_area_level_1', 'political' ],
			state.code
		),
		COUNTRY,
	];
	if ( match.kind === 'postal_code' ) {
		return {
			address_components: [
				component( match.zip.zip, [ 'postal_code' ] ),
				...common,
			],
			formatted_address: `${ place.city }, ${ state.code } ${ match.zip.zip }, USA`,
			geometry,
			place_id: `standin-zip-${ match.zip.zip }`,
			types: [ 'postal_code' ],
		};
	}
	return {
		address_components: common,
		formatted_address: `${ place.city }, ${ state.code }, USA`,
		geometry,
		place_id: `standin-city-${ slug( place.city ) }-${ state.code.toLowerCase() }`,
		types: [ 'locality', 'political' ],
	};
}
