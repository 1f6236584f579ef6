<?php
/**
 * The WordPress network of the network uninstall test (no wp-cli here).
 * Run by dev/stack/network-site.ts with WP_ROOT, WP_URL and:
 * - CAREERS_NETWORK_STEP=network: turn the installed single site into a
 *   network (wp-config.php has no MULTISITE yet), as Tools → Network Setup;
 * - CAREERS_NETWORK_STEP=sites: with MULTISITE on, make the network hold
 *   CAREERS_NETWORK_SITES sites, each with the plugin's option set;
 * - CAREERS_NETWORK_STEP=count: print how many sites hold the option;
 * - CAREERS_NETWORK_STEP=activate: activate the plugin on the main site
 *   and add `siteadmin` (password `password`), its administrator, who is
 *   not a super admin;
 * - CAREERS_NETWORK_STEP=network-activate: activate it across the network
 *   instead (WordPress then loads it before the site's own plugins);
 * - CAREERS_NETWORK_STEP=translate: print CAREERS_NETWORK_TEXT as the
 *   plugin's PHP translates it in Spanish (es_ES); with
 *   CAREERS_NETWORK_WITHOUT_TEXTDOMAIN_CALL=1, as it would without its
 *   load_plugin_textdomain() call (includes/i18n.php).
 *
 * @package CareersFrontend
 */

$careers_url               = (string) getenv( 'WP_URL' );
$careers_host              = (string) parse_url( $careers_url, PHP_URL_HOST ) . ':' . (string) parse_url( $careers_url, PHP_URL_PORT );
$careers_step              = (string) getenv( 'CAREERS_NETWORK_STEP' );
$_SERVER['HTTP_HOST']      = $careers_host;
$_SERVER['REQUEST_URI']    = '/';
$_SERVER['SERVER_NAME']    = 'localhost';
$_SERVER['SERVER_PORT']    = '80';
$_SERVER['REQUEST_METHOD'] = 'GET';
if ( 'network' === $careers_step ) {
	define( 'WP_INSTALLING_NETWORK', true );
}
if ( 'translate' === $careers_step ) {
	// Hooks WordPress picks up as it loads: the locale, and (when asked)
	// the plugin's own textdomain call taken out before `init` runs it.
	$wp_filter = array(
		'determine_locale' => array(
			10 => array(
				array(
					'function'      => static function () {
						return 'es_ES';
					},
					'accepted_args' => 1,
				),
			),
		),
	);
	if ( getenv( 'CAREERS_NETWORK_WITHOUT_TEXTDOMAIN_CALL' ) ) {
		$wp_filter['plugins_loaded'] = array(
			10 => array(
				array(
					'function'      => static function () {
						remove_action( 'init', 'careers_frontend_load_textdomain', 1 );
					},
					'accepted_args' => 1,
				),
			),
		);
	}
}
require getenv( 'WP_ROOT' ) . '/wp-load.php';

const CAREERS_OPTION = 'careers_frontend_settings';

if ( 'network' === $careers_step ) {
	require_once ABSPATH . 'wp-admin/includes/upgrade.php';
	require_once ABSPATH . 'wp-admin/includes/network.php';
	// As wp-admin/network.php does: name the network's tables first.
	foreach ( $wpdb->tables( 'ms_global' ) as $careers_table => $careers_prefixed ) {
		$wpdb->$careers_table = $careers_prefixed;
	}
	install_network();
	$careers_result = populate_network( 1, $careers_host, 'admin@example.com', 'Careers network', '/', false );
	if ( is_wp_error( $careers_result ) && 'siteid_exists' !== $careers_result->get_error_code() ) {
		fwrite( STDERR, $careers_result->get_error_message() . "\n" );
		exit( 1 );
	}
	exit( 0 );
}

if ( 'sites' === $careers_step ) {
	$careers_wanted = (int) getenv( 'CAREERS_NETWORK_SITES' );
	$careers_have   = (int) get_sites( array( 'count' => true, 'number' => 0 ) );
	for ( $careers_i = $careers_have + 1; $careers_i <= $careers_wanted; $careers_i++ ) {
		$careers_site = wp_insert_site(
			array(
				'domain'  => $careers_host,
				'path'    => "/site-{$careers_i}/",
				'title'   => "Site {$careers_i}",
				'user_id' => 1,
			)
		);
		if ( is_wp_error( $careers_site ) ) {
			fwrite( STDERR, $careers_site->get_error_message() . "\n" );
			exit( 1 );
		}
	}
	foreach ( get_sites( array( 'fields' => 'ids', 'number' => 0 ) ) as $careers_id ) {
		switch_to_blog( (int) $careers_id );
		update_option( CAREERS_OPTION, array( 'organization_name' => 'careers' ) );
		restore_current_blog();
	}
	exit( 0 );
}

if ( 'activate' === $careers_step ) {
	require_once ABSPATH . 'wp-admin/includes/plugin.php';
	$careers_result = activate_plugin( 'careers-frontend/careers-frontend.php' );
	if ( is_wp_error( $careers_result ) ) {
		fwrite( STDERR, $careers_result->get_error_message() . "\n" );
		exit( 1 );
	}
	if ( ! get_user_by( 'login', 'siteadmin' ) ) {
		$careers_user = wp_insert_user(
			array(
				'user_login' => 'siteadmin',
				'user_pass'  => 'password',
				'user_email' => 'siteadmin@example.com',
				'role'       => 'administrator',
			)
		);
		if ( is_wp_error( $careers_user ) ) {
			fwrite( STDERR, $careers_user->get_error_message() . "\n" );
			exit( 1 );
		}
	}
	exit( 0 );
}

if ( 'network-activate' === $careers_step ) {
	require_once ABSPATH . 'wp-admin/includes/plugin.php';
	deactivate_plugins( 'careers-frontend/careers-frontend.php', true );
	$careers_result = activate_plugin( 'careers-frontend/careers-frontend.php', '', true );
	if ( is_wp_error( $careers_result ) ) {
		fwrite( STDERR, $careers_result->get_error_message() . "\n" );
		exit( 1 );
	}
	exit( 0 );
}

if ( 'translate' === $careers_step ) {
	// phpcs:ignore WordPress.WP.I18n -- the text to look up comes from the test.
	echo __( (string) getenv( 'CAREERS_NETWORK_TEXT' ), 'careers-frontend' );
	exit( 0 );
}

$careers_count = 0;
foreach ( get_sites( array( 'fields' => 'ids', 'number' => 0 ) ) as $careers_id ) {
	$careers_count += (int) $wpdb->get_var(
		$wpdb->prepare( 'SELECT COUNT(*) FROM ' . $wpdb->get_blog_prefix( (int) $careers_id ) . 'options WHERE option_name = %s', CAREERS_OPTION )
	);
}
echo (int) $careers_count;
