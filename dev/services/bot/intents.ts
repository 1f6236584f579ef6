/**
 * A locale's intents and their slots, read from the template: sample
 * utterances, slots in priority order with their prompts and capture
 * settings, and the initial response and closing stages.
 */
import { messageGroups } from './messages';
import { FREE_FORM_INPUT, slotTypeNamed, slotTypeOf } from './slot-types';
import { stageOf } from './stages';
import {
	knownObjectAt,
	listAt,
	objectAt,
	stringAt,
	TemplateError,
	type Json,
	type JsonObject,
} from './template-json';
import type {
	IntentDefinition,
	LocaleDefinition,
	SlotDefinition,
	SlotTypeDefinition,
} from './types';

const PROMPT_KEYS = [
	'MessageGroupsList',
	'MaxRetries',
	'AllowInterrupt',
	'MessageSelectionStrategy',
];

function slotOf(
	value: Json,
	path: string,
	slotNames: readonly string[]
): SlotDefinition {
	const slot = knownObjectAt( value, path, [
		'Name',
		'Description',
		'SlotTypeName',
		'ValueElicitationSetting',
	] );
	const elicitation = knownObjectAt(
		slot.ValueElicitationSetting,
		`${ path }.ValueElicitationSetting`,
		[ 'SlotConstraint', 'PromptSpecification', 'SlotCaptureSetting' ]
	);
	const promptPath = `${ path }.ValueElicitationSetting.PromptSpecification`;
	const prompt = objectAt( elicitation.PromptSpecification, promptPath );
	const strategy = prompt.MessageSelectionStrategy ?? 'Random';
	if ( strategy !== 'Random' ) {
		throw new TemplateError( promptPath, 'only Random selection is run' );
	}
	const capturePath = `${ path }.ValueElicitationSetting.SlotCaptureSetting`;
	const capture =
		elicitation.SlotCaptureSetting === undefined
			? {}
			: knownObjectAt( elicitation.SlotCaptureSetting, capturePath, [
					'CaptureResponse',
					'CaptureNextStep',
					'CaptureConditional',
					'FailureResponse',
					'FailureNextStep',
					'FailureConditional',
				] );
	const stage = ( kind: 'Capture' | 'Failure' ) =>
		stageOf(
			capture,
			{
				response: `${ kind }Response`,
				next: `${ kind }NextStep`,
				conditional: `${ kind }Conditional`,
			},
			capturePath,
			slotNames
		);
	const captured = stage( 'Capture' );
	const failure = stage( 'Failure' );
	return {
		name: stringAt( slot.Name, `${ path }.Name` ),
		slotType: stringAt( slot.SlotTypeName, `${ path }.SlotTypeName` ),
		required: elicitation.SlotConstraint === 'Required',
		prompt: messageGroups( prompt, promptPath, slotNames, PROMPT_KEYS ),
		maxRetries: Number( prompt.MaxRetries ?? 0 ),
		...( captured ? { capture: captured } : {} ),
		...( failure ? { failure } : {} ),
	};
}

function slotsOf( intent: JsonObject, path: string ): SlotDefinition[] {
	const items = listAt( intent.Slots, `${ path }.Slots` );
	const names = items.map( ( item, index ) =>
		stringAt(
			objectAt( item, `${ path }.Slots[${ index }]` ).Name,
			`${ path }.Slots[${ index }].Name`
		)
	);
	const slots = items.map( ( item, index ) =>
		slotOf( item, `${ path }.Slots[${ index }]`, names )
	);
	const priority = new Map< string, number >();
	listAt( intent.SlotPriorities, `${ path }.SlotPriorities` ).forEach(
		( item, index ) => {
			const where = `${ path }.SlotPriorities[${ index }]`;
			const entry = objectAt( item, where );
			priority.set(
				stringAt( entry.SlotName, `${ where }.SlotName` ),
				Number( entry.Priority )
			);
		}
	);
	for ( const slot of slots ) {
		if ( ! priority.has( slot.name ) ) {
			throw new TemplateError(
				path,
				`slot ${ slot.name } has no priority`
			);
		}
	}
	return slots.sort(
		( a, b ) =>
			( priority.get( a.name ) ?? 0 ) - ( priority.get( b.name ) ?? 0 )
	);
}

