/**
 * A Lex V2 bot definition as the stand-in runs it, and one turn of its
 * dialog, independent of the Lex version that serves it.
 */

/** Lex session attributes: a string-to-string map. */
export type SessionAttributes = Record< string, string >;

/** A message as the template writes it: `{slot}` and `[attribute]` unfilled. */
export type BotMessage =
	| { type: 'PlainText' | 'SSML' | 'CustomPayload'; content: string }
	| {
			type: 'ImageResponseCard';
			card: {
				title: string;
				subtitle?: string;
				imageUrl?: string;
				buttons: { text: string; value: string }[];
			};
	  };

/** A `MessageGroup`: Lex says the message or one of its variations. */
export interface MessageGroup {
	message: BotMessage;
	variations: BotMessage[];
}

/** Which dialog action a step takes (Lex V2 `DialogAction.Type`). */
export type StepAction =
	| 'ElicitSlot'
	| 'ElicitIntent'
	| 'StartIntent'
	| 'EvaluateConditional'
	| 'CloseIntent'
	| 'EndConversation'
	| 'FulfillIntent';

/** What a dialog step sets a session attribute to: a slot's value. */
export interface AttributeSetting {
	key: string;
	slot: string;
}

/** A `DialogState`: what to do next, and the session attributes it sets. */
export interface DialogStep {
	action: StepAction;
	slotToElicit?: string;
	/** Another intent to continue with. */
	intent?: string;
	sessionAttributes: AttributeSetting[];
}

/** `{slot} = "text"`, `{slot} != "text"`, or the same with `[attribute]`. */
export interface Comparison {
	source: 'slot' | 'attribute';
	name: string;
	operator: '=' | '!=';
	value: string;
}

/** Comparisons joined by `AND`: all must hold. */
export type Condition = Comparison[];

export interface ConditionalBranch {
	name: string;
	condition: Condition;
	response: MessageGroup[];
	next: DialogStep;
}

/** An active `ConditionalSpecification`. */
export interface Conditional {
	branches: ConditionalBranch[];
	fallback: { response: MessageGroup[]; next: DialogStep };
}

/**
 * One stage of an intent (initial response, closing, slot capture or
 * failure): a response, then the next step. The conditional runs only when
 * that next step is `EvaluateConditional`; without a next step the stage
 * continues with Lex's default order.
 */
export interface Stage {
	response: MessageGroup[];
	next?: DialogStep;
	conditional?: Conditional;
}

export interface SlotDefinition {
	name: string;
	slotType: string;
	required: boolean;
	prompt: MessageGroup[];
	/** Prompts after the first one that failed; then `failure`. */
	maxRetries: number;
	capture?: Stage;
	failure?: Stage;
}

export interface IntentDefinition {
	name: string;
	/** `AMAZON.FallbackIntent` for the fallback. */
	parent?: string;
	utterances: string[];
	/** In priority order. */
	slots: SlotDefinition[];
	initialResponse?: Stage;
	closing?: Stage;
}

/** A custom slot type, or a built-in one (`AMAZON.FreeFormInput`). */
export type SlotTypeDefinition =
	| {
			name: string;
			strategy: 'ORIGINAL_VALUE' | 'TOP_RESOLUTION';
			values: { value: string; synonyms: string[] }[];
	  }
	| { name: 'AMAZON.FreeFormInput'; strategy: 'FREE_FORM' };

export interface LocaleDefinition {
	localeId: string;
	/** `NluConfidenceThreshold`: under it Lex puts the fallback intent first. */
	nluConfidenceThreshold?: number;
	intents: IntentDefinition[];
	slotTypes: SlotTypeDefinition[];
}

export interface BotDefinition {
	/** By locale id (`en_US`). */
	locales: ReadonlyMap< string, LocaleDefinition >;
	/** The bot's `IdleSessionTTLInSeconds`: a session with no call for this long expires. */
	idleSessionTtlSeconds: number;
}

export interface SlotValue {
	/** What the user typed. */
	original: string;
	/** What the bot resolved it to (the slot type value). */
	interpreted: string;
}

export type SlotValues = Record< string, SlotValue >;

export type DialogAction =
	| { type: 'ElicitSlot'; slot: string }
	| { type: 'ElicitIntent' }
	| { type: 'Close' };

export type IntentState = 'InProgress' | 'Fulfilled';

export interface BotTurn {
	/** The intent the reply belongs to; absent for ElicitIntent. */
	intent?: {
		name: string;
		state: IntentState;
		/** Every slot of the intent, in priority order: filled or not. */
		slotNames: string[];
		slots: SlotValues;
	};
	/**
	 * What the bot recognised in this input, for `interpretations`, and
	 * how: a sample utterance, the answer to the slot elicited (no ranking
	 * decides the intent), or nothing (the fallback intent).
	 */
	recognized: {
		name: string;
		confidence?: number;
		by: 'utterance' | 'slot' | 'fallback';
	};
	dialogAction: DialogAction;
	/** With `{slot}` and `[attribute]` filled in. */
	messages: BotMessage[];
	sessionAttributes: SessionAttributes;
}

/**
 * The dialog a RecognizeText request sets in its `sessionState`: recognise
 * an intent in the text, or take the text as one slot's value, the
 * intent's other slots as given.
 */
export type RequestedDialog =
	| { type: 'ElicitIntent' }
	| { type: 'ElicitSlot'; slot: string; intent: string; slots: SlotValues };

/** The slots each intent has held in a session, by intent name. */
export type HeldSlots = Record< string, SlotValues >;

/** What the bot remembers between turns of one session. */
export interface DialogMemory {
	pending?: {
		intent: string;
		slots: SlotValues;
		eliciting: string;
		/** Answers to this slot's prompt that were not a value. */
		failures?: number;
	};
}

/** A number in [0, 1): which message of a group Lex says. */
export type RandomSource = () => number;
