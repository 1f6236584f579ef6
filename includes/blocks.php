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
			foreach ( array_merge( $block->view_script_handles ?? array(), $block->editor_script_handles ?? array() ) as $handle ) {
				wp_set_script_translations( $handle, 'careers-frontend', CAREERS_FRONTEND_DIR . '/languages' );
			}
		}
	}
}
add_action( 'init', 'careers_frontend_register_blocks' );

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
