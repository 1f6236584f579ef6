/**
 * The job API (cross-domain JSONP, `{job_api_base}job`): matching jobs for
 * a category and place, and the list of categories for the suggestions.
 */

/**
 * Internal dependencies
 */
import {
	isAbsoluteHttpUrl,
	isRecord,
	optionalString,
	requestJsonp,
	stringish,
} from '../common';
import { JOB_SEARCH_RADIUS, type Job } from './job-links';

/** Keyword boosts (spec section 9), sent as `description:0.5,ref:0.5,title:10`. */
export const KEYWORD_BOOSTS: ReadonlyArray< readonly [ string, number ] > = [
	[ 'description', 0.5 ],
	[ 'ref', 0.5 ],
	[ 'title', 10 ],
];

export const KEYWORD_BOOSTS_PARAM = KEYWORD_BOOSTS.map(
	( [ field, weight ] ) => `${ field }:${ weight }`
).join( ',' );

export const CATEGORY_FACET = 'primary_category';
export const CITY_FACET = 'primary_city';
export const STATE_FACET = 'primary_state';
export const LOCATION_TYPE_FACET = 'location_type';

export interface JobSearchQuery {
	/** The area of interest (SearchText). */
	keyword: string;
	/** Typed place, or the geocoded address. */
	location?: string;
	latitude?: string;
	longitude?: string;
	/** Setting max_jobs; 0 asks for the count only. */
	limit: number;
	/** Miles around the coordinates; JOB_SEARCH_RADIUS unless widened. */
	radius?: number;
	/** Remote jobs only, wherever they are (no place is sent). */
	remote?: boolean;
	/** Ask for the jobs per area of interest (`facetlist`). */
	countAreas?: boolean;
}

/** One bucket of the job API's `primary_category` facet. */
export interface AreaCount {
	name: string;
	count: number;
}

export interface JobSearchResult {
	totalHits: number;
	jobs: Job[];
	/** The facet counts, by count then name, when the answer has them. */
	areas?: AreaCount[];
}

export interface JobSearch {
	search: ( query: JobSearchQuery ) => Promise< JobSearchResult >;
	/** Category names, sorted. */
	categories: () => Promise< string[] >;
	/** The cities of a state (its code) that have jobs, most jobs first. */
	citiesIn?: ( state: string ) => Promise< string[] >;
}

export interface JobSearchDeps {
	/** Setting job_api_base (ends with a slash: `{api}job`). */
	apiBase: string;
	/** Setting organization_name. */
	organization: string;
	/** JSONP transport (tests may pass jsdom's or a fake). */
	jsonp?: ( url: string ) => Promise< unknown >;
}

/** Raised for a response that is not the job API's shape. */
export class JobSearchError extends Error {
	constructor( message: string ) {
		super( message );
		this.name = 'JobSearchError';
	}
}

/**
 * `{job_api_base}job`; never relative to the page (an empty or relative
 * base would load the page's own site's answer as a script).
 *
 * @param apiBase Setting job_api_base.
 */
function endpoint( apiBase: string ): string {
	if ( ! isAbsoluteHttpUrl( apiBase ) ) {
		throw new JobSearchError( 'The job API base URL is not set.' );
	}
	return `${ apiBase }job`;
}

/**
 * The search URL (without the JSONP callback).
 *
 * @param deps  API base and organisation.
 * @param query What to look for.
 */
export function buildJobQueryUrl(
	deps: Pick< JobSearchDeps, 'apiBase' | 'organization' >,
	query: JobSearchQuery
): string {
	const params = new URLSearchParams();
	params.set( 'Organization', deps.organization );
	params.set( 'limit', String( Math.max( 0, Math.floor( query.limit ) ) ) );
	if ( query.latitude && query.longitude && ! query.remote ) {
		params.set( 'latitude', query.latitude );
		params.set( 'longitude', query.longitude );
		params.set(
			'LocationRadius',
			String( query.radius ?? JOB_SEARCH_RADIUS )
		);
	}
	if ( query.location && ! query.remote ) {
		params.set( 'location', query.location );
	}
	params.set( 'SearchText', query.keyword );
	params.set( 'boost', KEYWORD_BOOSTS_PARAM );
	// Plain words: a category such as "Sales & Marketing" is not a query.
	params.set( 'useBooleanKeywordSearch', 'false' );
	if ( query.keyword ) {
		// Only jobs in the chosen category; the keywords rank them.
		params.set( 'facet', `${ CATEGORY_FACET }:${ query.keyword }` );
	}
	if ( query.remote ) {
		params.append( 'facet', `${ LOCATION_TYPE_FACET }:Remote` );
	}
	if ( query.countAreas ) {
		params.set( 'facetlist', CATEGORY_FACET );
	}
	return `${ endpoint( deps.apiBase ) }?${ params.toString() }`;
}

