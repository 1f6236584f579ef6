/**
 * Internal dependencies
 */
import type { BotReply } from './reply-model';

export interface BotRequest {
	/** What the candidate typed, already trimmed (see input-rules). */
	text: string;
	/** Lex wants a string-to-string map (see session-attributes). */
	sessionAttributes: Record< string, string >;
	/** Per-request attributes (not kept in the session); none by default. */
	requestAttributes?: Record< string, string >;
	/**
	 * What Lex is to do with the text (Lex V2's `sessionState.dialogAction`
	 * and `intent`): recognise an intent, or take it as one slot's answer
	 * with the intent's known slots. Without it Lex goes on from the
	 * session it keeps. Lex V1's PostText has no such field: ignored there.
	 */
	dialog?: BotDialogState;
}

/**
 * The dialog state a request sets, in Lex V2's own shape (RecognizeText's
 * `sessionState`): `ElicitIntent` has Lex recognise an intent in the text
 * (a command typed while a slot is open); `ElicitSlot` has it take the
 * text as that slot's value, the intent's other slots as given (so an
 * answer survives an expired session).
 */
export interface BotDialogState {
	dialogAction:
		{ type: 'ElicitIntent' } | { type: 'ElicitSlot'; slotToElicit: string };
	/** The intent and the slot values that still hold (interpreted values). */
	intent?: { name: string; slots: Record< string, string > };
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
