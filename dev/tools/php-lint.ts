/**
 * `npm run lint:php`: `php -l` on every PHP file of the project.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

import { PROJECT_ROOT } from '../stack/config';
import { reportFailure } from '../stack/errors';
import { ensurePackages } from '../stack/packages';

const SKIP = new Set( [
	'node_modules',
	'.local',
	'build',
	'.git',
	'artifacts',
	'vendor',
] );

function phpFiles( dir: string ): string[] {
	return fs
		.readdirSync( dir, { withFileTypes: true } )
		.flatMap( ( entry ) => {
			if ( SKIP.has( entry.name ) ) {
				return [];
			}
			const full = path.join( dir, entry.name );
			if ( entry.isDirectory() ) {
				return phpFiles( full );
			}
			return entry.name.endsWith( '.php' ) ? [ full ] : [];
		} );
}

async function main(): Promise< number > {
	await ensurePackages( {
		withBrowser: false,
		log: ( line ) => process.stdout.write( `${ line }\n` ),
	} );
	const files = phpFiles( PROJECT_ROOT );
	const failures = files.filter( ( file ) => {
		const result = spawnSync( 'php', [ '-l', file ], { encoding: 'utf8' } );
		if ( result.status !== 0 ) {
			process.stderr.write( result.stdout + result.stderr );
			return true;
		}
		return false;
	} );
	process.stdout.write(
		`php -l: ${ files.length - failures.length } passed, ${ failures.length } failed\n`
	);
	return failures.length ? 1 : 0;
}

main().then(
	( code ) => process.exit( code ),
	( error ) => process.exit( reportFailure( error ) )
);
