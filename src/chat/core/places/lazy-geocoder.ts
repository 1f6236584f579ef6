/**
 * The geocoder whose code is fetched only when the chat first needs it
 * (the bot asks for a place, or a place is answered), not as the window
 * opens; "Find jobs near me" comes with it.
 */

/**
 * Internal dependencies
 */
import { lazy } from '../common';
import type { Geocoder, PlaceLookup } from './geocode-result';
import type { PlaceFinder } from './place-finder';

export interface LazyGeocoder {
	/** Loads the geocoder on first use, then looks the place up. */
	geocode: Geocoder;
	/** Loads it on first use, then lists every place the text could mean. */
	places: PlaceLookup;
	/** Loads it on first use, then names the device's place. */
	nearby: PlaceFinder[ 'nearby' ];
	/** Start loading without waiting; a failure is left to the lookups. */
	preload: () => void;
}

/**
 * @param load Fetches the geocoder's code and builds it (an `import()`).
 */
export function lazyGeocoder(
	load: () => Promise< PlaceFinder >
): LazyGeocoder {
	const finder = lazy( load );
	return {
		geocode: async ( address ) => ( await finder.get() ).geocode( address ),
		places: async ( address ) => ( await finder.get() ).places( address ),
		nearby: async () => ( await finder.get() ).nearby(),
		preload: finder.preload,
	};
}
