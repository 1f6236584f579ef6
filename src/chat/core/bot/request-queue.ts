/**
 * One Lex request in flight per session (Lex V2 answers a second
 * concurrent call on a session with ConflictException), and a bounded retry
 * of throttled calls that waits as long as the service asks.
 */

/**
 * Internal dependencies
 */
import type { BotClient, BotRequest } from './bot-client';
import { isThrottlingError, retryAfterMs } from './bot-errors';
import type { BotReply } from './reply-model';

export type Sleep = ( ms: number ) => Promise< void >;

export interface RetryOptions {
	sleep: Sleep;
	/** Current time in ms, for retry-after given as an HTTP date. */
	now?: () => number;
	/** Retries after the first attempt. */
	maxRetries?: number;
	/** First backoff when the service gives no retry-after; doubles. */
	baseDelayMs?: number;
	/** Longest wait; a longer retry-after fails at once instead. */
	maxDelayMs?: number;
}

export const DEFAULT_MAX_RETRIES = 3;
export const DEFAULT_BASE_DELAY_MS = 500;
export const DEFAULT_MAX_DELAY_MS = 20_000;

/**
 * Wait before retry number `attempt` (0-based), or undefined to give up.
 *
 * @param error   The throttling error.
 * @param attempt Retries made so far.
 * @param options Retry options.
 */
export function throttlingDelay(
	error: unknown,
	attempt: number,
	options: RetryOptions
): number | undefined {
	const {
		now = Date.now,
		maxRetries = DEFAULT_MAX_RETRIES,
		baseDelayMs = DEFAULT_BASE_DELAY_MS,
		maxDelayMs = DEFAULT_MAX_DELAY_MS,
	} = options;
	if ( attempt >= maxRetries || ! isThrottlingError( error ) ) {
		return undefined;
	}
	const asked = retryAfterMs( error, now() );
	if ( asked !== undefined ) {
		return asked <= maxDelayMs ? asked : undefined;
	}
	return Math.min( baseDelayMs * 2 ** attempt, maxDelayMs );
}

/**
 * Retries throttling and limit errors (Throttling, LimitExceeded,
 * TooManyRequests, HTTP 429) up to `maxRetries` times; anything else, or the
 * last throttling error, is rethrown unchanged.
 *
 * @param inner   The client to call.
 * @param options Sleep (injected) and limits.
 */
export function withThrottlingRetry(
	inner: BotClient,
	options: RetryOptions
): BotClient {
	return {
		async send( request: BotRequest ): Promise< BotReply > {
			for ( let attempt = 0; ; attempt++ ) {
				try {
					return await inner.send( request );
				} catch ( error ) {
					const delay = throttlingDelay( error, attempt, options );
					if ( delay === undefined ) {
						throw error;
					}
					await options.sleep( delay );
				}
			}
		},
	};
}

/**
 * Runs one `send` at a time in call order; later calls wait for earlier
 * ones to settle (whether they succeed or fail).
 *
 * @param inner The client to call.
 */
export function withSerialQueue( inner: BotClient ): BotClient {
	let tail: Promise< unknown > = Promise.resolve();
	return {
		send( request: BotRequest ): Promise< BotReply > {
			const result = tail.then( () => inner.send( request ) );
			tail = result.catch( () => undefined );
			return result;
		},
	};
}

/**
 * The queue with the throttling retry inside it: what the chat uses.
 * @param inner   The client to call.
 * @param options Retry options.
 */
export function createRequestQueue(
	inner: BotClient,
	options: RetryOptions
): BotClient {
	return withSerialQueue( withThrottlingRetry( inner, options ) );
}
