/**
 * Reads the recruiting bot out of the plugin's CloudFormation template
 * (aws/recruiting-bot.template.json): the `AWS::Lex::Bot` resource's
 * locales, intents, slots and slot types, with the parameters' defaults
 * (or the values given) filled in.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * Internal dependencies
 */
import { evaluate, TemplateError, type Json } from './intrinsics';
import { parseCondition } from './conditions';
import type {
	BotDefinition,
	BotMessage,
	DialogStep,
	IntentDefinition,
	LocaleDefinition,
	ResponseSetting,
	SlotDefinition,
	SlotTypeDefinition,
	StepAction,
} from './types';

/** The template the plugin ships, from the repository root. */
export const TEMPLATE_PATH = resolve(
	__dirname,
	'../../../aws/recruiting-bot.template.json'
);

type JsonObject = { [ key: string ]: Json };

function isObject( value: unknown ): value is JsonObject {
	return (
		typeof value === 'object' && value !== null && ! Array.isArray( value )
	);
}

function objectAt( value: unknown, path: string ): JsonObject {
	if ( ! isObject( value ) ) {
		throw new TemplateError( path, 'expected an object' );
	}
	return value;
}

function listAt( value: unknown, path: string ): Json[] {
	if ( value === undefined ) {
		return [];
	}
	if ( ! Array.isArray( value ) ) {
		throw new TemplateError( path, 'expected a list' );
	}
	return value;
}

function stringAt( value: unknown, path: string ): string {
	if ( typeof value !== 'string' ) {
		throw new TemplateError( path, 'expected a string' );
	}
	return value;
}

function message( group: Json, path: string ): BotMessage {
	// Lex picks one of the group's message and variations; the stand-in
	// always says the first.
	const body = objectAt(
		objectAt( group, path ).Message,
		`${ path }.Message`
	);
	const text = ( key: string ) =>
		stringAt(
			objectAt( body[ key ], `${ path }.${ key }` ).Value,
			`${ path }.${ key }.Value`
		);
	if ( body.PlainTextMessage ) {
		return { type: 'PlainText', content: text( 'PlainTextMessage' ) };
	}
	if ( body.SSMLMessage ) {
		return { type: 'SSML', content: text( 'SSMLMessage' ) };
	}
	if ( body.CustomPayload ) {
		return { type: 'CustomPayload', content: text( 'CustomPayload' ) };
	}
	const card = objectAt(
		body.ImageResponseCard,
		`${ path }.ImageResponseCard`
	);
	return {
		type: 'ImageResponseCard',
		card: {
			title: stringAt( card.Title, `${ path }.Title` ),
			...( card.Subtitle
				? { subtitle: stringAt( card.Subtitle, `${ path }.Subtitle` ) }
				: {} ),
			...( card.ImageUrl
				? { imageUrl: stringAt( card.ImageUrl, `${ path }.ImageUrl` ) }
				: {} ),
			buttons: listAt( card.Buttons, `${ path }.Buttons` ).map(
				( button, index ) => {
					const where = `${ path }.Buttons[${ index }]`;
					const item = objectAt( button, where );
					return {
						text: stringAt( item.Text, `${ where }.Text` ),
						value: stringAt( item.Value, `${ where }.Value` ),
					};
				}
			),
		},
	};
}

function messages(
	specification: Json | undefined,
	path: string
): BotMessage[] {
	if ( specification === undefined ) {
		return [];
	}
	const groups = objectAt( specification, path ).MessageGroupsList;
	return listAt( groups, `${ path }.MessageGroupsList` ).map(
		( group, index ) =>
			message( group, `${ path }.MessageGroupsList[${ index }]` )
	);
}

const ACTIONS: readonly StepAction[] = [
	'ElicitSlot',
	'ElicitIntent',
	'StartIntent',
	'CloseIntent',
	'EndConversation',
	'FulfillIntent',
];

