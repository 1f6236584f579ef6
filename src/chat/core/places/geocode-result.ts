/**
 * What every geocoder answers, and its time limit.
 */

/** Longest wait for a lookup; after it the place counts as not found. */
export const GEOCODER_TIMEOUT_MS = 10_000;

export class GeocoderTimeoutError extends Error {
	constructor() {
		super( 'The geocoder did not answer in time.' );
		this.name = 'GeocoderTimeout';
	}
}

/**
 * What a result is: a zip code, a city (or town), a whole state, or
 * anything else (a street, a county, a landmark).
 */
export type PlaceKind = 'zip' | 'city' | 'state' | 'other';

export interface GeocodeResult {
	latitude: number;
	longitude: number;
	city: string;
	/** Short form where the provider has one ("TX"). */
	state: string;
	country: string;
	zip: string;
	formatted: string;
	/** Absent when the provider does not say. */
	kind?: PlaceKind;
	/** The provider matched only part of what was asked (a guess). */
	partial?: boolean;
}

/** Null when the place is unknown; rejects when the service fails. */
export type Geocoder = ( address: string ) => Promise< GeocodeResult | null >;

/**
 * Every place the text could mean, as the provider ranks them ([] when
 * none): two Portlands, or a state where a city was expected.
 */
export type PlaceLookup = ( address: string ) => Promise< GeocodeResult[] >;

/**
 * A LatLng method (`lat()`, called on its object) or a plain number.
 *
 * @param point The point.
 * @param name  'lat' or 'lng'.
 */
export function coordinate(
	point: Record< string, unknown >,
	name: 'lat' | 'lng'
): number | undefined {
	const value = point[ name ];
	const number = typeof value === 'function' ? value.call( point ) : value;
	return typeof number === 'number' && Number.isFinite( number )
		? number
		: undefined;
}

/** A position: the device's, for a reverse lookup. */
export interface Point {
	latitude: number;
	longitude: number;
}

/** The place a position is in; null when none is known there. */
export type ReverseGeocoder = (
	point: Point
) => Promise< GeocodeResult | null >;

/** One provider's lookups both ways. */
export interface Geocoders {
	geocode: Geocoder;
	places: PlaceLookup;
	reverse: ReverseGeocoder;
}
