/**
 * The fallback locale's client, whose first reply in a conversation opens
 * with a line saying the chat goes on in English (in the page's language,
 * so the candidate understands it). Fetched only when the bot lacks the
 * page's locale (see locale-fallback.ts).
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { CHAT_STORAGE_PREFIX, type ChatStorage, errorName } from '../common';
import type { BotClient, BotClientFactory, BotRequest } from './bot-client';
import type { BotReply } from './reply-model';

/** The locale every bot of the plugin's template has. */
export const FALLBACK_LOCALE = 'en_US';

/** The conversation (Lex session id) the notice was given in. */
export const FALLBACK_NOTICE_KEY = `${ CHAT_STORAGE_PREFIX }.localeFallback`;

export function fallbackNotice(): string {
	return __(
		'Sorry, I can’t chat in your language yet, so I’ll answer in English.',
		'careers-frontend'
	);
}

/**
 * The notice first, once a conversation (pages after the first fall back
 * again, silently).
 *
 * @param reply     The bot's reply.
 * @param sessionId The conversation.
 * @param storage   Chat storage.
 */
function withNotice(
	reply: BotReply,
	sessionId: string,
	storage: ChatStorage
): BotReply {
	try {
		if ( storage.get( FALLBACK_NOTICE_KEY ) === sessionId ) {
			return reply;
		}
		storage.set( FALLBACK_NOTICE_KEY, sessionId );
	} catch {
		// Storage refused: say it anyway.
	}
	return {
		...reply,
		messages: [
			{ contentType: 'PlainText', text: fallbackNotice() },
			...reply.messages,
		],
	};
}

/**
 * The session's client in the fallback locale.
 *
 * @param factoryIn Makes the bot client factory for a locale.
 * @param sessionId The conversation's Lex session id.
 * @param storage   Chat storage.
 */
export async function fallBack(
	factoryIn: ( locale: string ) => BotClientFactory,
	sessionId: string,
	storage: ChatStorage
): Promise< BotClient > {
	const client = await factoryIn( FALLBACK_LOCALE )( sessionId );
	let first = true;
	return {
		async send( request ) {
			const reply = await client.send( request );
			if ( ! first ) {
				return reply;
			}
			first = false;
			return withNotice( reply, sessionId, storage );
		},
	};
}

/**
 * The errors that say the bot alias lacks the locale: RecognizeText's
 * ResourceNotFoundException, and BadRequestException, which GetSession and
 * DeleteSession give "If the locale doesn't exist or is not enabled for
 * the alias" (Lex V2 runtime API reference).
 */
const LOCALE_MISSING = /^(ResourceNotFound|BadRequest)Exception$/;

/**
 * The request sent again in the fallback locale, when the error says the
 * page's is missing; else the error, thrown again. A bad request may have
 * another cause: the locale counts as missing only when en_US takes the
 * same request (else its own error is shown, the page's locale kept).
 *
 * @param error             What the page's locale answered.
 * @param request           The request.
 * @param session           The client factory, the conversation and chat storage.
 * @param session.factoryIn
 * @param session.sessionId
 * @param session.storage
 */
export async function fallBackFrom(
	error: unknown,
	request: BotRequest,
	session: {
		factoryIn: ( locale: string ) => BotClientFactory;
		sessionId: string;
		storage: ChatStorage;
	}
): Promise< { client: BotClient; reply: BotReply } > {
	if ( ! LOCALE_MISSING.test( errorName( error ) ?? '' ) ) {
		throw error;
	}
	const client = await fallBack(
		session.factoryIn,
		session.sessionId,
		session.storage
	);
	const reply = await client.send( request ).catch( () => {
		throw error;
	} );
	return { client, reply };
}
