/**
 * A geocoded place for the chat's tests: what Google's geocoder answers
 * for "Austin, TX" or "78701" (see geocoder.test.ts).
 */

/**
 * Internal dependencies
 */
import type { GeocodeResult } from '../geocode-result';

export const AUSTIN: GeocodeResult = {
	latitude: 30.2672,
	longitude: -97.7431,
	city: 'Austin',
	state: 'TX',
	country: 'US',
	zip: '78701',
	formatted: 'Austin, TX 78701, USA',
};
