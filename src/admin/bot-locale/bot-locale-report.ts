/**
 * The site language's bot locale as the server decides it (the one rule,
 * includes/bot-words.php), handed to the settings page by
 * includes/admin-bot-locale.php and asked for again after each save.
 */

/**
 * Internal dependencies
 */
import type { ApiFetch } from '../save-settings';

export const BOT_LOCALE_PATH = '/careers-frontend/v1/bot-locale';

/**
 * Why the site language talks to that locale: an entry of the locale map,
 * the template's locale in the site's language, or `bot_locale`.
 */
export type BotLocaleReason = 'map' | 'template' | 'default';

export interface BotLocaleReport {
	/** The site's language (WordPress locale, `es_ES`); '' when not set. */
	siteLocale: string;
	/** The Lex locale pages in that language talk to. */
	locale: string;
	reason: BotLocaleReason;
	/** The locales the plugin's bot template builds. */
	templateLocales: string[];
	/** Every locale the saved settings can send a candidate to. */
	probeLocales: string[];
}

const REASONS: readonly unknown[] = [ 'map', 'template', 'default' ];

function isObject( value: unknown ): value is Record< string, unknown > {
	return (
		typeof value === 'object' && value !== null && ! Array.isArray( value )
	);
}

const stringList = ( value: unknown ): string[] =>
	Array.isArray( value )
		? value.filter( ( item ): item is string => typeof item === 'string' )
		: [];

/**
 * The report, or undefined when it is missing or malformed.
 *
 * @param raw What the server gave.
 */
export function readBotLocaleReport(
	raw: unknown
): BotLocaleReport | undefined {
	if (
		! isObject( raw ) ||
		typeof raw.siteLocale !== 'string' ||
		typeof raw.locale !== 'string' ||
		! REASONS.includes( raw.reason )
	) {
		return undefined;
	}
	return {
		siteLocale: raw.siteLocale,
		locale: raw.locale,
		reason: raw.reason as BotLocaleReason,
		templateLocales: stringList( raw.templateLocales ),
		probeLocales: stringList( raw.probeLocales ),
	};
}

/**
 * The report for the saved settings, or undefined when the server did not
 * give one (never throws).
 *
 * @param apiFetch api-fetch (or a fake).
 */
export async function fetchBotLocaleReport(
	apiFetch: ApiFetch
): Promise< BotLocaleReport | undefined > {
	try {
		return readBotLocaleReport(
			await apiFetch( { path: BOT_LOCALE_PATH } )
		);
	} catch {
		return undefined;
	}
}
