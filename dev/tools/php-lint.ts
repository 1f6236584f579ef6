/**
 * `npm run lint:php`: `php -l` on every PHP file of the project (the dev
 * stack's too), then PHP_CodeSniffer with the project's ruleset
 * (phpcs.xml.dist: WordPress-Extra, the text domain, the prefix,
 * PHPCompatibilityWP for PHP 7.4+) on the plugin's own PHP. phpcs is
 * Composer's where installed (vendor/bin/phpcs, or on PATH), otherwise the
 * offline copy in ../shared/tools/wpcs (see its README).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

import { PROJECT_ROOT } from '../stack/config';
import { reportFailure } from '../stack/errors';
import { ensurePackages } from '../stack/packages';
import { phpBinary, phpPathEnv } from '../stack/site-binaries';

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

function syntaxFailures( files: string[] ): number {
	const failures = files.filter( ( file ) => {
		const result = spawnSync( phpBinary(), [ '-l', file ], {
			encoding: 'utf8',
		} );
		if ( result.status !== 0 ) {
			process.stderr.write( result.stdout + result.stderr );
			return true;
		}
		return false;
	} );
	process.stdout.write(
		`php -l: ${ files.length - failures.length } passed, ${ failures.length } failed\n`
	);
	return failures.length;
}

/**
 * Composer's phpcs where installed, else the shared offline copy.
 * @param root
 */
export function findPhpcs( root = PROJECT_ROOT ): string | undefined {
	const vendor = path.join( root, 'vendor', 'bin', 'phpcs' );
	if ( fs.existsSync( vendor ) ) {
		return vendor;
	}
	const onPath = spawnSync( 'sh', [ '-c', 'command -v phpcs' ], {
		encoding: 'utf8',
	} ).stdout.trim();
	if ( onPath ) {
		return onPath;
	}
	const shared = path.resolve(
		root,
		'..',
		'shared',
		'tools',
		'wpcs',
		'phpcs'
	);
	return fs.existsSync( shared ) ? shared : undefined;
}

/**
 * phpcs with the project's ruleset; false on findings or without phpcs.
 */
function sniff(): boolean {
	const phpcs = findPhpcs();
	if ( ! phpcs ) {
		process.stderr.write(
			'phpcs: not found (vendor/bin/phpcs, on PATH, or ../shared/tools/wpcs/phpcs). Install it with `composer require --dev wp-coding-standards/wpcs:3.1.0 phpcompatibility/phpcompatibility-wp:"^3.0@dev"`.\n'
		);
		return false;
	}
	process.stdout.write(
		`phpcs: ${ path.relative( PROJECT_ROOT, phpcs ) }\n`
	);
	// The files and rules are the ruleset's (phpcs.xml.dist).
	const result = spawnSync(
		phpcs,
		[ `--standard=${ path.join( PROJECT_ROOT, 'phpcs.xml.dist' ) }` ],
		{ cwd: PROJECT_ROOT, stdio: 'inherit', env: phpPathEnv() }
	);
	if ( result.status === 0 ) {
		process.stdout.write( 'phpcs: 0 errors, 0 warnings\n' );
	}
	return result.status === 0;
}

async function main(): Promise< number > {
	await ensurePackages( {
		groups: [ 'site' ],
		log: ( line ) => process.stdout.write( `${ line }\n` ),
	} );
	const syntaxOk = syntaxFailures( phpFiles( PROJECT_ROOT ) ) === 0;
	const sniffOk = sniff();
	return syntaxOk && sniffOk ? 0 : 1;
}

main().then(
	( code ) => process.exit( code ),
	( error ) => process.exit( reportFailure( error ) )
);
