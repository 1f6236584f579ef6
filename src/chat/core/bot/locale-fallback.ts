/**
 * The bot in its fallback locale when it lacks the page's: Lex answers
 * ResourceNotFoundException for a locale the bot alias does not have (a
 * bot deployed from an older template, a locale map naming a locale the
 * bot never had). Rather than an error, the chat goes on in en_US and says
 * why. Only the check is here, in what opening the chat fetches; the rest
 * comes in its own chunk, when Lex has said so.
 */

/**
 * Internal dependencies
 */
import { type ChatStorage, errorName } from '../common';
import type { BotClient, BotClientFactory } from './bot-client';

/**
 * A factory of clients that fall back to en_US when the bot lacks
 * `locale`, for the rest of the conversation (fall-back.ts).
 *
 * @param factoryIn Makes the bot client factory for a locale.
 * @param locale    The page's locale (PHP's answer for the site language).
 * @param storage   Chat storage: the notice is given once a conversation.
 */
export function withLocaleFallback(
	factoryIn: ( locale: string ) => BotClientFactory,
	locale: string,
	storage: ChatStorage
): BotClientFactory {
	const factory = factoryIn( locale );
	return async ( sessionId ) => {
		let client: BotClient = await factory( sessionId );
		return {
			send: ( request ) =>
				client.send( request ).catch( async ( error: unknown ) => {
					// A page already in en_US has nothing to fall back to.
					if (
						locale === 'en_US' ||
						errorName( error ) !== 'ResourceNotFoundException'
					) {
						throw error;
					}
					// With the job search's chunk, which the bot's first
					// question (a place) needs next: no chunk of its own.
					const { fallBack } = await import(
						/* webpackChunkName: "chat-job-search" */ './fall-back'
					);
					client = await fallBack( factoryIn, sessionId, storage );
					return client.send( request );
				} ),
		};
	};
}
