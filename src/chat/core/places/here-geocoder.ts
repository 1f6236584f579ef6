/**
 * HERE's Geocoding and Search REST API (maps_provider 'here'): `geocode?q=`
 * finds a typed place, `revgeocode?at=` names a position.
 */

/**
 * Internal dependencies
 */
import { appendQuery, isRecord, stringish } from '../common';
import {
	coordinate,
	type Geocoders,
	type GeocodeResult,
	type PlaceKind,
} from './geocode-result';

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

const HERE_KINDS: Record< string, PlaceKind > = {
	postalCodePoint: 'zip',
	locality: 'city',
	administrativeArea: 'state',
};

/** Below this HERE's `queryScore`, the item only partly matches the query. */
const HERE_FULL_MATCH = 0.8;

/**
 * One HERE item, read defensively.
 * @param item An item of the answer.
 */
function readItem( item: unknown ): GeocodeResult | null {
	if ( ! isRecord( item ) || ! isRecord( item.position ) ) {
		return null;
	}
	const latitude = coordinate( item.position, 'lat' );
	const longitude = coordinate( item.position, 'lng' );
	if ( latitude === undefined || longitude === undefined ) {
		return null;
	}
	const address = isRecord( item.address ) ? item.address : {};
	const text = ( value: unknown ) => stringish( value ) ?? '';
	const area =
		item.resultType !== 'administrativeArea' ||
		item.administrativeAreaType === 'state';
	const score = isRecord( item.scoring ) ? item.scoring.queryScore : 1;
	return {
		latitude,
		longitude,
		city: text( address.city ),
		state: text( address.stateCode ) || text( address.state ),
		country: text( address.countryCode ) || text( address.countryName ),
		zip: text( address.postalCode ),
		formatted: text( address.label ) || text( item.title ),
		...( typeof item.resultType === 'string'
			? { kind: ( area && HERE_KINDS[ item.resultType ] ) || 'other' }
			: {} ),
		...( typeof score === 'number' && score < HERE_FULL_MATCH
			? { partial: true }
			: {} ),
	};
}

const itemsOf = ( response: unknown ): unknown[] =>
	isRecord( response ) && Array.isArray( response.items )
		? response.items
		: [];

/**
 * The first HERE item.
 * @param response The geocoder's answer.
 */
export function readHereResult( response: unknown ): GeocodeResult | null {
	return readItem( itemsOf( response )[ 0 ] );
}

/**
 * Every HERE item that reads, in HERE's order.
 * @param response The geocoder's answer.
 */
export function readHereResults( response: unknown ): GeocodeResult[] {
	return itemsOf( response )
		.map( readItem )
		.filter( ( result ): result is GeocodeResult => result !== null );
}

export function createHereGeocoders( deps: HereGeocoderDeps ): Geocoders {
	const fetchJson = async ( base: string, query: [ string, string ][] ) => {
		const url = [ ...query, [ 'apiKey', deps.apiKey ] ].reduce(
			( built, [ name, value ] ) => appendQuery( built, name, value ),
			base
		);
		const response = await deps.fetch( url );
		if ( ! response.ok ) {
			throw new Error( `Geocoder answered HTTP ${ response.status }` );
		}
		return response.json();
	};
	const search = ( address: string ) =>
		fetchJson( deps.url || HERE_GEOCODE_URL, [ [ 'q', address ] ] );
	return {
		geocode: async ( address ) => readHereResult( await search( address ) ),
		places: async ( address ) => readHereResults( await search( address ) ),
		// The nearest address: it has the zip and the city.
		reverse: async ( { latitude, longitude } ) =>
			readHereResult(
				await fetchJson( hereReverseUrl( deps.url ), [
					[ 'at', `${ latitude },${ longitude }` ],
					[ 'types', 'address' ],
					[ 'limit', '1' ],
				] )
			),
	};
}
