/**
 * Who and where the chat's tests talk about: a geocoded place (what
 * Google's geocoder answers for "Austin, TX" or "78701", see
 * geocoder.test.ts) and a signed-in candidate.
 */

/**
 * Internal dependencies
 */
import type { GeocodeResult } from '../places/geocode-result';

export const AUSTIN: GeocodeResult = {
	latitude: 30.2672,
	longitude: -97.7431,
	city: 'Austin',
	state: 'TX',
	country: 'US',
	zip: '78701',
	formatted: 'Austin, TX 78701, USA',
};

/** A signed-in candidate as the tracking app stores one (id in quotes). */
export const ANA = {
	candidateId: '"4242"',
	firstName: 'Ana',
	lastName: 'Ruiz',
};
