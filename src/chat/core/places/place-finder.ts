/**
 * What the chat asks of the geocoder, fetched with it (chunk
 * `chat-geocoder`) when the bot first asks for a place: a typed place
 * looked up, and the device's place named for "Find jobs near me".
 */

/**
 * Internal dependencies
 */
import {
	DeviceLocationError,
	locateDevice,
	type LocatingWindow,
	type LocationProblem,
} from './device-location';
import type {
	Geocoder,
	GeocodeResult,
	PlaceLookup,
	Point,
	ReverseGeocoder,
} from './geocode-result';
import { createGeocoders, type GeocoderSettings } from './geocoder';

/**
 * Where the device is, as a place name the geocoder gave for its position
 * (the position itself goes no further), or why it is not known (each a
 * notice of the chat's, transcript.ts).
 */
export type NearbyPlace =
	{ name: string } | { problem: LocationProblem | 'location-unnamed' };

export interface PlaceFinder {
	geocode: Geocoder;
	places: PlaceLookup;
	/** The device's place, by name, or why it is not known. */
	nearby: () => Promise< NearbyPlace >;
}

export interface PlaceFinderDeps {
	geocode: Geocoder;
	places: PlaceLookup;
	reverse: ReverseGeocoder;
	/** The device's position (rejects with a DeviceLocationError). */
	locate: () => Promise< Point >;
	logger: Pick< Console, 'error' >;
}

/**
 * How the chat names the device's place: by its locality ("Austin, TX"),
 * or by its postal code with its locality ("Austin, TX 78701"); null when
 * the answer has no locality. Never the geocoder's label: a reverse
 * lookup's label is a street address or a plus code, which says where the
 * device is to a few metres, and the name is shown, sent to the bot and
 * the job API, and kept with the conversation.
 * @param place A reverse lookup's result.
 */
export function placeName( place: GeocodeResult ): string | null {
	if ( ! place.city ) {
		return null;
	}
	const town = place.state ? `${ place.city }, ${ place.state }` : place.city;
	return place.zip ? `${ town } ${ place.zip }` : town;
}

/**
 * A coordinate to two decimals, about a kilometre: all the reverse lookup
 * learns of where the device is.
 * @param degrees Latitude or longitude.
 */
export const toKilometre = ( degrees: number ): number =>
	Math.round( degrees * 100 ) / 100;

/**
 * The device's position, to about a kilometre, is sent to the geocoder
 * only; the place's name is what the chat shows, sends and looks up as if
 * typed (so the job API, the bot and the stored conversation get the
 * place's coordinates, not the device's). A place the geocoder cannot name
 * by its locality is not named: the chat says so and asks for one.
 * @param deps Lookups, the device and a logger.
 */
export function createPlaceFinder( deps: PlaceFinderDeps ): PlaceFinder {
	return {
		geocode: deps.geocode,
		places: deps.places,
		async nearby() {
			let point: Point;
			try {
				point = await deps.locate();
			} catch ( error ) {
				return {
					problem:
						error instanceof DeviceLocationError
							? error.problem
							: 'location-unavailable',
				};
			}
			const place = await deps
				.reverse( {
					latitude: toKilometre( point.latitude ),
					longitude: toKilometre( point.longitude ),
				} )
				.catch( ( error ) => {
					deps.logger.error( error );
					return null;
				} );
			const name = place && placeName( place );
			return name ? { name } : { problem: 'location-unnamed' };
		},
	};
}

/**
 * The page's: the configured geocoder and the browser's Geolocation API.
 * @param settings Geocoder settings.
 * @param win      The window (fetch, geolocation).
 * @param logger   Where failures go.
 */
export function browserPlaceFinder(
	settings: GeocoderSettings,
	win: LocatingWindow & Pick< Window, 'fetch' >,
	logger: Pick< Console, 'error' >
): PlaceFinder {
	const geocoders = createGeocoders( settings, {
		fetch: ( url ) => win.fetch( url ),
	} );
	return createPlaceFinder( {
		...geocoders,
		locate: () => locateDevice( win ),
		logger,
	} );
}
