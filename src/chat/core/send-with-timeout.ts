/**
 * Internal dependencies
 */
import { RequestTimeoutError } from './bot-errors';
import { withTimeout } from './with-timeout';

export const DEFAULT_REQUEST_TIMEOUT_MS = 20_000;

/** What AWS SDK v3 clients accept as the second argument of `send`. */
export interface SendOptions {
	abortSignal?: AbortSignal;
}

/**
 * Runs an SDK call with an abort signal that fires after `timeoutMs`, so a
 * hanging service ends in a RequestTimeoutError rather than a stuck chat.
 * The wait is bounded even where the signal does not reach: the SDK
 * resolves credentials (Cognito calls and their retries) before it sends.
 *
 * @param call      Starts the call with the given options.
 * @param timeoutMs Longest wait.
 */
export function sendWithTimeout< T >(
	call: ( options: SendOptions ) => Promise< T >,
	timeoutMs: number
): Promise< T > {
	const controller = new AbortController();
	const pending = call( { abortSignal: controller.signal } ).catch(
		( error: unknown ) => {
			throw controller.signal.aborted ? new RequestTimeoutError() : error;
		}
	);
	return withTimeout( pending, timeoutMs, () => {
		controller.abort();
		return new RequestTimeoutError();
	} );
}
