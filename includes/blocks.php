<?php
/**
 * Block registration: one `register_block_type` per built block.json, since
 * the metadata-collection API only exists from WordPress 6.8.
 *
 * @package CareersFrontend
 */

defined( 'ABSPATH' ) || exit;

/**
 * Folder names of the plugin's blocks below build/.
 *
 * @return array<string>
 */
function careers_frontend_block_folders() {
	return array( 'auth-container', 'signin-menu', 'persona-content', 'chat-assistant' );
}

/**
 * Register every block whose build exists.
 */
function careers_frontend_register_blocks() {
	foreach ( careers_frontend_block_folders() as $folder ) {
		$dir = careers_frontend_build_path( $folder );
		if ( ! file_exists( $dir . '/block.json' ) ) {
			continue;
		}
		$block = register_block_type( $dir );
		if ( $block instanceof WP_Block_Type ) {
			// Editor scripts only: view scripts get their strings translated
			// from PHP, so no front-end page loads wp-i18n for them.
			foreach ( $block->editor_script_handles ?? array() as $handle ) {
				wp_set_script_translations( $handle, 'careers-frontend', CAREERS_FRONTEND_DIR . '/languages' );
			}
		}
	}
}
add_action( 'init', 'careers_frontend_register_blocks' );

/**
 * The sign-in menu's Block Hook (blocks/signin-menu/block.json) places it
 * after core/navigation: only in the site's header, not after every menu
 * (a footer's, say). The admin can remove it there in the site editor.
 *
 * @param array<string>                    $hooked_block_types Blocks hooked here.
 * @param string                           $relative_position  before, after, first_child or last_child.
 * @param string|null                      $anchor_block_type  The anchor block's name.
 * @param WP_Block_Template|WP_Post|array $context            Where the anchor is (a pattern is an array).
 * @return array<string>
 */
function careers_frontend_hook_signin_menu_in_header( $hooked_block_types, $relative_position, $anchor_block_type, $context ) {
	if ( 'core/navigation' !== $anchor_block_type || 'after' !== $relative_position ) {
		return $hooked_block_types;
	}
	// The header part itself, or a pattern made for it (Twenty Twenty-Five's
	// header part is one pattern block on 6.8).
	$in_header = ( $context instanceof WP_Block_Template
			&& 'wp_template_part' === $context->type
			&& WP_TEMPLATE_PART_AREA_HEADER === $context->area )
		|| ( is_array( $context )
			&& isset( $context['blockTypes'] )
			&& in_array( 'core/template-part/' . WP_TEMPLATE_PART_AREA_HEADER, (array) $context['blockTypes'], true ) );
	if ( $in_header ) {
		return $hooked_block_types;
	}
	return array_values( array_diff( $hooked_block_types, array( 'careers-frontend/signin-menu' ) ) );
}
add_filter( 'hooked_block_types', 'careers_frontend_hook_signin_menu_in_header', 10, 4 );

/**
 * A block category so editors find the plugin's blocks together.
 *
 * @param array<int, array<string, string>> $categories Existing categories.
 * @return array<int, array<string, string>>
 */
function careers_frontend_block_category( $categories ) {
	$categories[] = array(
		'slug'  => 'careers-frontend',
		'title' => __( 'Careers', 'careers-frontend' ),
	);
	return $categories;
}
add_filter( 'block_categories_all', 'careers_frontend_block_category' );
