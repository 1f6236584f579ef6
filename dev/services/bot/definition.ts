/**
 * Reads the recruiting bot out of the plugin's CloudFormation template
 * (aws/recruiting-bot.template.json): the `AWS::Lex::Bot` resource's
 * locales, intents, slots and slot types, with the parameters' defaults
 * (or the values given) filled in. A property the stand-in does not run is
 * refused with its path, never ignored.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * Internal dependencies
 */
import { evaluate, TemplateError, type Json } from './intrinsics';
import { localeOf } from './intents';
import { isObject, listAt, objectAt } from './template-json';
import type { BotDefinition } from './types';

/** The template the plugin ships, from the repository root. */
export const TEMPLATE_PATH = resolve(
	__dirname,
	'../../../aws/recruiting-bot.template.json'
);

function parameterValues(
	root: { [ key: string ]: Json },
	given: Record< string, string >
): Record< string, string | string[] > {
	const values: Record< string, string | string[] > = {};
	for ( const [ name, declaration ] of Object.entries(
		objectAt( root.Parameters ?? {}, 'Parameters' )
	) ) {
		const parameter = objectAt( declaration, `Parameters.${ name }` );
		const value = given[ name ] ?? parameter.Default;
		if ( value === undefined ) {
			continue;
		}
		const text = String( value );
		values[ name ] =
			parameter.Type === 'CommaDelimitedList' ? text.split( ',' ) : text;
	}
	return values;
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
		parameters: parameterValues( root, parameters ),
		conditions:
			root.Conditions === undefined
				? {}
				: objectAt( root.Conditions, 'Conditions' ),
	};
	const ttlPath = `Resources.${ logicalId }.Properties.IdleSessionTTLInSeconds`;
	const locales = listAt(
		evaluate( properties.BotLocales, scope, path ),
		path
	).map( ( item, index ) => localeOf( item, `${ path }[${ index }]` ) );
	return {
		locales: new Map(
			locales.map( ( locale ) => [ locale.localeId, locale ] )
		),
		idleSessionTtlSeconds: idleSessionTtlOf(
			properties.IdleSessionTTLInSeconds === undefined
				? undefined
				: evaluate(
						properties.IdleSessionTTLInSeconds,
						scope,
						ttlPath
					),
			ttlPath
		),
	};
}

/** Lex's default session timeout: "By default, session duration is 5 minutes". */
export const DEFAULT_IDLE_SESSION_TTL_SECONDS = 300;

/**
 * The bot's session timeout: "You can specify between 60 (1 minute) and
 * 86,400 (24 hours) seconds" (CreateBot); Lex's 300 when not given.
 * @param value The evaluated property.
 * @param path  Where it is.
 */
function idleSessionTtlOf( value: unknown, path: string ): number {
	if ( value === undefined ) {
		return DEFAULT_IDLE_SESSION_TTL_SECONDS;
	}
	if (
		typeof value !== 'number' ||
		! Number.isInteger( value ) ||
		value < 60 ||
		value > 86_400
	) {
		throw new TemplateError(
			path,
			'Lex takes a whole number of seconds from 60 to 86,400'
		);
	}
	return value;
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
