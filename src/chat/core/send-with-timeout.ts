/**
 * Internal dependencies
 */
import { RequestTimeoutError } from './bot-errors';

export const DEFAULT_REQUEST_TIMEOUT_MS = 20_000;

/** What AWS SDK v3 clients accept as the second argument of `send`. */
export interface SendOptions {
	abortSignal?: AbortSignal;
}

/**
 * Runs an SDK call with an abort signal that fires after `timeoutMs`, so a
 * hanging service ends in a RequestTimeoutError rather than a stuck chat.
 *
 * @param call      Starts the call with the given options.
 * @param timeoutMs Longest wait.
 */
export function sendWithTimeout< T >(
	call: ( options: SendOptions ) => Promise< T >,
	timeoutMs: number
): Promise< T > {
	const controller = new AbortController();
	const timer = setTimeout( () => controller.abort(), timeoutMs );
	return call( { abortSignal: controller.signal } )
		.catch( ( error: unknown ) => {
			throw controller.signal.aborted ? new RequestTimeoutError() : error;
		} )
		.finally( () => clearTimeout( timer ) );
}
