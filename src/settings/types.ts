/**
 * The plugin's settings as PHP hands them to the page. Keys match the
 * `careers_frontend_settings` option (see includes/settings.php).
 */
export interface Settings {
	organization_name: string;
	language: string;
	ats_url: string;
	sso_enabled: boolean;
	sso_logout_url: string;
	signin_modal: boolean;
	lead_capture_modal: boolean;
	logout_skip_redirect: boolean;
	logout_destination: string;
	logout_to_home: boolean;
	persona_post_types: string;
	persona_not_logged_in: string;
	persona_count: number;
	bot_version: 'v2' | 'v1';
	bot_id: string;
	bot_alias_id: string;
	bot_locale: string;
	/** `es_ES=es_US, fr_FR=fr_CA`: site locale to Lex locale. */
	bot_locale_map: string;
	bot_name: string;
	bot_alias: string;
	environment: 'production' | 'development';
	identity_pool_production: string;
	identity_pool_development: string;
	region: string;
	cognito_endpoint: string;
	lex_endpoint: string;
	app_id: string;
	job_api_base: string;
	job_detail_path: string;
	job_search_path: string;
	max_jobs: number;
	no_jobs: string;
	ai_delay: number;
	markdown: boolean;
	link_target: '_blank' | '_self';
	maps_provider: 'google' | 'here';
	maps_api_key: string;
	maps_script_url: string;
	here_geocode_url: string;
	debug: boolean;
}

/** Page facts that are not settings but come with them. */
export interface PageContext {
	homeUrl: string;
	restUrl: string;
	locale: string;
	/** The runtime's one string, translated by PHP (no wp-i18n on load). */
	updatingMessage: string;
}

export interface CareersConfig {
	settings: Partial< Settings >;
	context: Partial< PageContext >;
}
