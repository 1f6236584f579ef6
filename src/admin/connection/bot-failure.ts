/**
 * Why the bot did not answer, by the error's name.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { Settings } from '../../settings/types';
import type { SettingKey } from '../admin-config';
import {
	explainFrom,
	isNetworkFailure,
	poolSetting,
	type Explain,
	type Explanation,
	type FailureContext,
} from './failure-context';

interface BotContext extends FailureContext {
	isV1: boolean;
	/** The bot's own settings for the Lex version in use. */
	bot: SettingKey[];
}

type ExplainBot = Explain< BotContext >;

const unreachable: ExplainBot = ( { settings, endpoint } ) => ( {
	summary: __(
		'The browser could not reach Amazon Lex.',
		'careers-frontend'
	),
	advice: settings.lex_endpoint
		? __(
				'Check the Amazon Lex endpoint address, or empty it to use AWS.',
				'careers-frontend'
			)
		: __(
				'Check the AWS region and that this computer can reach AWS.',
				'careers-frontend'
			),
	settings: [ ...endpoint, 'region' ],
} );

const noSuchBot: ExplainBot = ( { isV1, bot } ) => ( {
	summary: isV1
		? __(
				'Amazon Lex has no bot with this name and alias in this region.',
				'careers-frontend'
			)
		: __(
				'Amazon Lex has no bot with this ID, alias ID and locale in this region.',
				'careers-frontend'
			),
	advice: __(
		'Copy the bot details again from the Amazon Lex console, and check the AWS region.',
		'careers-frontend'
	),
	settings: [ ...bot, 'region' ],
} );

const refusedCredentials: ExplainBot = ( { isV1, pool, endpoint } ) => ( {
	summary: __(
		'Amazon Lex refused the credentials from the identity pool.',
		'careers-frontend'
	),
	advice: isV1
		? __(
				'Allow lex:PostText on this bot to the identity pool’s unauthenticated role, and check the AWS region.',
				'careers-frontend'
			)
		: __(
				'Allow lex:RecognizeText on this bot to the identity pool’s unauthenticated role, and check the AWS region.',
				'careers-frontend'
			),
	settings: [ pool, 'region', ...endpoint ],
} );

const invalid: ExplainBot = ( { bot } ) => ( {
	summary: __(
		'Amazon Lex refused the request as invalid.',
		'careers-frontend'
	),
	advice: __(
		'Check the bot details, especially the locale, against the Amazon Lex console.',
		'careers-frontend'
	),
	settings: bot,
} );

const limited: ExplainBot = () => ( {
	summary: __(
		'Amazon Lex is limiting requests just now.',
		'careers-frontend'
	),
	advice: __( 'Wait a minute and test again.', 'careers-frontend' ),
	settings: [],
} );

const busy: ExplainBot = () => ( {
	summary: __(
		'Amazon Lex was still busy with an earlier message of this session.',
		'careers-frontend'
	),
	advice: __( 'Test again.', 'careers-frontend' ),
	settings: [],
} );

const codeHookFailed: ExplainBot = () => ( {
	summary: __(
		'The bot reached Amazon Lex, but its code hook (a Lambda function) failed.',
		'careers-frontend'
	),
	advice: __(
		'Look at the bot’s Lambda function and its logs in AWS.',
		'careers-frontend'
	),
	settings: [],
} );

const ownProblem: ExplainBot = () => ( {
	summary: __( 'Amazon Lex had a problem of its own.', 'careers-frontend' ),
	advice: __( 'Test again in a few minutes.', 'careers-frontend' ),
	settings: [],
} );

const timedOut: ExplainBot = ( { endpoint } ) => ( {
	summary: __( 'Amazon Lex did not answer in time.', 'careers-frontend' ),
	advice: __(
		'Test again; if it keeps happening, check the Amazon Lex endpoint and the bot’s code hook.',
		'careers-frontend'
	),
	settings: endpoint,
} );

const notLex: ExplainBot = ( { endpoint } ) => ( {
	summary: __(
		'Something answered, but not the way Amazon Lex does.',
		'careers-frontend'
	),
	advice: __(
		'Check the Amazon Lex endpoint (empty means AWS) and the Lex version.',
		'careers-frontend'
	),
	settings: [ ...endpoint, 'bot_version' ],
} );

const noAnswer: ExplainBot = ( { bot, endpoint } ) => ( {
	summary: __( 'The bot did not answer.', 'careers-frontend' ),
	advice: __(
		'Check the bot details, the Lex version and the Amazon Lex endpoint.',
		'careers-frontend'
	),
	settings: [ ...bot, 'bot_version', ...endpoint ],
} );

/** By the error's name without `Exception` (V1 and V2 names alike). */
const LEX_FAILURES: Record< string, ExplainBot > = {
	ResourceNotFound: noSuchBot,
	NotFound: noSuchBot,
	AccessDenied: refusedCredentials,
	UnrecognizedClient: refusedCredentials,
	InvalidSignature: refusedCredentials,
	ExpiredToken: refusedCredentials,
	NotAuthorized: refusedCredentials,
	Validation: invalid,
	BadRequest: invalid,
	Throttling: limited,
	LimitExceeded: limited,
	Conflict: busy,
	DependencyFailed: codeHookFailed,
	BadGateway: codeHookFailed,
	LoopDetected: codeHookFailed,
	InternalServer: ownProblem,
	InternalFailure: ownProblem,
	RequestTimeout: timedOut,
	BotReplyError: notLex,
};

/**
 * Why the bot did not answer.
 *
 * @param error    The thrown value.
 * @param settings The settings tested.
 */
export function explainBotFailure(
	error: unknown,
	settings: Settings
): Explanation {
	const isV1 = settings.bot_version === 'v1';
	const context: BotContext = {
		settings,
		isV1,
		pool: poolSetting( settings ),
		endpoint: settings.lex_endpoint ? [ 'lex_endpoint' ] : [],
		bot: isV1
			? [ 'bot_name', 'bot_alias' ]
			: [ 'bot_id', 'bot_alias_id', 'bot_locale' ],
	};
	if ( isNetworkFailure( error ) ) {
		return unreachable( context );
	}
	return explainFrom( LEX_FAILURES, error, noAnswer )( context );
}
