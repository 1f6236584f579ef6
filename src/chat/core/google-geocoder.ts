/**
 * The Google Maps JavaScript API's geocoder (maps_provider 'google'): its
 * script is loaded on the first lookup, then `geocode( { address } )` finds
 * a typed place and `geocode( { location } )` names a position.
 */

/**
 * Internal dependencies
 */
import {
	coordinate,
	GEOCODER_TIMEOUT_MS,
	GeocoderTimeoutError,
	type Geocoders,
	type GeocodeResult,
} from './geocode-result';
import { isRecord, optionalString } from './guards';
import { appendQuery, loadCallbackScript } from './jsonp';
import { withTimeout } from './with-timeout';
import { ownGlobal } from '../../shared/page-global';

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

/**
 * The first Google result, read defensively.
 * @param response The geocoder's answer.
 */
export function readGoogleResult( response: unknown ): GeocodeResult | null {
	const first = resultsOf( response )[ 0 ];
	if ( ! isRecord( first ) || ! isRecord( first.geometry ) ) {
		return null;
	}
	const location = first.geometry.location;
	if ( ! isRecord( location ) ) {
		return null;
	}
	const latitude = coordinate( location, 'lat' );
	const longitude = coordinate( location, 'lng' );
	if ( latitude === undefined || longitude === undefined ) {
		return null;
	}
	const components: unknown[] = Array.isArray( first.address_components )
		? first.address_components
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
		formatted: optionalString( first.formatted_address ) ?? '',
	};
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
		const place = readGoogleResult( { results: [ result ] } );
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

	async function lookUp(
		request: GoogleRequest,
		read: ( response: unknown ) => GeocodeResult | null
	) {
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
				return null;
			}
			throw error;
		}
	}

	return {
		geocode: ( address ) => lookUp( { address }, readGoogleResult ),
		reverse: ( { latitude, longitude } ) =>
			lookUp(
				{ location: { lat: latitude, lng: longitude } },
				readGoogleReverse
			),
	};
}
