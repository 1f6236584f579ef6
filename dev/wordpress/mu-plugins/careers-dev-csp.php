<?php
/**
 * Plugin Name: Careers dev CSP
 * Description: Development-stack only: a request carrying the cookie `careers_csp=strict` gets a strict, nonce-based Content-Security-Policy, with the nonce given to scripts the way a site's security plugin does it: through WordPress's script attribute filters. What the page runs without the nonce is refused.
 *
 * @package CareersFrontend
 */

defined( 'ABSPATH' ) || exit;

/**
 * This request's nonce, or '' when the request did not ask for the policy.
 *
 * @return string
 */
function careers_dev_csp_nonce() {
	static $nonce = null;
	if ( null === $nonce ) {
		$asked = isset( $_COOKIE['careers_csp'] ) && 'strict' === $_COOKIE['careers_csp'];
		$nonce = $asked && ! is_admin() ? rtrim( strtr( base64_encode( random_bytes( 18 ) ), '+/', '-_' ), '=' ) : '';
	}
	return $nonce;
}

add_action(
	'send_headers',
	static function () {
		$nonce = careers_dev_csp_nonce();
		if ( '' !== $nonce ) {
			header( "Content-Security-Policy: script-src 'nonce-{$nonce}' 'strict-dynamic'; object-src 'none'; base-uri 'none'" );
		}
	}
);

/**
 * Give a script tag's attributes the nonce.
 *
 * @param array<string, mixed> $attributes Script attributes.
 * @return array<string, mixed>
 */
function careers_dev_csp_attributes( $attributes ) {
	$nonce = careers_dev_csp_nonce();
	if ( '' !== $nonce && is_array( $attributes ) ) {
		$attributes['nonce'] = $nonce;
	}
	return $attributes;
}
add_filter( 'wp_script_attributes', 'careers_dev_csp_attributes' );
add_filter( 'wp_inline_script_attributes', 'careers_dev_csp_attributes' );

/*
 * Before 6.3 WP_Scripts printed its tags itself, not through the functions
 * those filters belong to: its own filter gets the whole printed block
 * (inline before, file, inline after), as security plugins use it there.
 */
add_filter(
	'script_loader_tag',
	static function ( $tag ) {
		$nonce = careers_dev_csp_nonce();
		if ( '' === $nonce ) {
			return $tag;
		}
		return (string) preg_replace( '/<script(?![^>]*\snonce=)/', '<script nonce="' . esc_attr( $nonce ) . '"', $tag );
	}
);

/*
 * WordPress before 6.4 echoes the block theme's skip-link script without
 * any filter; no site could give it a nonce. Not the plugin's: left out.
 */
if ( function_exists( 'the_block_template_skip_link' ) && ! function_exists( 'wp_enqueue_block_template_skip_link' ) ) {
	add_action(
		'wp_loaded',
		static function () {
			if ( '' !== careers_dev_csp_nonce() ) {
				remove_action( 'wp_footer', 'the_block_template_skip_link' );
			}
		}
	);
}
