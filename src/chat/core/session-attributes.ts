/**
 * The chat's Lex session attributes (spec section 3). Lex wants a
 * string-to-string map, so every value is a string and objects are JSON.
 */

/**
 * Internal dependencies
 */
import type { Candidate } from '../../runtime/candidate';
import type { GeocodeResult } from './geocoder';

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

/**
 * A geocoded answer: coordinates and address parts, plus what the
 * candidate typed as `job_location`.
 *
 * @param attributes Current attributes.
 * @param place      Geocoder result.
 * @param typed      The candidate's answer.
 */
export function withLocation(
	attributes: SessionAttributes,
	place: GeocodeResult,
	typed: string
): SessionAttributes {
	return {
		...attributes,
		latitude: String( place.latitude ),
		longitude: String( place.longitude ),
		job_location: typed,
		city: place.city,
		state: place.state,
		country: place.country,
		zip: place.zip,
	};
}

/**
 * A category answer: remembered, and job results asked for.
 * @param attributes Current attributes.
 * @param category   The answer.
 */
export function withCategory(
	attributes: SessionAttributes,
	category: string
): SessionAttributes {
	return {
		...attributes,
		job_category: category,
		[ SHOW_JOB_RESULTS ]: 'true',
	};
}

/**
 * Whether a reply asks for the job list: showJobResults is 'true' and the
 * bot kept a category. A bot that did not accept the answer as a category
 * (say "start over" at the area question) drops job_category but may hand
 * showJobResults back as the client sent it; that is no request for jobs.
 *
 * @param attributes The reply's session attributes.
 */
export function jobResultsRequested( attributes: SessionAttributes ): boolean {
	return (
		attributes[ SHOW_JOB_RESULTS ] === 'true' &&
		Boolean( attributes.job_category?.trim() )
	);
}

export function withShowJobResults(
	attributes: SessionAttributes,
	show: boolean
): SessionAttributes {
	return { ...attributes, [ SHOW_JOB_RESULTS ]: show ? 'true' : 'false' };
}

/**
 * What "start over" forgets of a search: the area, the place as typed and
 * its coordinates. The place's zip and city/state stay, so the place
 * question offers them again (one click, geocoded anew).
 */
export const SEARCH_ATTRIBUTES = [
	'job_category',
	'job_location',
	'latitude',
	'longitude',
] as const;

/**
 * Attributes after "start over": the old search's area, place and
 * coordinates gone, a signed-in candidate's own pre-fill (in `fresh`)
 * back, no search asked.
 *
 * @param attributes The reply's attributes.
 * @param fresh      What a new conversation starts with.
 */
export function withoutSearch(
	attributes: SessionAttributes,
	fresh: SessionAttributes
): SessionAttributes {
	const kept: SessionAttributes = {
		...attributes,
		[ SHOW_JOB_RESULTS ]: 'false',
	};
	for ( const name of SEARCH_ATTRIBUTES ) {
		delete kept[ name ];
		if ( fresh[ name ] !== undefined ) {
			kept[ name ] = fresh[ name ];
		}
	}
	return kept;
}
