/**
 * The rules the recruiting bot template keeps for Lex and for stack
 * updates (issue 24), each broken rule one line:
 * - every active Conditional is reached through `EvaluateConditional` (Lex
 *   evaluates one no other way; see dev/services/README.md);
 * - the bot's name is the `BotName` parameter or, left empty, a name made
 *   from the stack's id: a valid Lex bot name whatever the stack is called
 *   (a stack name may hold "--" or 128 characters, which Lex refuses), and
 *   never a constant, so two stacks can live in one region;
 * - the `AWS::Lex::BotVersion` is replaced whenever the bot changes: its
 *   `Description` names the template revision (a hash of the bot's
 *   properties) and every parameter the bot uses;
 * - a response card's buttons fit Lex's 50 characters with any value the
 *   plugin can send (no placeholder in a button, so no value to bound);
 * - every parameter the bot or its version's description uses has a
 *   `MaxLength` that keeps the bot's name within Lex's 100 characters and
 *   the description within 200 (`AWS::Lex::Bot` `Name` "Maximum: 100",
 *   `AWS::Lex::BotVersion` `Description` "Maximum: 200"), so a bad value
 *   fails when CloudFormation checks the parameters, not halfway through
 *   the stack;
 * - the `IdleSessionTTLInSeconds` output, which the chat's settings take,
 *   is the bot's own `IdleSessionTTLInSeconds`.
 */
import { createHash } from 'node:crypto';

import { evaluate } from '../../../tools/bot-template/intrinsics';

type Json =
	string | number | boolean | null | Json[] | { [ key: string ]: Json };

type JsonObject = { [ key: string ]: Json };

function isObject( value: unknown ): value is JsonObject {
	return (
		typeof value === 'object' && value !== null && ! Array.isArray( value )
	);
}

/** Each conditional property and the next step that evaluates it. */
export const CONDITIONAL_PAIRS: Record< string, string > = {
	Conditional: 'NextStep',
	CaptureConditional: 'CaptureNextStep',
	FailureConditional: 'FailureNextStep',
	ConfirmationConditional: 'ConfirmationNextStep',
	DeclinationConditional: 'DeclinationNextStep',
	SuccessConditional: 'SuccessNextStep',
	TimeoutConditional: 'TimeoutNextStep',
};

const BUTTON_LIMIT = 50;

/** `AWS::Lex::Bot` `Name`: "Maximum: 100". */
export const BOT_NAME_LIMIT = 100;

/** `AWS::Lex::BotVersion` `Description`: "Maximum: 200". */
export const VERSION_DESCRIPTION_LIMIT = 200;

/**
 * Calls `visit` on every object in `value`, with its path.
 * @param value The JSON value.
 * @param path  Where it is.
 * @param visit The visitor.
 */
function walk(
	value: Json | undefined,
	path: string,
	visit: ( object: JsonObject, where: string ) => void
) {
	if ( Array.isArray( value ) ) {
		value.forEach( ( item, index ) =>
			walk( item, `${ path }[${ index }]`, visit )
		);
	} else if ( isObject( value ) ) {
		visit( value, path );
		for ( const [ key, item ] of Object.entries( value ) ) {
			walk( item, `${ path }.${ key }`, visit );
		}
	}
}

function conditionalProblems( bot: JsonObject ): string[] {
	const problems: string[] = [];
	walk( bot, 'Bot', ( object, where ) => {
		for ( const [ conditional, nextStep ] of Object.entries(
			CONDITIONAL_PAIRS
		) ) {
			const spec = object[ conditional ];
			if ( ! isObject( spec ) || spec.IsActive === false ) {
				continue;
			}
			const next = object[ nextStep ];
			const action =
				isObject( next ) && isObject( next.DialogAction )
					? next.DialogAction.Type
					: undefined;
			if ( action !== 'EvaluateConditional' ) {
				problems.push(
					`${ where }.${ conditional } is active but ${ nextStep } is not EvaluateConditional: Lex never evaluates it`
				);
			}
		}
	} );
	return problems;
}

