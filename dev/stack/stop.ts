/**
 * `npm run stop`: stop every process a stack recorded, demo and tests.
 */
import fs from 'node:fs';
import path from 'node:path';

import { PROJECT_ROOT, siteProfile } from './config';
import { reportFailure } from './errors';
import { stopRecorded } from './processes';
import { WORDPRESS_VERSIONS } from './wordpress-debian';

/**
 * The test stacks' folders an interrupted run may have left running: each
 * worker's (`.local/e2e…`) and the sites started beside one (its clean
 * site, its network).
 */
function testStackFolders(): string[] {
	const local = path.join( PROJECT_ROOT, '.local' );
	const subfolders = ( folder: string ) =>
		fs.existsSync( folder )
			? fs
					.readdirSync( folder, { withFileTypes: true } )
					.filter( ( entry ) => entry.isDirectory() )
					.map( ( entry ) => path.join( folder, entry.name ) )
			: [];
	return subfolders( local )
		.filter( ( folder ) => path.basename( folder ).startsWith( 'e2e' ) )
		.flatMap( ( folder ) => [ ...subfolders( folder ), folder ] )
		.filter( ( folder ) =>
			fs.existsSync( path.join( folder, 'pids.json' ) )
		);
}

async function main(): Promise< void > {
	const report = ( name: string, stopped: string[] ) =>
		process.stdout.write(
			stopped.length
				? `Stopped ${ name }: ${ stopped.join( ', ' ) }\n`
				: `Nothing running for ${ name }.\n`
		);
	for ( const version of WORDPRESS_VERSIONS ) {
		report(
			`site (WordPress ${ version })`,
			await stopRecorded( siteProfile( version ).root )
		);
	}
	// Named only when something was left running.
	let stoppedTests = false;
	for ( const folder of testStackFolders() ) {
		const stopped = await stopRecorded( folder );
		if ( stopped.length > 0 ) {
			report( path.relative( PROJECT_ROOT, folder ), stopped );
			stoppedTests = true;
		}
	}
	if ( ! stoppedTests ) {
		report( 'the tests', [] );
	}
}

main().catch( ( error ) => process.exit( reportFailure( error ) ) );
