/**
 * Shared helpers for the stand-in tests: real AWS SDK clients pointed at the
 * stand-ins, and the control endpoints.
 */
import { LexRuntimeServiceClient } from '@aws-sdk/client-lex-runtime-service';
import { LexRuntimeV2Client } from '@aws-sdk/client-lex-runtime-v2';
import { fromCognitoIdentityPool } from '@aws-sdk/credential-provider-cognito-identity';

/**
 * Internal dependencies
 */
import type { RunningServices } from '../start-services';

// Every test file that talks to the stand-ins imports this module. A test
// makes several real HTTP calls; on a busy machine that can pass Jest's 5 s.
jest.setTimeout( 20_000 );

export const REGION = 'us-east-1';
export const POOL_ID = 'us-east-1:00000000-0000-4000-8000-000000000000';
export const UNKNOWN_POOL_ID = 'us-east-1:00000000-0000-4000-8000-ffffffffffff';
export const BOT = {
	botId: 'CAREERSBOT',
	botAliasId: 'TSTALIASID',
	localeId: 'en_US',
};
export const V1_BOT = { botName: 'CareersBot', botAlias: 'live' };

export type Urls = RunningServices[ 'urls' ];

type Credentials = ReturnType< typeof fromCognitoIdentityPool >;

/** An identity-id cache of its own, so tests do not share cached ids. */
function memoryCache() {
	const items = new Map< string, string >();
	return {
		getItem: ( key: string ) => items.get( key ) ?? null,
		setItem: ( key: string, value: string ) => {
			items.set( key, value );
		},
		removeItem: ( key: string ) => {
			items.delete( key );
		},
	};
}

export function cognitoCredentials(
	urls: Urls,
	identityPoolId = POOL_ID
): Credentials {
	return fromCognitoIdentityPool( {
		identityPoolId,
		cache: memoryCache(),
		clientConfig: {
			region: REGION,
			endpoint: urls[ 'cognito-identity' ],
			maxAttempts: 1,
		},
	} );
}

type ClientCredentials =
	| Credentials
	| { accessKeyId: string; secretAccessKey: string; sessionToken?: string };

export function lexV2Client(
	urls: Urls,
	credentials: ClientCredentials,
	maxAttempts = 1
) {
	return new LexRuntimeV2Client( {
		region: REGION,
		endpoint: urls[ 'lex-runtime-v2' ],
		credentials,
		maxAttempts,
	} );
}

export function lexV1Client(
	urls: Urls,
	credentials: ClientCredentials,
	maxAttempts = 1
) {
	return new LexRuntimeServiceClient( {
		region: REGION,
		endpoint: urls[ 'lex-runtime-v1' ],
		credentials,
		maxAttempts,
	} );
}

export async function armFault(
	baseUrl: string,
	fault: Record< string, unknown >
): Promise< Response > {
	return fetch( `${ baseUrl }__faults`, {
		method: 'POST',
		headers: { 'content-type': 'application/json' },
		body: JSON.stringify( fault ),
	} );
}

export async function clearFaults( baseUrl: string ): Promise< void > {
	await fetch( `${ baseUrl }__faults`, { method: 'DELETE' } );
}

export interface LoggedCall {
	operation: string;
	at: string;
	headers?: Record< string, string >;
}

export async function loggedCalls( baseUrl: string ): Promise< LoggedCall[] > {
	const response = await fetch( `${ baseUrl }__calls` );
	return ( await response.json() ) as LoggedCall[];
}

/**
 * Resolves once the stand-in has logged `count` calls of `operation`.
 * @param baseUrl
 * @param operation
 * @param count
 */
export async function untilCalled(
	baseUrl: string,
	operation: string,
	count = 1
): Promise< void > {
	for (;;) {
		const calls = await loggedCalls( baseUrl );
		if (
			calls.filter( ( call ) => call.operation === operation ).length >=
			count
		) {
			return;
		}
		await new Promise( ( resolve ) => setTimeout( resolve, 10 ) );
	}
}

/**
 * What a promise rejects with; fails the test if it resolves.
 * @param promise
 */
export async function rejectionOf(
	promise: Promise< unknown >
): Promise< unknown > {
	try {
		await promise;
	} catch ( error ) {
		return error;
	}
	throw new Error( 'Expected a rejection, but the call succeeded.' );
}

/**
 * Calls `attempt` again while it fails with `type`, a few milliseconds apart.
 * @param type
 * @param attempt
 * @param attempts
 */
export async function retryWhile< T >(
	type: abstract new ( ...args: never[] ) => Error,
	attempt: () => Promise< T >,
	attempts = 50
): Promise< T > {
	for ( let count = 1; ; count++ ) {
		try {
			return await attempt();
		} catch ( error ) {
			if ( ! ( error instanceof type ) || count >= attempts ) {
				throw error;
			}
			await new Promise( ( resolve ) => setTimeout( resolve, 10 ) );
		}
	}
}
