/**
 * Places and positions through the configured geocoder: a typed place
 * ("Austin, TX", "78701") to coordinates and address parts, and a position
 * to the place it is in. The Google Maps JavaScript geocoder by default
 * (its script is loaded the first time a place is looked up), or HERE's
 * REST API when the provider setting is 'here'.
 */

/**
 * Internal dependencies
 */
import { withTimeout } from '../common';
import {
	GEOCODER_TIMEOUT_MS,
	GeocoderTimeoutError,
	type Geocoder,
	type Geocoders,
} from './geocode-result';
import {
	createGoogleGeocoders,
	type GoogleGeocoderDeps,
} from './google-geocoder';
import { createHereGeocoders, type FetchLike } from './here-geocoder';

export * from './geocode-result';
export {
	createGoogleGeocoders,
	GOOGLE_MAPS_SCRIPT_URL,
	readGoogleResult,
	readGoogleResults,
	readGoogleReverse,
	type GoogleGeocoderDeps,
} from './google-geocoder';
export {
	createHereGeocoders,
	hereReverseUrl,
	HERE_GEOCODE_URL,
	HERE_REVGEOCODE_URL,
	readHereResult,
	readHereResults,
	type FetchLike,
	type FetchResponseLike,
	type HereGeocoderDeps,
} from './here-geocoder';

export interface GeocoderSettings {
	maps_provider: 'google' | 'here';
	maps_api_key: string;
	maps_script_url: string;
	here_geocode_url: string;
}

export interface GeocoderDeps {
	fetch: FetchLike;
	loadScript?: GoogleGeocoderDeps[ 'loadScript' ];
	getGoogle?: GoogleGeocoderDeps[ 'getGoogle' ];
	/** Longest wait for one lookup (default GEOCODER_TIMEOUT_MS). */
	timeoutMs?: number;
}

/**
 * The configured geocoder's lookups, both ways. Nothing is loaded until
 * the first lookup. A lookup that does not answer within the timeout
 * rejects, so a hanging provider gives the candidate the not-found
 * message, not a stuck chat.
 *
 * @param settings Provider, key and URLs.
 * @param deps     Fetch, and (for tests) the script loader, `google` and
 *                 the timeout.
 */
export function createGeocoders(
	settings: GeocoderSettings,
	deps: GeocoderDeps
): Geocoders {
	const timeoutMs = deps.timeoutMs ?? GEOCODER_TIMEOUT_MS;
	const provider =
		settings.maps_provider === 'here'
			? createHereGeocoders( {
					url: settings.here_geocode_url,
					apiKey: settings.maps_api_key,
					fetch: deps.fetch,
				} )
			: createGoogleGeocoders( {
					apiKey: settings.maps_api_key,
					scriptUrl: settings.maps_script_url,
					loadScript: deps.loadScript,
					getGoogle: deps.getGoogle,
					timeoutMs,
				} );
	const timed = < T >( lookup: Promise< T > ) =>
		withTimeout( lookup, timeoutMs, () => new GeocoderTimeoutError() );
	return {
		geocode: ( address ) => timed( provider.geocode( address ) ),
		places: ( address ) => timed( provider.places( address ) ),
		reverse: ( point ) => timed( provider.reverse( point ) ),
	};
}

/**
 * The configured geocoder's forward lookup (see createGeocoders).
 * @param settings Provider, key and URLs.
 * @param deps     See createGeocoders.
 */
export function createGeocoder(
	settings: GeocoderSettings,
	deps: GeocoderDeps
): Geocoder {
	return createGeocoders( settings, deps ).geocode;
}
