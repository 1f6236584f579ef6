/**
 * Internal dependencies
 */
import { errorName, withTimeout } from '../common';
import { RequestTimeoutError } from './bot-errors';
import { BotReplyError } from './reply-model';

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

/**
 * A bot command sent with the timeout, where a body the SDK cannot parse
 * (its SyntaxError) becomes the chat's message for a malformed reply.
 *
 * @param call              Sends the command with the options given.
 * @param timeoutMs         Time allowed.
 * @param unreadableMessage What the chat says about a malformed reply.
 */
export async function sendBotCommand< T >(
	call: ( options: SendOptions ) => Promise< T >,
	timeoutMs: number,
	unreadableMessage: string
): Promise< T > {
	try {
		return await sendWithTimeout( call, timeoutMs );
	} catch ( error ) {
		if ( errorName( error ) === 'SyntaxError' ) {
			throw new BotReplyError( unreadableMessage );
		}
		throw error;
	}
}
