/**
 * Words for the bot locale: a language's name in the admin's language, and
 * the sentence saying which locale the site's language talks to, and why.
 */

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { documentMember } from '../../shared/page-document';
import type { BotLocaleReport } from './bot-locale-report';

/**
 * The admin page's language (`es-ES`), for language names.
 */
function pageLanguage(): string {
	return (
		( typeof document === 'undefined'
			? ''
			: documentMember( document, 'documentElement' ).lang ) || 'en'
	);
}

/**
 * The name of a locale's language (`es_ES` → "Spanish", or "español" on a
 * Spanish admin page); the language code when the browser has no name.
 *
 * @param locale   A WordPress or Lex locale.
 * @param inLocale The language to name it in; the page's by default.
 */
export function languageName(
	locale: string,
	inLocale: string = pageLanguage()
): string {
	const code = locale.split( /[_-]/ )[ 0 ].toLowerCase();
	try {
		return (
			new Intl.DisplayNames( [ inLocale, 'en' ], {
				type: 'language',
			} ).of( code ) ?? code
		);
	} catch {
		return code;
	}
}

/**
 * "Pages in Spanish (es_ES) talk to the bot's es_US locale: …", or '' when
 * the site's language is not known.
 *
 * @param report   The server's report.
 * @param inLocale The language to name languages in; the page's by default.
 */
export function botLocaleText(
	report: BotLocaleReport,
	inLocale?: string
): string {
	if ( ! report.siteLocale ) {
		return '';
	}
	const language = languageName( report.siteLocale, inLocale );
	switch ( report.reason ) {
		case 'map':
			return sprintf(
				/* translators: 1: the site's language, e.g. Spanish; 2: its locale, e.g. es_ES; 3: a Lex locale, e.g. es_US. */
				__(
					'Pages in %1$s (%2$s) talk to the bot’s %3$s locale, from the locale map.',
					'careers-frontend'
				),
				language,
				report.siteLocale,
				report.locale
			);
		case 'template':
			return sprintf(
				/* translators: 1: the site's language, e.g. Spanish; 2: its locale, e.g. es_ES; 3: a Lex locale, e.g. es_US. */
				__(
					'Pages in %1$s (%2$s) talk to the bot’s %3$s locale: the template’s %1$s locale for a %1$s site.',
					'careers-frontend'
				),
				language,
				report.siteLocale,
				report.locale
			);
		default:
			return sprintf(
				/* translators: 1: the site's language, e.g. Spanish; 2: its locale, e.g. es_ES; 3: a Lex locale, e.g. en_US. */
				__(
					'Pages in %1$s (%2$s) talk to the bot’s %3$s locale: the default locale.',
					'careers-frontend'
				),
				language,
				report.siteLocale,
				report.locale
			);
	}
}
