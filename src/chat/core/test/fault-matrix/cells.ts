/**
 * The fault matrix (issue 42 item 3): each fault of each service the chat
 * calls, at each moment of a conversation. The faults are armed on the
 * stand-ins as the real service shows them on the wire: the AWS services'
 * own error for a 4xx, a 5xx and throttling (the SDK reads their
 * `x-amzn-ErrorType`), Google's `OVER_QUERY_LIMIT` status for the
 * geocoder's throttling (Google answers it in a 200 body), a bare HTTP
 * status from the job API (it names no errors); and, for every service,
 * no answer (`hang`), a body that does not parse (`malformedJson`) and the
 * connection dropped (`networkDown`).
 */

/**
 * Internal dependencies
 */
import { lexUrl, type Urls } from '../stand-in-chat';

export const FAULTS = [
	'http4xx',
	'http5xx',
	'throttling',
	'timeout',
	'malformed',
	'networkDown',
] as const;

export type Fault = ( typeof FAULTS )[ number ];

export const SERVICES = [
	'GetId',
	'GetCredentialsForIdentity',
	'Lex',
	'geocoder',
	'categories',
	'search',
] as const;

export type Service = ( typeof SERVICES )[ number ];

interface ServiceWire {
	/** The stand-in's base URL. */
	url: ( urls: Urls ) => string;
	/** The operation its fault board knows. */
	operation: string;
	/** The fault names for a 4xx, a 5xx and throttling. */
	http4xx: string;
	http5xx: string;
	throttling: string;
	/** Whether a call of this operation was this service's (the call log). */
	owns: ( call: LoggedCall ) => boolean;
}

export interface LoggedCall {
	operation: string;
	details?: { text?: string; query?: Record< string, string > };
}

/**
 * The job API logs every call as `JobSearch`; the area list asks `limit=0`.
 * @param call
 */
const isCategoriesCall = ( call: LoggedCall ) =>
	call.operation === 'JobSearch' && call.details?.query?.limit === '0';

export const WIRE: Record< Service, ServiceWire > = {
	GetId: {
		url: ( urls ) => urls[ 'cognito-identity' ],
		operation: 'GetId',
		http4xx: 'InvalidParameterException',
		http5xx: 'InternalErrorException',
		throttling: 'TooManyRequestsException',
		owns: ( call ) => call.operation === 'GetId',
	},
	GetCredentialsForIdentity: {
		url: ( urls ) => urls[ 'cognito-identity' ],
		operation: 'GetCredentialsForIdentity',
		http4xx: 'InvalidParameterException',
		http5xx: 'InternalErrorException',
		throttling: 'TooManyRequestsException',
		owns: ( call ) => call.operation === 'GetCredentialsForIdentity',
	},
	Lex: {
		url: ( urls ) => lexUrl( urls, 'v2' ),
		operation: 'RecognizeText',
		http4xx: 'AccessDeniedException',
		http5xx: 'InternalServerException',
		throttling: 'ThrottlingException',
		owns: ( call ) => call.operation === 'RecognizeText',
	},
	geocoder: {
		url: ( urls ) => urls.geocoder,
		operation: 'Geocode',
		http4xx: 'http400',
		http5xx: 'http500',
		throttling: 'OVER_QUERY_LIMIT',
		owns: ( call ) => call.operation === 'Geocode',
	},
	categories: {
		url: ( urls ) => urls.jobs,
		operation: 'JobCategories',
		http4xx: 'http400',
		http5xx: 'http503',
		throttling: 'http429',
		owns: isCategoriesCall,
	},
	search: {
		url: ( urls ) => urls.jobs,
		operation: 'JobResults',
		http4xx: 'http400',
		http5xx: 'http500',
		throttling: 'http429',
		owns: ( call ) =>
			call.operation === 'JobSearch' && ! isCategoriesCall( call ),
	},
};

/**
 * The stand-in's name for a fault of a service.
 * @param service The service.
 * @param fault   The fault.
 */
export function faultName( service: Service, fault: Fault ): string {
	switch ( fault ) {
		case 'timeout':
			return 'hang';
		case 'malformed':
			return 'malformedJson';
		case 'networkDown':
			return 'networkDown';
		default:
			return WIRE[ service ][ fault ];
	}
}

/**
 * Arms the fault on every call of the service until the stand-in's faults
 * are cleared: the candidate's way on is tried only once it is gone.
 * @param urls    The stand-ins.
 * @param service The service.
 * @param fault   The fault.
 */
export async function armUntilCleared(
	urls: Urls,
	service: Service,
	fault: Fault
): Promise< void > {
	const { url, operation } = WIRE[ service ];
	const response = await fetch( `${ url( urls ) }__faults`, {
		method: 'POST',
		headers: { 'content-type': 'application/json' },
		body: JSON.stringify( {
			operation,
			fault: faultName( service, fault ),
			persistent: true,
		} ),
	} );
	if ( response.status !== 201 ) {
		throw new Error( `Not armed: ${ await response.text() }` );
	}
}

/**
 * The stand-ins the matrix reads calls from (Cognito, Lex V2, geocoder, jobs).
 * @param urls
 */
export function matrixUrls( urls: Urls ): string[] {
	return [
		...new Set(
			SERVICES.map( ( service ) => WIRE[ service ].url( urls ) )
		),
	];
}

export type CallsByService = Record< Service, LoggedCall[] >;

/**
 * Every call the stand-ins logged, by service, each in the order made.
 * @param urls The stand-ins.
 */
export async function loggedCalls( urls: Urls ): Promise< CallsByService > {
	const lists = new Map(
		await Promise.all(
			matrixUrls( urls ).map(
				async ( url ) =>
					[
						url,
						( await (
							await fetch( `${ url }__calls` )
						).json() ) as LoggedCall[],
					] as const
			)
		)
	);
	const calls = {} as CallsByService;
	for ( const service of SERVICES ) {
		const { url, owns } = WIRE[ service ];
		calls[ service ] = ( lists.get( url( urls ) ) ?? [] ).filter( owns );
	}
	return calls;
}

/**
 * The calls made between two readings of the log.
 * @param before The earlier reading.
 * @param after  The later one.
 */
export function callsBetween(
	before: CallsByService,
	after: CallsByService
): CallsByService {
	const calls = {} as CallsByService;
	for ( const service of SERVICES ) {
		calls[ service ] = after[ service ].slice( before[ service ].length );
	}
	return calls;
}

/**
 * Clears the faults armed on the stand-ins (their call logs kept).
 * @param urls The stand-ins.
 */
export async function clearFaults( urls: Urls ): Promise< void > {
	await Promise.all(
		matrixUrls( urls ).map( ( url ) =>
			fetch( `${ url }__faults`, { method: 'DELETE' } )
		)
	);
}
