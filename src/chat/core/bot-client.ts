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
