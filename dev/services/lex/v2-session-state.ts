/**
 * The `sessionState` of a RecognizeText request: the session attributes,
 * and the dialog the client sets ("Pass the session information inline as
 * part of a call to the RecognizeText… operation"). What the API reference
 * requires (a `dialogAction.type` of its valid values, an intent `name`, a
 * slot value's `interpretedValue`; `slotToElicit` and the intent with
 * `ElicitSlot`) is checked as Lex does, with a ValidationException. What
 * the stand-in does not run (the other dialog actions, active contexts,
 * runtime hints, list slots, spelling styles), or whose effect the
 * documentation leaves open (an intent without a dialog action, or with
 * `ElicitIntent`; another intent state), is refused with an
 * `UndocumentedRequestError` (HTTP 500 naming it) rather than guessed.
 */
import { UndocumentedRequestError } from '../bot/requested-dialog';
import type {
	RequestedDialog,
	SessionAttributes,
	SlotValues,
} from '../bot/types';
import type { AwsError } from '../lib/aws-errors';
import { isRecord } from '../lib/http';
import { stringMap, type Checked } from './lex-protocol';

/** DialogAction `type`, "Valid Values" in the runtime API reference. */
const DIALOG_ACTION_TYPES = [
	'Close',
	'ConfirmIntent',
	'Delegate',
	'ElicitIntent',
	'ElicitSlot',
	'None',
];

/** Intent `state`, "Valid Values". */
const INTENT_STATES = [
	'Failed',
	'Fulfilled',
	'InProgress',
	'ReadyForFulfillment',
	'Waiting',
	'FulfillmentInProgress',
];

export interface RequestSessionState {
	attributes?: SessionAttributes;
	dialog?: RequestedDialog;
}

class Invalid extends Error {
	constructor(
		readonly field: string,
		readonly constraint: string
	) {
		super( `${ field }: ${ constraint }` );
	}
}

function validation( error: Invalid ): AwsError {
	return {
		type: 'ValidationException',
		status: 400,
		message: `1 validation error detected: Value at '${ error.field }' failed to satisfy constraint: ${ error.constraint }`,
	};
}

function refuse( field: string, why: string ): never {
	throw new UndocumentedRequestError( `${ field }: ${ why }` );
}

function text( value: unknown, field: string ): string {
	if ( typeof value !== 'string' || value === '' ) {
		throw new Invalid(
			field,
			'Member must have length greater than or equal to 1'
		);
	}
	return value;
}

function slotsOf( value: unknown ): SlotValues {
	const field = 'sessionState.intent.slots';
	if ( value === undefined ) {
		return {};
	}
	if ( ! isRecord( value ) ) {
		throw new Invalid( field, 'Member must be a map of Slot' );
	}
	const slots: SlotValues = {};
	for ( const [ name, slot ] of Object.entries( value ) ) {
		const where = `${ field }.${ name }`;
		// "If a slot has not been filled, the value is null."
		if ( slot === null ) {
			continue;
		}
		if ( ! isRecord( slot ) ) {
			throw new Invalid( where, 'Member must be a Slot' );
		}
		for ( const key of Object.keys( slot ) ) {
			if (
				key !== 'value' &&
				! ( key === 'shape' && slot.shape === 'Scalar' )
			) {
				refuse(
					`${ where }.${ key }`,
					'the stand-in runs only scalar slot values'
				);
			}
		}
		if ( ! isRecord( slot.value ) ) {
			refuse(
				`${ where }.value`,
				'a slot with no value is not documented'
			);
		}
		const interpreted = text(
			slot.value.interpretedValue,
			`${ where }.value.interpretedValue`
		);
		const original =
			slot.value.originalValue === undefined
				? interpreted
				: text(
						slot.value.originalValue,
						`${ where }.value.originalValue`
					);
		slots[ name ] = { original, interpreted };
	}
	return slots;
}

