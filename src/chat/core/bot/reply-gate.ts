/**
 * Internal dependencies
 */
import type { BotClientFactory } from './bot-client';
import type { BotReply } from './reply-model';

/**
 * Bot clients whose replies are handed over only once `beforeReply` has
 * settled: the window fetches marked for a reply with markdown (issue 17)
 * while the typing indicator still shows. A failed wait is ignored (the
 * reply then shows as plain text).
 *
 * @param factory     The bot client factory.
 * @param beforeReply What to wait for, given the reply.
 */
export function gateReplies(
	factory: BotClientFactory,
	beforeReply?: ( reply: BotReply ) => Promise< unknown > | void
): BotClientFactory {
	if ( ! beforeReply ) {
		return factory;
	}
	return async ( sessionId ) => {
		const client = await factory( sessionId );
		return {
			async send( request ) {
				const reply = await client.send( request );
				await Promise.resolve( beforeReply( reply ) ).catch(
					() => undefined
				);
				return reply;
			},
		};
	};
}
