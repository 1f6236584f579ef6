/**
 * HERE's Geocoding and Search REST API (maps_provider 'here'): `geocode?q=`
 * finds a typed place, `revgeocode?at=` names a position.
 */

/**
 * Internal dependencies
 */
import {
	coordinate,
	type Geocoders,
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

/** HERE's own endpoints, for an empty here_geocode_url. */
export const HERE_GEOCODE_URL = 'https://geocode.search.hereapi.com/v1/geocode';
export const HERE_REVGEOCODE_URL =
	'https://revgeocode.search.hereapi.com/v1/revgeocode';

/**
 * The reverse lookup beside a geocode URL, as HERE names its endpoints
 * (`geocode.…/v1/geocode` → `revgeocode.…/v1/revgeocode`); a URL that
 * does not end in `geocode` is used as it is.
 * @param url Setting here_geocode_url.
 */
export function hereReverseUrl( url: string ): string {
	if ( ! url ) {
		return HERE_REVGEOCODE_URL;
	}
	const parsed = new URL( url );
	parsed.pathname = parsed.pathname.replace( /geocode$/, 'revgeocode' );
	parsed.hostname = parsed.hostname.replace( /^geocode\./, 'revgeocode.' );
	return parsed.toString();
}

export interface HereGeocoderDeps {
	/** Setting here_geocode_url (empty: HERE's own). */
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

export function createHereGeocoders( deps: HereGeocoderDeps ): Geocoders {
	const lookUp = async ( base: string, query: [ string, string ][] ) => {
		const url = [ ...query, [ 'apiKey', deps.apiKey ] ].reduce(
			( built, [ name, value ] ) => appendQuery( built, name, value ),
			base
		);
		const response = await deps.fetch( url );
		if ( ! response.ok ) {
			throw new Error( `Geocoder answered HTTP ${ response.status }` );
		}
		return readHereResult( await response.json() );
	};
	return {
		geocode: ( address ) =>
			lookUp( deps.url || HERE_GEOCODE_URL, [ [ 'q', address ] ] ),
		// The nearest address: it has the zip and the city.
		reverse: ( { latitude, longitude } ) =>
			lookUp( hereReverseUrl( deps.url ), [
				[ 'at', `${ latitude },${ longitude }` ],
				[ 'types', 'address' ],
				[ 'limit', '1' ],
			] ),
	};
}
