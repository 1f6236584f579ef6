/**
 * The scripted recruiting bot, independent of the Lex version that serves it.
 */

export type IntentName =
	'FindJobs' | 'Help' | 'StartOver' | 'Goodbye' | 'FallbackIntent';

export type SlotName = 'areaInterest' | 'location';

/** In the order the bot asks for them: the place first, the area last. */
export const SLOT_NAMES: readonly SlotName[] = [ 'location', 'areaInterest' ];

/** Lex session attributes: a string-to-string map. */
export type SessionAttributes = Record< string, string >;

export interface SlotValue {
	/** What the user typed. */
	original: string;
	/** What the bot understood, e.g. the category's exact name. */
	interpreted: string;
}

export type SlotValues = Partial< Record< SlotName, SlotValue > >;

export type BotMessage =
	| { type: 'PlainText'; content: string }
	| { type: 'SSML'; content: string }
	| { type: 'CustomPayload'; content: string }
	/** Buttons; each Lex version splits them into cards of five. */
	| { type: 'Cards'; title: string; subtitle: string; buttons: string[] };

export type DialogAction =
	| { type: 'ElicitSlot'; slot: SlotName }
	| { type: 'ElicitIntent' }
	| { type: 'Close' };

export type IntentState = 'InProgress' | 'Fulfilled';

export interface BotTurn {
	/** The intent the reply belongs to; absent for ElicitIntent. */
	intent?: { name: IntentName; state: IntentState; slots: SlotValues };
	/** What the bot recognised in this input, for `interpretations`. */
	recognized: { name: IntentName; confidence?: number };
	dialogAction: DialogAction;
	messages: BotMessage[];
	sessionAttributes: SessionAttributes;
}

/** What the bot remembers between turns of one session. */
export interface DialogMemory {
	pending?: { slots: SlotValues; eliciting: SlotName };
}

export interface RecruitingBotOptions {
	/** Job categories, in the order their buttons appear. */
	categories: readonly string[];
}
