/**
 * One turn of a Lex V2 dialog without code hooks, run from the bot
 * definition: recognise an intent from its sample utterances (switching
 * intents as Lex does), fill the slot being elicited, elicit the next
 * required slot in priority order with its prompt, then close with the
 * closing response. Initial responses, conditional branches and next steps
 * (with the session attributes they set) run as Lex runs them. Session
 * attributes are the client's, changed only by those steps.
 */
import { holds } from './conditions';
import { recognize, resolveSlotValue, slotTypeOf } from './understand';
import type {
	BotMessage,
	BotTurn,
	DialogAction,
	DialogMemory,
	DialogStep,
	IntentDefinition,
	LocaleDefinition,
	ResponseSetting,
	SessionAttributes,
	SlotValues,
} from './types';

export interface TurnResult {
	turn: BotTurn;
	memory: DialogMemory;
}

interface Outcome {
	dialogAction: DialogAction;
	intent?: {
		definition: IntentDefinition;
		state: 'InProgress' | 'Fulfilled';
		slots: SlotValues;
	};
	memory: DialogMemory;
}

/** Next steps may lead to others; a template that loops is an error. */
const MAX_STEPS = 20;

/**
 * `{slot}` becomes the slot's resolved value, `[attribute]` the session
 * attribute's value (empty when unset).
 * @param text
 * @param slots
 * @param attributes
 */
export function fillPlaceholders(
	text: string,
	slots: SlotValues,
	attributes: SessionAttributes
): string {
	return text
		.replace(
			/\{(\w+)\}/g,
			( _match, name: string ) => slots[ name ]?.interpreted ?? ''
		)
		.replace(
			/\[(\w+)\]/g,
			( _match, name: string ) => attributes[ name ] ?? ''
		);
}

class Dialog {
	readonly messages: BotMessage[] = [];
	private steps = 0;

	constructor(
		private readonly locale: LocaleDefinition,
		readonly attributes: SessionAttributes
	) {}

	intentNamed( name: string ): IntentDefinition {
		const found = this.locale.intents.find(
			( intent ) => intent.name === name
		);
		if ( ! found ) {
			throw new Error(
				`Bot template: no intent ${ name } in ${ this.locale.localeId }`
			);
		}
		return found;
	}

	say( messages: BotMessage[], slots: SlotValues ) {
		const fill = ( text: string ) =>
			fillPlaceholders( text, slots, this.attributes );
		for ( const message of messages ) {
			this.messages.push(
				message.type === 'ImageResponseCard'
					? {
							type: 'ImageResponseCard',
							card: {
								...message.card,
								title: fill( message.card.title ),
								...( message.card.subtitle === undefined
									? {}
									: {
											subtitle: fill(
												message.card.subtitle
											),
										} ),
								buttons: message.card.buttons.map(
									( button ) => ( {
										text: fill( button.text ),
										value: fill( button.value ),
									} )
								),
							},
						}
					: { type: message.type, content: fill( message.content ) }
			);
		}
	}

	start( intent: IntentDefinition, slots: SlotValues ): Outcome {
		return intent.initialResponse
			? this.setting( intent.initialResponse, intent, slots, () =>
					this.proceed( intent, slots )
				)
			: this.proceed( intent, slots );
	}

	/**
	 * Elicit the next required slot in priority order, or close.
	 * @param intent
	 * @param slots
	 */
	proceed( intent: IntentDefinition, slots: SlotValues ): Outcome {
		const next = intent.slots.find(
			( slot ) => slot.required && ! slots[ slot.name ]
		);
		return next
			? this.elicit( intent, slots, next.name )
			: this.close( intent, slots );
	}

	elicit(
		intent: IntentDefinition,
		slots: SlotValues,
		name: string
	): Outcome {
		const slot = intent.slots.find( ( item ) => item.name === name );
		if ( ! slot ) {
			throw new Error(
				`Bot template: intent ${ intent.name } has no slot ${ name }`
			);
		}
		this.say( slot.prompt, slots );
		return {
			dialogAction: { type: 'ElicitSlot', slot: name },
			intent: { definition: intent, state: 'InProgress', slots },
			memory: {
				pending: { intent: intent.name, slots, eliciting: name },
			},
		};
	}