function buttonProblems( bot: JsonObject ): string[] {
	const problems: string[] = [];
	walk( bot, 'Bot', ( object, where ) => {
		if ( ! Array.isArray( object.Buttons ) ) {
			return;
		}
		object.Buttons.forEach( ( button, index ) => {
			for ( const key of [ 'Text', 'Value' ] ) {
				const text = isObject( button ) ? button[ key ] : undefined;
				if (
					typeof text !== 'string' ||
					/[[{]/.test( text ) ||
					text.length > BUTTON_LIMIT
				) {
					problems.push(
						`${ where }.Buttons[${ index }].${ key } must be a text of at most ${ BUTTON_LIMIT } characters with no placeholder`
					);
				}
			}
		} );
	} );
	return problems;
}

/**
 * The parameters an expression refers to (`Ref`, `${Name}` in `Fn::Sub`).
 * @param value      The expression.
 * @param parameters The template's parameter names.
 */
function parametersIn( value: Json | undefined, parameters: string[] ) {
	const used = new Set< string >();
	const text = JSON.stringify( value ?? null );
	for ( const name of parameters ) {
		if (
			text.includes( `{"Ref":"${ name }"}` ) ||
			text.includes( `\${${ name }}` )
		) {
			used.add( name );
		}
	}
	return [ ...used ].sort();
}

/**
 * JSON with sorted keys: the same bot gives the same text.
 * @param value
 */
function canonical( value: Json | undefined ): string {
	if ( Array.isArray( value ) ) {
		return `[${ value.map( canonical ).join( ',' ) }]`;
	}
	if ( isObject( value ) ) {
		return `{${ Object.keys( value )
			.sort()
			.map(
				( key ) =>
					`${ JSON.stringify( key ) }:${ canonical( value[ key ] ) }`
			)
			.join( ',' ) }}`;
	}
	return JSON.stringify( value ?? null );
}

/**
 * The template revision: the first 12 hex digits of the SHA-256 of the
 * bot resource's properties, keys sorted.
 * @param bot The `AWS::Lex::Bot` resource.
 */
export function botRevision( bot: unknown ): string {
	return createHash( 'sha256' )
		.update( canonical( isObject( bot ) ? bot.Properties : undefined ) )
		.digest( 'hex' )
		.slice( 0, 12 );
}

function versionProblems(
	template: JsonObject,
	botId: string,
	bot: JsonObject
): string[] {
	const resources = isObject( template.Resources ) ? template.Resources : {};
	const versions = Object.entries( resources ).filter(
		( [ , resource ] ) =>
			isObject( resource ) && resource.Type === 'AWS::Lex::BotVersion'
	);
	if ( versions.length !== 1 ) {
		return [
			`expected one AWS::Lex::BotVersion, found ${ versions.length }`,
		];
	}
	const [ name, version ] = versions[ 0 ] as [ string, JsonObject ];
	const properties = isObject( version.Properties ) ? version.Properties : {};
	const description = properties.Description;
	const sub =
		isObject( description ) && typeof description[ 'Fn::Sub' ] === 'string'
			? description[ 'Fn::Sub' ]
			: '';
	const problems: string[] = [];
	const revision = botRevision( bot );
	if ( ! sub.includes( `revision ${ revision }` ) ) {
		problems.push(
			`${ name }.Description must carry "revision ${ revision }" (the bot changed; this replaces the version)`
		);
	}
	const parameters = Object.keys(
		isObject( template.Parameters ) ? template.Parameters : {}
	);
	const used = parametersIn( bot.Properties, parameters );
	const carried = parametersIn( description, parameters );
	if ( JSON.stringify( used ) !== JSON.stringify( carried ) ) {
		problems.push(
			`${ name }.Description must carry exactly the parameters the bot uses (${ used.join(
				', '
			) }), not ${ carried.join( ', ' ) || 'none' }`
		);
	}
	if (
		JSON.stringify( properties.BotId ) !== JSON.stringify( { Ref: botId } )
	) {
		problems.push( `${ name }.BotId must be { "Ref": "${ botId }" }` );
	}
	return [ ...problems, ...lengthProblems( template, bot, sub ) ];
}

function maxLengthOf( template: JsonObject, parameter: string ) {
	const declaration = isObject( template.Parameters )
		? template.Parameters[ parameter ]
		: undefined;
	const max = isObject( declaration ) ? declaration.MaxLength : undefined;
	return typeof max === 'number' ? max : undefined;
}

/**
 * The longest the bot's name and its version's description can be with
 * any parameter values CloudFormation accepts.
 * @param template The template.
 * @param bot      The bot resource.
 * @param version  The version's `Description` (`Fn::Sub` text).
 */
function lengthProblems(
	template: JsonObject,
	bot: JsonObject,
	version: string
): string[] {
	const parameters = Object.keys(
		isObject( template.Parameters ) ? template.Parameters : {}
	);
	const problems: string[] = [];
	const name = isObject( bot.Properties ) ? bot.Properties.Name : undefined;
	for ( const parameter of parametersIn( name, parameters ) ) {
		const max = maxLengthOf( template, parameter );
		if ( max === undefined || max > BOT_NAME_LIMIT ) {
			problems.push(
				`Parameters.${ parameter }.MaxLength must be at most ${ BOT_NAME_LIMIT }: it names the bot (Lex's limit)`
			);
		}
	}
	let longest = version.replace( /\$\{[^}]*\}/g, '' ).length;
	for ( const [ , parameter ] of version.matchAll( /\$\{([^}.!]+)\}/g ) ) {
		const max = maxLengthOf( template, parameter );
		if ( max === undefined ) {
			problems.push(
				`Parameters.${ parameter } needs a MaxLength: the version's description carries it`
			);
		} else {
			longest += max;
		}
	}
	if ( longest > VERSION_DESCRIPTION_LIMIT ) {
		problems.push(
			`BotVersion.Description can reach ${ longest } characters with the parameters' MaxLength; Lex allows ${ VERSION_DESCRIPTION_LIMIT }`
		);
	}
	return problems;
}

/**
 * The output the settings take for the session timeout says the bot's.
 * @param template The template.
 * @param bot      The bot resource.
 */
