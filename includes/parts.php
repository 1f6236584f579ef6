<?php
/**
 * Part scripts: code a page needs only on some visits (sign-out, the
 * menu's modals, a signed-in candidate's persona list, the chat's loader,
 * a framed page's height),
 * loaded by the runtime on first use (src/runtime/parts.ts). Their URLs
 * reach the page only through the server's block config, never from block
 * markup.
 *
 * @package CareersFrontend
 */

defined( 'ABSPATH' ) || exit;

/**
 * Part names and their entries below build/.
 *
 * @return array<string, string>
 */
function careers_frontend_parts() {
	return array(
		'sign-out'        => 'parts/sign-out',
		'persona-content' => 'parts/persona-content',
		'chat-loader'     => 'parts/chat-loader',
		'signin-menu'     => 'parts/signin-menu',
		'menu-dialogs'    => 'parts/menu-dialogs',
		'bearer-polling'  => 'parts/bearer-polling',
		'iframe-height'   => 'parts/iframe-height',
	);
}

/**
 * A part's script handle.
 *
 * @param string $name Part name.
 * @return string
 */
function careers_frontend_part_handle( $name ) {
	return 'careers-frontend-part-' . $name;
}

/**
 * Register each built part (never enqueued: the runtime loads them).
 */
function careers_frontend_register_parts() {
	foreach ( careers_frontend_parts() as $name => $entry ) {
		careers_frontend_register_built_script( careers_frontend_part_handle( $name ), $entry );
	}
}
add_action( 'init', 'careers_frontend_register_parts', 6 );

/**
 * The parts' URLs as WordPress would print them, the plugin's own only.
 *
 * @return array<string, string>
 */
function careers_frontend_part_urls() {
	$scripts = wp_scripts();
	$urls    = array();
	foreach ( array_keys( careers_frontend_parts() ) as $name ) {
		$handle = careers_frontend_part_handle( $name );
		if ( ! isset( $scripts->registered[ $handle ] ) ) {
			continue;
		}
		$src = careers_frontend_dependency_src( $scripts, $handle, 'script_loader_src' );
		if ( careers_frontend_is_own_asset_url( $src ) ) {
			$urls[ $name ] = $src;
		}
	}
	return $urls;
}
