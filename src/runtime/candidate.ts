/**
 * Internal dependencies
 */
import type { PrefixedStorage } from './storage';

/** The signed-in candidate as the tracking app stores it (spec §3). */
export interface Candidate {
	candidateId: string | number;
	firstName: string;
	lastName: string;
	areaInterest?: string;
	isLocked: boolean;
	from_chat?: boolean;
	latitude?: number | string;
	longitude?: number | string;
	zip?: string;
}

export type CandidateState = 'signed-out' | 'signed-in' | 'locked';

export interface CandidateSnapshot {
	state: CandidateState;
	/** Only when signed in: a locked candidate is treated as signed out. */
	candidate: Candidate | null;
}

/** Storage key (prefixed) and cookie name holding the candidate. */
export const CANDIDATE_KEY = 'candidate';
export const CANDIDATE_COOKIE = 'xcc';

export const SIGNED_OUT: CandidateSnapshot = Object.freeze( {
	state: 'signed-out',
	candidate: null,
} );

function isRecord( value: unknown ): value is Record< string, unknown > {
	return typeof value === 'object' && value !== null && ! Array.isArray( value );
}

/**
 * A candidate from stored data (an object or JSON text), or null when the
 * data is malformed or lacks an id or first name: partial data means
 * signed out, never an exception.
 *
 * @param value Stored value.
 */
export function parseCandidate( value: unknown ): Candidate | null {
	let data = value;
	if ( typeof data === 'string' ) {
		try {
			data = JSON.parse( data );
		} catch {
			return null;
		}
	}
	if ( ! isRecord( data ) ) {
		return null;
	}
	const { candidateId, firstName, lastName } = data;
	const hasId =
		( typeof candidateId === 'string' && candidateId.trim() !== '' ) ||
		( typeof candidateId === 'number' && Number.isFinite( candidateId ) );
	if ( ! hasId || typeof firstName !== 'string' ) {
		return null;
	}
	const candidate: Candidate = {
		candidateId: candidateId as string | number,
		firstName,
		lastName: typeof lastName === 'string' ? lastName : '',
		isLocked: data.isLocked === true,
	};
	if ( typeof data.areaInterest === 'string' ) {
		candidate.areaInterest = data.areaInterest;
	}
	if ( typeof data.from_chat === 'boolean' ) {
		candidate.from_chat = data.from_chat;
	}
	for ( const field of [ 'latitude', 'longitude' ] as const ) {
		const coordinate = data[ field ];
		if ( typeof coordinate === 'number' || typeof coordinate === 'string' ) {
			candidate[ field ] = coordinate;
		}
	}
	if ( typeof data.zip === 'string' || typeof data.zip === 'number' ) {
		candidate.zip = String( data.zip );
	}
	return candidate;
}

export function toSnapshot( candidate: Candidate | null ): CandidateSnapshot {
	if ( ! candidate ) {
		return SIGNED_OUT;
	}
	return candidate.isLocked
		? { state: 'locked', candidate: null }
		: { state: 'signed-in', candidate };
}

export interface CandidateSources {
	storage: Pick< PrefixedStorage, 'get' >;
	readCookie: ( name: string ) => string | undefined;
}

/**
 * The candidate from storage, else from the `xcc` cookie.
 *
 * @param sources Storage and cookie reader.
 */
export function readCandidate( {
	storage,
	readCookie,
}: CandidateSources ): CandidateSnapshot {
	const stored = parseCandidate( storage.get( CANDIDATE_KEY ) );
	if ( stored ) {
		return toSnapshot( stored );
	}
	let cookie: string | undefined;
	try {
		cookie = readCookie( CANDIDATE_COOKIE );
	} catch {
		cookie = undefined;
	}
	return toSnapshot( parseCandidate( cookie ) );
}

export function isSignedIn( snapshot: CandidateSnapshot ): boolean {
	return snapshot.state === 'signed-in';
}
