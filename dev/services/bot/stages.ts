/**
 * Dialog steps (`DialogState`) and the stages that hold them: a response, a
 * next step and a conditional, for each pair Lex V2 has (`NextStep` /
 * `Conditional`, `CaptureNextStep` / `CaptureConditional`,
 * `FailureNextStep` / `FailureConditional`). Lex evaluates a conditional
 * only when the step before it is `EvaluateConditional` (dialog.ts,
 * `Dialog.stage`); a step that asks for a conditional the stage does not
 * have is refused here.
 */
import { parseCondition } from './conditions';
import { TemplateError, type Json } from './template-json';
import { messageGroups } from './messages';
import {
	knownObjectAt,
	listAt,
	NAME,
	objectAt,
	stringAt,
} from './template-json';
import type {
	AttributeSetting,
	Conditional,
	DialogStep,
	Stage,
	StepAction,
} from './types';

const ACTIONS: readonly StepAction[] = [
	'ElicitSlot',
	'ElicitIntent',
	'StartIntent',
	'EvaluateConditional',
	'CloseIntent',
	'EndConversation',
	'FulfillIntent',
];

/**
 * A session attribute a step sets. The guide ("Set values during the
 * conversation") shows the console's forms; the API's form of a constant,
 * and a key with no value, are not documented, so only a `{slot}`
 * reference is run.
 * @param value The `SessionAttributes` item.
 * @param path  Where it is.
 */
function attributeSetting( value: Json, path: string ): AttributeSetting {
	const item = knownObjectAt( value, path, [ 'Key', 'Value' ] );
	const key = stringAt( item.Key, `${ path }.Key` );
	const text =
		item.Value === undefined
			? undefined
			: stringAt( item.Value, `${ path }.Value` );
	const slot = text && /^\{([^{}.]+)\}$/.exec( text )?.[ 1 ];
	if ( ! slot ) {
		throw new TemplateError(
			path,
			`${ key } = ${ JSON.stringify(
				text ?? null
			) }: only a {slot} reference has a documented meaning here`
		);
	}
	return { key, slot };
}

export function dialogStep( value: Json, path: string ): DialogStep {
	const state = knownObjectAt( value, path, [
		'DialogAction',
		'Intent',
		'SessionAttributes',
	] );
	const action = knownObjectAt(
		state.DialogAction,
		`${ path }.DialogAction`,
		[ 'Type', 'SlotToElicit' ]
	);
	const type = stringAt( action.Type, `${ path }.DialogAction.Type` );
	const known = ACTIONS.find( ( name ) => name === type );
	if ( ! known ) {
		throw new TemplateError(
			path,
			`the stand-in does not run the dialog action ${ type }`
		);
	}
	const slotToElicit =
		action.SlotToElicit === undefined
			? undefined
			: stringAt( action.SlotToElicit, `${ path }.SlotToElicit` );
	if ( ( known === 'ElicitSlot' ) !== ( slotToElicit !== undefined ) ) {
		throw new TemplateError(
			path,
			'SlotToElicit goes with ElicitSlot, and only with it'
		);
	}
	const intent =
		state.Intent === undefined
			? undefined
			: stringAt(
					knownObjectAt( state.Intent, `${ path }.Intent`, [
						'Name',
					] ).Name,
					`${ path }.Intent.Name`
				);
	if ( intent !== undefined && ! NAME.test( intent ) ) {
		throw new TemplateError( path, `${ intent } is not an intent name` );
	}
	return {
		action: known,
		...( slotToElicit ? { slotToElicit } : {} ),
		...( intent ? { intent } : {} ),
		sessionAttributes: listAt(
			state.SessionAttributes,
			`${ path }.SessionAttributes`
		).map( ( item, index ) =>
			attributeSetting( item, `${ path }.SessionAttributes[${ index }]` )
		),
	};
}

/**
 * A branch's own next step: a further `EvaluateConditional` there would
 * name no conditional, so it is refused.
 * @param value
 * @param path
 */
function branchStep( value: Json | undefined, path: string ): DialogStep {
	if ( value === undefined ) {
		throw new TemplateError( path, 'a branch needs a NextStep' );
	}
	const next = dialogStep( value, path );
	if ( next.action === 'EvaluateConditional' ) {
		throw new TemplateError(
			path,
			'EvaluateConditional in a branch names no conditional'
		);
	}
	return next;
}

function conditional(
	value: Json,
	path: string,
	slots: readonly string[]
): Conditional | undefined {
	const spec = knownObjectAt( value, path, [
		'IsActive',
		'ConditionalBranches',
		'DefaultBranch',
	] );
	if ( spec.IsActive === false ) {
		return undefined;
	}
	const fallback = knownObjectAt(
		spec.DefaultBranch,
		`${ path }.DefaultBranch`,
		[ 'Response', 'NextStep' ]
	);
	return {
		branches: listAt(
			spec.ConditionalBranches,
			`${ path }.ConditionalBranches`
		).map( ( item, index ) => {
			const where = `${ path }.ConditionalBranches[${ index }]`;
			const branch = knownObjectAt( item, where, [
				'Name',
				'Condition',
				'Response',
				'NextStep',
			] );
			return {
				name: stringAt( branch.Name, `${ where }.Name` ),
				condition: parseCondition(
					stringAt(
						objectAt( branch.Condition, `${ where }.Condition` )
							.ExpressionString,
						`${ where }.Condition.ExpressionString`
					),
					where
				),
				response: messageGroups(
					branch.Response,
					`${ where }.Response`,
					slots
				),
				next: branchStep( branch.NextStep, `${ where }.NextStep` ),
			};
		} ),
		fallback: {
			response: messageGroups(
				fallback.Response,
				`${ path }.DefaultBranch.Response`,
				slots
			),
			next: branchStep(
				fallback.NextStep,
				`${ path }.DefaultBranch.NextStep`
			),
		},
	};
}

/** Which properties of a setting make up one stage. */
export interface StageKeys {
	response: string;
	next: string;
	conditional: string;
}

/**
 * One stage of a setting; undefined when the setting has none of its keys.
 * @param setting The setting object (already checked for unknown keys).
 * @param keys    Its response, next-step and conditional properties.
 * @param path    Where the setting is.
 * @param slots   The intent's slot names, for `{slot}` in messages.
 */
export function stageOf(
	setting: { [ key: string ]: Json },
	keys: StageKeys,
	path: string,
	slots: readonly string[]
): Stage | undefined {
	if (
		Object.values( keys ).every( ( key ) => setting[ key ] === undefined )
	) {
		return undefined;
	}
	const next =
		setting[ keys.next ] === undefined
			? undefined
			: dialogStep( setting[ keys.next ], `${ path }.${ keys.next }` );
	const branches =
		setting[ keys.conditional ] === undefined
			? undefined
			: conditional(
					setting[ keys.conditional ],
					`${ path }.${ keys.conditional }`,
					slots
				);
	if ( next?.action === 'EvaluateConditional' && ! branches ) {
		throw new TemplateError(
			`${ path }.${ keys.next }`,
			`EvaluateConditional needs an active ${ keys.conditional }`
		);
	}
	return {
		response: messageGroups(
			setting[ keys.response ],
			`${ path }.${ keys.response }`,
			slots
		),
		...( next ? { next } : {} ),
		...( branches ? { conditional: branches } : {} ),
	};
}
