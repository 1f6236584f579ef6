/**
 * Places: the geocoders, the place finder and the device's location. See README.md.
 */

export type { Geocoder, GeocodeResult, PlaceLookup } from './geocode-result';
export { createGeocoder } from './geocoder';
export { lazyGeocoder } from './lazy-geocoder';
export type { NearbyPlace } from './place-finder';
