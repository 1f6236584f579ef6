/**
 * A HERE-style REST geocoder (maps_provider 'here').
 */

/**
 * Internal dependencies
 */
import {
	coordinate,
	type Geocoder,
	type GeocodeResult,
} from './geocode-result';
import { isRecord, stringish } from './guards';
import { appendQuery } from './jsonp';

export interface FetchResponseLike {
	ok: boolean;
	status: number;
	json: () => Promise< unknown >;
}

export type FetchLike = ( url: string ) => Promise< FetchResponseLike >;

export interface HereGeocoderDeps {
	/** Setting here_geocode_url. */
	url: string;
	apiKey: string;
	fetch: FetchLike;
}

/**
 * The first HERE item, read defensively.
 * @param response The geocoder's answer.
 */
export function readHereResult( response: unknown ): GeocodeResult | null {
	const items: unknown[] =
		isRecord( response ) && Array.isArray( response.items )
			? response.items
			: [];
	const first = items[ 0 ];
	if ( ! isRecord( first ) || ! isRecord( first.position ) ) {
		return null;
	}
	const latitude = coordinate( first.position, 'lat' );
	const longitude = coordinate( first.position, 'lng' );
	if ( latitude === undefined || longitude === undefined ) {
		return null;
	}
	const address = isRecord( first.address ) ? first.address : {};
	const text = ( value: unknown ) => stringish( value ) ?? '';
	return {
		latitude,
		longitude,
		city: text( address.city ),
		state: text( address.stateCode ) || text( address.state ),
		country: text( address.countryCode ) || text( address.countryName ),
		zip: text( address.postalCode ),
		formatted: text( address.label ) || text( first.title ),
	};
}

export function createHereGeocoder( deps: HereGeocoderDeps ): Geocoder {
	return async ( address ) => {
		const url = appendQuery(
			appendQuery( deps.url, 'q', address ),
			'apiKey',
			deps.apiKey
		);
		const response = await deps.fetch( url );
		if ( ! response.ok ) {
			throw new Error( `Geocoder answered HTTP ${ response.status }` );
		}
		return readHereResult( await response.json() );
	};
}
