/**
 * Geocoder stand-in:
 * - `GET /maps/api/js?key=…&callback=…`: a Google Maps JavaScript API script
 *   whose `google.maps.Geocoder().geocode()` calls…
 * - `GET /maps/api/geocode/json?address=…|latlng=…|place_id=…&key=…`: the
 *   Google Geocoding API format;
 * - `GET /v1/geocode?q=…&apiKey=…` and `GET /v1/revgeocode?at=lat,lng&apiKey=…`:
 *   the HERE Geocoding and Search API format.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * Internal dependencies
 */
import type { OperationFaults } from '../lib/faults';
import { sendBody, sendJson } from '../lib/http';
import type { ServiceContext, ServiceHandler } from '../lib/service-server';
import { answerStandardFault } from '../lib/standard-faults';
import {
	toGoogleResult,
	type GoogleGeocodeResponse,
	type GoogleStatus,
} from './google-format';
import { isValidCallbackName } from '../lib/javascript-name';
import { googleMapsScript } from './google-maps-script';
import { toHereItem } from './here-format';
import { milesBetween } from './distance';
import {
	geocodeText,
	positionOf,
	reverseGeocodeAll,
	type GeoMatch,
} from './lookup';
import { PLACES } from './places';
import { US_STATES } from './us-states';

const GOOGLE_STATUS_FAULTS: GoogleStatus[] = [
	'ZERO_RESULTS',
	'OVER_QUERY_LIMIT',
	'REQUEST_DENIED',
	'INVALID_REQUEST',
	'UNKNOWN_ERROR',
];

export const GEOCODER_OPERATIONS: OperationFaults = {
	Geocode: GOOGLE_STATUS_FAULTS,
	MapsScript: [],
};

/** How a Google status looks from the HERE endpoint. */
const HERE_FAULT: Record< string, { status: number; body: unknown } > = {
	ZERO_RESULTS: { status: 200, body: { items: [] } },
	OVER_QUERY_LIMIT: {
		status: 429,
		body: {
			error: 'Too Many Requests',
			error_description: 'Rate limit exceeded',
		},
	},
	REQUEST_DENIED: {
		status: 401,
		body: {
			error: 'Unauthorized',
			error_description: 'apiKey invalid. apiKey not found.',
		},
	},
	INVALID_REQUEST: {
		status: 400,
		body: {
			status: 400,
			title: 'Illegal input for parameter',
			cause: 'Invalid request',
		},
	},
	UNKNOWN_ERROR: {
		status: 500,
		body: { status: 500, title: 'Internal Server Error' },
	},
};

function allMatches(): GeoMatch[] {
	return [
		...US_STATES.map( ( state ): GeoMatch => ( { kind: 'state', state } ) ),
		...PLACES.flatMap( ( place ): GeoMatch[] => [
			{ kind: 'locality', place },
			...place.zips.map( ( zip ): GeoMatch => ( {
				kind: 'postal_code',
				place,
				zip,
			} ) ),
		] ),
	];
}

function parseLatLng( text: string | null ): [ number, number ] | undefined {
	const parts = ( text ?? '' ).split( ',' ).map( Number );
	return parts.length === 2 && parts.every( Number.isFinite )
		? [ parts[ 0 ], parts[ 1 ] ]
		: undefined;
}

/**
 * Google `components=postal_code:78701|locality:Austin|country:US`.
 * @param value
 */
function componentFilter( value: string | null ) {
	const filter: Record< string, string > = {};
	for ( const part of ( value ?? '' ).split( '|' ) ) {
		const [ name, ...rest ] = part.split( ':' );
		if ( name && rest.length ) {
			filter[ name.trim().toLowerCase() ] = rest.join( ':' ).trim();
		}
	}
	return filter;
}

function googleLookup( params: URLSearchParams ): GoogleGeocodeResponse {
	if ( ! params.get( 'key' ) ) {
		return {
			results: [],
			status: 'REQUEST_DENIED',
			error_message:
				'You must use an API key to authenticate each request to Google Maps Platform APIs.',
		};
	}
	const components = componentFilter( params.get( 'components' ) );
	if (
		components.country &&
		! /^(us|usa|united states)$/i.test( components.country )
	) {
		return { results: [], status: 'ZERO_RESULTS' };
	}
	const address =
		params.get( 'address' ) ??
		( components.postal_code ||
			[ components.locality, components.administrative_area ]
				.filter( Boolean )
				.join( ', ' ) );
	const latlng = parseLatLng( params.get( 'latlng' ) );
	const placeId = params.get( 'place_id' );
	let matches: GeoMatch[];
	if ( placeId ) {
		matches = allMatches().filter(
			( match ) => toGoogleResult( match ).place_id === placeId
		);
	} else if ( latlng ) {
		// Most precise first; `result_type` keeps only those types.
		const wanted = ( params.get( 'result_type' ) ?? '' )
			.split( '|' )
			.filter( Boolean );
		matches = reverseGeocodeAll( latlng[ 0 ], latlng[ 1 ] ).filter(
			( match ) =>
				wanted.length === 0 ||
				toGoogleResult( match ).types.some( ( type ) =>
					wanted.includes( type )
				)
		);
	} else if ( address ) {
		matches = geocodeText( address );
	} else {
		return {
			results: [],
			status: 'INVALID_REQUEST',
			error_message:
				"Invalid request. Missing the 'address', 'components', 'latlng' or 'place_id' parameter.",
		};
	}
	return matches.length
		? { results: matches.map( toGoogleResult ), status: 'OK' }
		: { results: [], status: 'ZERO_RESULTS' };
}

