/**
 * Reading AWS SDK errors by name and metadata (never by message), for the
 * retry decisions of the request queue and the credential refresh.
 */

/**
 * Internal dependencies
 */
import { errorName, isRecord, stringish } from '../common';

/** Lex V2 Throttling, Cognito TooManyRequests: always a rate limit. */
const THROTTLING_NAMES = new Set( [
	'Throttling',
	'ThrottlingException',
	'TooManyRequests',
	'TooManyRequestsException',
] );

/**
 * Lex V1's rate limit (HTTP 429, with retry-after). Cognito uses the same
 * name with HTTP 400 for "this pool has too many identities", which waiting
 * does not cure: only the 429 (or a status we cannot see) is retried.
 */
const LIMIT_NAMES = new Set( [ 'LimitExceeded', 'LimitExceededException' ] );

/**
 * Errors that a new identity or new temporary credentials can cure:
 * expired session tokens (Lex), an identity Cognito no longer knows
 * (ResourceNotFound from GetCredentialsForIdentity) and NotAuthorized.
 */
const STALE_CREDENTIAL_NAMES = new Set( [
	'ExpiredToken',
	'ExpiredTokenException',
	'NotAuthorized',
	'NotAuthorizedException',
	'UnrecognizedClientException',
] );

/** What a request answered with when it did not answer in time. */
export class RequestTimeoutError extends Error {
	constructor() {
		super( 'The request timed out.' );
		this.name = 'RequestTimeout';
	}
}

function httpStatusCode( error: unknown ): number | undefined {
	if ( ! isRecord( error ) && ! ( error instanceof Error ) ) {
		return undefined;
	}
	const metadata = ( error as { $metadata?: unknown } ).$metadata;
	return isRecord( metadata ) && typeof metadata.httpStatusCode === 'number'
		? metadata.httpStatusCode
		: undefined;
}

export function isThrottlingError( error: unknown ): boolean {
	const name = errorName( error ) ?? '';
	const status = httpStatusCode( error );
	return (
		THROTTLING_NAMES.has( name ) ||
		status === 429 ||
		( LIMIT_NAMES.has( name ) && status === undefined )
	);
}

export function isStaleCredentialError( error: unknown ): boolean {
	const name = errorName( error );
	return name !== undefined && STALE_CREDENTIAL_NAMES.has( name );
}

/**
 * Cognito's answer when a cached identity id no longer exists.
 * @param error The thrown value.
 */
export function isUnknownIdentityError( error: unknown ): boolean {
	return errorName( error ) === 'ResourceNotFoundException';
}

/**
 * The SDK corrected its clock from the server's Date header after a
 * signature refused as too old or too new: the same call, sent again, will
 * be signed with the corrected time.
 *
 * @param error The thrown value.
 */
export function isClockSkewCorrected( error: unknown ): boolean {
	if ( ! isRecord( error ) && ! ( error instanceof Error ) ) {
		return false;
	}
	const metadata = ( error as { $metadata?: unknown } ).$metadata;
	return isRecord( metadata ) && metadata.clockSkewCorrected === true;
}

function retryAfterHeader( error: unknown ): string | undefined {
	if ( ! isRecord( error ) && ! ( error instanceof Error ) ) {
		return undefined;
	}
	const response = ( error as { $response?: unknown } ).$response;
	const headers = isRecord( response ) ? response.headers : undefined;
	if ( ! isRecord( headers ) ) {
		return undefined;
	}
	const key = Object.keys( headers ).find(
		( name ) => name.toLowerCase() === 'retry-after'
	);
	return key === undefined ? undefined : stringish( headers[ key ] );
}

/**
 * How long the service asked us to wait, in ms, or undefined. Reads Lex
 * V1's `retryAfterSeconds` and otherwise the raw `retry-after` header the
 * SDK keeps on `$response` (seconds, or an HTTP date).
 *
 * @param error The thrown value.
 * @param now   Current time in ms (for HTTP dates).
 */
export function retryAfterMs(
	error: unknown,
	now: number
): number | undefined {
	const modelled =
		isRecord( error ) || error instanceof Error
			? stringish(
					( error as { retryAfterSeconds?: unknown } )
						.retryAfterSeconds
				)
			: undefined;
	const raw = ( modelled ?? retryAfterHeader( error ) )?.trim();
	if ( raw === undefined || raw === '' ) {
		return undefined;
	}
	if ( /^\d+(\.\d+)?$/.test( raw ) ) {
		return Math.round( Number( raw ) * 1000 );
	}
	const date = Date.parse( raw );
	return Number.isNaN( date ) ? undefined : Math.max( 0, date - now );
}
