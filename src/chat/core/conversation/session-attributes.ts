/**
 * The chat's Lex session attributes (spec section 3). Lex wants a
 * string-to-string map, so every value is a string and objects are JSON.
 */

/**
 * Internal dependencies
 */
import type { Candidate } from '../../../runtime/candidate';

export type SessionAttributes = Record< string, string >;

/** The candidate fields the chat reads. */
export type ChatCandidate = Pick< Candidate, 'candidateId' > &
	Partial<
		Pick<
			Candidate,
			| 'firstName'
			| 'lastName'
			| 'areaInterest'
			| 'latitude'
			| 'longitude'
			| 'zip'
		>
	>;

export const SHOW_JOB_RESULTS = 'showJobResults';

/**
 * The candidate id for the session: only when it is numeric once quotes
 * are removed (the tracking app sometimes stores it as a quoted string).
 *
 * @param candidateId Raw id.
 */
export function chatCandidateId( candidateId: unknown ): string | undefined {
	if ( typeof candidateId !== 'string' && typeof candidateId !== 'number' ) {
		return undefined;
	}
	const unquoted = String( candidateId ).replace( /["']/g, '' ).trim();
	return /^\d+$/.test( unquoted ) ? unquoted : undefined;
}

/**
 * Who a conversation belongs to: the candidate's id, or '' for a visitor.
 *
 * @param candidate The signed-in candidate, or null.
 */
export function candidateOwner( candidate: ChatCandidate | null ): string {
	return candidate ? String( candidate.candidateId ) : '';
}

export interface InitialAttributesInput {
	/** Setting organization_name. */
	organizationName: string;
	/** location.origin of the page. */
	origin: string;
	/** The signed-in candidate, or null. */
	candidate: ChatCandidate | null;
}

/**
 * What the client itself sends with every turn, whatever the bot kept:
 * organisation, origin and, for a signed-in candidate, the id (when
 * numeric) and the candidate as JSON.
 *
 * @param input Organisation, origin and candidate.
 */
export function clientSessionAttributes(
	input: InitialAttributesInput
): SessionAttributes {
	const attributes: SessionAttributes = {
		xcloudOrg: input.organizationName,
		wpOrigin: input.origin,
	};
	const { candidate } = input;
	if ( ! candidate ) {
		return attributes;
	}
	const candidateId = chatCandidateId( candidate.candidateId );
	if ( candidateId !== undefined ) {
		attributes.candidateId = candidateId;
	}
	attributes.candidateObj = JSON.stringify( candidateFields( candidate ) );
	return attributes;
}

/** The candidate's fields of the spec (§3): all the bot is ever sent. */
export const CANDIDATE_OBJ_FIELDS = [
	'candidateId',
	'firstName',
	'lastName',
	'areaInterest',
	'isLocked',
	'from_chat',
	'latitude',
	'longitude',
	'zip',
] as const;

/**
 * The spec's fields of a stored candidate, and nothing else the tracking
 * app may have stored with them.
 *
 * @param candidate The candidate.
 */
export function candidateFields(
	candidate: ChatCandidate
): Record< string, unknown > {
	const record = candidate as Record< string, unknown >;
	return Object.fromEntries(
		CANDIDATE_OBJ_FIELDS.filter(
			( field ) => record[ field ] !== undefined
		).map( ( field ) => [ field, record[ field ] ] )
	);
}

/**
 * Attributes without the candidate's (id and object): what a turn keeps
 * of the conversation before adding the candidate as the store has it now.
 *
 * @param attributes Current attributes.
 */
export function withoutCandidate(
	attributes: SessionAttributes
): SessionAttributes {
	const { candidateId: _id, candidateObj: _obj, ...rest } = attributes;
	return rest;
}

/**
 * Attributes a new conversation starts with: the client's own (see
 * clientSessionAttributes), no job search yet, and for a signed-in
 * candidate the area of interest, zip and coordinates that pre-fill the
 * conversation.
 *
 * @param input Organisation, origin and candidate.
 */
export function initialSessionAttributes(
	input: InitialAttributesInput
): SessionAttributes {
	const attributes: SessionAttributes = {
		...clientSessionAttributes( input ),
		[ SHOW_JOB_RESULTS ]: 'false',
	};
	const { candidate } = input;
	if ( ! candidate ) {
		return attributes;
	}
	if ( candidate.areaInterest ) {
		attributes.job_category = candidate.areaInterest;
	}
	if ( candidate.zip ) {
		attributes.zip = String( candidate.zip );
	}
	for ( const field of [ 'latitude', 'longitude' ] as const ) {
		const value = candidate[ field ];
		if ( value !== undefined && value !== '' ) {
			attributes[ field ] = String( value );
		}
	}
	return attributes;
}
