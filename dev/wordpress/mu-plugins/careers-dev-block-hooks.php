<?php
/**
 * Plugin Name: Careers dev block hooks
 * Description: Development-stack only: the sign-in menu's Block Hook (after core/navigation) applies only while the careers_dev_block_hooks option is on.
 *
 * The seeded pages and many end-to-end tests hold the sign-in menu in the
 * page itself, and count it there: with the hook it would also be in the
 * header of every page. The demo site turns the option on (its seeded pages
 * then leave the menu to the header); the end-to-end suite turns it on only
 * for the test of the hook (tests/e2e/block-hooks.spec.ts).
 *
 * @package CareersFrontend
 */

add_action(
	'init',
	static function () {
		register_setting(
			'general',
			'careers_dev_block_hooks',
			array(
				'type'         => 'boolean',
				'default'      => false,
				'show_in_rest' => true,
			)
		);
	}
);

add_filter(
	'hooked_block_types',
	static function ( $hooked_block_types ) {
		if ( get_option( 'careers_dev_block_hooks' ) ) {
			return $hooked_block_types;
		}
		return array_values( array_diff( $hooked_block_types, array( 'careers-frontend/signin-menu' ) ) );
	}
);
