/**
 * Answers the faults every operation shares: HTTP 400, 429, 500 and 503, a
 * hang, malformed JSON, the network down.
 */
import type { ServerResponse } from 'node:http';

/**
 * Internal dependencies
 */
import type { ArmedFault } from './faults';
import { MALFORMED_JSON, sendBody, sendJson } from './http';
import type { ServiceContext } from './service-server';

/** The plain HTTP faults: status, body message, whether to say Retry-After. */
const HTTP_FAULTS: Record<
	string,
	{ code: number; message: string; retry?: boolean }
> = {
	http400: { code: 400, message: 'Bad Request' },
	http429: { code: 429, message: 'Too Many Requests', retry: true },
	http500: { code: 500, message: 'Internal Server Error' },
	http503: { code: 503, message: 'Service Unavailable', retry: true },
};

/** Seconds a throttled or unavailable client is told to wait. */
const RETRY_AFTER_SECONDS = 2;

/**
 * Returns true when the fault was one of the shared kinds and has been
 * answered (or, for `hang`, deliberately left unanswered; for
 * `networkDown`, the connection closed with no answer).
 * @param fault
 * @param response
 * @param context
 * @param options
 * @param options.contentType
 * @param options.onRelease
 */
export function answerStandardFault(
	fault: ArmedFault,
	response: ServerResponse,
	context: ServiceContext,
	options: { contentType?: string; onRelease?: () => void } = {}
): boolean {
	const contentType = options.contentType ?? 'application/json';
	const status = HTTP_FAULTS[ fault.fault ];
	if ( status ) {
		const retryAfter =
			status.retry &&
			String( fault.retryAfterSeconds ?? RETRY_AFTER_SECONDS );
		sendJson(
			response,
			status.code,
			{ message: fault.message ?? status.message },
			retryAfter ? { 'Retry-After': retryAfter } : {},
			contentType
		);
		options.onRelease?.();
		return true;
	}
	switch ( fault.fault ) {
		case 'malformedJson':
			sendBody( response, 200, contentType, MALFORMED_JSON );
			options.onRelease?.();
			return true;
		case 'hang':
			context.hang( response, options.onRelease );
			return true;
		case 'networkDown':
			// No status line at all: the client sees the connection drop, as
			// when the network goes down (fetch: a TypeError; a script tag:
			// its error event; the AWS SDK: a networking error).
			response.destroy();
			options.onRelease?.();
			return true;
		default:
			return false;
	}
}
