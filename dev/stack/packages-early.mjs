/**
 * npm's `preinstall` hook: on a new machine, run as root, start installing
 * the Debian packages in the background. npm 7 and later run the project's
 * own install scripts once the dependencies are in place, so apt does not
 * overlap npm's download; it overlaps what follows: `npm start`'s build, or
 * in CI the checks and unit tests before the browser tests. `npm start` and
 * the tests wait for it (dev/stack/early-install.ts). Plain Node, no
 * dependencies.
 *
 * The package lists come first, then the demo's packages (PHP, MariaDB:
 * unpacked into `.local/debian-site/` when the machine has neither, see
 * local-site.mjs),
 * then GNU gettext, Chromium, and the other engines the tests run in
 * (Firefox ESR, WebKitGTK and its WebDriver, Xvfb), one apt-get each
 * (install-plan.mjs), so `npm start` (which needs no browser) waits only
 * for the lists and the demo's packages, and each test waits only for its
 * own browser.
 *
 * It also adds the pinned sources entry for the Debian suites that have
 * WordPress 6.8 and 7.1 (dev/stack/wordpress-debian.ts fetches those), so
 * the one `apt-get update` here reads their package lists too.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { INSTALL_ORDER, installScript } from './install-plan.mjs';
import { LOCAL_SITE_DIR, UNPACKED_LIST } from './local-site.mjs';

const here = path.dirname( fileURLToPath( import.meta.url ) );
const root = path.resolve( here, '..', '..' );
const stateDir = path.join( root, '.local', 'apt' );
const siteDir = path.join( root, LOCAL_SITE_DIR );
const groups = JSON.parse(
	fs.readFileSync( path.join( here, 'debian-packages.json' ), 'utf8' )
);

function isInstalled( pkg ) {
	const result = spawnSync( 'dpkg-query', [ '-W', '-f=${Status}', pkg ], {
		encoding: 'utf8',
	} );
	return result.status === 0 && result.stdout.endsWith( ' installed' );
}

/** The packages unpacked into the project by an earlier install. */
function unpacked() {
	try {
		return fs
			.readFileSync( path.join( siteDir, UNPACKED_LIST ), 'utf8' )
			.split( '\n' );
	} catch {
		return [];
	}
}

function packagesOf( group ) {
	return [ ...new Set( group.map( ( item ) => item.pkg ) ) ];
}

function missing( group ) {
	const there = unpacked();
	return packagesOf( group ).filter(
		( pkg ) => ! there.includes( pkg ) && ! isInstalled( pkg )
	);
}

function writeIfChanged( file, lines ) {
	const text = `${ lines.join( '\n' ) }\n`;
	if ( fs.existsSync( file ) && fs.readFileSync( file, 'utf8' ) === text ) {
		return false;
	}
	fs.writeFileSync( file, text );
	return true;
}

function main() {
	const isRoot =
		typeof process.getuid === 'function' && process.getuid() === 0;
	const hasApt = spawnSync( 'apt-get', [ '--version' ] ).status === 0;
	if ( process.platform !== 'linux' || ! isRoot || ! hasApt ) {
		// `npm start` prints the apt-get line for people without root.
		return;
	}
	const { wordpress } = groups;
	const sourcesChanged = [
		writeIfChanged( wordpress.sourcesFile, wordpress.sources ),
		writeIfChanged( wordpress.preferencesFile, wordpress.preferences ),
	].includes( true );
	const missingByGroup = Object.fromEntries(
		INSTALL_ORDER.map( ( group ) => [ group, missing( groups[ group ] ) ] )
	);
	const installing = Object.values( missingByGroup ).flat();
	if ( installing.length === 0 && ! sourcesChanged ) {
		return;
	}
	fs.rmSync( stateDir, { recursive: true, force: true } );
	fs.mkdirSync( stateDir, { recursive: true } );
	const log = fs.openSync( path.join( stateDir, 'install.log' ), 'a' );
	const script = installScript( missingByGroup, {
		siteDir,
		node: process.execPath,
		writePhp: path.join( here, 'write-local-php.mjs' ),
		installed: packagesOf( groups.site ).filter( isInstalled ),
	} ).join( '\n' );
	// Niced: the build and npm's own work come first on a 2-core machine.
	const child = spawn( 'nice', [ '-n', '10', 'sh', '-c', script ], {
		cwd: stateDir,
		detached: true,
		stdio: [ 'ignore', log, log ],
	} );
	fs.writeFileSync( path.join( stateDir, 'pid' ), String( child.pid ) );
	child.unref();
	process.stdout.write(
		`careers-frontend: ${
			installing.length > 0
				? `installing ${ installing.join( ' ' ) }`
				: 'updating the package lists'
		} in the background (log: .local/apt/install.log)\n`
	);
}

main();