function answerGoogle(
	params: URLSearchParams,
	fault: string | undefined,
	response: ServerResponse
) {
	const status = GOOGLE_STATUS_FAULTS.find( ( name ) => name === fault );
	const body: GoogleGeocodeResponse = status
		? { results: [], status }
		: googleLookup( params );
	sendJson( response, 200, body );
}

/** HERE's revgeocode `types`, as the stand-in's places can answer them. */
const HERE_REVERSE_TYPES: Record< string, GeoMatch[ 'kind' ][] > = {
	address: [ 'postal_code' ],
	area: [ 'locality', 'state' ],
	city: [ 'locality' ],
	street: [],
	houseNumber: [],
	place: [],
};

/**
 * `revgeocode?at=lat,lng[&types=…][&limit=n]`: the nearest places (one
 * unless `limit` says more), each with its `distance` in metres. Without
 * `types` HERE answers the nearest address; the stand-in knows no streets,
 * so its nearest is the zip's point (an `address` result type).
 * @param params
 * @param response
 */
function answerHereReverse(
	params: URLSearchParams,
	response: ServerResponse
) {
	const at = parseLatLng( params.get( 'at' ) );
	const types = ( params.get( 'types' ) ?? 'address' ).split( ',' );
	if ( ! at || ! types.every( ( type ) => type in HERE_REVERSE_TYPES ) ) {
		sendJson( response, 400, {
			status: 400,
			title: `Illegal input for parameter '${ at ? 'types' : 'at' }'`,
		} );
		return;
	}
	const kinds = types.flatMap( ( type ) => HERE_REVERSE_TYPES[ type ] );
	const limit = Number( params.get( 'limit' ) ?? '1' ) || 1;
	const items = reverseGeocodeAll( at[ 0 ], at[ 1 ] )
		.filter( ( match ) => kinds.includes( match.kind ) )
		.slice( 0, limit )
		.map( ( match ) => {
			const { scoring: _scoring, ...item } = toHereItem( match );
			const point = positionOf( match );
			const miles = milesBetween(
				at[ 0 ],
				at[ 1 ],
				point.lat,
				point.lng
			);
			return { ...item, distance: Math.round( miles * 1609.344 ) };
		} );
	sendJson( response, 200, { items } );
}

function answerHere(
	pathname: string,
	params: URLSearchParams,
	fault: string | undefined,
	response: ServerResponse
) {
	if ( fault ) {
		const answer = HERE_FAULT[ fault ];
		sendJson( response, answer.status, answer.body );
		return;
	}
	if ( ! params.get( 'apiKey' ) ) {
		sendJson( response, 401, HERE_FAULT.REQUEST_DENIED.body );
		return;
	}
	if ( pathname === '/v1/revgeocode' ) {
		answerHereReverse( params, response );
		return;
	}
	const limit = Number( params.get( 'limit' ) ?? '20' ) || 20;
	const q = params.get( 'q' ) ?? params.get( 'qq' );
	if ( ! q ) {
		sendJson( response, 400, {
			status: 400,
			title: "Illegal input for parameter 'q'",
		} );
		return;
	}
	const matches = geocodeText( q.replace( /(^|;)\w+=/g, ' ' ) );
	sendJson( response, 200, {
		items: matches.slice( 0, limit ).map( toHereItem ),
	} );
}

export function createGeocoderHandler(): ServiceHandler {
	return (
		request: IncomingMessage,
		response: ServerResponse,
		context: ServiceContext
	) => {
		const url = new URL(
			( request.url ?? '/' ).replace( /\/{2,}/g, '/' ),
			'http://stand-in'
		);
		const { pathname, searchParams } = url;
		if ( request.method !== 'GET' ) {
			sendJson( response, 405, { error: 'Only GET is supported.' } );
			return;
		}
		if ( pathname === '/maps/api/js' ) {
			const callback = searchParams.get( 'callback' ) ?? undefined;
			if ( callback !== undefined && ! isValidCallbackName( callback ) ) {
				sendJson( response, 400, {
					error: 'callback must be a JavaScript name.',
				} );
				return;
			}
			const fault = context.begin( 'MapsScript', request );
			if (
				fault &&
				answerStandardFault( fault, response, context, {
					contentType: 'text/javascript',
				} )
			) {
				return;
			}
			sendBody(
				response,
				200,
				'text/javascript; charset=utf-8',
				googleMapsScript( {
					baseUrl: `http://${ request.headers.host ?? 'localhost' }/`,
					key: searchParams.get( 'key' ) ?? '',
					callback,
				} )
			);
			return;
		}
		const isGoogle = pathname === '/maps/api/geocode/json';
		const isHere =
			pathname === '/v1/geocode' || pathname === '/v1/revgeocode';
		if ( ! isGoogle && ! isHere ) {
			sendJson( response, 404, {
				error: `Unknown geocoder path ${ pathname }; use maps/api/js, maps/api/geocode/json or v1/geocode.`,
			} );
			return;
		}
		// The text looked up, in the call log: tests check what was sent.
		const text = searchParams.get( 'address' ) ?? searchParams.get( 'q' );
		const fault = context.begin(
			'Geocode',
			request,
			undefined,
			text === null ? undefined : { text }
		);
		if ( fault && answerStandardFault( fault, response, context ) ) {
			return;
		}
		if ( isGoogle ) {
			answerGoogle( searchParams, fault?.fault, response );
		} else {
			answerHere( pathname, searchParams, fault?.fault, response );
		}
	};
}
