<?php
/**
 * Install WordPress without wp-cli (Debian has none): admin / password.
 * Run as `php install.php` with WP_ROOT and WP_URL in the environment.
 *
 * @package CareersFrontend
 */

define( 'WP_INSTALLING', true );
$careers_url              = (string) getenv( 'WP_URL' );
$_SERVER['HTTP_HOST']     = (string) parse_url( $careers_url, PHP_URL_HOST ) . ':' . (string) parse_url( $careers_url, PHP_URL_PORT );
$_SERVER['REQUEST_URI']   = '/';
$_SERVER['SERVER_NAME']   = 'localhost';
$_SERVER['SERVER_PORT']   = '80';
$_SERVER['REQUEST_METHOD'] = 'GET';
require getenv( 'WP_ROOT' ) . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';

if ( getenv( 'WP_FRESH' ) ) {
	// A side site starts as a fresh install: a kept stack's database still
	// holds the tables an earlier worker's run left under this prefix.
	global $wpdb;
	$careers_tables = $wpdb->get_col( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->esc_like( $wpdb->base_prefix ) . '%' ) );
	foreach ( $careers_tables as $careers_table ) {
		$wpdb->query( 'DROP TABLE IF EXISTS `' . esc_sql( $careers_table ) . '`' ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- a table name, listed by the database itself.
	}
	wp_cache_flush();
}
if ( is_blog_installed() ) {
	// Another WordPress version's files over this database: upgrade it.
	if ( (int) get_option( 'db_version' ) !== (int) $GLOBALS['wp_db_version'] ) {
		wp_upgrade();
		echo "upgraded\n";
		exit( 0 );
	}
	echo "installed already\n";
	exit( 0 );
}
$careers_result = wp_install( 'Careers demo', 'admin', 'admin@example.com', true, '', wp_slash( 'password' ) );
if ( is_wp_error( $careers_result ) ) {
	fwrite( STDERR, $careers_result->get_error_message() . "\n" );
	exit( 1 );
}
echo "installed\n";
