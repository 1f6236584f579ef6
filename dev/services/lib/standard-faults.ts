/**
 * Answers the faults every operation shares: HTTP 500, a hang, malformed JSON.
 */
import type { ServerResponse } from 'node:http';

/**
 * Internal dependencies
 */
import type { ArmedFault } from './faults';
import { MALFORMED_JSON, sendBody, sendJson } from './http';
import type { ServiceContext } from './service-server';

/**
 * Returns true when the fault was one of the shared kinds and has been
 * answered (or, for `hang`, deliberately left unanswered).
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
	switch ( fault.fault ) {
		case 'http500':
			sendJson(
				response,
				500,
				{ message: fault.message ?? 'Internal Server Error' },
				{},
				contentType
			);
			options.onRelease?.();
			return true;
		case 'malformedJson':
			sendBody( response, 200, contentType, MALFORMED_JSON );
			options.onRelease?.();
			return true;
		case 'hang':
			context.hang( response, options.onRelease );
			return true;
		default:
			return false;
	}
}
