/**
 * A geocoder whose code is fetched only when the chat first needs it (the
 * bot asks for a place, or a place is answered), not as the window opens.
 */

/**
 * Internal dependencies
 */
import type { Geocoder } from './geocoder';

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
	let loading: Promise< Geocoder > | undefined;
	const geocoder = () => {
		if ( ! loading ) {
			loading = load();
			// A failed fetch is tried again on the next place.
			loading.catch( () => ( loading = undefined ) );
		}
		return loading;
	};
	return {
		geocode: async ( address ) => ( await geocoder() )( address ),
		preload: () => void geocoder().catch( () => undefined ),
	};
}
