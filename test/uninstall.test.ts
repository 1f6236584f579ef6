/** @jest-environment node */

/**
 * uninstall.php, run by PHP with WordPress's multisite functions played by
 * a network of 250 sites: `get_sites()` answers 100 at a time unless asked
 * for more, as WordPress's does, and every site's option must still go.
 */

/**
 * External dependencies
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Internal dependencies
 */
import { PHP_READY_TIMEOUT_MS, phpReady, runPhp } from '../tests/run-php';

const ROOT = path.resolve( __dirname, '..' );

function uninstall( sites: number ): number[] {
	const dir = fs.mkdtempSync(
		path.join( os.tmpdir(), 'careers-uninstall-' )
	);
	const script = path.join( dir, 'run.php' );
	fs.writeFileSync(
		script,
		`<?php
define( 'WP_UNINSTALL_PLUGIN', true );
$GLOBALS['sites'] = range( 1, ${ sites } );
$GLOBALS['current'] = 1;
$GLOBALS['deleted'] = array();
function is_multisite() { return true; }
function get_sites( $args = array() ) {
	$args = array_merge( array( 'number' => 100, 'offset' => 0 ), $args );
	return array_slice( $GLOBALS['sites'], (int) $args['offset'], (int) $args['number'] );
}
function switch_to_blog( $id ) { $GLOBALS['current'] = $id; }
function restore_current_blog() { $GLOBALS['current'] = 1; }
function delete_option( $name ) {
	if ( 'careers_frontend_settings' === $name ) {
		$GLOBALS['deleted'][] = $GLOBALS['current'];
	}
}
require $argv[1] . '/uninstall.php';
echo json_encode( $GLOBALS['deleted'] );
`
	);
	try {
		return JSON.parse( runPhp( [ script, ROOT ] ) );
	} finally {
		fs.rmSync( dir, { recursive: true, force: true } );
	}
}

beforeAll( phpReady, PHP_READY_TIMEOUT_MS );

describe( 'uninstall on a network', () => {
	it.each( [ 1, 100, 250 ] )(
		'removes the option of every one of %i sites, once',
		( sites ) => {
			const deleted = uninstall( sites );
			expect( deleted ).toHaveLength( sites );
			expect( new Set( deleted ).size ).toBe( sites );
		}
	);
} );
