/**
 * Internal dependencies
 */
import type { PageContext, Settings } from './types';

/** Mirrors careers_frontend_default_settings() in includes/settings.php. */
export const DEFAULT_SETTINGS: Readonly< Settings > = Object.freeze( {
	organization_name: 'careers',
	language: 'en',
	ats_url: '',
	sso_enabled: false,
	sso_logout_url: '',
	signin_modal: true,
	lead_capture_modal: true,
	logout_skip_redirect: false,
	logout_destination: '',
	logout_to_home: true,
	persona_post_types: 'post',
	persona_not_logged_in: '',
	persona_count: 5,
	bot_version: 'v2',
	bot_id: '',
	bot_alias_id: '',
	bot_locale: 'en_US',
	bot_locale_map: '',
	bot_name: '',
	bot_alias: '',
	environment: 'production',
	identity_pool_production: '',
	identity_pool_development: '',
	region: 'us-east-1',
	cognito_endpoint: '',
	lex_endpoint: '',
	app_id: '',
	job_api_base: '',
	job_detail_path: '/job',
	job_search_path: '/jobs',
	max_jobs: 5,
	no_jobs: 'No matching jobs right now. {link}',
	ai_delay: 400,
	markdown: true,
	link_target: '_blank',
	maps_provider: 'google',
	maps_api_key: '',
	maps_script_url: '',
	here_geocode_url: '',
	debug: false,
} );

export const DEFAULT_CONTEXT: Readonly< PageContext > = Object.freeze( {
	homeUrl: '/',
	restUrl: '/wp-json/',
	locale: 'en_US',
	updatingMessage: 'Your information is being updated.',
} );
