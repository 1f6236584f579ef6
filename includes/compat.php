<?php
/**
 * Compatibility with WordPress 6.1 for scripts built by @wordpress/scripts 35.
 *
 * @package CareersFrontend
 */

defined( 'ABSPATH' ) || exit;

/**
 * The build lists `react-jsx-runtime`, which core registers only from 6.6;
 * without it 6.1 silently drops every script depending on it. Register a
 * shim only when the handle is missing, so 6.6+ keeps core's own.
 *
 * @param WP_Scripts $scripts The scripts registry.
 */
function careers_frontend_register_jsx_runtime_shim( $scripts ) {
	if ( $scripts->query( 'react-jsx-runtime', 'registered' ) ) {
		return;
	}
	$scripts->add( 'react-jsx-runtime', false, array( 'react' ), '17-shim' );
	$scripts->add_inline_script(
		'react-jsx-runtime',
		'window.ReactJSXRuntime=window.ReactJSXRuntime||(function(R){function j(t,p,k){var a=Object.assign({},p);if(k!==undefined){a.key=k;}return R.createElement(t,a);}return{jsx:j,jsxs:j,Fragment:R.Fragment};})(window.React);'
	);
}
add_action( 'wp_default_scripts', 'careers_frontend_register_jsx_runtime_shim', 20 );
