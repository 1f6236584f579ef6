<?php
/**
 * `/auth0_logout/`: where the identity provider sends the candidate back
 * after a single sign-on or sponsor sign-out (spec §2). Local data is
 * already cleared by then, so it only has to land them on the home page.
 *
 * @package CareersFrontend
 */

defined( 'ABSPATH' ) || exit;

/**
 * Redirect `/auth0_logout/` (and `/{lang}/auth0_logout/`) to the home page
 * in that language, unless a page with that slug exists to show instead.
 */
function careers_frontend_auth0_logout_return() {
	if ( ! is_404() ) {
		return;
	}
	$home_path = (string) wp_parse_url( home_url( '/' ), PHP_URL_PATH );
	$request   = (string) wp_parse_url( isset( $_SERVER['REQUEST_URI'] ) ? esc_url_raw( wp_unslash( $_SERVER['REQUEST_URI'] ) ) : '', PHP_URL_PATH );
	$relative  = '/' . ltrim( substr( $request, strlen( rtrim( $home_path, '/' ) ) ), '/' );
	if ( ! preg_match( '#^(?:/([a-z]{2}(?:-[a-z]{2})?))?/auth0_logout/?$#', $relative, $matches ) ) {
		return;
	}
	$target = home_url( careers_frontend_language_path( '/', $matches[1] ?? '' ) );
	wp_safe_redirect( $target, 302, 'careers-frontend' );
	exit;
}
add_action( 'template_redirect', 'careers_frontend_auth0_logout_return' );

/**
 * A site path in a language: English (the default, in any region) has no
 * prefix, others get `/{lang}` (spec §9). Mirrors withLanguagePrefix() in
 * src/runtime/language.ts.
 *
 * @param string      $path     Path starting with `/`.
 * @param string|null $language Language code; the configured one when null.
 * @return string
 */
function careers_frontend_language_path( $path, $language = null ) {
	$language = strtolower( trim( (string) ( $language ?? careers_frontend_get_settings()['language'] ) ) );
	$english  = '' === $language || 'en' === explode( '-', $language )[0];
	return ( $english ? '' : '/' . $language ) . $path;
}
