/**
 * One turn of a Lex V2 dialog without code hooks: the answer to the slot
 * being elicited (an `AMAZON.FreeFormInput` slot takes the whole input, with
 * no intent switch and no fallback; a custom type's slot takes one of its
 * values, gives way to another intent's utterance, and is asked again up to
 * `MaxRetries` times), or a new intent from its sample utterances, else the
 * fallback intent. Session attributes are the client's, changed only by the
 * template's steps.
 */
import { Dialog, type Outcome } from './dialog';
import { recognize, resolveSlotValue, slotTypeOf } from './understand';
import type {
	BotTurn,
	DialogMemory,
	HeldSlots,
	LocaleDefinition,
	RandomSource,
	SessionAttributes,
} from './types';

export interface TurnResult {
	turn: BotTurn;
	memory: DialogMemory;
	/** The slots each intent held in this turn (for a merging session). */
	held: HeldSlots;
}

type Recognized = BotTurn[ 'recognized' ];

/**
 * The answer to the slot being elicited.
 * @param dialog  The turn's dialog.
 * @param locale  The locale.
 * @param text    What the candidate typed.
 * @param pending The slot being elicited.
 */
function answerSlot(
	dialog: Dialog,
	locale: LocaleDefinition,
	text: string,
	pending: NonNullable< DialogMemory[ 'pending' ] >
): { outcome: Outcome; recognized: Recognized } {
	const active = dialog.intentNamed( pending.intent );
	const slot = dialog.slotOf( active, pending.eliciting );
	const type = slotTypeOf( locale, slot );
	const other =
		type.strategy === 'FREE_FORM' ? undefined : recognize( locale, text );
	if ( other && other.intent !== active ) {
		return {
			outcome: dialog.start( other.intent, other.slots ),
			recognized: {
				name: other.intent.name,
				confidence: 1,
				by: 'utterance',
			},
		};
	}
	const value = resolveSlotValue( type, text );
	if ( value ) {
		const slots = { ...pending.slots, [ slot.name ]: value };
		return {
			outcome: dialog.captured( active, slots, slot ),
			recognized: { name: active.name, confidence: 1, by: 'slot' },
		};
	}
	const failures = ( pending.failures ?? 0 ) + 1;
	if ( failures <= slot.maxRetries ) {
		return {
			outcome: dialog.elicit(
				active,
				pending.slots,
				slot.name,
				failures
			),
			recognized: { name: active.name, confidence: 0.5, by: 'slot' },
		};
	}
	const outcome = dialog.failed( active, pending.slots, slot );
	const name = outcome.intent?.definition.name ?? dialog.fallback().name;
	return {
		outcome,
		recognized: {
			name,
			by: name === dialog.fallback().name ? 'fallback' : 'slot',
		},
	};
}

/**
 * One turn. `incoming` are the session attributes the client sent (or the
 * stored ones); `memory` is the intent in progress.
 * @param locale   The bot's locale.
 * @param text     What the candidate typed.
 * @param incoming The session attributes.
 * @param memory   What the session remembers.
 * @param random   Which message of a group Lex says.
 */
export function runTurn(
	locale: LocaleDefinition,
	text: string,
	incoming: SessionAttributes,
	memory: DialogMemory,
	random: RandomSource = Math.random
): TurnResult {
	const dialog = new Dialog( locale, { ...incoming }, random );
	let result: { outcome: Outcome; recognized: Recognized };
	const recognized = memory.pending ? undefined : recognize( locale, text );
	if ( memory.pending ) {
		result = answerSlot( dialog, locale, text, memory.pending );
	} else if ( recognized ) {
		result = {
			outcome: dialog.start( recognized.intent, recognized.slots ),
			recognized: {
				name: recognized.intent.name,
				confidence: 1,
				by: 'utterance',
			},
		};
	} else {
		const fallback = dialog.fallback();
		result = {
			outcome: dialog.start( fallback, {} ),
			recognized: { name: fallback.name, by: 'fallback' },
		};
	}
	const intent = result.outcome.intent;
	return {
		turn: {
			...( intent
				? {
						intent: {
							name: intent.definition.name,
							state: intent.state,
							slotNames: intent.definition.slots.map(
								( slot ) => slot.name
							),
							slots: intent.slots,
						},
					}
				: {} ),
			recognized: result.recognized,
			dialogAction: result.outcome.dialogAction,
			messages: dialog.messages,
			sessionAttributes: dialog.attributes,
		},
		memory: result.outcome.memory,
		held: dialog.held,
	};
}
