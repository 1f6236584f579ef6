/**
 * Turns a failed connection test into plain words: what went wrong, the
 * exact service error, and the settings most likely at fault.
 */

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { identityPoolKey } from '../../chat/core/credential-settings';
import { errorMessage, errorName } from '../../chat/core/guards';
import type { Settings } from '../../settings/types';
import type { SettingKey } from '../admin-config';

export type ConnectionStep = 'configuration' | 'credentials' | 'bot';

export interface Explanation {
	/** What happened, in plain words. */
	summary: string;
	/** What to do about it. */
	advice: string;
	/** The settings most likely at fault, most likely first. */
	settings: SettingKey[];
}

/**
 * The identity pool setting the environment uses.
 *
 * @param settings The settings.
 */
export function poolSetting(
	settings: Pick< Settings, 'environment' >
): SettingKey {
	return identityPoolKey( settings.environment );
}

/**
 * The error's name without `Exception`, so V1 and V2 names read the same.
 *
 * @param error The thrown value.
 */
function shortName( error: unknown ): string {
	return ( errorName( error ) ?? '' ).replace( /Exception$/, '' );
}

/**
 * The service's own words: `Name: message`, as exact as the SDK gives them.
 *
 * @param error The thrown value.
 */
export function serviceErrorText( error: unknown ): string {
	const name = errorName( error );
	const message = errorMessage( error ) ?? '';
	const status = (
		error as { $metadata?: { httpStatusCode?: number } } | undefined
	 )?.$metadata?.httpStatusCode;
	const head =
		name && name !== 'Error' && ! message.startsWith( name )
			? `${ name }: `
			: '';
	const tail = status ? ` (HTTP ${ status })` : '';
	return `${ head }${ message || __( 'no message', 'careers-frontend' ) }${ tail }`;
}

function isNetworkFailure( error: unknown ): boolean {
	const name = errorName( error );
	const message = errorMessage( error ) ?? '';
	const code = ( error as { code?: unknown } | undefined )?.code;
	return (
		name === 'TypeError' ||
		name === 'NetworkError' ||
		( typeof code === 'string' &&
			/^(ECONN|ENOTFOUND|EAI_AGAIN|EHOSTUNREACH)/.test( code ) ) ||
		/failed to fetch|networkerror|load failed|network request failed|ECONNREFUSED/i.test(
			message
		)
	);
}

/**
 * Why Amazon Cognito gave no credentials.
 *
 * @param error    The thrown value.
 * @param settings The settings tested.
 */
