/**
 * How the chat's bot and identity settings show.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	identityPool,
	invalidBotToken,
	invalidEndpoint,
	isV1,
	isV2,
} from './messages';
import type { FieldPresentation, SectionFields } from './types';

/** V2 is the default; AWS ended V1 (includes/admin-lex-v1.php). */
const botVersionField = (): FieldPresentation => ( {
	label: __( 'Amazon Lex version', 'careers-frontend' ),
	choices: {
		v2: __( 'Lex V2 (default)', 'careers-frontend' ),
		v1: __(
			'Lex V1 (legacy: AWS ended it on 15 September 2025)',
			'careers-frontend'
		),
	},
	help: __(
		'AWS ended Amazon Lex V1 on 15 September 2025: Lex V2 is the default. Choose V1 only for a bot that still answers Lex V1’s PostText.',
		'careers-frontend'
	),
} );

export const chatBotFields = () =>
	( {
		bot_version: botVersionField(),
		bot_id: {
			label: __( 'Bot ID', 'careers-frontend' ),
			invalidMessage: __(
				'A bot ID has up to 10 letters and digits, as shown in the Amazon Lex console.',
				'careers-frontend'
			),
			shownWhen: isV2,
		},
		bot_alias_id: {
			label: __( 'Bot alias ID', 'careers-frontend' ),
			invalidMessage: __(
				'A bot alias ID has up to 10 letters and digits, as shown in the Amazon Lex console.',
				'careers-frontend'
			),
			shownWhen: isV2,
		},
		bot_locale: {
			label: __( 'Bot locale', 'careers-frontend' ),
			help: __(
				'A locale the bot is built for, such as en_US.',
				'careers-frontend'
			),
			invalidMessage: __(
				'Use a Lex locale ID: language, underscore, country, such as en_US or es_US.',
				'careers-frontend'
			),
			shownWhen: isV2,
		},
		bot_locale_map: {
			label: __( 'Bot locale per site language', 'careers-frontend' ),
			help: __(
				'Optional. Pairs of site locale = bot locale, comma separated, such as es_ES=es_US, fr_FR=fr_CA. Without a pair, the site talks to the bot locale above when it is in the site’s language; else, with the plugin’s bot, to the template’s locale in that language (es_US for Spanish); else to the bot locale above.',
				'careers-frontend'
			),
			invalidMessage: __(
				'Write pairs like es_ES=es_US, separated by commas.',
				'careers-frontend'
			),
			shownWhen: isV2,
		},
		bot_idle_session_ttl: {
			label: __( 'Bot session timeout (seconds)', 'careers-frontend' ),
			help: __(
				'The bot’s idle session timeout (IdleSessionTTLInSeconds, the stack’s output; 300 unless you changed it). After this long without a message the bot forgets the conversation, and the chat says so and asks its question again.',
				'careers-frontend'
			),
		},
		bot_name: {
			label: __( 'Bot name (V1)', 'careers-frontend' ),
			invalidMessage: invalidBotToken(),
			shownWhen: isV1,
		},
		bot_alias: {
			label: __( 'Bot alias (V1)', 'careers-frontend' ),
			invalidMessage: invalidBotToken(),
			shownWhen: isV1,
		},
		app_id: {
			label: __( 'Cloud app ID', 'careers-frontend' ),
			help: __(
				'Sent with bot requests. At most 50 characters.',
				'careers-frontend'
			),
		},
	} ) satisfies SectionFields;

export const chatIdentityFields = () =>
	( {
		environment: {
			label: __( 'Environment', 'careers-frontend' ),
			choices: {
				production: __( 'Production', 'careers-frontend' ),
				development: __( 'Development', 'careers-frontend' ),
			},
			help: __(
				'Picks which identity pool below is used.',
				'careers-frontend'
			),
		},
		identity_pool_production: identityPool(
			__( 'Identity pool ID (production)', 'careers-frontend' )
		),
		identity_pool_development: identityPool(
			__( 'Identity pool ID (development)', 'careers-frontend' )
		),
		region: {
			label: __( 'AWS region', 'careers-frontend' ),
			help: __(
				'Where the bot runs. Amazon Cognito is called in each identity pool’s own region, the part of its ID before the colon.',
				'careers-frontend'
			),
			invalidMessage: __(
				'Use an AWS region code such as us-east-1 or eu-west-2.',
				'careers-frontend'
			),
		},
		cognito_endpoint: {
			label: __( 'Amazon Cognito endpoint', 'careers-frontend' ),
			help: __( 'Leave empty for AWS.', 'careers-frontend' ),
			invalidMessage: invalidEndpoint(),
		},
		lex_endpoint: {
			label: __( 'Amazon Lex endpoint', 'careers-frontend' ),
			help: __( 'Leave empty for AWS.', 'careers-frontend' ),
			invalidMessage: invalidEndpoint(),
		},
	} ) satisfies SectionFields;
