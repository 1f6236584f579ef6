/**
 * The dialog a RecognizeText request sets ("You can modify the session
 * state… change the flow of the conversation by setting the dialog context
 * to interpret the next utterance"), as the state the turn starts from: it
 * replaces what the session remembered. `ElicitIntent`: no intent in
 * progress, so the text is recognised as an intent. `ElicitSlot`: the
 * intent in progress with the slots given, the named slot elicited, so the
 * text is that slot's value. What Lex does with an intent or slot the bot
 * does not have, or a value its slot type does not list, is not documented:
 * the stand-in refuses the request rather than guess.
 */
import { resolveSlotValue, slotTypeOf } from './understand';
import type {
	DialogMemory,
	HeldSlots,
	IntentDefinition,
	LocaleDefinition,
	RequestedDialog,
	SlotDefinition,
	SlotValues,
} from './types';

/** A request whose answer the Lex documentation leaves open. */
export class UndocumentedRequestError extends Error {
	constructor( message: string ) {
		super( `Lex request: ${ message }` );
		this.name = 'UndocumentedRequestError';
	}
}

function intentNamed(
	locale: LocaleDefinition,
	name: string
): IntentDefinition {
	const intent = locale.intents.find( ( item ) => item.name === name );
	if ( ! intent ) {
		throw new UndocumentedRequestError(
			`sessionState.intent.name ${ name } is no intent of the bot's ${ locale.localeId } locale`
		);
	}
	return intent;
}

function slotNamed(
	intent: IntentDefinition,
	name: string,
	field: string
): SlotDefinition {
	const slot = intent.slots.find( ( item ) => item.name === name );
	if ( ! slot ) {
		throw new UndocumentedRequestError(
			`${ field } ${ name } is no slot of the intent ${ intent.name }`
		);
	}
	return slot;
}

/**
 * The slots given, each one a value its slot type has (any text for
 * `AMAZON.FreeFormInput`; a custom type's listed value, as resolved).
 * @param locale The bot's locale.
 * @param intent The intent.
 * @param given  The slots the request sends.
 */
function checkedSlots(
	locale: LocaleDefinition,
	intent: IntentDefinition,
	given: SlotValues
): SlotValues {
	for ( const [ name, value ] of Object.entries( given ) ) {
		const slot = slotNamed( intent, name, 'sessionState.intent.slots' );
		const resolved = resolveSlotValue(
			slotTypeOf( locale, slot ),
			value.interpreted
		);
		if ( resolved?.interpreted !== value.interpreted ) {
			throw new UndocumentedRequestError(
				`sessionState.intent.slots.${ name }: "${ value.interpreted }" is not a value of the slot type ${ slot.slotType }`
			);
		}
	}
	return given;
}

/**
 * What the turn starts from when the request sets the dialog.
 * @param locale The bot's locale.
 * @param dialog The dialog the request sets.
 * @param held   With the `merge` freedom, the slots the session has held
 *               for each intent: those the request leaves out keep them.
 */
export function memoryForRequest(
	locale: LocaleDefinition,
	dialog: RequestedDialog,
	held?: HeldSlots
): DialogMemory {
	if ( dialog.type === 'ElicitIntent' ) {
		return {};
	}
	const intent = intentNamed( locale, dialog.intent );
	slotNamed( intent, dialog.slot, 'sessionState.dialogAction.slotToElicit' );
	return {
		pending: {
			intent: intent.name,
			slots: {
				...held?.[ intent.name ],
				...checkedSlots( locale, intent, dialog.slots ),
			},
			eliciting: dialog.slot,
		},
	};
}