function step( value: Json | undefined, path: string ): DialogStep | undefined {
	if ( value === undefined ) {
		return undefined;
	}
	const state = objectAt( value, path );
	const action = objectAt( state.DialogAction, `${ path }.DialogAction` );
	const type = stringAt( action.Type, `${ path }.DialogAction.Type` );
	const known = ACTIONS.find( ( name ) => name === type );
	if ( ! known ) {
		throw new TemplateError(
			path,
			`the stand-in does not run the dialog action ${ type }`
		);
	}
	return {
		action: known,
		...( action.SlotToElicit
			? {
					slotToElicit: stringAt(
						action.SlotToElicit,
						`${ path }.SlotToElicit`
					),
				}
			: {} ),
		...( state.Intent
			? {
					intent: stringAt(
						objectAt( state.Intent, `${ path }.Intent` ).Name,
						`${ path }.Intent.Name`
					),
				}
			: {} ),
		sessionAttributes: listAt(
			state.SessionAttributes,
			`${ path }.SessionAttributes`
		).map( ( item, index ) => {
			const where = `${ path }.SessionAttributes[${ index }]`;
			const attribute = objectAt( item, where );
			return {
				key: stringAt( attribute.Key, `${ where }.Key` ),
				...( attribute.Value === undefined
					? {}
					: {
							value: stringAt(
								attribute.Value,
								`${ where }.Value`
							),
						} ),
			};
		} ),
	};
}

function responseSetting(
	value: Json | undefined,
	responseKey: string,
	path: string
): ResponseSetting | undefined {
	if ( value === undefined ) {
		return undefined;
	}
	const setting = objectAt( value, path );
	const conditional = setting.Conditional
		? objectAt( setting.Conditional, `${ path }.Conditional` )
		: undefined;
	const active = conditional && conditional.IsActive !== false;
	const fallback = active
		? objectAt(
				conditional.DefaultBranch,
				`${ path }.Conditional.DefaultBranch`
			)
		: undefined;
	return {
		response: messages(
			setting[ responseKey ],
			`${ path }.${ responseKey }`
		),
		next: step( setting.NextStep, `${ path }.NextStep` ),
		...( conditional && fallback
			? {
					conditional: {
						branches: listAt(
							conditional.ConditionalBranches,
							`${ path }.Conditional.ConditionalBranches`
						).map( ( item, index ) => {
							const where = `${ path }.Conditional.ConditionalBranches[${ index }]`;
							const branch = objectAt( item, where );
							const next = step(
								branch.NextStep,
								`${ where }.NextStep`
							);
							if ( ! next ) {
								throw new TemplateError(
									where,
									'a branch needs a NextStep'
								);
							}
							return {
								name: stringAt(
									branch.Name,
									`${ where }.Name`
								),
								condition: parseCondition(
									stringAt(
										objectAt(
											branch.Condition,
											`${ where }.Condition`
										).ExpressionString,
										`${ where }.Condition.ExpressionString`
									),
									where
								),
								response: messages(
									branch.Response,
									`${ where }.Response`
								),
								next,
							};
						} ),
						fallback: {
							response: messages(
								fallback.Response,
								`${ path }.Conditional.DefaultBranch.Response`
							),
							next: step(
								fallback.NextStep,
								`${ path }.Conditional.DefaultBranch.NextStep`
							),
						},
					},
				}
			: {} ),
	};
}

