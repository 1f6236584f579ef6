/**
 * Job search API stand-in: `GET /job` (also `/api/job`), JSON or JSONP.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * Internal dependencies
 */
import { isValidCallbackName } from '../lib/javascript-name';
import type { OperationFaults } from '../lib/faults';
import { MALFORMED_JSON, sendBody, sendJson } from '../lib/http';
import type { ServiceContext, ServiceHandler } from '../lib/service-server';
import { answerStandardFault } from '../lib/standard-faults';
import type { JobCatalogue } from './job-catalogue';
import type { Job } from './job-fixture';
import { parseJobSearchParams, searchJobs } from './job-search';

/**
 * `JobSearch` is every call of the job API (the call log's name for each);
 * a fault armed on `JobCategories` hits only the area list's call
 * (`facetlist=primary_category`, `limit=0`), on `JobResults` only the
 * others (the searches for jobs).
 */
export const JOBS_OPERATIONS: OperationFaults = {
	JobSearch: [],
	JobCategories: [],
	JobResults: [],
};

/**
 * Whether a call only asks for the categories: `limit=0` and
 * `primary_category` among the `facetlist` (parameter names in any case).
 * @param params The query.
 */
export function isCategoriesCall( params: URLSearchParams ): boolean {
	const values = ( name: string ) =>
		[ ...params ]
			.filter( ( [ key ] ) => key.toLowerCase() === name )
			.map( ( [ , value ] ) => value );
	return (
		values( 'limit' ).some( ( value ) => value.trim() === '0' ) &&
		values( 'facetlist' ).some( ( value ) =>
			value
				.split( ',' )
				.some( ( field ) => field.trim() === 'primary_category' )
		)
	);
}

const JOB_PATHS = [ '/job', '/api/job' ];

const JSONP_TYPE = 'application/javascript; charset=utf-8';

/**
 * What the call log keeps of a search: its parameters, the callback left
 * out (tests count the categories call: `facetlist` and `limit=0`).
 * @param params The query.
 */
function logged( params: URLSearchParams ): Record< string, unknown > {
	const query: Record< string, string > = {};
	for ( const [ key, value ] of params ) {
		if ( key !== 'callback' && key !== '_' ) {
			query[ key ] = value;
		}
	}
	return { query };
}

/**
 * @param source The jobs searched: a fixed list, or the catalogue, read at
 *               each search (its categories change while the stack runs).
 */
export function createJobsHandler(
	source: readonly Job[] | Pick< JobCatalogue, 'jobs' >
): ServiceHandler {
	const jobs = () => ( 'jobs' in source ? source.jobs() : source );
	return (
		request: IncomingMessage,
		response: ServerResponse,
		context: ServiceContext
	) => {
		const url = new URL(
			( request.url ?? '/' ).replace( /\/{2,}/g, '/' ),
			'http://stand-in'
		);
		const path = url.pathname.replace( /\/$/, '' );
		if ( request.method !== 'GET' || ! JOB_PATHS.includes( path ) ) {
			sendJson( response, 404, {
				error: `Unknown path ${ request.method } ${ url.pathname }; the job API answers GET /job.`,
			} );
			return;
		}
		const callback = url.searchParams.get( 'callback' ) ?? undefined;
		if ( callback !== undefined && ! isValidCallbackName( callback ) ) {
			sendJson( response, 400, {
				error: 'callback must be a JavaScript name.',
			} );
			return;
		}
		const fault =
			context.begin(
				'JobSearch',
				request,
				undefined,
				logged( url.searchParams )
			) ??
			context.faults.take(
				isCategoriesCall( url.searchParams )
					? 'JobCategories'
					: 'JobResults'
			);
		if ( fault ) {
			if ( fault.fault === 'malformedJson' && callback ) {
				sendBody(
					response,
					200,
					JSONP_TYPE,
					`/**/ ${ callback }(${ MALFORMED_JSON }`
				);
				return;
			}
			answerStandardFault( fault, response, context );
			return;
		}
		const params = parseJobSearchParams( url.searchParams );
		if ( ! params.ok ) {
			sendJson( response, 400, { error: params.error } );
			return;
		}
		const result = searchJobs( jobs(), params.value );
		if ( callback ) {
			sendBody(
				response,
				200,
				JSONP_TYPE,
				`/**/ ${ callback }(${ JSON.stringify( result ) });`
			);
		} else {
			sendJson( response, 200, result );
		}
	};
}
