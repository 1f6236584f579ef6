/**
 * Lex V1 (legacy: AWS retired it in September 2025) through PostText. The
 * SDK client is injected, as for V2.
 */

/**
 * External dependencies
 */
import {
	LexRuntimeServiceClient,
	PostTextCommand,
	type LexRuntimeServiceClientConfig,
	type PostTextCommandOutput,
} from '@aws-sdk/client-lex-runtime-service';

/**
 * Internal dependencies
 */
import type { BotClient } from './bot-client';
import { createLexBotClient } from './lex-bot-client';
import { parseLexV1Reply } from './parse-lex-v1';
import { NO_RESPONSE_MESSAGE } from './reply-model';
import type { SendOptions } from './send-with-timeout';

/** The part of `LexRuntimeServiceClient` this module uses. */
export interface LexV1Sender {
	send: (
		command: PostTextCommand,
		options?: SendOptions
	) => Promise< PostTextCommandOutput >;
}

export interface LexV1Options {
	client: LexV1Sender;
	botName: string;
	botAlias: string;
	/** 2–100 characters of [0-9a-zA-Z._:-]; the conversation's session id. */
	userId: string;
	timeoutMs?: number;
}

/**
 * The SDK client, made here so that the chunk imports the SDK by name (see
 * newLexV2SdkClient).
 *
 * @param config Region, credentials, endpoint, attempts.
 */
export function newLexV1SdkClient(
	config: LexRuntimeServiceClientConfig
): LexRuntimeServiceClient {
	return new LexRuntimeServiceClient( config );
}

export function createLexV1Client( options: LexV1Options ): BotClient {
	const { client, botName, botAlias, userId, timeoutMs } = options;
	return createLexBotClient( {
		client,
		timeoutMs,
		// activeContexts always too, empty: the spec's request shape. The
		// request's `dialog` is not sent: PostText takes only inputText,
		// sessionAttributes, requestAttributes and activeContexts (contexts
		// only narrow which intents Lex may recognise, and need intents
		// configured with input contexts); setting the dialog action is
		// PutSession's, which the identity pool's role (lex:PostText only)
		// does not allow. So V1 answers as its session stands.
		command: ( { text, sessionAttributes, requestAttributes } ) =>
			new PostTextCommand( {
				botName,
				botAlias,
				userId,
				inputText: text,
				sessionAttributes,
				requestAttributes,
				activeContexts: [],
			} ),
		parse: parseLexV1Reply,
		// V1 has no "bad format" text: an unreadable body is no response.
		unreadableMessage: NO_RESPONSE_MESSAGE,
	} );
}
