/**
 * Finds places in the fixture from free text ("78701", "Austin, TX",
 * "springfield", "Texas") or from coordinates.
 */
import { milesBetween } from './distance';
import { PLACES, type Place, type ZipCode } from './places';
import { findState, US_STATES, type UsState } from './us-states';

export type GeoMatch =
	| { kind: 'postal_code'; place: Place; zip: ZipCode }
	| { kind: 'locality'; place: Place }
	| { kind: 'state'; state: UsState };

/** Reverse geocoding finds nothing farther than this from a known place. */
const REVERSE_LIMIT_MILES = 30;

function clean( text: string ): string {
	return text
		.toLowerCase()
		.replace( /,?\s*(usa|us|united states( of america)?)\s*$/, '' )
		.replace( /\bsaint\b/g, 'st' )
		.replace( /\./g, '' )
		.replace( /\s+/g, ' ' )
		.trim();
}

export function stateOf( place: Place ): UsState {
	const state = US_STATES.find(
		( candidate ) => candidate.code === place.state
	);
	if ( ! state ) {
		throw new Error(
			`Fixture place ${ place.city } has unknown state ${ place.state }`
		);
	}
	return state;
}

function localities( city: string, state?: UsState ): GeoMatch[] {
	return PLACES.filter(
		( place ) =>
			clean( place.city ) === city &&
			( ! state || place.state === state.code )
	).map( ( place ) => ( { kind: 'locality', place } ) );
}

function byZip( zip: string ): GeoMatch[] {
	for ( const place of PLACES ) {
		const found = place.zips.find( ( entry ) => entry.zip === zip );
		if ( found ) {
			return [ { kind: 'postal_code', place, zip: found } ];
		}
	}
	return [];
}

/**
 * Every fixture place the text could mean, best first; [] when none.
 * @param text
 */
export function geocodeText( text: string ): GeoMatch[] {
	const cleaned = clean( text );
	if ( ! cleaned ) {
		return [];
	}
	const zip = /\b(\d{5})(?:-\d{4})?\b/.exec( cleaned );
	if ( zip ) {
		return byZip( zip[ 1 ] );
	}
	const parts = cleaned
		.split( ',' )
		.map( ( part ) => part.trim() )
		.filter( Boolean );
	if ( parts.length >= 2 ) {
		const state = findState( parts[ 1 ] );
		return state ? localities( parts[ 0 ], state ) : [];
	}
	const cities = localities( cleaned );
	if ( cities.length > 0 ) {
		return cities;
	}
	const state = findState( cleaned );
	if ( state ) {
		return [ { kind: 'state', state } ];
	}
	// "austin tx", "portland maine": the state is the last one to three words.
	const words = cleaned.split( ' ' );
	for ( let count = 1; count <= 3 && count < words.length; count++ ) {
		const stateWords = findState( words.slice( -count ).join( ' ' ) );
		if ( stateWords ) {
			return localities(
				words.slice( 0, -count ).join( ' ' ),
				stateWords
			);
		}
	}
	return [];
}

/**
 * The nearest known zip code, if one is close enough.
 * @param lat
 * @param lng
 */
export function reverseGeocode(
	lat: number,
	lng: number
): GeoMatch | undefined {
	let best: { place: Place; zip: ZipCode; miles: number } | undefined;
	for ( const place of PLACES ) {
		for ( const zip of place.zips ) {
			const miles = milesBetween( lat, lng, zip.lat, zip.lng );
			if ( ! best || miles < best.miles ) {
				best = { place, zip, miles };
			}
		}
	}
	return best && best.miles <= REVERSE_LIMIT_MILES
		? { kind: 'postal_code', place: best.place, zip: best.zip }
		: undefined;
}

/**
 * What a reverse lookup lists, as the real services do, most precise
 * first: the nearest known zip, its city, its state; nothing farther than
 * REVERSE_LIMIT_MILES from a known place.
 * @param lat
 * @param lng
 */
export function reverseGeocodeAll( lat: number, lng: number ): GeoMatch[] {
	const nearest = reverseGeocode( lat, lng );
	if ( nearest?.kind !== 'postal_code' ) {
		return [];
	}
	return [
		nearest,
		{ kind: 'locality', place: nearest.place },
		{ kind: 'state', state: stateOf( nearest.place ) },
	];
}

/**
 * Latitude and longitude of a match.
 * @param match
 */
export function positionOf( match: GeoMatch ): { lat: number; lng: number } {
	switch ( match.kind ) {
		case 'postal_code':
			return { lat: match.zip.lat, lng: match.zip.lng };
		case 'locality':
			return { lat: match.place.lat, lng: match.place.lng };
		case 'state':
			return { lat: match.state.lat, lng: match.state.lng };
	}
}