/**
 * The categories URL: facets only, no jobs.
 * @param deps API base and organisation.
 */
export function buildCategoriesUrl(
	deps: Pick< JobSearchDeps, 'apiBase' | 'organization' >
): string {
	const params = new URLSearchParams( [
		[ 'Organization', deps.organization ],
		[ 'facetlist', CATEGORY_FACET ],
		[ 'limit', '0' ],
	] );
	return `${ endpoint( deps.apiBase ) }?${ params.toString() }`;
}

function readJob( value: unknown ): Job[] {
	if ( ! isRecord( value ) ) {
		return [];
	}
	const id = stringish( value.id );
	const title = optionalString( value.title );
	if ( ! id || ! title ) {
		return [];
	}
	const job: Job = { id, title };
	for ( const field of [
		'location_type',
		'primary_country',
		'primary_state',
		'primary_city',
	] as const ) {
		const text = optionalString( value[ field ] );
		if ( text ) {
			job[ field ] = text;
		}
	}
	return [ job ];
}

/**
 * The cities-of-a-state URL: the city facet of the state's jobs, no jobs.
 * @param deps  API base and organisation.
 * @param state The state's code ("TX").
 */
export function buildCitiesUrl(
	deps: Pick< JobSearchDeps, 'apiBase' | 'organization' >,
	state: string
): string {
	const params = new URLSearchParams( [
		[ 'Organization', deps.organization ],
		[ 'facet', `${ STATE_FACET }:${ state }` ],
		[ 'facetlist', CITY_FACET ],
		[ 'limit', '0' ],
	] );
	return `${ endpoint( deps.apiBase ) }?${ params.toString() }`;
}

function categoryBuckets(
	data: unknown,
	field: string = CATEGORY_FACET
): unknown[] {
	const aggregations = isRecord( data ) ? data.aggregations : undefined;
	const facet = isRecord( aggregations ) ? aggregations[ field ] : undefined;
	return isRecord( facet ) && Array.isArray( facet.buckets )
		? facet.buckets
		: [];
}

/**
 * `aggregations.primary_category.buckets[]` as names and counts, in the
 * API's order; empty buckets and unnamed ones are left out.
 * @param data  What the JSONP callback received.
 * @param field
 */
export function readAreaCounts(
	data: unknown,
	field: string = CATEGORY_FACET
): AreaCount[] {
	return categoryBuckets( data, field ).flatMap( ( bucket ) => {
		if ( ! isRecord( bucket ) ) {
			return [];
		}
		const name = optionalString( bucket.key );
		const count = Number( bucket.doc_count );
		return name && Number.isFinite( count ) && count > 0
			? [ { name, count } ]
			: [];
	} );
}

/**
 * `{ totalHits, queryResult }`, read defensively.
 * @param data What the JSONP callback received.
 */
export function readJobSearchResponse( data: unknown ): JobSearchResult {
	if ( ! isRecord( data ) ) {
		throw new JobSearchError( 'Unexpected job search response.' );
	}
	const jobs = Array.isArray( data.queryResult )
		? data.queryResult.flatMap( readJob )
		: [];
	const totalHits = Number( data.totalHits );
	return {
		totalHits: Number.isFinite( totalHits ) ? totalHits : jobs.length,
		jobs,
	};
}

/**
 * `aggregations.primary_category.buckets[].key`, sorted.
 * @param data What the JSONP callback received.
 */
export function readCategories( data: unknown ): string[] {
	const names = categoryBuckets( data ).flatMap( ( bucket ) => {
		const key = isRecord( bucket )
			? optionalString( bucket.key )
			: undefined;
		return key ? [ key ] : [];
	} );
	return [ ...new Set( names ) ].sort( ( a, b ) => a.localeCompare( b ) );
}

export function createJobSearch( deps: JobSearchDeps ): JobSearch {
	const { jsonp = ( url: string ) => requestJsonp( url ) } = deps;
	return {
		async search( query ) {
			const limit = Math.max( 0, Math.floor( query.limit ) );
			const data = await jsonp( buildJobQueryUrl( deps, query ) );
			const result = readJobSearchResponse( data );
			return {
				...result,
				jobs: result.jobs.slice( 0, limit ),
				...( query.countAreas
					? { areas: readAreaCounts( data ) }
					: {} ),
			};
		},
		async categories() {
			return readCategories( await jsonp( buildCategoriesUrl( deps ) ) );
		},
		async citiesIn( state ) {
			const data = await jsonp( buildCitiesUrl( deps, state ) );
			return readAreaCounts( data, CITY_FACET ).map(
				( city ) => city.name
			);
		},
	};
}
