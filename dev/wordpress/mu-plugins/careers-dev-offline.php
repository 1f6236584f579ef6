<?php
/**
 * Plugin Name: Careers dev offline
 * Description: Development-stack only: WordPress does not ask WordPress.org for updates, translations or plugins.
 *
 * The stack blocks external HTTP (WP_HTTP_BLOCK_EXTERNAL). Each update
 * check core starts on admin pages, from cron or after an upload then
 * fails and logs a `wp_version_check()` / `wp_update_plugins()` /
 * `wp_update_themes()` warning, so a test reading the debug log would
 * depend on how WordPress.org is out of reach. Here the checks do not run.
 *
 * @package CareersFrontend
 */

foreach ( array( '_maybe_update_core', '_maybe_update_plugins', '_maybe_update_themes' ) as $careers_dev_check ) {
	remove_action( 'admin_init', $careers_dev_check );
}
foreach ( array( 'wp_version_check', 'wp_update_plugins', 'wp_update_themes' ) as $careers_dev_check ) {
	// The cron events of the same names.
	remove_action( $careers_dev_check, $careers_dev_check );
}
remove_action( 'init', 'wp_schedule_update_checks' );
foreach ( array( 'load-plugins.php', 'load-update.php', 'load-update-core.php' ) as $careers_dev_page ) {
	remove_action( $careers_dev_page, 'wp_update_plugins' );
}
foreach ( array( 'load-themes.php', 'load-update.php', 'load-update-core.php' ) as $careers_dev_page ) {
	remove_action( $careers_dev_page, 'wp_update_themes' );
}

// Added by wp-admin/includes/admin-filters.php, after must-use plugins load.
add_action(
	'admin_init',
	static function () {
		foreach ( array( 'wp_version_check', 'wp_update_plugins', 'wp_update_themes' ) as $check ) {
			remove_action( 'upgrader_process_complete', $check );
		}
	},
	0
);

// Dashboard > Updates calls wp_version_check() itself: it finds core
// checked a moment ago with nothing newer (its "Check again" link still asks).
add_action(
	'load-update-core.php',
	static function () {
		add_filter(
			'pre_site_transient_update_core',
			static function () {
				return (object) array(
					'updates'         => array(),
					'version_checked' => wp_get_wp_version(),
					'last_checked'    => time(),
					'translations'    => array(),
				);
			}
		);
	}
);

// Settings > General lists the languages WordPress.org offers, and
// Plugins > Add New searches its directory: both answer that it is out of
// reach instead of trying (and logging a warning).
foreach ( array( 'translations_api', 'plugins_api' ) as $careers_dev_api ) {
	add_filter(
		$careers_dev_api,
		static function ( $result ) {
			return false === $result
				? new WP_Error( 'careers_dev_offline', 'The development stack does not reach WordPress.org.' )
				: $result;
		}
	);
}
