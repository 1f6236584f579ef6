/**
 * One bot stack's outputs, as the AWS setup panel is given them, and the
 * settings they fill.
 */

export const POOL = 'eu-west-1:0c5a1d2e-3f4b-4a5c-8d6e-7f8091a2b3c4';

/** The JSON of `aws cloudformation describe-stacks`. */
export const DESCRIBE_STACKS = JSON.stringify( {
	Stacks: [
		{
			StackName: 'careers-bot',
			Outputs: [
				{ OutputKey: 'Region', OutputValue: 'eu-west-1' },
				{ OutputKey: 'IdentityPoolId', OutputValue: POOL },
				{ OutputKey: 'BotId', OutputValue: 'ABCDEF1234' },
				{ OutputKey: 'BotAliasId', OutputValue: 'TSTALIAS01' },
				{ OutputKey: 'BotLocales', OutputValue: 'en_US, es_US' },
				{ OutputKey: 'IdleSessionTTLInSeconds', OutputValue: '300' },
			],
		},
	],
} );

/** The settings those outputs fill. */
export const FILLED = {
	region: 'eu-west-1',
	identity_pool_production: POOL,
	identity_pool_development: POOL,
	bot_version: 'v2',
	bot_id: 'ABCDEF1234',
	bot_alias_id: 'TSTALIAS01',
	bot_locale: 'en_US',
	bot_idle_session_ttl: 300,
};

/** The bot's locales those outputs list. */
export const LOCALES = [ 'en_US', 'es_US' ];
