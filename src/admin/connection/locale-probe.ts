/**
 * Which of the locales the settings use the deployed bot has. The browser
 * cannot list a bot's locales: that is the Lex models API
 * (ListBotLocales), and the identity pool's visitors may call only
 * lex:RecognizeText, rightly (the admin has no AWS credentials of its
 * own). So the test asks the bot the same message in each locale, each in
 * a session of its own: Lex answers ResourceNotFoundException for a locale
 * the bot alias does not have.
 */

/**
 * Internal dependencies
 */
import { errorName, type BotReply } from '../../chat/public';

export type LocaleAnswer =
	{ locale: string; reply: BotReply } | { locale: string; error: unknown };

export interface BotLocales {
	/** Locales the bot answered in. */
	has: string[];
	/** Locales Lex says the bot does not have. */
	lacks: string[];
}

export function isMissingLocale( answer: LocaleAnswer ): boolean {
	return (
		'error' in answer &&
		errorName( answer.error ) === 'ResourceNotFoundException'
	);
}

/**
 * What the answers show (a locale that failed otherwise is in neither).
 *
 * @param answers One answer per locale asked.
 */
export function botLocalesFrom( answers: LocaleAnswer[] ): BotLocales {
	return {
		has: answers
			.filter( ( answer ) => 'reply' in answer )
			.map( ( answer ) => answer.locale ),
		lacks: answers
			.filter( isMissingLocale )
			.map( ( answer ) => answer.locale ),
	};
}

/**
 * Ask in every locale at once; never throws.
 *
 * @param locales The locales to ask in.
 * @param ask     Sends the test message in one locale.
 */
export function askInEach(
	locales: string[],
	ask: ( locale: string ) => Promise< BotReply >
): Promise< LocaleAnswer[] > {
	return Promise.all(
		locales.map( ( locale ) =>
			ask( locale ).then(
				( reply ) => ( { locale, reply } ),
				( error: unknown ) => ( { locale, error } )
			)
		)
	);
}
