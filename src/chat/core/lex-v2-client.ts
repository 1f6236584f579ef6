/**
 * Lex V2 through RecognizeText. The SDK client is injected (one per region
 * and credentials, made by load-bot-client), so tests can pass a stand-in.
 */

/**
 * External dependencies
 */
import {
	LexRuntimeV2Client,
	RecognizeTextCommand,
	type LexRuntimeV2ClientConfig,
	type RecognizeTextCommandOutput,
} from '@aws-sdk/client-lex-runtime-v2';

/**
 * Internal dependencies
 */
import type { BotClient } from './bot-client';
import { createLexBotClient } from './lex-bot-client';
import { BAD_V2_FORMAT_MESSAGE } from './reply-model';
import { parseLexV2Reply } from './parse-lex-v2';
import type { SendOptions } from './send-with-timeout';

/** The part of `LexRuntimeV2Client` this module uses. */
export interface LexV2Sender {
	send: (
		command: RecognizeTextCommand,
		options?: SendOptions
	) => Promise< RecognizeTextCommandOutput >;
}

export interface LexV2Options {
	client: LexV2Sender;
	botId: string;
	botAliasId: string;
	/** Defaults to en_US. */
	localeId?: string;
	/** Per conversation; kept with the transcript. */
	sessionId: string;
	timeoutMs?: number;
}

export const DEFAULT_LOCALE_ID = 'en_US';

/**
 * The SDK client, made here so that the chunk imports the SDK by name: a
 * namespace import would keep every command and the aggregated client.
 *
 * @param config Region, credentials, endpoint, attempts.
 */
export function newLexV2SdkClient(
	config: LexRuntimeV2ClientConfig
): LexRuntimeV2Client {
	return new LexRuntimeV2Client( config );
}

export function createLexV2Client( options: LexV2Options ): BotClient {
	const { client, botId, botAliasId, localeId, sessionId, timeoutMs } =
		options;
	return createLexBotClient( {
		client,
		timeoutMs,
		command: ( { text, sessionAttributes, requestAttributes } ) =>
			new RecognizeTextCommand( {
				botId,
				botAliasId,
				localeId: localeId || DEFAULT_LOCALE_ID,
				sessionId,
				text,
				sessionState: { sessionAttributes },
				requestAttributes,
			} ),
		parse: parseLexV2Reply,
		// A body the SDK cannot parse is a malformed reply, not a bot error.
		unreadableMessage: BAD_V2_FORMAT_MESSAGE,
	} );
}
