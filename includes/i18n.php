<?php
/**
 * The plugin's translations: PHP strings from languages/*.mo, block and
 * view scripts from the JSON files wp_set_script_translations() finds there.
 *
 * Why the call stays although Plugin Check discourages it: since WordPress
 * 6.8 (changeset 59461, #62244) wp-settings.php reads the `Text Domain` and
 * `Domain Path` headers of each plugin a site activates and hands the path
 * to just-in-time loading, so a site-activated plugin needs no call. But it
 * does not for plugins activated across a network (their loop in
 * wp-settings.php, 6.8 and 7.1 alike, sets no path), and just-in-time
 * loading on its own looks only in WP_LANG_DIR, where only WordPress.org's
 * language packs go. This plugin is not on WordPress.org and may be
 * network-activated: without the call its Spanish would be lost there
 * (tests/e2e/quality-security-network-settings.spec.ts). Since 6.7 the
 * call only records the path; nothing loads until a string is needed.
 *
 * @package CareersFrontend
 */

defined( 'ABSPATH' ) || exit;

/**
 * Name the text domain's folder before blocks and settings register (both
 * translate their labels at registration).
 */
function careers_frontend_load_textdomain() {
	load_plugin_textdomain( 'careers-frontend', false, dirname( plugin_basename( CAREERS_FRONTEND_FILE ) ) . '/languages' );
}
add_action( 'init', 'careers_frontend_load_textdomain', 1 );

/**
 * The chat's texts left at their default, in the site's language: the
 * default no_jobs text is English in the schema, and the window would show
 * it as such on a Spanish site.
 *
 * @param array<string, mixed> $settings The page's settings.
 * @return array<string, mixed>
 */
function careers_frontend_chat_settings_in_site_language( array $settings ) {
	if ( ( $settings['no_jobs'] ?? null ) === ( careers_frontend_default_settings()['no_jobs'] ?? null ) ) {
		/* translators: the chat's line when no job matches; {link} becomes a link to the job search, keep it as is. */
		$settings['no_jobs'] = __( 'No matching jobs right now. {link}', 'careers-frontend' );
	}
	return $settings;
}
