<?php
/**
 * The bot locale for the settings page: which Lex locale the site's
 * language talks to with the saved settings, and why (the one rule of
 * includes/bot-words.php), and the locales the connection test asks the
 * bot about. The page starts from it and asks again after each save, at
 * `GET careers-frontend/v1/bot-locale` (for users who can manage options).
 *
 * @package CareersFrontend
 */

defined( 'ABSPATH' ) || exit;

const CAREERS_FRONTEND_REST_NAMESPACE = 'careers-frontend/v1';

/**
 * The Lex locales a settings value maps site languages to.
 *
 * @param array<string, mixed> $settings The plugin settings.
 * @return array<string>
 */
function careers_frontend_bot_locale_map_targets( array $settings ) {
	preg_match_all( '/=\s*([a-z]{2}_[A-Z]{2})/', (string) ( $settings['bot_locale_map'] ?? '' ), $matches );
	return $matches[1];
}

/**
 * The site language's bot locale with the given settings, why, the
 * template's locales, and every locale the settings can send a candidate
 * to (the connection test asks the bot in each).
 *
 * @param array<string, mixed> $settings    The plugin settings.
 * @param string               $site_locale WordPress locale (`es_ES`).
 * @return array<string, mixed>
 */
function careers_frontend_bot_locale_report( array $settings, $site_locale ) {
	$template = careers_frontend_template_locales();
	$choice   = careers_frontend_bot_locale_choice( $settings, $site_locale, $template );
	$probe    = array_merge(
		array( $choice['locale'], (string) ( $settings['bot_locale'] ?? '' ) ),
		careers_frontend_bot_locale_map_targets( $settings ),
		$template
	);
	return array(
		'siteLocale'      => (string) $site_locale,
		'locale'          => $choice['locale'],
		'reason'          => $choice['reason'],
		'templateLocales' => $template,
		'probeLocales'    => array_values( array_unique( array_filter( $probe ) ) ),
	);
}

/**
 * The report for the saved settings and the site's language.
 *
 * @return array<string, mixed>
 */
function careers_frontend_saved_bot_locale_report() {
	return careers_frontend_bot_locale_report( careers_frontend_get_settings(), get_locale() );
}

/**
 * `GET careers-frontend/v1/bot-locale`: the report, to users who can
 * manage options (the settings page's).
 */
function careers_frontend_register_bot_locale_route() {
	register_rest_route(
		CAREERS_FRONTEND_REST_NAMESPACE,
		'/bot-locale',
		array(
			'methods'             => WP_REST_Server::READABLE,
			'callback'            => static function () {
				return rest_ensure_response( careers_frontend_saved_bot_locale_report() );
			},
			'permission_callback' => static function () {
				return current_user_can( 'manage_options' );
			},
		)
	);
}
add_action( 'rest_api_init', 'careers_frontend_register_bot_locale_route' );
