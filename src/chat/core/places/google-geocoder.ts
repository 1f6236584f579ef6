/**
 * The Google Maps JavaScript API's geocoder (maps_provider 'google'): its
 * script is loaded on the first lookup, then `geocode( { address } )` finds
 * a typed place and `geocode( { location } )` names a position.
 */

/**
 * Internal dependencies
 */
import { ownGlobal } from '../../../shared/page-global';
import {
	appendQuery,
	isRecord,
	loadCallbackScript,
	optionalString,
	withTimeout,
} from '../common';
import {
	coordinate,
	GEOCODER_TIMEOUT_MS,
	GeocoderTimeoutError,
	type Geocoders,
	type GeocodeResult,
	type PlaceKind,
} from './geocode-result';

export const GOOGLE_MAPS_SCRIPT_URL = 'https://maps.googleapis.com/maps/api/js';

export interface GoogleGeocoderDeps {
	apiKey: string;
	/** Setting maps_script_url; empty means Google's own URL. */
	scriptUrl?: string;
	/** Loads a script and resolves once it calls back (default: jsonp). */
	loadScript?: ( url: string ) => Promise< unknown >;
	/** Reads the global `google` (default: window.google). */
	getGoogle?: () => unknown;
	/** Longest wait for the maps script (default GEOCODER_TIMEOUT_MS). */
	timeoutMs?: number;
}

type GoogleRequest =
	{ address: string } | { location: { lat: number; lng: number } };

interface GoogleGeocoderInstance {
	geocode: ( request: GoogleRequest ) => Promise< unknown >;
}

const resultsOf = ( response: unknown ): unknown[] =>
	isRecord( response ) && Array.isArray( response.results )
		? response.results
		: [];

const hasType = ( value: unknown, type: string ): boolean =>
	isRecord( value ) &&
	Array.isArray( value.types ) &&
	value.types.includes( type );

/** Google's result types, most precise first, for what the chat asks. */
const GOOGLE_KINDS: Array< [ string, PlaceKind ] > = [
	[ 'postal_code', 'zip' ],
	[ 'locality', 'city' ],
	[ 'postal_town', 'city' ],
	[ 'sublocality', 'city' ],
	[ 'administrative_area_level_1', 'state' ],
];

function kindOf( result: Record< string, unknown > ): { kind?: PlaceKind } {
	if ( ! Array.isArray( result.types ) ) {
		return {};
	}
	const found = GOOGLE_KINDS.find( ( [ type ] ) => hasType( result, type ) );
	return { kind: found?.[ 1 ] ?? 'other' };
}

/**
 * One Google result, read defensively.
 * @param result A result of the geocoder's answer.
 */
function readOne( result: unknown ): GeocodeResult | null {
	if ( ! isRecord( result ) || ! isRecord( result.geometry ) ) {
		return null;
	}
	const location = result.geometry.location;
	if ( ! isRecord( location ) ) {
		return null;
	}
	const latitude = coordinate( location, 'lat' );
	const longitude = coordinate( location, 'lng' );
	if ( latitude === undefined || longitude === undefined ) {
		return null;
	}
	const components: unknown[] = Array.isArray( result.address_components )
		? result.address_components
		: [];
	const part = ( type: string, form: 'long_name' | 'short_name' ) => {
		const found = components.find( ( item ) => hasType( item, type ) );
		return ( isRecord( found ) && optionalString( found[ form ] ) ) || '';
	};
	return {
		latitude,
		longitude,
		city:
			part( 'locality', 'long_name' ) ||
			part( 'postal_town', 'long_name' ) ||
			part( 'sublocality', 'long_name' ),
		state: part( 'administrative_area_level_1', 'short_name' ),
		country: part( 'country', 'short_name' ),
		zip: part( 'postal_code', 'long_name' ),
		formatted: optionalString( result.formatted_address ) ?? '',
		...kindOf( result ),
		...( result.partial_match === true ? { partial: true } : {} ),
	};
}

/**
 * The first Google result.
 * @param response The geocoder's answer.
 */
