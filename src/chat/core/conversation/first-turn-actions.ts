/**
 * What first-turn.ts and first-turn-settle.ts share: which rows are the
 * first turn shown before Lex answered, and the queued "Find jobs near me".
 */

/**
 * Internal dependencies
 */
import type { TranscriptEntry } from './transcript';

export type BotEntry = Extract< TranscriptEntry, { kind: 'bot' } >;

export const isProvisional = ( entry: TranscriptEntry ): entry is BotEntry =>
	entry.kind === 'bot' && entry.provisional === true;

/** A queued action that is no message: "Find jobs near me". */
export const NEAR_ME = '';

/** What the flow does once the session is ready. */
export interface FirstTurnSteps {
	/** Send a message already shown (an area answer is checked first). */
	deliver: ( text: string ) => Promise< boolean >;
	findNearMe: () => Promise< boolean >;
}
