/**
 * The recruiting bot in the plugin's CloudFormation template
 * (aws/recruiting-bot.template.json): its one `AWS::Lex::Bot` resource,
 * with the parameters' defaults (or the values given) and the conditions
 * filled in, as CloudFormation would create it.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

import { evaluate, type TemplateScope } from './intrinsics';
import {
	isObject,
	listAt,
	objectAt,
	TemplateError,
	type Json,
	type JsonObject,
} from './json';

/** The template the plugin ships, from the repository root. */
export const TEMPLATE_PATH = resolve(
	__dirname,
	'../../aws/recruiting-bot.template.json'
);

/** The template's bot, its properties evaluated on demand. */
export interface BotResource {
	/** Where its properties are, for messages (`Resources.Bot.Properties`). */
	path: string;
	/** `BotLocales`, evaluated: one JSON object a locale, unchecked. */
	locales: Json[];
	/**
	 * Another property, evaluated; undefined when the template leaves it
	 * out. (Each is evaluated alone: the role's `Fn::GetAtt` is no part of
	 * what the bot says.)
	 */
	property: ( name: string ) => Json | undefined;
}

function parameterValues(
	root: JsonObject,
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
 * The bot in a parsed template.
 * @param template   The template as JSON.
 * @param parameters Values for the template's parameters; defaults otherwise.
 */
export function botResourceOf(
	template: Json,
	parameters: Record< string, string > = {}
): BotResource {
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
	const path = `Resources.${ logicalId }.Properties`;
	const properties = objectAt(
		objectAt( resource, `Resources.${ logicalId }` ).Properties,
		path
	);
	const scope: TemplateScope = {
		parameters: parameterValues( root, parameters ),
		conditions:
			root.Conditions === undefined
				? {}
				: objectAt( root.Conditions, 'Conditions' ),
	};
	const property = ( name: string ): Json | undefined => {
		if ( properties[ name ] === undefined ) {
			return undefined;
		}
		const value = evaluate(
			properties[ name ],
			scope,
			`${ path }.${ name }`
		);
		// `AWS::NoValue` leaves the property out.
		return typeof value === 'symbol' ? undefined : value;
	};
	return {
		path,
		locales: listAt( property( 'BotLocales' ), `${ path }.BotLocales` ),
		property,
	};
}

/**
 * The bot in the template file.
 * @param path       The template; the plugin's by default.
 * @param parameters Values for the template's parameters.
 */
export function readBotTemplate(
	path = TEMPLATE_PATH,
	parameters: Record< string, string > = {}
): BotResource {
	const text = readFileSync( path, 'utf8' );
	let json: Json;
	try {
		json = JSON.parse( text ) as Json;
	} catch ( error ) {
		throw new Error(
			`Bot template ${ path } is not JSON: ${ String( error ) }`
		);
	}
	return botResourceOf( json, parameters );
}
