<?php
/**
 * Router for `php -S`: static files as they are, PHP files run, everything
 * else to WordPress (pretty permalinks, /wp-json/). The ATS's profile pages
 * are forwarded to the ATS stand-in so they run on the site's own origin,
 * as a real careers site's reverse proxy does (browser storage is per origin).
 *
 * Development only: not shipped in the plugin zip.
 *
 * @package CareersFrontend
 */

$careers_path = (string) parse_url( $_SERVER['REQUEST_URI'], PHP_URL_PATH );
$careers_ats  = getenv( 'CAREERS_ATS_PROXY' );

if ( $careers_ats && preg_match( '#^(/[a-z]{2})?/profile(/|$)#', $careers_path ) ) {
	require __DIR__ . '/ats-proxy.php';
	careers_dev_proxy( rtrim( $careers_ats, '/' ) . $_SERVER['REQUEST_URI'] );
	return true;
}

$careers_file = realpath( $_SERVER['DOCUMENT_ROOT'] . $careers_path );
if ( false !== $careers_file && is_dir( $careers_file ) && is_file( $careers_file . '/index.php' ) && '/' !== $careers_path ) {
	$careers_file .= '/index.php';
	$_SERVER['SCRIPT_NAME'] = rtrim( $careers_path, '/' ) . '/index.php';
	$_SERVER['PHP_SELF']    = $_SERVER['SCRIPT_NAME'];
	chdir( dirname( $careers_file ) );
	require $careers_file;
	return true;
}
if ( false !== $careers_file && is_file( $careers_file ) ) {
	if ( '.php' !== substr( $careers_file, -4 ) ) {
		if ( isset( $_COOKIE['careers_static_cache'] ) ) {
			require __DIR__ . '/static-cache.php';
			return careers_dev_serve_cached( $careers_file, (int) $_COOKIE['careers_static_cache'] );
		}
		return false;
	}
	chdir( dirname( $careers_file ) );
	require $careers_file;
	return true;
}

$_SERVER['SCRIPT_NAME'] = '/index.php';
$_SERVER['PHP_SELF']    = '/index.php';
chdir( $_SERVER['DOCUMENT_ROOT'] );
require $_SERVER['DOCUMENT_ROOT'] . '/index.php';
return true;
