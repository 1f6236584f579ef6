/**
 * The job API's search: location radius in miles, keywords with boosts,
 * facets, paging, and the category aggregation the chat lists.
 */
import { milesBetween } from '../geo/distance';
import { geocodeText, positionOf } from '../geo/lookup';
import { PLACES } from '../geo/places';
import type { Job } from './job-fixture';
import {
	parseBoosts,
	parseQuery,
	scoreFields,
	type Boosts,
} from './keyword-query';

export const DEFAULT_RADIUS_MILES = 50;
export const DEFAULT_LIMIT = 10;
export const MAX_LIMIT = 500;

/** States no Nationwide job reaches (no site within a day's travel). */
const OFFSHORE_STATES: readonly string[] = [ 'AK', 'HI' ];

export interface JobSearchParams {
	organization: string;
	limit: number;
	/** 1-based, as the job API counts. */
	offset: number;
	latitude?: number;
	longitude?: number;
	radius: number;
	location?: string;
	searchText?: string;
	boosts: Boosts;
	booleanSearch: boolean;
	/** Field → accepted values, from `facet=field:value`. */
	facets: Record< string, string[] >;
	facetList: string[];
	sortField?: string;
	sortOrder: 'ascending' | 'descending';
}

export type JobHit = Job & { distance?: number };

export interface Bucket {
	key: string;
	doc_count: number;
}

export interface JobSearchResponse {
	totalHits: number;
	queryResult: JobHit[];
	aggregations: Record< string, { buckets: Bucket[] } >;
}

export type ParsedParams =
	{ ok: true; value: JobSearchParams } | { ok: false; error: string };

/**
 * Query parameters by lower-cased name: the API ignores case (`Limit`, `limit`).
 * @param params
 */
function lowerCaseParams( params: URLSearchParams ): Map< string, string[] > {
	const result = new Map< string, string[] >();
	for ( const [ key, value ] of params ) {
		const name = key.toLowerCase().replace( /\[\]$/, '' );
		result.set( name, [ ...( result.get( name ) ?? [] ), value ] );
	}
	return result;
}

function optionalNumber( value: string | undefined ): number | undefined {
	if ( value === undefined || value.trim() === '' ) {
		return undefined;
	}
	const number = Number( value );
	return Number.isFinite( number ) ? number : undefined;
}

export function parseJobSearchParams( params: URLSearchParams ): ParsedParams {
	const all = lowerCaseParams( params );
	const one = ( name: string ) => all.get( name )?.[ 0 ];
	const organization = one( 'organization' );
	if ( ! organization ) {
		return { ok: false, error: 'The Organization parameter is required.' };
	}
	const limit = Math.min(
		optionalNumber( one( 'limit' ) ) ?? DEFAULT_LIMIT,
		MAX_LIMIT
	);
	const offset = optionalNumber( one( 'offset' ) ) ?? 1;
	if ( limit < 0 || offset < 1 ) {
		return {
			ok: false,
			error: 'limit must be 0 or more and offset 1 or more.',
		};
	}
	const facets: Record< string, string[] > = {};
	for ( const facet of all.get( 'facet' ) ?? [] ) {
		const at = facet.indexOf( ':' );
		if ( at > 0 ) {
			const field = facet.slice( 0, at );
			facets[ field ] = [
				...( facets[ field ] ?? [] ),
				facet.slice( at + 1 ),
			];
		}
	}
	const facetList = ( one( 'facetlist' ) ?? '' )
		.split( ',' )
		.map( ( field ) => field.trim() )
		.filter( Boolean );
	return {
		ok: true,
		value: {
			organization,
			limit,
			offset,
			latitude: optionalNumber( one( 'latitude' ) ),
			longitude: optionalNumber( one( 'longitude' ) ),
			radius:
				optionalNumber( one( 'locationradius' ) ) ??
				DEFAULT_RADIUS_MILES,
			location: one( 'location' )?.trim() || undefined,
			searchText: one( 'searchtext' )?.trim() || undefined,
			boosts: parseBoosts( one( 'boost' ) ),
			booleanSearch: one( 'usebooleankeywordsearch' ) === 'true',
			facets,
			facetList: facetList.includes( 'primary_category' )
				? facetList
				: [ 'primary_category', ...facetList ],
			sortField: one( 'sortfield' ),
			sortOrder:
				one( 'sortorder' ) === 'descending'
					? 'descending'
					: 'ascending',
		},
	};
}

interface Centre {
	lat?: number;
	lng?: number;
	/** State the search is in, for Statewide jobs. */
	state?: string;
	/** Whole-state search ("Texas"): no radius. */
	wholeState?: boolean;
}

/**
 * Where the search is centred; null when a location was given but is unknown.
 * @param params
 */