export function explainCredentialFailure(
	error: unknown,
	settings: Settings
): Explanation {
	const endpoint: SettingKey[] = settings.cognito_endpoint
		? [ 'cognito_endpoint' ]
		: [];
	if ( isNetworkFailure( error ) ) {
		return {
			summary: __(
				'The browser could not reach Amazon Cognito.',
				'careers-frontend'
			),
			advice: settings.cognito_endpoint
				? __(
						'Check the Amazon Cognito endpoint address, or empty it to use AWS.',
						'careers-frontend'
					)
				: __(
						'Check the AWS region and that this computer can reach AWS.',
						'careers-frontend'
					),
			settings: [ ...endpoint, 'region' ],
		};
	}
	const pool = poolSetting( settings );
	switch ( shortName( error ) ) {
		case 'ResourceNotFound':
			return {
				summary: __(
					'Amazon Cognito has no identity pool with this ID in this region.',
					'careers-frontend'
				),
				advice: __(
					'Copy the identity pool ID again from Amazon Cognito and check the AWS region.',
					'careers-frontend'
				),
				settings: [ pool, 'region', ...endpoint ],
			};
		case 'NotAuthorized':
			return {
				summary: __(
					'The identity pool refused an anonymous visitor.',
					'careers-frontend'
				),
				advice: __(
					'In Amazon Cognito, allow unauthenticated (guest) access for this identity pool, or use a pool that does.',
					'careers-frontend'
				),
				settings: [ pool ],
			};
		case 'InvalidIdentityPoolConfiguration':
			return {
				summary: __(
					'The identity pool has no usable role for anonymous visitors.',
					'careers-frontend'
				),
				advice: __(
					'In Amazon Cognito, give the pool an unauthenticated role that trusts cognito-identity.amazonaws.com.',
					'careers-frontend'
				),
				settings: [ pool ],
			};
		case 'InvalidParameter':
			return {
				summary: __(
					'Amazon Cognito refused the identity pool ID or region.',
					'careers-frontend'
				),
				advice: __(
					'Check that the identity pool ID and the AWS region match.',
					'careers-frontend'
				),
				settings: [ pool, 'region' ],
			};
		case 'TooManyRequests':
		case 'LimitExceeded':
			return {
				summary: __(
					'Amazon Cognito is limiting requests just now.',
					'careers-frontend'
				),
				advice: __(
					'Wait a minute and test again.',
					'careers-frontend'
				),
				settings: [],
			};
		case 'InternalError':
		case 'ExternalService':
			return {
				summary: __(
					'Amazon Cognito had a problem of its own.',
					'careers-frontend'
				),
				advice: __(
					'Test again in a few minutes.',
					'careers-frontend'
				),
				settings: [],
			};
		default:
			return {
				summary: __(
					'Amazon Cognito gave no credentials.',
					'careers-frontend'
				),
				advice: __(
					'Check the identity pool ID, the AWS region and the Amazon Cognito endpoint.',
					'careers-frontend'
				),
				settings: [ pool, 'region', ...endpoint ],
			};
	}
}

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
	const endpoint: SettingKey[] = settings.lex_endpoint
		? [ 'lex_endpoint' ]
		: [];
	if ( isNetworkFailure( error ) ) {
		return {
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
		};
	}
	const bot: SettingKey[] = isV1
		? [ 'bot_name', 'bot_alias' ]
		: [ 'bot_id', 'bot_alias_id', 'bot_locale' ];
	switch ( shortName( error ) ) {
		case 'ResourceNotFound':
		case 'NotFound':
			return {
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
			};
		case 'AccessDenied':
		case 'UnrecognizedClient':
		case 'InvalidSignature':
		case 'ExpiredToken':
		case 'NotAuthorized':
			return {
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
				settings: [ poolSetting( settings ), 'region', ...endpoint ],
			};
		case 'Validation':
		case 'BadRequest':
			return {
				summary: __(
					'Amazon Lex refused the request as invalid.',
					'careers-frontend'
				),
				advice: __(
					'Check the bot details, especially the locale, against the Amazon Lex console.',
					'careers-frontend'
				),
				settings: bot,
			};
		case 'Throttling':
		case 'LimitExceeded':
			return {
				summary: __(
					'Amazon Lex is limiting requests just now.',
					'careers-frontend'
				),
				advice: __(
					'Wait a minute and test again.',
					'careers-frontend'
				),
				settings: [],
			};
		case 'Conflict':
			return {
				summary: __(
					'Amazon Lex was still busy with an earlier message of this session.',
					'careers-frontend'
				),
				advice: __( 'Test again.', 'careers-frontend' ),
				settings: [],
			};
		case 'DependencyFailed':
		case 'BadGateway':
		case 'LoopDetected':
			return {
				summary: __(
					'The bot reached Amazon Lex, but its code hook (a Lambda function) failed.',
					'careers-frontend'
				),
				advice: __(
					'Look at the bot’s Lambda function and its logs in AWS.',
					'careers-frontend'
				),
				settings: [],
			};
		case 'InternalServer':
		case 'InternalFailure':
			return {
				summary: __(
					'Amazon Lex had a problem of its own.',
					'careers-frontend'
				),
				advice: __(
					'Test again in a few minutes.',
					'careers-frontend'
				),
				settings: [],
			};
		case 'RequestTimeout':
			return {
				summary: __(
					'Amazon Lex did not answer in time.',
					'careers-frontend'
				),
				advice: __(
					'Test again; if it keeps happening, check the Amazon Lex endpoint and the bot’s code hook.',
					'careers-frontend'
				),
				settings: endpoint,
			};
		case 'BotReplyError':
			return {
				summary: __(
					'Something answered, but not the way Amazon Lex does.',
					'careers-frontend'
				),
				advice: __(
					'Check the Amazon Lex endpoint (empty means AWS) and the Lex version.',
					'careers-frontend'
				),
				settings: [ ...endpoint, 'bot_version' ],
			};
		default:
			return {
				summary: __( 'The bot did not answer.', 'careers-frontend' ),
				advice: __(
					'Check the bot details, the Lex version and the Amazon Lex endpoint.',
					'careers-frontend'
				),
				settings: [ ...bot, 'bot_version', ...endpoint ],
			};
	}
}

/**
 * Settings missing before anything can be sent, or undefined when the
 * test can start.
 *
 * @param settings The settings to test.
 */
export function explainMissingConfiguration(
	settings: Settings
): Explanation | undefined {
	const pool = poolSetting( settings );
	const missing: SettingKey[] = (
		settings.bot_version === 'v1'
			? ( [ 'bot_name', 'bot_alias' ] as SettingKey[] )
			: ( [ 'bot_id', 'bot_alias_id' ] as SettingKey[] )
	).filter( ( key ) => ! settings[ key ] );
	if ( ! settings[ pool ] ) {
		missing.push( pool );
	}
	if ( missing.length > 0 ) {
		return {
			summary: __( 'Some chat settings are empty.', 'careers-frontend' ),
			advice: __(
				'Fill them in and save, then test again.',
				'careers-frontend'
			),
			settings: missing,
		};
	}
	const poolRegion = String( settings[ pool ] ).split( ':' )[ 0 ];
	const region = settings.region || 'us-east-1';
	if ( poolRegion !== region ) {
		return {
			summary: sprintf(
				/* translators: 1: region in the identity pool ID, e.g. eu-west-1; 2: the AWS region setting. */
				__(
					'The identity pool is in %1$s, but the AWS region is %2$s.',
					'careers-frontend'
				),
				poolRegion,
				region
			),
			advice: __(
				'Use the identity pool’s region as the AWS region (the bot must be in the same region).',
				'careers-frontend'
			),
			settings: [ 'region', pool ],
		};
	}
	return undefined;
}
