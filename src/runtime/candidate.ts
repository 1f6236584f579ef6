/**
 * Internal dependencies
 */
import { parseJson, type PrefixedStorage } from './storage';

/**
 * The signed-in candidate as the tracking app stores it (spec §3). Other
 * fields it stores are kept, for personalised text.
 */
export interface Candidate {
	candidateId: string | number;
	firstName: string;
	lastName: string;
	areaInterest?: string;
	isLocked: boolean;
	from_chat?: boolean;
	latitude?: number | string;
	longitude?: number | string;
	zip?: string | number;
	[ field: string ]: unknown;
}

/** Optional fields and the types they may have; others are dropped. */
const OPTIONAL_FIELD_TYPES: Record< string, string > = {
	areaInterest: 'string',
	from_chat: 'boolean',
	latitude: 'number string',
	longitude: 'number string',
	zip: 'number string',
};

export type CandidateState = 'signed-out' | 'signed-in' | 'locked';

/**
 * What a signed-out visitor told the chat (issue 16): stored under the
 * candidate key as a record marked `from_chat: true`, with no id or name,
 * so it personalises the page but never counts as signed in.
 */
export interface ChatInterest {
	areaInterest: string;
	zip?: string | number;
	latitude?: number | string;
	longitude?: number | string;
}

export interface CandidateSnapshot {
	state: CandidateState;
	/** Only when signed in: a locked candidate is treated as signed out. */
	candidate: Candidate | null;
	/** Only when signed out and the chat stored an area of interest. */
	chatInterest?: ChatInterest;
}

/** Storage key (prefixed) and cookie name holding the candidate. */
export const CANDIDATE_KEY = 'candidate';
export const CANDIDATE_COOKIE = 'xcc';

export const SIGNED_OUT: CandidateSnapshot = Object.freeze( {
	state: 'signed-out',
	candidate: null,
} );

/**
 * A candidate from stored data (an object or JSON text), or null when the
 * data is malformed or lacks an id or first name: partial data means
 * signed out, never an exception.
 *
 * @param value Stored value.
 */
export function parseCandidate( value: unknown ): Candidate | null {
	// Any non-null value destructures; only an object can pass the checks.
	const data = ( ( typeof value === 'string' ? parseJson( value ) : value ) ??
		{} ) as Record< string, unknown >;
	const { candidateId, firstName, lastName } = data;
	const hasId =
		( typeof candidateId === 'string' && candidateId.trim() !== '' ) ||
		( typeof candidateId === 'number' && Number.isFinite( candidateId ) );
	if ( ! hasId || typeof firstName !== 'string' ) {
		return null;
	}
	const candidate: Candidate = {
		...data,
		candidateId: candidateId as string | number,
		firstName,
		lastName: typeof lastName === 'string' ? lastName : '',
		isLocked: data.isLocked === true,
	};
	return dropMistyped( candidate );
}

function dropMistyped< T extends object >( record: T ): T {
	const fields = record as Record< string, unknown >;
	for ( const [ field, types ] of Object.entries( OPTIONAL_FIELD_TYPES ) ) {
		if ( field in fields && ! types.includes( typeof fields[ field ] ) ) {
			delete fields[ field ];
		}
	}
	return record;
}

/**
 * The chat's record, or null for anything else.
 *
 * @param value Stored value.
 */
export function parseChatInterest( value: unknown ): ChatInterest | null {
	const {
		from_chat: fromChat,
		areaInterest,
		zip,
		latitude,
		longitude,
	} = ( value ?? {} ) as Record< string, unknown >;
	// Mistyped fields go first, so the area is a string when it is kept.
	const interest = dropMistyped( {
		areaInterest,
		zip,
		latitude,
		longitude,
	} ) as ChatInterest;
	return fromChat === true && interest.areaInterest?.trim() ? interest : null;
}

export function toSnapshot( candidate: Candidate | null ): CandidateSnapshot {
	if ( ! candidate ) {
		return SIGNED_OUT;
	}
	return candidate.isLocked
		? { state: 'locked', candidate: null }
		: { state: 'signed-in', candidate };
}

/**
 * The candidate from storage, else from the `xcc` cookie; when neither
 * holds one, the chat's stored interest, if any.
 *
 * @param storage    Prefixed local storage.
 * @param readCookie Cookie reader.
 */
export function readCandidate(
	storage: Pick< PrefixedStorage, 'get' >,
	readCookie: ( name: string ) => string | undefined
): CandidateSnapshot {
	const stored = storage.get( CANDIDATE_KEY );
	const candidate =
		parseCandidate( stored ) ??
		parseCandidate( readCookie( CANDIDATE_COOKIE ) );
	const chatInterest = candidate ? null : parseChatInterest( stored );
	return chatInterest
		? { ...SIGNED_OUT, chatInterest }
		: toSnapshot( candidate );
}

export function isSignedIn( snapshot: CandidateSnapshot ): boolean {
	return snapshot.state === 'signed-in';
}
