/**
 * The settings the chat window reads, with the schema's defaults. Each
 * default is read as `schema.properties.<key>.default` in full: webpack
 * then keeps only those values of the schema file in the window, not the
 * whole file with every pattern (getSettings() would bring it all).
 */

/**
 * Internal dependencies
 */
import schema from '../../includes/settings.schema.json';
import { DEFAULT_CONTEXT } from './page-context';
import { readConfig } from './read-config';
import type { PageBot, PageContext, Settings } from './types';

type ChatSettingKey =
	| 'organization_name'
	| 'bot_version'
	| 'bot_id'
	| 'bot_alias_id'
	| 'bot_locale'
	| 'bot_idle_session_ttl'
	| 'bot_name'
	| 'bot_alias'
	| 'environment'
	| 'identity_pool_production'
	| 'identity_pool_development'
	| 'region'
	| 'cognito_endpoint'
	| 'lex_endpoint'
	| 'app_id'
	| 'job_api_base'
	| 'job_detail_path'
	| 'job_search_path'
	| 'max_jobs'
	| 'no_jobs'
	| 'ai_delay'
	| 'markdown'
	| 'link_target'
	| 'maps_provider'
	| 'maps_api_key'
	| 'maps_script_url'
	| 'here_geocode_url';

/** What the chat (window, conversation, bot, geocoder) reads. */
export type ChatSettings = Pick< Settings, ChatSettingKey >;

const CHAT_DEFAULTS: Readonly< ChatSettings > = {
	organization_name: schema.properties.organization_name.default,
	bot_version: schema.properties.bot_version
		.default as Settings[ 'bot_version' ],
	bot_id: schema.properties.bot_id.default,
	bot_alias_id: schema.properties.bot_alias_id.default,
	bot_locale: schema.properties.bot_locale.default,
	bot_idle_session_ttl: schema.properties.bot_idle_session_ttl.default,
	bot_name: schema.properties.bot_name.default,
	bot_alias: schema.properties.bot_alias.default,
	environment: schema.properties.environment
		.default as Settings[ 'environment' ],
	identity_pool_production:
		schema.properties.identity_pool_production.default,
	identity_pool_development:
		schema.properties.identity_pool_development.default,
	region: schema.properties.region.default,
	cognito_endpoint: schema.properties.cognito_endpoint.default,
	lex_endpoint: schema.properties.lex_endpoint.default,
	app_id: schema.properties.app_id.default,
	job_api_base: schema.properties.job_api_base.default,
	job_detail_path: schema.properties.job_detail_path.default,
	job_search_path: schema.properties.job_search_path.default,
	max_jobs: schema.properties.max_jobs.default,
	no_jobs: schema.properties.no_jobs.default,
	ai_delay: schema.properties.ai_delay.default,
	markdown: schema.properties.markdown.default,
	link_target: schema.properties.link_target
		.default as Settings[ 'link_target' ],
	maps_provider: schema.properties.maps_provider
		.default as Settings[ 'maps_provider' ],
	maps_api_key: schema.properties.maps_api_key.default,
	maps_script_url: schema.properties.maps_script_url.default,
	here_geocode_url: schema.properties.here_geocode_url.default,
};

/**
 * The chat's settings, with the same fallback rule as getSettings().
 *
 * @param source Window holding the config (a fake in tests).
 */
export function getChatSettings( source: Window = window ): ChatSettings {
	return readConfig( 'settings', { ...CHAT_DEFAULTS }, source );
}

/**
 * The page's WordPress locale, as getContext( 'locale' ) reads it.
 *
 * @param source Window holding the config.
 */
export function getChatLocale(
	source: Window = window
): PageContext[ 'locale' ] {
	return readConfig( 'context', { locale: DEFAULT_CONTEXT.locale }, source )
		.locale;
}

/**
 * The page's bot: its Lex locale (empty when PHP gave none) and the
 * template's words, unchecked.
 *
 * @param source Window holding the config.
 */
export function getChatBot( source: Window = window ): PageBot {
	const bot = Object( Object( source.careersFrontendConfig ).bot );
	return {
		locale: typeof bot.locale === 'string' ? bot.locale : '',
		words: bot.words,
	};
}
