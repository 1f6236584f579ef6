/**
 * The job search step: from the session attributes the bot closed with to
 * the job results entry, and each widening step after a search that found
 * nothing (100 miles, 250 miles, remote jobs, other areas near the place).
 * The job API is called once per step, only when the candidate asks.
 */

/**
 * Internal dependencies
 */
import type { Geocoder } from './geocoder';
import {
	buildJobDetailUrl,
	buildJobSearchUrl,
	JOB_SEARCH_RADIUS,
	jobLocationLabel,
	splitNoJobsText,
} from './job-links';
import type { JobSearch, JobSearchResult } from './job-search';
import type { SessionAttributes } from './session-attributes';
import type { JobResults, SearchSpec, WidenStep } from './transcript';

/** The radii offered, in order, after a search that found nothing. */
export const WIDER_RADII: readonly number[] = [ 100, 250 ];

export interface FindJobsDeps {
	jobSearch: JobSearch;
	geocode: Geocoder;
	settings: {
		max_jobs: number;
		job_detail_path: string;
		job_search_path: string;
		no_jobs: string;
	};
	logger: Pick< Console, 'error' >;
}

/**
 * What the session attributes ask for; a place without coordinates (a
 * pre-filled zip, a place typed before the bot asked) is geocoded here.
 *
 * @param attributes The session attributes the bot returned.
 * @param deps       The geocoder and a logger.
 */
export async function searchSpecFrom(
	attributes: SessionAttributes,
	deps: Pick< FindJobsDeps, 'geocode' | 'logger' >
): Promise< SearchSpec > {
	let latitude = attributes.latitude ?? '';
	let longitude = attributes.longitude ?? '';
	const location =
		attributes.job_location ||
		[ attributes.city, attributes.state ].filter( Boolean ).join( ', ' ) ||
		attributes.zip ||
		'';
	if ( ( ! latitude || ! longitude ) && location ) {
		const place = await deps.geocode( location ).catch( ( error ) => {
			deps.logger.error( error );
			return null;
		} );
		latitude = place ? String( place.latitude ) : '';
		longitude = place ? String( place.longitude ) : '';
	}
	return {
		keyword: attributes.job_category ?? '',
		location,
		latitude,
		longitude,
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

/**
 * The search a step runs.
 * @param spec The search that found nothing.
 * @param step The step the candidate chose.
 */
export function widenedSpec( spec: SearchSpec, step: WidenStep ): SearchSpec {
	switch ( step.kind ) {
		case 'radius':
			return { ...spec, radius: step.radius, remote: false };
		case 'remote':
			return { ...spec, remote: true };
		case 'areas':
			return { ...spec, remote: false };
	}
}

function searchUrl( deps: FindJobsDeps, spec: SearchSpec ): string {
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

/**
 * The last step: the other areas with jobs near the place (the job API's
 * facet counts at the widest radius), or the no_jobs text when none has.
 *
 * @param deps Job search and settings.
 * @param spec The search that found nothing.
 */
export async function findOtherAreas(
	deps: FindJobsDeps,
	spec: SearchSpec
): Promise< JobResults > {
	const radius = WIDER_RADII[ WIDER_RADII.length - 1 ];
	const near = { ...spec, remote: false, radius };
	const result = await deps.jobSearch.search( {
		keyword: '',
		location: near.location,
		latitude: near.latitude,
		longitude: near.longitude,
		radius,
		limit: 0,
		countAreas: true,
	} );
	const wanted = spec.keyword.toLowerCase();
	const areas = ( result.areas ?? [] ).filter(
		( area ) => area.name.toLowerCase() !== wanted
	);
	return {
		jobs: [],
		totalHits: 0,
		searchUrl: searchUrl( deps, spec ),
		noJobs:
			areas.length > 0 ? null : splitNoJobsText( deps.settings.no_jobs ),
		search: near,
		...( areas.length > 0 ? { areas } : {} ),
	};
}
