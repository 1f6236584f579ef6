<?php
/**
 * The plugin's translations: PHP strings from languages/*.mo (WordPress
 * only loads a plugin's own folder when asked), block and view scripts
 * from the JSON files wp_set_script_translations() finds there.
 *
 * @package CareersFrontend
 */

defined( 'ABSPATH' ) || exit;

/**
 * Load the text domain before blocks and settings register (both translate
 * their labels at registration).
 */
function careers_frontend_load_textdomain() {
	load_plugin_textdomain( 'careers-frontend', false, dirname( plugin_basename( CAREERS_FRONTEND_FILE ) ) . '/languages' );
}
add_action( 'init', 'careers_frontend_load_textdomain', 1 );
