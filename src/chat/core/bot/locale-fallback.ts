/**
 * The bot in its fallback locale when it lacks the page's: for a locale
 * the bot alias does not have (a bot deployed from an older template, a
 * locale map naming a locale the bot never had) RecognizeText answers
 * ResourceNotFoundException, and GetSession and DeleteSession "If the
 * locale doesn't exist or is not enabled for the alias, you receive a
 * BadRequestException" (Lex V2 runtime API reference): either counts. Rather than an error, the chat goes on in en_US and says
 * why. Only the check is here, in what opening the chat fetches; the rest
 * comes in its own chunk, when Lex has said so.
 */

/**
 * Internal dependencies
 */
import type { ChatStorage } from '../common';
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
					if ( locale === 'en_US' ) {
						throw error;
					}
					// Which errors say so, and the fallback, come with the
					// job search's chunk, which the bot's first question (a
					// place) needs next: no chunk of its own. Unreachable, it
					// leaves Lex's error as it was.
					const { fallBackFrom } = await import(
						/* webpackChunkName: "chat-job-search" */ './fall-back'
					).catch( () => Promise.reject( error ) );
					const fallback = await fallBackFrom( error, request, {
						factoryIn,
						sessionId,
						storage,
					} );
					client = fallback.client;
					return fallback.reply;
				} ),
		};
	};
}
