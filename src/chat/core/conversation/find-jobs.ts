/**
 * The job search step: from the session attributes the bot closed with to
 * the job results entry, and each widening step after a search that found
 * nothing (100 miles, 250 miles, remote jobs, other areas near the place).
 * The job API is called once per step, only when the candidate asks.
 */

/**
 * Internal dependencies
 */
import {
	buildJobDetailUrl,
	buildJobSearchUrl,
	JOB_SEARCH_RADIUS,
	jobLocationLabel,
	type JobSearch,
	type JobSearchResult,
} from '../jobs';
import type { SessionAttributes } from './session-attributes';
import type { JobResults, SearchSpec, WidenStep } from './transcript';

/** The radii offered, in order, after a search that found nothing. */
export const WIDER_RADII: readonly number[] = [ 100, 250 ];

export interface FindJobsDeps {
	jobSearch: JobSearch;
	settings: {
		max_jobs: number;
		job_detail_path: string;
		job_search_path: string;
		no_jobs: string;
	};
	logger: Pick< Console, 'error' >;
}

/**
 * What the session attributes ask for: the area, and the place the
 * candidate's answer was looked up as (its coordinates, carried with the
 * conversation: the place is never looked up again here). A place without
 * coordinates goes as a name, which the job API looks up itself.
 *
 * @param attributes The session attributes the bot returned.
 */
export function searchSpecFrom( attributes: SessionAttributes ): SearchSpec {
	return {
		keyword: attributes.job_category ?? '',
		location:
			attributes.job_location ||
			[ attributes.city, attributes.state ]
				.filter( Boolean )
				.join( ', ' ) ||
			attributes.zip ||
			'',
		latitude: attributes.latitude ?? '',
		longitude: attributes.longitude ?? '',
		radius: JOB_SEARCH_RADIUS,
	};
}

/**
 * The step to offer after `spec` found nothing (after remote jobs: the
 * other areas, whose answer offers no further step).
 * @param spec The search that found nothing.
 */
export function nextStep( spec: SearchSpec ): WidenStep {
	const hasPlace = Boolean( spec.location || spec.latitude );
	const wider = WIDER_RADII.find( ( radius ) => radius > spec.radius );
	if ( ! spec.remote && hasPlace && wider !== undefined ) {
		return { kind: 'radius', radius: wider };
	}
	return spec.remote ? { kind: 'areas' } : { kind: 'remote' };
}

export function searchUrl( deps: FindJobsDeps, spec: SearchSpec ): string {
	return buildJobSearchUrl( deps.settings.job_search_path, spec );
}

function toResults(
	deps: FindJobsDeps,
	spec: SearchSpec,
	result: JobSearchResult
): JobResults {
	const empty = result.totalHits === 0 && result.jobs.length === 0;
	return {
		jobs: result.jobs.map( ( job ) => ( {
			id: job.id,
			title: job.title,
			url: buildJobDetailUrl( deps.settings.job_detail_path, job ),
			location: jobLocationLabel( job ),
		} ) ),
		totalHits: result.totalHits,
		searchUrl: searchUrl( deps, spec ),
		noJobs: null,
		search: spec,
		...( empty ? { widen: nextStep( spec ) } : {} ),
	};
}

/**
 * Jobs for `spec` (a search, a wider radius or remote jobs).
 * @param deps Job search and settings.
 * @param spec What to search.
 */
export async function findJobs(
	deps: FindJobsDeps,
	spec: SearchSpec
): Promise< JobResults > {
	const result = await deps.jobSearch.search( {
		keyword: spec.keyword,
		location: spec.location,
		latitude: spec.latitude,
		longitude: spec.longitude,
		radius: spec.radius,
		...( spec.remote ? { remote: true } : {} ),
		limit: deps.settings.max_jobs,
	} );
	return toResults( deps, spec, result );
}
