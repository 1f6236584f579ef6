/* @jest-environment node */
/**
 * The page validates with the server's schema; the unit tests use a copy of
 * it. This keeps the copy equal to includes/settings.php.
 */

/**
 * External dependencies
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve( __dirname, '../../..' );

function schemaFromPhp(): unknown {
	const script = path.join(
		os.tmpdir(),
		`careers-schema-${ process.pid }.php`
	);
	fs.writeFileSync(
		script,
		[
			'<?php',
			"define( 'ABSPATH', '/' );",
			'function add_action() {}',
			'function __( $text ) { return $text; }',
			'require $argv[1] . "/includes/settings.php";',
			'echo json_encode( careers_frontend_settings_schema() );',
		].join( '\n' )
	);
	try {
		return JSON.parse(
			execFileSync( 'php', [ script, ROOT ], { encoding: 'utf8' } )
		);
	} finally {
		fs.rmSync( script, { force: true } );
	}
}

describe( 'the schema copy used by the settings page tests', () => {
	it( 'equals the schema the server validates with', () => {
		const copy = JSON.parse(
			fs.readFileSync(
				path.join( __dirname, 'fixtures', 'schema.json' ),
				'utf8'
			)
		);
		expect( copy ).toEqual( schemaFromPhp() );
	} );
} );
