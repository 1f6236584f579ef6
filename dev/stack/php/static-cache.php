<?php
/**
 * A static file served as a production web server serves it: with
 * `Last-Modified` and `Cache-Control`, answering `If-Modified-Since` with
 * 304 (PHP's built-in server sends neither, so a browser reuses nothing,
 * not even what it prefetched). Only for a request carrying the cookie
 * `careers_static_cache` (its value: max-age in seconds): the benchmark's
 * "chat open → first message" sets it. Development only.
 *
 * @package CareersFrontend
 */

/**
 * Serve $file with caching headers; false when its type is not one this
 * knows (the built-in server serves it then).
 *
 * @param string $file    Absolute path of an existing file.
 * @param int    $max_age Seconds the browser may reuse it without asking.
 * @return bool
 */
function careers_dev_serve_cached( $file, $max_age ) {
	$types = array(
		'js'    => 'application/javascript',
		'css'   => 'text/css',
		'json'  => 'application/json',
		'map'   => 'application/json',
		'svg'   => 'image/svg+xml',
		'png'   => 'image/png',
		'jpg'   => 'image/jpeg',
		'jpeg'  => 'image/jpeg',
		'gif'   => 'image/gif',
		'webp'  => 'image/webp',
		'ico'   => 'image/x-icon',
		'woff'  => 'font/woff',
		'woff2' => 'font/woff2',
		'ttf'   => 'font/ttf',
		'html'  => 'text/html; charset=utf-8',
		'txt'   => 'text/plain; charset=utf-8',
	);
	$type = strtolower( pathinfo( $file, PATHINFO_EXTENSION ) );
	if ( ! isset( $types[ $type ] ) ) {
		return false;
	}
	$modified = (int) filemtime( $file );
	header( 'Content-Type: ' . $types[ $type ] );
	header( 'Last-Modified: ' . gmdate( 'D, d M Y H:i:s', $modified ) . ' GMT' );
	header( 'Cache-Control: public, max-age=' . max( 0, (int) $max_age ) );
	$since = strtotime( (string) ( $_SERVER['HTTP_IF_MODIFIED_SINCE'] ?? '' ) );
	if ( false !== $since && $since >= $modified ) {
		http_response_code( 304 );
		return true;
	}
	header( 'Content-Length: ' . filesize( $file ) );
	readfile( $file );
	return true;
}
