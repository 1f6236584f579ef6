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
	type Intent,
} from '@aws-sdk/client-lex-runtime-v2';

/**
 * Internal dependencies
 */
import type { BotClient, BotDialogState } from './bot-client';
import { createLexBotClient } from './lex-bot-client';
import { parseLexV2Reply } from './parse-lex-v2';
import { BAD_V2_FORMAT_MESSAGE } from './reply-model';
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
	/** The configured `bot_locale` (its schema keeps it a locale id). */
	localeId: string;
	/** Per conversation; kept with the transcript. */
	sessionId: string;
	timeoutMs?: number;
}

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

/**
 * A request's intent as RecognizeText takes it in `sessionState` ("pass the
 * session information inline as part of a call to the RecognizeText…
 * operation"): `InProgress`, each slot given as a `Value`
 * (`interpretedValue` is required; the chat has one text, so
 * `originalValue` is the same). A slot not given is left out (the SDK's
 * `Slots` map drops null values anyway).
 *
 * @param intent The intent and the slot values that still hold.
 */
export function intentState(
	intent: NonNullable< BotDialogState[ 'intent' ] >
): Intent {
	return {
		name: intent.name,
		state: 'InProgress',
		slots: Object.fromEntries(
			Object.entries( intent.slots ).map( ( [ name, value ] ) => [
				name,
				{ value: { originalValue: value, interpretedValue: value } },
			] )
		),
	};
}

export function createLexV2Client( options: LexV2Options ): BotClient {
	// The rest are the command's own ids: botId, botAliasId, localeId,
	// sessionId.
	const { client, timeoutMs, ...ids } = options;
	return createLexBotClient( {
		client,
		timeoutMs,
		command: ( { text, sessionAttributes, requestAttributes, dialog } ) =>
			new RecognizeTextCommand( {
				...ids,
				text,
				// The dialog action as is (the same shape); undefined
				// members are not sent.
				sessionState: {
					sessionAttributes,
					dialogAction: dialog?.dialogAction,
					intent: dialog?.intent && intentState( dialog.intent ),
				},
				requestAttributes,
			} ),
		parse: parseLexV2Reply,
		// A body the SDK cannot parse is a malformed reply, not a bot error.
		unreadableMessage: BAD_V2_FORMAT_MESSAGE,
	} );
}
