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
	resolveBotLocale,
	type BotClientDeps,
	type BotClientFactory,
	type BotReply,
	type BotSettings,
	type CredentialsProvider,
} from '../../chat/public';
import type { Settings } from '../../settings/types';
import type { SettingKey } from '../admin-config';
import {
	explainBotFailure,
	explainCredentialFailure,
	explainMissingConfiguration,
	poolSetting,
	serviceErrorText,
	type ConnectionStep,
} from './explain-failure';

/** What the test sends; the bot's own language, not the admin's. */
export const TEST_MESSAGE = 'Hello';

export type ConnectionReport =
	| {
			ok: true;
			identityPool: string;
			/** The bot's words, or '' when it answered without text. */
			reply: string;
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

/**
 * Run the test with the given settings.
 *
 * @param settings   The saved settings.
 * @param deps       Credentials, bot client factory, session id, sleep.
 * @param siteLocale The site's language (WordPress locale): the bot is
 *                   asked in the Lex locale candidates get, as the chat
 *                   maps it.
 */
export async function runConnectionTest(
	settings: Settings,
	deps: ConnectionTestDeps,
	siteLocale = ''
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

	try {
		const factory = deps.makeBotClientFactory(
			{
				...settings,
				bot_locale: resolveBotLocale( settings, siteLocale ),
			},
			{
				sleep: deps.sleep,
				timeoutMs: deps.timeoutMs,
				makeCredentials: () => credentials,
			}
		);
		const client = await factory( deps.sessionId() );
		const reply = await client.send( {
			text: TEST_MESSAGE,
			sessionAttributes: {},
		} );
		return {
			ok: true,
			identityPool: String( settings[ poolSetting( settings ) ] ),
			reply: replyText( reply ),
		};
	} catch ( error ) {
		return {
			ok: false,
			step: 'bot',
			...explainBotFailure( error, settings ),
			serviceError: serviceErrorText( error ),
		};
	}
}