const INTENT_KEYS = [
	'Name',
	'Description',
	'ParentIntentSignature',
	'SampleUtterances',
	'SlotPriorities',
	'Slots',
	'InitialResponseSetting',
	'IntentClosingSetting',
];

function intentOf( value: Json, path: string ): IntentDefinition {
	const intent = knownObjectAt( value, path, INTENT_KEYS );
	const slots = slotsOf( intent, path );
	const names = slots.map( ( slot ) => slot.name );
	const setting = ( key: string, known: string[] ) =>
		intent[ key ] === undefined
			? {}
			: knownObjectAt( intent[ key ], `${ path }.${ key }`, known );
	const initial = setting( 'InitialResponseSetting', [
		'InitialResponse',
		'NextStep',
		'Conditional',
	] );
	const closing = setting( 'IntentClosingSetting', [
		'ClosingResponse',
		'NextStep',
		'Conditional',
		'IsActive',
	] );
	if ( closing.IsActive === false ) {
		throw new TemplateError(
			`${ path }.IntentClosingSetting.IsActive`,
			'an inactive closing is not run'
		);
	}
	const initialResponse = stageOf(
		initial,
		{
			response: 'InitialResponse',
			next: 'NextStep',
			conditional: 'Conditional',
		},
		`${ path }.InitialResponseSetting`,
		names
	);
	const closingStage = stageOf(
		closing,
		{
			response: 'ClosingResponse',
			next: 'NextStep',
			conditional: 'Conditional',
		},
		`${ path }.IntentClosingSetting`,
		names
	);
	return {
		name: stringAt( intent.Name, `${ path }.Name` ),
		...( intent.ParentIntentSignature
			? {
					parent: stringAt(
						intent.ParentIntentSignature,
						`${ path }.ParentIntentSignature`
					),
				}
			: {} ),
		utterances: listAt(
			intent.SampleUtterances,
			`${ path }.SampleUtterances`
		).map( ( item, index ) =>
			stringAt(
				objectAt( item, `${ path }.SampleUtterances[${ index }]` )
					.Utterance,
				`${ path }.SampleUtterances[${ index }].Utterance`
			)
		),
		slots,
		...( initialResponse ? { initialResponse } : {} ),
		...( closingStage ? { closing: closingStage } : {} ),
	};
}

/**
 * `AMAZON.FreeFormInput` "cannot be used in intent sample utterances";
 * a `{slot}` an utterance names must be one of the intent's.
 * @param intent    The intent.
 * @param slotTypes The locale's slot types.
 * @param path      Where the intent is.
 */
function checkUtterances(
	intent: IntentDefinition,
	slotTypes: readonly SlotTypeDefinition[],
	path: string
) {
	for ( const slot of intent.slots ) {
		slotTypeNamed( slot.slotType, slotTypes, `${ path }.${ slot.name }` );
	}
	for ( const utterance of intent.utterances ) {
		for ( const [ , name ] of utterance.matchAll( /\{([^{}]*)\}/g ) ) {
			const slot = intent.slots.find( ( item ) => item.name === name );
			if ( ! slot || slot.slotType === FREE_FORM_INPUT ) {
				throw new TemplateError(
					`${ path }.SampleUtterances`,
					slot
						? `${ FREE_FORM_INPUT } slot {${ name }} cannot be used in sample utterances`
						: `{${ name }} is not a slot of ${ intent.name }`
				);
			}
		}
	}
}

export function localeOf( value: Json, path: string ): LocaleDefinition {
	const locale = knownObjectAt( value, path, [
		'LocaleId',
		'Description',
		'NluConfidenceThreshold',
		'VoiceSettings',
		'SlotTypes',
		'Intents',
	] );
	const slotTypes = listAt( locale.SlotTypes, `${ path }.SlotTypes` ).map(
		( item, index ) => slotTypeOf( item, `${ path }.SlotTypes[${ index }]` )
	);
	const intents = listAt( locale.Intents, `${ path }.Intents` ).map(
		( item, index ) => {
			const where = `${ path }.Intents[${ index }]`;
			const intent = intentOf( item, where );
			checkUtterances( intent, slotTypes, where );
			return intent;
		}
	);
	const threshold = locale.NluConfidenceThreshold;
	return {
		localeId: stringAt( locale.LocaleId, `${ path }.LocaleId` ),
		...( typeof threshold === 'number'
			? { nluConfidenceThreshold: threshold }
			: {} ),
		intents,
		slotTypes,
	};
}
