<?php
/**
 * Runs when the plugin is deleted from the Plugins screen: removes the
 * plugin's options (its settings, and the answers' version:
 * includes/answers-version.php), on every site of a network, and the users' one
 * meta (the Lex V1 notice dismissed; users are the network's). Content
 * stays: posts, pages and persona terms belong to the site, not to the
 * plugin.
 *
 * @package CareersFrontend
 */

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

if ( is_multisite() ) {
	// get_sites() returns 100 sites unless told otherwise: page through all.
	$careers_frontend_offset = 0;
	do {
		$careers_frontend_sites = get_sites(
			array(
				'fields' => 'ids',
				'number' => 100,
				'offset' => $careers_frontend_offset,
			)
		);
		foreach ( $careers_frontend_sites as $careers_frontend_site ) {
			switch_to_blog( (int) $careers_frontend_site );
			delete_option( 'careers_frontend_settings' );
			delete_option( 'careers_frontend_answers_version' );
			restore_current_blog();
		}
		$careers_frontend_offset += 100;
		// A full page may have a next one.
		$careers_frontend_full = 100 === count( $careers_frontend_sites );
	} while ( $careers_frontend_full );
} else {
	delete_option( 'careers_frontend_settings' );
	delete_option( 'careers_frontend_answers_version' );
}

delete_metadata( 'user', 0, 'careers_frontend_lex_v1_notice_dismissed', '', true );
