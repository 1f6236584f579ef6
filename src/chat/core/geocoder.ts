/**
 * Turning a typed place ("Austin, TX", "78701") into coordinates and
 * address parts: the Google Maps JavaScript geocoder by default (its script
 * is loaded the first time a place is looked up), or a HERE-style REST
 * geocoder when the provider setting is 'here'.
 */

/**
 * Internal dependencies
 */
import {
	coordinate,
	GEOCODER_TIMEOUT_MS,
	GeocoderTimeoutError,
	type Geocoder,
	type GeocodeResult,
} from './geocode-result';
import { isRecord, optionalString } from './guards';
import { createHereGeocoder, type FetchLike } from './here-geocoder';
import { appendQuery, loadCallbackScript } from './jsonp';
import { withTimeout } from './with-timeout';
import { ownGlobal } from '../../shared/page-global';

export * from './geocode-result';
export {
	createHereGeocoder,
	readHereResult,
	type FetchLike,
	type FetchResponseLike,
	type HereGeocoderDeps,
} from './here-geocoder';

export const GOOGLE_MAPS_SCRIPT_URL = 'https://maps.googleapis.com/maps/api/js';

export interface GeocoderSettings {
	maps_provider: 'google' | 'here';
	maps_api_key: string;
	maps_script_url: string;
	here_geocode_url: string;
}

/* ---------- Google Maps JavaScript API ---------- */

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

interface GoogleGeocoderInstance {
	geocode: ( request: { address: string } ) => Promise< unknown >;
}

/**
 * The first Google result, read defensively.
 * @param response The geocoder's answer.
 */
export function readGoogleResult( response: unknown ): GeocodeResult | null {
	const results: unknown[] =
		isRecord( response ) && Array.isArray( response.results )
			? response.results
			: [];
	const first = results[ 0 ];
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
		const found = components.find(
			( component ) =>
				isRecord( component ) &&
				Array.isArray( component.types ) &&
				component.types.includes( type )
		);
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

export function createGoogleGeocoder( deps: GoogleGeocoderDeps ): Geocoder {
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

	return async ( address ) => {
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
			return readGoogleResult(
				await new GeocoderClass().geocode( { address } )
			);
		} catch ( error ) {
			if ( isZeroResults( error ) ) {
				return null;
			}
			throw error;
		}
	};
}

/* ---------- By setting ---------- */

export interface GeocoderDeps {
	fetch: FetchLike;
	loadScript?: GoogleGeocoderDeps[ 'loadScript' ];
	getGoogle?: GoogleGeocoderDeps[ 'getGoogle' ];
	/** Longest wait for one lookup (default GEOCODER_TIMEOUT_MS). */
	timeoutMs?: number;
}

/**
 * The configured geocoder. Nothing is loaded until the first lookup. A
 * lookup that does not answer within the timeout rejects, so a hanging
 * provider gives the candidate the not-found message, not a stuck chat.
 *
 * @param settings Provider, key and URLs.
 * @param deps     Fetch, and (for tests) the script loader, `google` and
 *                 the timeout.
 */
export function createGeocoder(
	settings: GeocoderSettings,
	deps: GeocoderDeps
): Geocoder {
	const timeoutMs = deps.timeoutMs ?? GEOCODER_TIMEOUT_MS;
	const geocode =
		settings.maps_provider === 'here'
			? createHereGeocoder( {
					url: settings.here_geocode_url,
					apiKey: settings.maps_api_key,
					fetch: deps.fetch,
				} )
			: createGoogleGeocoder( {
					apiKey: settings.maps_api_key,
					scriptUrl: settings.maps_script_url,
					loadScript: deps.loadScript,
					getGoogle: deps.getGoogle,
					timeoutMs,
				} );
	return ( address ) =>
		withTimeout(
			geocode( address ),
			timeoutMs,
			() => new GeocoderTimeoutError()
		);
}
