/**
 * The dialog of one turn, as Lex V2 runs a bot without code hooks: an
 * intent's stages in Lex's default order (initial response, slot
 * elicitation in priority order, closing), changed only by the next steps
 * the template gives; a conditional only through `EvaluateConditional`.
 */
import { holds } from './conditions';
import { chooseMessage, fillMessage, fillPlaceholders } from './say';
import type {
	BotMessage,
	DialogAction,
	DialogMemory,
	DialogStep,
	HeldSlots,
	IntentDefinition,
	LocaleDefinition,
	MessageGroup,
	RandomSource,
	SessionAttributes,
	SlotDefinition,
	SlotValues,
	Stage,
} from './types';

export interface Outcome {
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

export class Dialog {
	readonly messages: BotMessage[] = [];
	/** Every slot value each intent held during the turn. */
	readonly held: HeldSlots = {};
	private steps = 0;

	constructor(
		private readonly locale: LocaleDefinition,
		readonly attributes: SessionAttributes,
		private readonly random: RandomSource
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

	say( groups: MessageGroup[], slots: SlotValues ) {
		const fill = ( text: string ) =>
			fillPlaceholders( text, slots, this.attributes );
		for ( const group of groups ) {
			this.messages.push(
				fillMessage( chooseMessage( group, this.random ), fill )
			);
		}
	}

	/**
	 * A new intent: its initial response, then its slots.
	 * @param intent
	 * @param slots
	 */
	start( intent: IntentDefinition, slots: SlotValues ): Outcome {
		return this.stage( intent.initialResponse, intent, slots, () =>
			this.proceed( intent, slots )
		);
	}

	/**
	 * Lex's default order: the next required slot, else the closing.
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
		name: string,
		failures = 0
	): Outcome {
		this.hold( intent, slots );
		const slot = this.slotOf( intent, name );
		this.say( slot.prompt, slots );
		return {
			dialogAction: { type: 'ElicitSlot', slot: name },
			intent: { definition: intent, state: 'InProgress', slots },
			memory: {
				pending: {
					intent: intent.name,
					slots,
					eliciting: name,
					...( failures ? { failures } : {} ),
				},
			},
		};
	}

	/**
	 * A value captured: the slot's capture stage, else the next slot.
	 * @param intent
	 * @param slots
	 * @param slot
	 */
	captured(
		intent: IntentDefinition,
		slots: SlotValues,
		slot: SlotDefinition
	): Outcome {
		return this.stage( slot.capture, intent, slots, () =>
			this.proceed( intent, slots )
		);
	}

	/**
	 * No value after the last retry: the slot's failure stage, else (and
	 * after a failure response with no next step) the fallback intent.
	 * @param intent
	 * @param slots
	 * @param slot
	 */
	failed(
		intent: IntentDefinition,
		slots: SlotValues,
		slot: SlotDefinition
	): Outcome {
		return this.stage( slot.failure, intent, slots, () =>
			this.start( this.fallback(), {} )
		);
	}

	close( intent: IntentDefinition, slots: SlotValues ): Outcome {
		return this.stage( intent.closing, intent, slots, () => ( {
			dialogAction: { type: 'Close' },
			intent: { definition: intent, state: 'Fulfilled', slots },
			memory: {},
		} ) );
	}

	fallback(): IntentDefinition {
		const found = this.locale.intents.find(
			( intent ) => intent.parent === 'AMAZON.FallbackIntent'
		);
		if ( ! found ) {
			throw new Error(
				`Bot template: ${ this.locale.localeId } has no AMAZON.FallbackIntent`
			);
		}
		return found;
	}

	/**
	 * A stage: its response, then its next step. The conditional runs only
	 * when that step is `EvaluateConditional` ("These branches are executed
	 * when the nextStep attribute is set to EvaluateConditional"); with no
	 * next step, Lex's default order (`otherwise`).
	 * @param stage     The stage, if the intent has it.
	 * @param intent    The intent it belongs to.
	 * @param slots     The intent's slots.
	 * @param otherwise Lex's default next step.
	 */
	stage(
		stage: Stage | undefined,
		intent: IntentDefinition,
		slots: SlotValues,
		otherwise: () => Outcome
	): Outcome {
		this.hold( intent, slots );
		if ( ! stage ) {
			return otherwise();
		}
		this.say( stage.response, slots );
		if (
			stage.next?.action === 'EvaluateConditional' &&
			stage.conditional
		) {
			const { branches, fallback } = stage.conditional;
			const taken =
				branches.find( ( item ) =>
					holds( item.condition, slots, this.attributes )
				) ?? fallback;
			this.say( taken.response, slots );
			return this.step( taken.next, intent, slots );
		}
		return stage.next
			? this.step( stage.next, intent, slots )
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
		for ( const { key, slot } of step.sessionAttributes ) {
			// "If the assigned slot is not filled … set to null".
			const value = slots[ slot ]?.interpreted;
			if ( value === undefined ) {
				delete this.attributes[ key ];
			} else {
				this.attributes[ key ] = value;
			}
		}
		// Another intent starts with no slots: the session has one intent.
		const target = step.intent ? this.intentNamed( step.intent ) : intent;
		const targetSlots = target === intent ? slots : {};
		switch ( step.action ) {
			case 'ElicitSlot':
				return this.elicit(
					target,
					targetSlots,
					step.slotToElicit ?? ''
				);
			case 'StartIntent':
				return this.start( target, targetSlots );
			case 'FulfillIntent':
			case 'CloseIntent':
				return this.close( target, targetSlots );
			case 'ElicitIntent':
				return { dialogAction: { type: 'ElicitIntent' }, memory: {} };
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
			case 'EvaluateConditional':
				throw new Error(
					'Bot template: EvaluateConditional outside its stage'
				);
		}
	}

	private hold( intent: IntentDefinition, slots: SlotValues ) {
		this.held[ intent.name ] = { ...this.held[ intent.name ], ...slots };
	}

	slotOf( intent: IntentDefinition, name: string ): SlotDefinition {
		const slot = intent.slots.find( ( item ) => item.name === name );
		if ( ! slot ) {
			throw new Error(
				`Bot template: intent ${ intent.name } has no slot ${ name }`
			);
		}
		return slot;
	}
}