export function readGoogleResult( response: unknown ): GeocodeResult | null {
	return readOne( resultsOf( response )[ 0 ] );
}

/**
 * Every Google result that reads, in Google's order.
 * @param response The geocoder's answer.
 */
export function readGoogleResults( response: unknown ): GeocodeResult[] {
	return resultsOf( response )
		.map( readOne )
		.filter( ( result ): result is GeocodeResult => result !== null );
}

/**
 * A reverse lookup lists results from the most precise (a street address,
 * a plus code) to the country: the zip's result names the place when it
 * has a city, or else the first result that has one; null when none has
 * (a plus code or a street address alone never names it).
 * @param response The geocoder's answer.
 */
export function readGoogleReverse( response: unknown ): GeocodeResult | null {
	const named = resultsOf( response ).flatMap( ( result ) => {
		const place = readOne( result );
		return place?.city ? [ { result, place } ] : [];
	} );
	return (
		(
			named.find( ( { result } ) => hasType( result, 'postal_code' ) ) ??
			named[ 0 ]
		)?.place ?? null
	);
}

function geocoderClass(
	google: unknown
): ( new () => GoogleGeocoderInstance ) | undefined {
	if ( ! isRecord( google ) || ! isRecord( google.maps ) ) {
		return undefined;
	}
	const Geocoder = google.maps.Geocoder;
	return typeof Geocoder === 'function'
		? ( Geocoder as new () => GoogleGeocoderInstance )
		: undefined;
}

/**
 * Google's "not found" rejection (status ZERO_RESULTS).
 * @param error What geocode() rejected with.
 */
function isZeroResults( error: unknown ): boolean {
	return (
		isRecord( error ) &&
		( error.code === 'ZERO_RESULTS' || error.status === 'ZERO_RESULTS' )
	);
}

export function createGoogleGeocoders( deps: GoogleGeocoderDeps ): Geocoders {
	const {
		apiKey,
		scriptUrl,
		loadScript = ( url: string ) => loadCallbackScript( url ),
		getGoogle = () => ( window as unknown as { google?: unknown } ).google,
		timeoutMs = GEOCODER_TIMEOUT_MS,
	} = deps;
	let ready: Promise< new () => GoogleGeocoderInstance > | undefined;

	const load = async () => {
		const existing = geocoderClass( getGoogle() );
		if ( existing ) {
			return existing;
		}
		// Google's script extends `window.google` as it finds it: never an
		// Author's `<a id="google">` (see page-global.ts). No window: a
		// script runner of its own (Node) was given.
		if ( typeof window !== 'undefined' && 'google' in window ) {
			ownGlobal( window, 'google' );
		}
		await loadScript(
			appendQuery( scriptUrl || GOOGLE_MAPS_SCRIPT_URL, 'key', apiKey )
		);
		const loaded = geocoderClass( getGoogle() );
		if ( ! loaded ) {
			throw new Error( 'The maps script did not define a geocoder.' );
		}
		return loaded;
	};

	async function lookUp< Result >(
		request: GoogleRequest,
		read: ( response: unknown ) => Result,
		none: Result
	): Promise< Result > {
		if ( ! ready ) {
			// A script that never loads must not hold every later lookup.
			ready = withTimeout(
				load(),
				timeoutMs,
				() => new GeocoderTimeoutError()
			);
			// A failed load is tried again on the next answer.
			ready.catch( () => ( ready = undefined ) );
		}
		const GeocoderClass = await ready;
		try {
			return read( await new GeocoderClass().geocode( request ) );
		} catch ( error ) {
			if ( isZeroResults( error ) ) {
				return none;
			}
			throw error;
		}
	}

	return {
		geocode: ( address ) => lookUp( { address }, readGoogleResult, null ),
		places: ( address ) => lookUp( { address }, readGoogleResults, [] ),
		reverse: ( { latitude, longitude } ) =>
			lookUp(
				{ location: { lat: latitude, lng: longitude } },
				readGoogleReverse,
				null
			),
	};
}
