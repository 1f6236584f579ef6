/**
 * What the geocoder's results make of a typed place: one place to search
 * near, places to choose from (two Portlands; a guess), or a whole state,
 * whose cities are offered. A word of two letters ("ok", "me", "in") is
 * never taken as a state, or as anything else, without a choice.
 */

/**
 * Internal dependencies
 */
import type { GeocodeResult } from '../places';

export type PlaceReading =
	| { kind: 'place'; place: GeocodeResult }
	| { kind: 'choices'; options: string[] }
	| { kind: 'state'; state: GeocodeResult; short: boolean }
	| { kind: 'none' };

/** At most this many places are offered. */
export const MAX_PLACE_CHOICES = 6;

/**
 * How a place is offered and sent: "Portland, ME", or the zip, or the
 * geocoder's label.
 * @param place A result.
 */
export function placeLabel( place: GeocodeResult ): string {
	if ( place.kind === 'zip' && place.zip ) {
		return place.zip;
	}
	return place.city && place.state
		? `${ place.city }, ${ place.state }`
		: place.formatted;
}

/**
 * @param results The geocoder's results for the text, in its order.
 * @param typed   The text looked up.
 */
export function readPlaces(
	results: readonly GeocodeResult[],
	typed: string
): PlaceReading {
	const short = typed.replace( /[^\p{L}\p{N}]/gu, '' ).length <= 2;
	const places = results.filter( ( result ) => result.kind !== 'state' );
	const labels = [ ...new Set( places.map( placeLabel ) ) ].filter( Boolean );
	if ( labels.length === 1 && ! places[ 0 ].partial && ! short ) {
		return { kind: 'place', place: places[ 0 ] };
	}
	if ( labels.length > 0 ) {
		return {
			kind: 'choices',
			options: labels.slice( 0, MAX_PLACE_CHOICES ),
		};
	}
	const state = results.find( ( result ) => result.kind === 'state' );
	return state ? { kind: 'state', state, short } : { kind: 'none' };
}
