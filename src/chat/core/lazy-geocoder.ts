/**
 * A geocoder whose code is fetched only when the chat first needs it (the
 * bot asks for a place, or a place is answered), not as the window opens.
 */

/**
 * Internal dependencies
 */
import type { Geocoder } from './geocoder';
import { lazy } from './lazy';

export interface LazyGeocoder {
	/** Loads the geocoder on first use, then looks the place up. */
	geocode: Geocoder;
	/** Start loading without waiting; a failure is left to `geocode`. */
	preload: () => void;
}

/**
 * @param load Fetches the geocoder's code and builds it (an `import()`).
 */
export function lazyGeocoder( load: () => Promise< Geocoder > ): LazyGeocoder {
	const geocoder = lazy( load );
	return {
		geocode: async ( address ) => ( await geocoder.get() )( address ),
		preload: geocoder.preload,
	};
}
