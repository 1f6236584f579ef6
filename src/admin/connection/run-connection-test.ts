/**
 * The connection test: from the admin's browser, get temporary credentials
 * from Amazon Cognito, then send the bot one message, exactly as the chat
 * does with the saved settings. Never throws: every outcome is a report.
 */

/**
 * Internal dependencies
 */
import {
	messageText,
	type BotClientDeps,
	type BotClientFactory,
	type BotReply,
	type BotSettings,
	type CredentialsProvider,
} from '../../chat/public';
import type { Settings } from '../../settings/types';
import type { SettingKey } from '../admin-config';
import type { BotLocaleReport } from '../bot-locale/bot-locale-report';
import {
	explainBotFailure,
	explainCredentialFailure,
	explainMissingConfiguration,
	poolSetting,
	serviceErrorText,
	type ConnectionStep,
	type Explanation,
} from './explain-failure';
import {
	askInEach,
	botLocalesFrom,
	mayBeMissingLocale,
	type BotLocales,
	type LocaleAnswer,
} from './locale-probe';
import { FALLBACK_LOCALE, missingLocaleExplanation } from './locale-warning';

/** What the test sends; the bot's own language, not the admin's. */
export const TEST_MESSAGE = 'Hello';

export type ConnectionReport =
	| {
			ok: true;
			identityPool: string;
			/** The bot's words, or '' when it answered without text. */
			reply: string;
			/** Lex V2: the locale that answered (the site language's, or the fallback). */
			locale?: string;
			/** Lex V2: which of the locales the settings use the bot has. */
			locales?: BotLocales;
			/** The bot lacks the site language's locale: the chat falls back. */
			warning?: Explanation;
	  }
	| {
			ok: false;
			step: ConnectionStep;
			summary: string;
			advice: string;
			/** The service's exact error, when a service answered with one. */
			serviceError?: string;
			settings: SettingKey[];
	  };

export interface ConnectionTestDeps {
	makeCredentials: ( settings: Settings ) => CredentialsProvider;
	makeBotClientFactory: (
		settings: BotSettings,
		deps: BotClientDeps
	) => BotClientFactory;
	sessionId: () => string;
	sleep: ( ms: number ) => Promise< void >;
	timeoutMs?: number;
}

/**
 * The words of a reply, joined; card titles when there is no text.
 *
 * @param reply The bot's reply.
 */
export function replyText( reply: BotReply ): string {
	const texts = reply.messages.map( messageText ).filter( Boolean );
	if ( texts.length > 0 ) {
		return texts.join( ' ' );
	}
	return reply.messages
		.map( ( message ) =>
			message.contentType === 'ImageResponseCard'
				? message.card.title
				: ''
		)
		.filter( Boolean )
		.join( ' ' );
}

type Failure = Extract< ConnectionReport, { ok: false } >;

function botFailure( error: unknown, settings: Settings ): Failure {
	return {
		ok: false,
		step: 'bot',
		...explainBotFailure( error, settings ),
		serviceError: serviceErrorText( error ),
	};
}

/**
 * The report from the answers in each locale: the site language's locale
 * first; when the bot lacks it (and answers in another, so the bot is
 * there), the fallback's answer with a warning, as candidates get it.
 *
 * @param answers  One per locale asked, the site language's first.
 * @param report   The server's bot locale report.
 * @param settings The settings tested.
 */
function reportFromAnswers(
	answers: LocaleAnswer[],
	report: BotLocaleReport | undefined,
	settings: Settings
): ConnectionReport {
	const [ main ] = answers;
	const identityPool = String( settings[ poolSetting( settings ) ] );
	const locales = report ? botLocalesFrom( answers ) : undefined;
	if ( 'reply' in main ) {
		return {
			ok: true,
			identityPool,
			reply: replyText( main.reply ),
			...( report && { locale: main.locale, locales } ),
		};
	}
	if (
		! report ||
		! locales?.has.length ||
		! locales.lacks.includes( main.locale )
	) {
		return botFailure( main.error, settings );
	}
	const fallback = answers.find(
		( answer ) => answer.locale === FALLBACK_LOCALE && 'reply' in answer
	);
	if ( fallback && 'reply' in fallback ) {
		return {
			ok: true,
			identityPool,
			reply: replyText( fallback.reply ),
			locale: FALLBACK_LOCALE,
			locales,
			warning: missingLocaleExplanation( report, true ),
		};
	}
	return {
		...botFailure( main.error, settings ),
		...missingLocaleExplanation( report, false ),
	};
}

/**
 * The locales to ask in: the site language's first, then (Lex V2) every
 * other locale the settings can send a candidate to, and the fallback.
 *
 * @param settings The settings tested.
 * @param report   The server's bot locale report.
 */
function localesToAsk(
	settings: Settings,
	report: BotLocaleReport | undefined
): string[] {
	if ( ! report ) {
		return [ settings.bot_locale ];
	}
	return [
		...new Set( [
			report.locale,
			...report.probeLocales,
			FALLBACK_LOCALE,
		] ),
	];
}

/**
 * Run the test with the given settings.
 *
 * @param settings The saved settings.
 * @param deps     Credentials, bot client factory, session id, sleep.
 * @param report   The site language's bot locale, as the server decides
 *                 it: the bot is asked in it, as candidates are, and in
 *                 the other locales the settings use.
 */
export async function runConnectionTest(
	settings: Settings,
	deps: ConnectionTestDeps,
	report?: BotLocaleReport
): Promise< ConnectionReport > {
	const missing = explainMissingConfiguration( settings );
	if ( missing ) {
		return { ok: false, step: 'configuration', ...missing };
	}

	let credentials: CredentialsProvider;
	try {
		credentials = deps.makeCredentials( settings );
		await credentials();
	} catch ( error ) {
		return {
			ok: false,
			step: 'credentials',
			...explainCredentialFailure( error, settings ),
			serviceError: serviceErrorText( error ),
		};
	}

	const ask = async ( locale: string ) => {
		const factory = deps.makeBotClientFactory(
			{ ...settings, bot_locale: locale },
			{
				sleep: deps.sleep,
				timeoutMs: deps.timeoutMs,
				makeCredentials: () => credentials,
			}
		);
		const client = await factory( deps.sessionId() );
		return client.send( { text: TEST_MESSAGE, sessionAttributes: {} } );
	};
	// Lex V1 bots have no locales to choose.
	const locale = settings.bot_version === 'v1' ? undefined : report;
	const [ first, ...others ] = localesToAsk( settings, locale );
	const main = await askInEach( [ first ], ask );
	// Another failure than a missing locale is the answer: no more calls.
	const more =
		'reply' in main[ 0 ] || mayBeMissingLocale( main[ 0 ] )
			? await askInEach( others, ask )
			: [];
	return reportFromAnswers( [ ...main, ...more ], locale, settings );
}