function idleOutputProblems( template: JsonObject, bot: JsonObject ): string[] {
	const outputs = isObject( template.Outputs ) ? template.Outputs : {};
	const output = outputs.IdleSessionTTLInSeconds;
	const ttl = isObject( bot.Properties )
		? bot.Properties.IdleSessionTTLInSeconds
		: undefined;
	const value = isObject( output ) ? output.Value : undefined;
	return typeof ttl === 'number' && value === String( ttl )
		? []
		: [
				`Outputs.IdleSessionTTLInSeconds.Value must be "${ String(
					ttl
				) }", the bot's IdleSessionTTLInSeconds, not ${ JSON.stringify(
					value ?? null
				) }`,
			];
}

/** Lex's bot names (`AWS::Lex::Bot` `Name`: "Pattern", "Maximum: 100"). */
export const BOT_NAME = /^([0-9a-zA-Z][_-]?)+$/;
export const BOT_NAME_MAX = 100;

/**
 * A stack's `AWS::StackId` in its partition and region.
 * @param stackName The stack's name.
 * @param uuid      The id's last part.
 */
export function stackIdOf( stackName: string, uuid: string ): string {
	return `arn:aws:cloudformation:us-east-1:123456789012:stack/${ stackName }/${ uuid }`;
}

/**
 * Stacks unlike each other, named as CloudFormation allows ("can contain
 * only alphanumeric characters (case-sensitive) and hyphens. It must start
 * with an alphabetical character and can't be longer than 128
 * characters"): the name a bot with an empty BotName takes must be valid
 * for each, and differ between them.
 */
export const SAMPLE_STACKS = [
	[ 'careers-bot', '1c2fa620-982a-11e3-aff7-50e2416294e0' ],
	[ 'careers-bot-staging', '7f3e1a40-5b2c-11ef-8a3d-0a1b2c3d4e5f' ],
	[ 'careers--bot', '0a4c8e10-1111-4222-8333-944455566677' ],
	[ `C${ '-'.repeat( 127 ) }`, 'ffffffff-ffff-4fff-8fff-ffffffffffff' ],
	[ `a${ 'b'.repeat( 127 ) }`, '00000000-0000-4000-8000-000000000000' ],
] as const;

/**
 * The bot's name with an empty BotName, for each sample stack.
 * @param template The template.
 * @param name     The bot's `Name`, unevaluated.
 */
function fallbackNames( template: JsonObject, name: Json ): string[] {
	const conditions = isObject( template.Conditions )
		? template.Conditions
		: {};
	return SAMPLE_STACKS.map( ( [ stackName, uuid ] ) => {
		const value = evaluate( name, {
			parameters: {
				BotName: '',
				'AWS::StackName': stackName,
				'AWS::StackId': stackIdOf( stackName, uuid ),
			},
			conditions,
		} );
		return typeof value === 'string' ? value : JSON.stringify( value );
	} );
}

/**
 * With BotName empty, the bot's name is a valid Lex bot name whatever the
 * stack is called, and each stack's own (two stacks may share a region).
 * @param template The template.
 * @param bot      The bot resource.
 */
function nameProblems( template: JsonObject, bot: JsonObject ): string[] {
	const name = isObject( bot.Properties ) ? bot.Properties.Name : undefined;
	let names: string[];
	try {
		names = fallbackNames( template, name ?? null );
	} catch ( error ) {
		return [
			`Bot.Name cannot be read with BotName empty: ${
				error instanceof Error ? error.message : String( error )
			}`,
		];
	}
	const invalid = names
		.map( ( value, index ) => ( {
			value,
			stack: SAMPLE_STACKS[ index ][ 0 ],
		} ) )
		.filter(
			( { value } ) =>
				! BOT_NAME.test( value ) || value.length > BOT_NAME_MAX
		)
		.map(
			( { value, stack } ) =>
				`Bot.Name with BotName empty must be a valid Lex bot name (${ BOT_NAME.source }, at most ${ BOT_NAME_MAX } characters) for any stack name: for the stack "${ stack }" it is "${ value }"`
		);
	return new Set( names ).size === names.length
		? invalid
		: [
				...invalid,
				'Bot.Name with BotName empty must differ between stacks (from AWS::StackId or AWS::StackName): a constant name allows one stack a region',
			];
}

/**
 * Every broken rule, one line each.
 * @param template The parsed template.
 */
export function botTemplateProblems( template: unknown ): string[] {
	if ( ! isObject( template ) || ! isObject( template.Resources ) ) {
		return [ 'not a template' ];
	}
	const bots = Object.entries( template.Resources ).filter(
		( [ , resource ] ) =>
			isObject( resource ) && resource.Type === 'AWS::Lex::Bot'
	);
	if ( bots.length !== 1 ) {
		return [ `expected one AWS::Lex::Bot, found ${ bots.length }` ];
	}
	const [ botId, bot ] = bots[ 0 ] as [ string, JsonObject ];
	return [
		...conditionalProblems( bot ),
		...nameProblems( template, bot ),
		...idleOutputProblems( template, bot ),
		...versionProblems( template, botId, bot ),
		...buttonProblems( bot ),
	];
}
