/**
 * PHP and MariaDB unpacked from Debian's packages into the project's
 * `.local/debian-site/` (no maintainer script runs), for a machine that has
 * neither installed: configuring `php8.2-common` alone took 28 s of dpkg's
 * 65 s on a bare Debian 12 (2026-11-28), unpacking every package 3 s.
 *
 * What dpkg's scripts would have done for PHP is done here instead: a
 * `php.ini` holding Debian's CLI settings (`php.ini-production.cli`) and
 * every module's `.ini` in the order of its `; priority=` line (as
 * `phpenmod` would link them), and a `usr/bin/php` that runs the unpacked
 * PHP with it and with the unpacked libraries. MariaDB needs no file
 * written: the stack passes `--basedir` and the libraries' path
 * (site-binaries.ts). Plain JavaScript: npm's preinstall hook runs it with
 * Node alone (write-local-php.mjs).
 */
import fs from 'node:fs';
import path from 'node:path';

/** Where the packages are unpacked, under the project root. */
export const LOCAL_SITE_DIR = path.join( '.local', 'debian-site' );

/** The packages unpacked there, one a line, written once all are in. */
export const UNPACKED_LIST = 'unpacked.txt';

/**
 * The folders of shared libraries in an unpacked tree (`usr/lib/<triplet>`
 * and `lib/<triplet>`), for `LD_LIBRARY_PATH`.
 *
 * @param {string} root The unpacked tree.
 * @return {string[]} Absolute folders that exist.
 */
export function libraryDirs( root ) {
	return [ 'usr/lib', 'lib' ].flatMap( ( base ) => {
		const dir = path.join( root, base );
		if ( ! fs.existsSync( dir ) ) {
			return [];
		}
		return fs
			.readdirSync( dir )
			.filter( ( name ) => /-linux-gnu/.test( name ) )
			.map( ( name ) => path.join( dir, name ) );
	} );
}

/**
 * `LD_LIBRARY_PATH` for programs of the unpacked tree.
 *
 * @param {string}           root     The unpacked tree.
 * @param {string|undefined} existing The variable's value now.
 * @return {string} The new value.
 */
export function libraryPath( root, existing ) {
	return [ ...libraryDirs( root ), ...( existing ? [ existing ] : [] ) ].join(
		':'
	);
}

/**
 * The module's priority from its `; priority=NN` line (Debian's default 20).
 *
 * @param {string} text A module's `.ini`.
 * @return {number} Its priority.
 */
function priorityOf( text ) {
	const match = /^;\s*priority=(\d+)/m.exec( text );
	return match ? Number( match[ 1 ] ) : 20;
}

/**
 * The `php.ini` text: Debian's CLI settings, the extension folder, then the
 * modules' settings by priority and name, as `phpenmod` orders
 * `conf.d/NN-name.ini`.
 *
 * @param {Object}                         options
 * @param {string}                         options.baseIni      `php.ini-production.cli`'s text.
 * @param {string}                         options.extensionDir The modules' folder.
 * @param {{name: string, text: string}[]} options.modules      Each module's `.ini`.
 * @return {string} The file's text.
 */
export function phpIniText( { baseIni, extensionDir, modules } ) {
	const ordered = [ ...modules ].sort(
		( a, b ) =>
			priorityOf( a.text ) - priorityOf( b.text ) ||
			a.name.localeCompare( b.name )
	);
	return [
		baseIni.trimEnd(),
		'',
		'; careers-frontend (dev/stack/local-site.mjs): the unpacked modules.',
		`extension_dir = "${ extensionDir }"`,
		...ordered.map( ( module ) => module.text.trimEnd() ),
		'',
	].join( '\n' );
}

/**
 * The `usr/bin/php` script: the unpacked PHP with its `php.ini`, its
 * libraries, and libmagic's database (`fileinfo`).
 *
 * @param {Object}   options
 * @param {string}   options.binary  The unpacked `php8.x`.
 * @param {string}   options.ini     The written `php.ini`.
 * @param {string[]} options.libDirs The library folders.
 * @param {string}   [options.magic] libmagic's database, when unpacked.
 * @return {string} The script's text.
 */
export function phpWrapperText( { binary, ini, libDirs, magic } ) {
	return [
		'#!/bin/sh',
		'# careers-frontend (dev/stack/local-site.mjs): the unpacked PHP.',
		`LD_LIBRARY_PATH="${ libDirs.join(
			':'
		) }\${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"`,
		'export LD_LIBRARY_PATH',
		// PHPRC, not -c: a PHP this PHP starts reads the same settings.
		`PHPRC="${ ini }"`,
		'PHP_INI_SCAN_DIR=',
		'export PHPRC PHP_INI_SCAN_DIR',
		...( magic ? [ `MAGIC="${ magic }"`, 'export MAGIC' ] : [] ),
		`exec "${ binary }" "$@"`,
		'',
	].join( '\n' );
}

function firstMatch( dir, pattern ) {
	if ( ! fs.existsSync( dir ) ) {
		return undefined;
	}
	const name = fs
		.readdirSync( dir )
		.filter( ( entry ) => pattern.test( entry ) )
		.sort()
		.at( -1 );
	return name === undefined ? undefined : path.join( dir, name );
}

/**
 * Write `php.ini` and `usr/bin/php` into an unpacked tree that holds PHP.
 *
 * @param {string} root The unpacked tree.
 * @return {boolean} Whether the tree held a PHP to write them for.
 */
export function writeLocalPhp( root ) {
	const binary = firstMatch(
		path.join( root, 'usr', 'bin' ),
		/^php\d+\.\d+$/
	);
	if ( ! binary ) {
		return false;
	}
	const version = path.basename( binary ).slice( 'php'.length );
	const extensionDir = firstMatch(
		path.join( root, 'usr', 'lib', 'php' ),
		/^\d{8}$/
	);
	const baseFile = path.join(
		root,
		'usr',
		'lib',
		'php',
		version,
		'php.ini-production.cli'
	);
	const share = path.join( root, 'usr', 'share' );
	const modules = fs
		.readdirSync( share )
		.filter( ( name ) => name.startsWith( `php${ version }-` ) )
		.flatMap( ( pkg ) =>
			fs
				.readdirSync( path.join( share, pkg ), { recursive: true } )
				.filter( ( name ) => String( name ).endsWith( '.ini' ) )
				.map( ( name ) => path.join( share, pkg, String( name ) ) )
		)
		.map( ( file ) => ( {
			name: path.basename( file ),
			text: fs.readFileSync( file, 'utf8' ),
		} ) );
	const ini = path.join( root, 'php.ini' );
	fs.writeFileSync(
		ini,
		phpIniText( {
			baseIni: fs.existsSync( baseFile )
				? fs.readFileSync( baseFile, 'utf8' )
				: '',
			extensionDir: extensionDir ?? '',
			modules,
		} )
	);
	const magic = path.join( root, 'usr', 'lib', 'file', 'magic.mgc' );
	fs.writeFileSync(
		path.join( root, 'usr', 'bin', 'php' ),
		phpWrapperText( {
			binary,
			ini,
			libDirs: libraryDirs( root ),
			magic: fs.existsSync( magic ) ? magic : undefined,
		} ),
		{ mode: 0o755 }
	);
	return true;
}
