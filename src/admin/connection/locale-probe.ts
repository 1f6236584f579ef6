/**
 * Which of the locales the settings use the deployed bot has. The browser
 * cannot list a bot's locales: that is the Lex models API
 * (ListBotLocales), and the identity pool's visitors may call only
 * lex:RecognizeText, rightly (the admin has no AWS credentials of its
 * own). So the test asks the bot the same message in each locale, each in
 * a session of its own. For a locale the bot alias does not have, the
 * stand-in (as RecognizeText's reference lists) answers
 * ResourceNotFoundException, while the runtime's GetSession and
 * DeleteSession references say "If the locale doesn't exist or is not
 * enabled for the alias, you receive a BadRequestException"; the same
 * error also means a bot or alias that does not exist, so a
 * BadRequestException names a missing locale only when the bot answered in
 * another locale (bot and alias then exist).
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

/** The errors Lex's documentation gives for a locale the alias lacks. */
const MISSING_LOCALE_ERRORS = [
	'ResourceNotFoundException',
	'BadRequestException',
];

/**
 * Whether the answer may be a missing locale, so the other locales are
 * worth asking (they tell which it is).
 *
 * @param answer The answer in one locale.
 */
export function mayBeMissingLocale( answer: LocaleAnswer ): boolean {
	return (
		'error' in answer &&
		MISSING_LOCALE_ERRORS.includes( errorName( answer.error ) ?? '' )
	);
}

/**
 * What the answers show (a locale that failed otherwise is in neither).
 *
 * @param answers One answer per locale asked.
 */
export function botLocalesFrom( answers: LocaleAnswer[] ): BotLocales {
	const has = answers
		.filter( ( answer ) => 'reply' in answer )
		.map( ( answer ) => answer.locale );
	return {
		has,
		lacks: answers
			.filter(
				( answer ) =>
					'error' in answer &&
					( errorName( answer.error ) ===
						'ResourceNotFoundException' ||
						( has.length > 0 &&
							errorName( answer.error ) ===
								'BadRequestException' ) )
			)
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
