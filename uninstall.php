<?php
/**
 * Runs when the plugin is deleted from the Plugins screen: removes the
 * plugin's one option, on every site of a network. Content stays: posts,
 * pages and persona terms belong to the site, not to the plugin.
 *
 * @package CareersFrontend
 */

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

if ( is_multisite() ) {
	foreach ( get_sites( array( 'fields' => 'ids' ) ) as $careers_frontend_site ) {
		switch_to_blog( (int) $careers_frontend_site );
		delete_option( 'careers_frontend_settings' );
		restore_current_blog();
	}
} else {
	delete_option( 'careers_frontend_settings' );
}