function centreOf( params: JobSearchParams ): Centre | null | undefined {
	if ( params.latitude !== undefined && params.longitude !== undefined ) {
		const lat = params.latitude;
		const lng = params.longitude;
		const nearest = [ ...PLACES ].sort(
			( a, b ) =>
				milesBetween( lat, lng, a.lat, a.lng ) -
				milesBetween( lat, lng, b.lat, b.lng )
		)[ 0 ];
		const near =
			milesBetween( lat, lng, nearest.lat, nearest.lng ) <= params.radius;
		return { lat, lng, state: near ? nearest.state : undefined };
	}
	if ( ! params.location ) {
		return undefined;
	}
	const match = geocodeText( params.location )[ 0 ];
	if ( ! match ) {
		return null;
	}
	if ( match.kind === 'state' ) {
		return { state: match.state.code, wholeState: true };
	}
	const position = positionOf( match );
	return { lat: position.lat, lng: position.lng, state: match.place.state };
}

/**
 * Whether the job is in the search area, and how far away it is.
 * @param job
 * @param centre
 */
function placeJob(
	job: Job,
	centre: Centre & { radius: number }
): { inArea: boolean; distance?: number } {
	if ( job.location_type === 'Nationwide' ) {
		// Travel to the sites, all in the contiguous states.
		return {
			inArea: ! OFFSHORE_STATES.includes( centre.state ?? '' ),
		};
	}
	// A Remote job is listed at its home site: a place search finds it only
	// there; `facet=location_type:Remote` without a place finds them all.
	if ( job.location_type === 'Statewide' || centre.wholeState ) {
		return { inArea: centre.state === job.primary_state };
	}
	if (
		centre.lat === undefined ||
		centre.lng === undefined ||
		job.latitude === null ||
		job.longitude === null
	) {
		return { inArea: false };
	}
	const distance = milesBetween(
		centre.lat,
		centre.lng,
		job.latitude,
		job.longitude
	);
	return {
		inArea: distance <= centre.radius,
		distance: Math.round( distance * 10 ) / 10,
	};
}

function facetMatches( job: Job, facets: Record< string, string[] > ): boolean {
	const fields: Record< string, unknown > = { ...job };
	return Object.entries( facets ).every( ( [ field, values ] ) =>
		values.some(
			( value ) =>
				String( fields[ field ] ?? '' ).toLowerCase() ===
				value.toLowerCase()
		)
	);
}

function aggregate( hits: JobHit[], field: string ): Bucket[] {
	const counts = new Map< string, number >();
	for ( const hit of hits ) {
		const fields: Record< string, unknown > = { ...hit };
		const key = String( fields[ field ] ?? '' );
		if ( key ) {
			counts.set( key, ( counts.get( key ) ?? 0 ) + 1 );
		}
	}
	return [ ...counts ]
		.map( ( [ key, docCount ] ) => ( { key, doc_count: docCount } ) )
		.sort(
			( a, b ) =>
				b.doc_count - a.doc_count || a.key.localeCompare( b.key )
		);
}

function compareBy( field: string, order: number ) {
	return ( a: JobHit, b: JobHit ) => {
		const left: Record< string, unknown > = { ...a };
		const right: Record< string, unknown > = { ...b };
		const x = left[ field ] ?? '';
		const y = right[ field ] ?? '';
		if ( typeof x === 'number' && typeof y === 'number' ) {
			return ( x - y ) * order;
		}
		return String( x ).localeCompare( String( y ) ) * order;
	};
}

export function searchJobs(
	jobs: readonly Job[],
	params: JobSearchParams
): JobSearchResponse {
	const centre = centreOf( params );
	const clauses = params.searchText
		? parseQuery( params.searchText, params.booleanSearch )
		: [];
	const scored: { hit: JobHit; score: number }[] = [];
	if ( centre !== null ) {
		for ( const job of jobs ) {
			if ( ! facetMatches( job, params.facets ) ) {
				continue;
			}
			const placed = centre
				? placeJob( job, { ...centre, radius: params.radius } )
				: { inArea: true };
			if ( ! placed.inArea ) {
				continue;
			}
			const fields: Record< string, string > = {};
			for ( const [ key, value ] of Object.entries( job ) ) {
				fields[ key ] = String( value ?? '' );
			}
			const score = clauses.length
				? scoreFields( fields, clauses, params.boosts )
				: 0;
			if ( clauses.length && score === 0 ) {
				continue;
			}
			scored.push( {
				hit:
					placed.distance === undefined
						? { ...job }
						: { ...job, distance: placed.distance },
				score,
			} );
		}
	}
	const far = Number.MAX_SAFE_INTEGER;
	scored.sort( ( a, b ) => {
		if ( params.sortField ) {
			const order = params.sortOrder === 'descending' ? -1 : 1;
			const byField = compareBy( params.sortField, order )(
				a.hit,
				b.hit
			);
			if ( byField !== 0 ) {
				return byField;
			}
		}
		return (
			b.score - a.score ||
			( a.hit.distance ?? far ) - ( b.hit.distance ?? far ) ||
			a.hit.id - b.hit.id
		);
	} );
	const hits = scored.map( ( entry ) => entry.hit );
	const aggregations: JobSearchResponse[ 'aggregations' ] = {};
	for ( const field of params.facetList ) {
		aggregations[ field ] = { buckets: aggregate( hits, field ) };
	}
	return {
		totalHits: hits.length,
		queryResult:
			params.limit === 0
				? []
				: hits.slice(
						params.offset - 1,
						params.offset - 1 + params.limit
					),
		aggregations,
	};
}