function dialogOf(
	action: unknown,
	intent: unknown
): RequestedDialog | undefined {
	if ( action === undefined ) {
		if ( intent !== undefined ) {
			refuse(
				'sessionState.intent',
				'an intent without a dialogAction is not documented'
			);
		}
		return undefined;
	}
	if ( ! isRecord( action ) ) {
		throw new Invalid(
			'sessionState.dialogAction',
			'Member must be a DialogAction'
		);
	}
	const { type, slotToElicit } = action;
	if ( typeof type !== 'string' || ! DIALOG_ACTION_TYPES.includes( type ) ) {
		throw new Invalid(
			'sessionState.dialogAction.type',
			`Member must satisfy enum value set: [${ DIALOG_ACTION_TYPES.join( ', ' ) }]`
		);
	}
	for ( const key of [ 'slotElicitationStyle', 'subSlotToElicit' ] ) {
		if ( action[ key ] !== undefined && action[ key ] !== 'Default' ) {
			refuse(
				`sessionState.dialogAction.${ key }`,
				'the stand-in does not run it'
			);
		}
	}
	if ( type === 'ElicitIntent' ) {
		if ( intent !== undefined || slotToElicit !== undefined ) {
			refuse(
				'sessionState.dialogAction',
				'what Lex does with an intent or slotToElicit sent with ElicitIntent is not documented'
			);
		}
		return { type };
	}
	if ( type !== 'ElicitSlot' ) {
		refuse(
			'sessionState.dialogAction.type',
			`the stand-in does not run ${ type }`
		);
	}
	// "the slotToElicit field is only required when dialogAction.type is
	// ElicitSlot"; the intent is "Not required when dialogAction.type is
	// Delegate or ElicitIntent".
	const slot = text( slotToElicit, 'sessionState.dialogAction.slotToElicit' );
	if ( ! isRecord( intent ) ) {
		throw new Invalid(
			'sessionState.intent',
			'Member must not be null with ElicitSlot'
		);
	}
	const state = intent.state ?? 'InProgress';
	if ( typeof state !== 'string' || ! INTENT_STATES.includes( state ) ) {
		throw new Invalid(
			'sessionState.intent.state',
			`Member must satisfy enum value set: [${ INTENT_STATES.join( ', ' ) }]`
		);
	}
	if ( state !== 'InProgress' ) {
		refuse(
			'sessionState.intent.state',
			`eliciting a slot of an intent that is ${ state } is not documented`
		);
	}
	if ( ( intent.confirmationState ?? 'None' ) !== 'None' ) {
		refuse(
			'sessionState.intent.confirmationState',
			'the stand-in runs no confirmation'
		);
	}
	return {
		type,
		slot,
		intent: text( intent.name, 'sessionState.intent.name' ),
		slots: slotsOf( intent.slots ),
	};
}

/**
 * The request's session state, checked.
 * @param value The request body's `sessionState`.
 */
export function parseV2SessionState(
	value: unknown
): Checked< RequestSessionState > {
	if ( value === undefined || value === null ) {
		return { ok: true, value: {} };
	}
	if ( ! isRecord( value ) ) {
		return {
			ok: false,
			error: validation(
				new Invalid( 'sessionState', 'Member must be a SessionState' )
			),
		};
	}
	for ( const key of [ 'activeContexts', 'runtimeHints' ] ) {
		if ( value[ key ] !== undefined ) {
			refuse( `sessionState.${ key }`, 'the stand-in does not run it' );
		}
	}
	const attributes = stringMap(
		value.sessionAttributes,
		'sessionState.sessionAttributes',
		'ValidationException'
	);
	if ( ! attributes.ok ) {
		return attributes;
	}
	try {
		const dialog = dialogOf( value.dialogAction, value.intent );
		return {
			ok: true,
			value: {
				...( attributes.value ? { attributes: attributes.value } : {} ),
				...( dialog ? { dialog } : {} ),
			},
		};
	} catch ( error ) {
		if ( error instanceof Invalid ) {
			return { ok: false, error: validation( error ) };
		}
		throw error;
	}
}
