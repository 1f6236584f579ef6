/**
 * The session attributes of a search (spec section 3): the place and the
 * area answered, showJobResults, and what "start over" forgets. Used only
 * after the first answer, so fetched with the job search's code.
 */

/**
 * Internal dependencies
 */
import type { GeocodeResult } from '../places';
import { SHOW_JOB_RESULTS, type SessionAttributes } from './session-attributes';

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
