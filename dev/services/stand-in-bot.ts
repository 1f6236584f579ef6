/**
 * The plugin's bot settings for the Lex and Cognito stand-ins, for the
 * tests that talk to them. The stand-ins answer any bot
 * id; these are the demo's.
 */

/**
 * Internal dependencies
 */
import type { RunningServices } from './start-services';

type LexUrls = Pick<
	RunningServices[ 'urls' ],
	'cognito-identity' | 'lex-runtime-v2' | 'lex-runtime-v1'
>;

/**
 * The stand-in of the given Lex version.
 *
 * @param urls    The stand-ins' URLs.
 * @param version Lex version.
 */
export function lexUrl( urls: LexUrls, version: 'v2' | 'v1' ): string {
	return version === 'v2'
		? urls[ 'lex-runtime-v2' ]
		: urls[ 'lex-runtime-v1' ];
}

/**
 * The bot, region and endpoints settings (no identity pool: each user of
 * this picks its own environment and pool).
 *
 * @param urls    The stand-ins' URLs.
 * @param version Lex version.
 */
export function standInBotSettings( urls: LexUrls, version: 'v2' | 'v1' ) {
	return {
		bot_version: version,
		bot_id: 'CAREERSBOT',
		bot_alias_id: 'TSTALIASID',
		bot_locale: 'en_US',
		bot_name: 'CareersBot',
		bot_alias: 'live',
		region: 'us-east-1',
		cognito_endpoint: urls[ 'cognito-identity' ],
		lex_endpoint: lexUrl( urls, version ),
	};
}