function slotsOf( intent: JsonObject, path: string ): SlotDefinition[] {
	const slots = listAt( intent.Slots, `${ path }.Slots` ).map(
		( item, index ) => {
			const where = `${ path }.Slots[${ index }]`;
			const slot = objectAt( item, where );
			const elicitation = objectAt(
				slot.ValueElicitationSetting,
				`${ where }.ValueElicitationSetting`
			);
			return {
				name: stringAt( slot.Name, `${ where }.Name` ),
				slotType: stringAt(
					slot.SlotTypeName,
					`${ where }.SlotTypeName`
				),
				required: elicitation.SlotConstraint === 'Required',
				prompt: messages(
					elicitation.PromptSpecification,
					`${ where }.PromptSpecification`
				),
			};
		}
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

function intentOf( value: Json, path: string ): IntentDefinition {
	const intent = objectAt( value, path );
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
		slots: slotsOf( intent, path ),
		initialResponse: responseSetting(
			intent.InitialResponseSetting,
			'InitialResponse',
			`${ path }.InitialResponseSetting`
		),
		closing: responseSetting(
			intent.IntentClosingSetting,
			'ClosingResponse',
			`${ path }.IntentClosingSetting`
		),
	};
}

function slotTypeOf( value: Json, path: string ): SlotTypeDefinition {
	const slotType = objectAt( value, path );
	const strategy = objectAt(
		slotType.ValueSelectionSetting,
		`${ path }.ValueSelectionSetting`
	).ResolutionStrategy;
	if ( strategy !== 'ORIGINAL_VALUE' && strategy !== 'TOP_RESOLUTION' ) {
		throw new TemplateError(
			path,
			`the stand-in does not resolve ${ String( strategy ) }`
		);
	}
	return {
		name: stringAt( slotType.Name, `${ path }.Name` ),
		strategy,
		values: listAt(
			slotType.SlotTypeValues,
			`${ path }.SlotTypeValues`
		).map( ( item, index ) => {
			const where = `${ path }.SlotTypeValues[${ index }]`;
			const entry = objectAt( item, where );
			return {
				value: stringAt(
					objectAt( entry.SampleValue, `${ where }.SampleValue` )
						.Value,
					`${ where }.SampleValue.Value`
				),
				synonyms: listAt( entry.Synonyms, `${ where }.Synonyms` ).map(
					( synonym, position ) =>
						stringAt(
							objectAt(
								synonym,
								`${ where }.Synonyms[${ position }]`
							).Value,
							`${ where }.Synonyms[${ position }].Value`
						)
				),
			};
		} ),
	};
}

function localeOf( value: Json, path: string ): LocaleDefinition {
	const locale = objectAt( value, path );
	const intents = listAt( locale.Intents, `${ path }.Intents` ).map(
		( item, index ) => intentOf( item, `${ path }.Intents[${ index }]` )
	);
	const slotTypes = listAt( locale.SlotTypes, `${ path }.SlotTypes` ).map(
		( item, index ) => slotTypeOf( item, `${ path }.SlotTypes[${ index }]` )
	);
	for ( const intent of intents ) {
		for ( const slot of intent.slots ) {
			if ( ! slotTypes.some( ( type ) => type.name === slot.slotType ) ) {
				throw new TemplateError(
					path,
					`slot ${ intent.name }.${ slot.name } has an unknown type ${ slot.slotType }`
				);
			}
		}
	}
	return {
		localeId: stringAt( locale.LocaleId, `${ path }.LocaleId` ),
		intents,
		slotTypes,
	};
}

/**
 * The bot definition in a parsed template.
 * @param template   The template as JSON.
 * @param parameters Values for the template's parameters; defaults otherwise.
 */
export function botDefinitionFrom(
	template: Json,
	parameters: Record< string, string > = {}
): BotDefinition {
	const root = objectAt( template, '$' );
	const values: Record< string, string | string[] > = {};
	for ( const [ name, declaration ] of Object.entries(
		objectAt( root.Parameters ?? {}, 'Parameters' )
	) ) {
		const parameter = objectAt( declaration, `Parameters.${ name }` );
		const value = parameters[ name ] ?? parameter.Default;
		if ( value === undefined ) {
			continue;
		}
		const text = String( value );
		values[ name ] =
			parameter.Type === 'CommaDelimitedList' ? text.split( ',' ) : text;
	}
	const bots = Object.entries(
		objectAt( root.Resources, 'Resources' )
	).filter(
		( [ , resource ] ) =>
			isObject( resource ) && resource.Type === 'AWS::Lex::Bot'
	);
	if ( bots.length !== 1 ) {
		throw new TemplateError(
			'Resources',
			`expected one AWS::Lex::Bot, found ${ bots.length }`
		);
	}
	const [ logicalId, resource ] = bots[ 0 ];
	const path = `Resources.${ logicalId }.Properties.BotLocales`;
	const properties = objectAt(
		objectAt( resource, `Resources.${ logicalId }` ).Properties,
		path
	);
	const scope = {
		parameters: values,
		conditions:
			root.Conditions === undefined
				? {}
				: objectAt( root.Conditions, 'Conditions' ),
	};
	const locales = listAt(
		evaluate( properties.BotLocales, scope, path ),
		path
	).map( ( item, index ) => localeOf( item, `${ path }[${ index }]` ) );
	return {
		locales: new Map(
			locales.map( ( locale ) => [ locale.localeId, locale ] )
		),
	};
}

/**
 * The bot in the template file.
 * @param path       The template; the plugin's by default.
 * @param parameters Values for the template's parameters.
 */
export function loadBotDefinition(
	path = TEMPLATE_PATH,
	parameters: Record< string, string > = {}
): BotDefinition {
	const text = readFileSync( path, 'utf8' );
	let json: Json;
	try {
		json = JSON.parse( text ) as Json;
	} catch ( error ) {
		throw new Error(
			`Bot template ${ path } is not JSON: ${ String( error ) }`
		);
	}
	return botDefinitionFrom( json, parameters );
}
