/**
 * Words for a site language whose bot locale the deployed bot lacks.
 */

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { BotLocaleReport } from '../bot-locale/bot-locale-report';
import { languageName } from '../bot-locale/locale-text';
import type { Explanation } from './failure-context';

/** The locale the chat falls back to when the bot lacks the page's. */
export const FALLBACK_LOCALE = 'en_US';

/**
 * What to change, by why the site's language talks to that locale.
 *
 * @param report The server's report.
 */
function remedy( report: BotLocaleReport ): Omit< Explanation, 'summary' > {
	if ( report.reason === 'default' ) {
		return {
			advice: __(
				'Set the bot locale to one the bot has, or add the locale to the bot, then test again.',
				'careers-frontend'
			),
			settings: [ 'bot_locale' ],
		};
	}
	return {
		advice:
			report.reason === 'template'
				? __(
						'Deploy the plugin’s current template again to add the locale, or map this site’s language to a locale the bot has (Bot locale per site language), then test again.',
						'careers-frontend'
					)
				: __(
						'Map this site’s language to a locale the bot has (Bot locale per site language), or add the locale to the bot, then test again.',
						'careers-frontend'
					),
		settings: [ 'bot_locale_map' ],
	};
}

/**
 * Why the chat cannot start: the bot has neither the site language's
 * locale nor the fallback (or they are one).
 *
 * @param report   The server's report.
 * @param language The site's language, named.
 */
function cannotStart( report: BotLocaleReport, language: string ): string {
	if ( report.locale === FALLBACK_LOCALE ) {
		return sprintf(
			/* translators: 1: a Lex locale, e.g. en_US; 2: a language, e.g. English; 3: a site locale, e.g. en_GB. */
			__(
				'The bot has no %1$s locale, which pages in %2$s (%3$s) talk to: the chat cannot start.',
				'careers-frontend'
			),
			report.locale,
			language,
			report.siteLocale
		);
	}
	return sprintf(
		/* translators: 1: a Lex locale, e.g. es_US; 2: a language, e.g. Spanish; 3: a site locale, e.g. es_ES; 4: the fallback locale, en_US. */
		__(
			'The bot has no %1$s locale, which pages in %2$s (%3$s) talk to, and no %4$s locale to fall back on: the chat cannot start.',
			'careers-frontend'
		),
		report.locale,
		language,
		report.siteLocale,
		FALLBACK_LOCALE
	);
}

/**
 * The bot lacks the site language's locale.
 *
 * @param report      The server's report.
 * @param canFallBack Whether the bot has the fallback locale (another one).
 */
export function missingLocaleExplanation(
	report: BotLocaleReport,
	canFallBack: boolean
): Explanation {
	const language = languageName( report.siteLocale || report.locale );
	const summary = canFallBack
		? sprintf(
				/* translators: 1: a Lex locale, e.g. es_US; 2: a language, e.g. Spanish; 3: a site locale, e.g. es_ES; 4: the fallback locale, en_US. */
				__(
					'The bot has no %1$s locale, which pages in %2$s (%3$s) talk to: candidates get the bot in %4$s, with a notice that it does not speak their language.',
					'careers-frontend'
				),
				report.locale,
				language,
				report.siteLocale,
				FALLBACK_LOCALE
			)
		: cannotStart( report, language );
	return { summary, ...remedy( report ) };
}
