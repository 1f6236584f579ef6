/**
 * Internal dependencies
 */
import type { BotReply } from './reply-model';

/**
 * Where the conversation stands, sent with a message so that Lex reads it
 * as the chat means it (Lex V2 `sessionState.dialogAction` and
 * `sessionState.intent`): `ElicitIntent` for a command (Lex recognises the
 * intent), `ElicitSlot` for an answer, with the slots already given.
 */
export interface BotDialogState {
	dialogAction:
		{ type: 'ElicitIntent' } | { type: 'ElicitSlot'; slotToElicit: string };
	intent?: { name: string; slots: Record< string, string > };
}

export interface BotRequest {
	/** What the candidate typed, already trimmed (see input-rules). */
	text: string;
	/** Lex wants a string-to-string map (see session-attributes). */
	sessionAttributes: Record< string, string >;
	/** Per-request attributes (not kept in the session); none by default. */
	requestAttributes?: Record< string, string >;
	/** The dialog state the message is sent in (Lex V2). */
	dialog?: BotDialogState;
}

/**
 * What the conversation talks to. Lex V2 and V1 implement it, and so do
 * the wrappers (request queue, throttling retry, fresh credentials).
 * Rejects with an Error whose `message` is shown to the candidate.
 */
export interface BotClient {
	send: ( request: BotRequest ) => Promise< BotReply >;
}

/** Builds a bot client for one conversation (one Lex session). */
export type BotClientFactory = ( sessionId: string ) => Promise< BotClient >;
