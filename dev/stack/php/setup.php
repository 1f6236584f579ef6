<?php
/**
 * After install: theme, permalinks, the plugin, an editor user, the demo
 * settings (pointing at the stand-ins) and demo content, candidate answers
 * included. Idempotent: a second run only refreshes the settings.
 *
 * Environment: WP_ROOT, WP_URL, CAREERS_DEMO_SETTINGS (JSON object).
 *
 * @package CareersFrontend
 */

$careers_url               = (string) getenv( 'WP_URL' );
$_SERVER['HTTP_HOST']      = (string) parse_url( $careers_url, PHP_URL_HOST ) . ':' . (string) parse_url( $careers_url, PHP_URL_PORT );
$_SERVER['REQUEST_URI']    = '/';
$_SERVER['SERVER_NAME']    = 'localhost';
$_SERVER['SERVER_PORT']    = '80';
$_SERVER['REQUEST_METHOD'] = 'GET';
require getenv( 'WP_ROOT' ) . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';

// The default theme of the WordPress version that runs (Twenty Twenty-Five
// on 6.8 and 7.1), unpacked from its Debian package beside core.
if ( ! wp_get_theme( WP_DEFAULT_THEME )->exists() ) {
	fwrite( STDERR, 'The default theme ' . WP_DEFAULT_THEME . " is missing from wp-content/themes.\n" );
	exit( 1 );
}
if ( get_option( 'stylesheet' ) !== WP_DEFAULT_THEME ) {
	switch_theme( WP_DEFAULT_THEME );
}
if ( get_option( 'permalink_structure' ) !== '/%postname%/' ) {
	update_option( 'permalink_structure', '/%postname%/' );
}
update_option( 'show_avatars', 0 );
// The sign-in menu's Block Hook: on for the demo, off for the tests (see
// dev/wordpress/mu-plugins/careers-dev-block-hooks.php).
update_option( 'careers_dev_block_hooks', getenv( 'CAREERS_DEV_BLOCK_HOOKS' ) === '1' );
update_option( 'blogdescription', 'A careers site demo' );

$careers_activation = activate_plugin( 'careers-frontend/careers-frontend.php' );
if ( is_wp_error( $careers_activation ) ) {
	fwrite( STDERR, 'Activating careers-frontend failed: ' . $careers_activation->get_error_message() . "\n" );
	exit( 1 );
}
// On the first run the plugin was activated after `init`: register what
// the seeding below needs by hand.
if ( ! taxonomy_exists( 'persona' ) ) {
	careers_frontend_register_settings();
	careers_frontend_register_persona_taxonomy();
	careers_frontend_register_answers();
	careers_frontend_register_answer_meta();
}

$careers_demo = json_decode( (string) getenv( 'CAREERS_DEMO_SETTINGS' ), true );
if ( ! is_array( $careers_demo ) ) {
	$careers_demo = array();
}
$careers_saved = get_option( CAREERS_FRONTEND_OPTION, array() );
update_option( CAREERS_FRONTEND_OPTION, array_merge( is_array( $careers_saved ) ? $careers_saved : array(), $careers_demo ) );

if ( ! get_user_by( 'login', 'editor' ) ) {
	wp_insert_user(
		array(
			'user_login' => 'editor',
			'user_pass'  => 'password',
			'user_email' => 'editor@example.com',
			'role'       => 'editor',
		)
	);
}

require __DIR__ . '/seed-content.php';
careers_dev_seed_content( getenv( 'CAREERS_DEV_BLOCK_HOOKS' ) === '1' );
require __DIR__ . '/seed-answers.php';
careers_dev_seed_answers();
flush_rewrite_rules( false );
echo "set up\n";
