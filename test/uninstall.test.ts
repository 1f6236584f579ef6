/** @jest-environment node */

/**
 * uninstall.php, run by PHP with WordPress's multisite functions played by
 * a network of 250 sites: `get_sites()` answers 100 at a time unless asked
 * for more, as WordPress's does, and every site's options (the settings
 * and the answers' version) must still go; the users' meta (shared by the
 * network) goes once.
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

function uninstall( sites: number ): {
	deleted: Record< string, number[] >;
	meta: unknown[][];
} {
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
$GLOBALS['meta'] = array();
function is_multisite() { return true; }
function get_sites( $args = array() ) {
	$args = array_merge( array( 'number' => 100, 'offset' => 0 ), $args );
	return array_slice( $GLOBALS['sites'], (int) $args['offset'], (int) $args['number'] );
}
function switch_to_blog( $id ) { $GLOBALS['current'] = $id; }
function restore_current_blog() { $GLOBALS['current'] = 1; }
function delete_option( $name ) {
	$GLOBALS['deleted'][ $name ][] = $GLOBALS['current'];
}
function delete_metadata( ...$args ) { $GLOBALS['meta'][] = $args; }
require $argv[1] . '/uninstall.php';
echo json_encode( array( 'deleted' => $GLOBALS['deleted'], 'meta' => $GLOBALS['meta'] ) );
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
		'removes the options of every one of %i sites, once',
		( sites ) => {
			const { deleted, meta } = uninstall( sites );
			expect( Object.keys( deleted ).sort() ).toEqual( [
				'careers_frontend_answers_version',
				'careers_frontend_settings',
			] );
			for ( const ids of Object.values( deleted ) ) {
				expect( ids ).toHaveLength( sites );
				expect( new Set( ids ).size ).toBe( sites );
			}
			// Every user's, once: delete_metadata's $delete_all.
			expect( meta ).toEqual( [
				[
					'user',
					0,
					'careers_frontend_lex_v1_notice_dismissed',
					'',
					true,
				],
			] );
		}
	);
} );
