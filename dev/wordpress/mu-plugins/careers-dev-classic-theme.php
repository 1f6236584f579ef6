<?php
/**
 * Plugin Name: Careers dev classic theme
 * Description: Development-stack only: a request carrying the cookie `careers_theme=classic` is served by a minimal classic theme (dev/wordpress/themes/careers-classic), whose loop prints each post's excerpt with the_excerpt() and its content with the_content(), as classic themes do. Every other request keeps the site's theme.
 *
 * @package CareersFrontend
 */

defined( 'ABSPATH' ) || exit;

// The mu-plugin is a link; __DIR__ is where the file really is.
register_theme_directory( dirname( __DIR__ ) . '/themes' );

/**
 * The classic theme for a front-end request that asks for it.
 *
 * @param string $theme The site's theme (stylesheet or template).
 * @return string
 */
function careers_dev_classic_theme( $theme ) {
	$asked = isset( $_COOKIE['careers_theme'] ) && 'classic' === $_COOKIE['careers_theme'];
	return $asked && ! is_admin() ? 'careers-classic' : $theme;
}
add_filter( 'stylesheet', 'careers_dev_classic_theme' );
add_filter( 'template', 'careers_dev_classic_theme' );
