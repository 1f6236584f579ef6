/**
 * CORS for the stand-ins: the browser calls them cross-origin from the
 * WordPress site, which runs on loopback in development and tests.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

/** Request headers the AWS SDK and the chat send; preflights must allow them. */
export const ALLOWED_REQUEST_HEADERS = [
	'authorization',
	'x-amz-date',
	'x-amz-security-token',
	'x-amz-target',
	'x-amz-user-agent',
	'amz-sdk-invocation-id',
	'amz-sdk-request',
	'content-type',
	'x-amz-content-sha256',
];

/** `date` is exposed too, so the SDK in a browser can correct clock skew. */
export const EXPOSED_RESPONSE_HEADERS = [
	'x-amzn-errortype',
	'x-amzn-requestid',
	'retry-after',
	'date',
];

const LOOPBACK_ORIGIN =
	/^https?:\/\/(localhost|[a-z0-9-]+\.localhost|127(\.\d{1,3}){3}|\[::1\])(:\d{1,5})?$/i;

export function isLoopbackOrigin( origin: string ): boolean {
	return LOOPBACK_ORIGIN.test( origin );
}

/**
 * Adds CORS headers for loopback origins. Returns true when the request was a
 * preflight and has been answered.
 * @param request
 * @param response
 */
export function applyCors(
	request: IncomingMessage,
	response: ServerResponse
): boolean {
	const origin = request.headers.origin;
	const allowed = typeof origin === 'string' && isLoopbackOrigin( origin );
	response.setHeader( 'Vary', 'Origin' );
	if ( allowed ) {
		response.setHeader( 'Access-Control-Allow-Origin', origin );
		response.setHeader( 'Access-Control-Allow-Credentials', 'true' );
		response.setHeader(
			'Access-Control-Expose-Headers',
			EXPOSED_RESPONSE_HEADERS.join( ', ' )
		);
	}
	const isPreflight =
		request.method === 'OPTIONS' &&
		request.headers[ 'access-control-request-method' ] !== undefined;
	if ( ! isPreflight ) {
		return false;
	}
	if ( allowed ) {
		const requested = String(
			request.headers[ 'access-control-request-headers' ] ?? ''
		)
			.split( ',' )
			.map( ( name ) => name.trim().toLowerCase() )
			.filter( Boolean );
		const headers = new Set( [ ...ALLOWED_REQUEST_HEADERS, ...requested ] );
		response.setHeader(
			'Access-Control-Allow-Methods',
			'GET, POST, PUT, DELETE, OPTIONS'
		);
		response.setHeader(
			'Access-Control-Allow-Headers',
			[ ...headers ].join( ', ' )
		);
		response.setHeader( 'Access-Control-Max-Age', '600' );
		if ( request.headers[ 'access-control-request-private-network' ] ) {
			response.setHeader(
				'Access-Control-Allow-Private-Network',
				'true'
			);
		}
	}
	response.statusCode = 204;
	response.end();
	return true;
}
