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
 * Core's emoji loader (6.3 and later) tests the browser in a Worker made
 * from a blob: URL, which this policy (no `worker-src blob:`) refuses.
 * Core's to settle with a site's policy, not the plugin's: left out here,
 * as many sites with a strict policy do.
 */
add_action(
	'wp_loaded',
	static function () {
		if ( '' !== careers_dev_csp_nonce() ) {
			remove_action( 'wp_head', 'print_emoji_detection_script', 7 );
		}
	}
);
