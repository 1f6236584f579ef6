/**
 * Reads the recruiting bot out of the plugin's CloudFormation template
 * (aws/recruiting-bot.template.json), read by the reader the build shares
 * (tools/bot-template): the `AWS::Lex::Bot` resource's locales, intents,
 * slots and slot types, with the parameters' defaults (or the values
 * given) filled in. A property the stand-in does not run is refused with
 * its path, never ignored.
 */

/**
 * Internal dependencies
 */
import {
	readBotTemplate,
	botResourceOf,
	TEMPLATE_PATH,
	TemplateError,
	type BotResource,
	type Json,
} from '../../../tools/bot-template';
import { localeOf } from './intents';
import type { BotDefinition } from './types';

export { TEMPLATE_PATH };

/**
 * The bot definition of the template's bot, as the stand-in runs it.
 * @param bot The template's bot (tools/bot-template, the reader the build
 *            shares).
 */
function definitionOf( bot: BotResource ): BotDefinition {
	const locales = bot.locales.map( ( item, index ) =>
		localeOf( item, `${ bot.path }.BotLocales[${ index }]` )
	);
	return {
		locales: new Map(
			locales.map( ( locale ) => [ locale.localeId, locale ] )
		),
		idleSessionTtlSeconds: idleSessionTtlOf(
			bot.property( 'IdleSessionTTLInSeconds' ),
			`${ bot.path }.IdleSessionTTLInSeconds`
		),
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
	return definitionOf( botResourceOf( template, parameters ) );
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
	return definitionOf( readBotTemplate( path, parameters ) );
}