	close( intent: IntentDefinition, slots: SlotValues ): Outcome {
		const closed = (): Outcome => ( {
			dialogAction: { type: 'Close' },
			intent: { definition: intent, state: 'Fulfilled', slots },
			memory: {},
		} );
		return intent.closing
			? this.setting( intent.closing, intent, slots, closed )
			: closed();
	}

	setting(
		setting: ResponseSetting,
		intent: IntentDefinition,
		slots: SlotValues,
		otherwise: () => Outcome
	): Outcome {
		this.say( setting.response, slots );
		if ( setting.conditional ) {
			const branch = setting.conditional.branches.find( ( item ) =>
				holds( item.condition, slots, this.attributes )
			);
			const taken = branch ?? setting.conditional.fallback;
			this.say( taken.response, slots );
			return taken.next
				? this.step( taken.next, intent, slots )
				: otherwise();
		}
		return setting.next
			? this.step( setting.next, intent, slots )
			: otherwise();
	}

	step(
		step: DialogStep,
		intent: IntentDefinition,
		slots: SlotValues
	): Outcome {
		this.steps += 1;
		if ( this.steps > MAX_STEPS ) {
			throw new Error( 'Bot template: the next steps loop' );
		}
		for ( const { key, value } of step.sessionAttributes ) {
			if ( value === undefined ) {
				delete this.attributes[ key ];
			} else {
				this.attributes[ key ] = fillPlaceholders(
					value,
					slots,
					this.attributes
				);
			}
		}
		const target = step.intent ? this.intentNamed( step.intent ) : intent;
		const targetSlots = target === intent ? slots : {};
		switch ( step.action ) {
			case 'ElicitSlot':
				return step.slotToElicit
					? this.elicit( target, targetSlots, step.slotToElicit )
					: this.proceed( target, targetSlots );
			case 'StartIntent':
				return this.start( target, targetSlots );
			case 'FulfillIntent':
				return this.close( target, targetSlots );
			case 'ElicitIntent':
				return { dialogAction: { type: 'ElicitIntent' }, memory: {} };
			case 'CloseIntent':
			case 'EndConversation':
				return {
					dialogAction: { type: 'Close' },
					intent: {
						definition: target,
						state: 'Fulfilled',
						slots: targetSlots,
					},
					memory: {},
				};
		}
	}
}

function fallbackIntent( locale: LocaleDefinition ): IntentDefinition {
	const found = locale.intents.find(
		( intent ) => intent.parent === 'AMAZON.FallbackIntent'
	);
	if ( ! found ) {
		throw new Error(
			`Bot template: ${ locale.localeId } has no AMAZON.FallbackIntent`
		);
	}
	return found;
}

/**
 * One turn. `incoming` are the session attributes the client sent (or the
 * stored ones); `memory` is the intent in progress.
 * @param locale
 * @param text
 * @param incoming
 * @param memory
 */
export function runTurn(
	locale: LocaleDefinition,
	text: string,
	incoming: SessionAttributes,
	memory: DialogMemory
): TurnResult {
	const dialog = new Dialog( locale, { ...incoming } );
	const recognized = recognize( locale, text );
	const pending = memory.pending;
	const active = pending && dialog.intentNamed( pending.intent );
	let outcome: Outcome;
	let recognizedAs: BotTurn[ 'recognized' ];
	if (
		pending &&
		active &&
		! ( recognized && recognized.intent !== active )
	) {
		const slot = active.slots.find(
			( item ) => item.name === pending.eliciting
		);
		const value =
			slot && resolveSlotValue( slotTypeOf( locale, slot ), text );
		if ( value ) {
			outcome = dialog.proceed( active, {
				...pending.slots,
				[ pending.eliciting ]: value,
			} );
			recognizedAs = { name: active.name, confidence: 1 };
		} else {
			// Not a value of the slot: Lex asks again.
			outcome = dialog.elicit( active, pending.slots, pending.eliciting );
			recognizedAs = { name: active.name, confidence: 0.5 };
		}
	} else if ( recognized ) {
		outcome = dialog.start( recognized.intent, recognized.slots );
		recognizedAs = { name: recognized.intent.name, confidence: 1 };
	} else {
		const fallback = fallbackIntent( locale );
		outcome = dialog.start( fallback, {} );
		recognizedAs = { name: fallback.name };
	}
	const intent = outcome.intent;
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
			recognized: recognizedAs,
			dialogAction: outcome.dialogAction,
			messages: dialog.messages,
			sessionAttributes: dialog.attributes,
		},
		memory: outcome.memory,
	};
}
