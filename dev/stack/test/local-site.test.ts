/** @jest-environment node */

/**
 * External dependencies
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Internal dependencies
 */
import { phpIniText, phpWrapperText, writeLocalPhp } from '../local-site.mjs';
import { mariaDbCommands, phpBinary, phpPathEnv } from '../site-binaries';

describe( 'phpIniText', () => {
	it( 'loads each module after those it needs, by priority as phpenmod orders conf.d (mysqlnd before mysqli, xml before dom)', () => {
		const text = phpIniText( {
			baseIni: '[PHP]\nmemory_limit = -1\n',
			extensionDir: '/t/usr/lib/php/20220829',
			modules: [
				{
					name: 'mysqli.ini',
					text: '; priority=20\nextension=mysqli.so',
				},
				{ name: 'dom.ini', text: '; priority=20\nextension=dom.so' },
				{ name: 'xml.ini', text: '; priority=15\nextension=xml.so' },
				{
					name: 'mysqlnd.ini',
					text: '; priority=10\nextension=mysqlnd.so',
				},
				{
					name: 'opcache.ini',
					text: '; priority=10\nzend_extension=opcache.so\nopcache.jit=off',
				},
			],
		} );
		const order = [
			'memory_limit = -1',
			'extension_dir = "/t/usr/lib/php/20220829"',
			'extension=mysqlnd.so',
			'zend_extension=opcache.so',
			'extension=xml.so',
			'extension=dom.so',
			'extension=mysqli.so',
		].map( ( line ) => text.indexOf( line ) );
		expect( order ).not.toContain( -1 );
		expect( [ ...order ].sort( ( a, b ) => a - b ) ).toEqual( order );
		expect( text ).toContain( 'opcache.jit=off' );
	} );
} );

describe( 'phpWrapperText', () => {
	it( 'runs the unpacked PHP with its own settings and libraries, keeping the caller’s arguments and library path', () => {
		const text = phpWrapperText( {
			binary: '/t/usr/bin/php8.2',
			ini: '/t/php.ini',
			libDirs: [
				'/t/usr/lib/x86_64-linux-gnu',
				'/t/lib/x86_64-linux-gnu',
			],
			magic: '/t/usr/lib/file/magic.mgc',
		} );
		expect( text ).toMatch( /^#!\/bin\/sh\n/ );
		expect( text ).toContain(
			'LD_LIBRARY_PATH="/t/usr/lib/x86_64-linux-gnu:/t/lib/x86_64-linux-gnu${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"'
		);
		expect( text ).toContain( 'PHPRC="/t/php.ini"' );
		expect( text ).toContain( 'MAGIC="/t/usr/lib/file/magic.mgc"' );
		expect( text.trim().split( '\n' ).at( -1 ) ).toBe(
			'exec "/t/usr/bin/php8.2" "$@"'
		);
	} );
} );

describe( 'writeLocalPhp', () => {
	it( 'writes nothing into a tree without PHP (MariaDB alone was unpacked)', () => {
		const root = fs.mkdtempSync( path.join( os.tmpdir(), 'local-site-' ) );
		fs.mkdirSync( path.join( root, 'usr', 'sbin' ), { recursive: true } );
		expect( writeLocalPhp( root ) ).toBe( false );
		expect( fs.existsSync( path.join( root, 'php.ini' ) ) ).toBe( false );
	} );
} );

describe( 'site-binaries', () => {
	const root = '/project/.local/debian-site';
	const treeWith = ( ...files: string[] ) => ( {
		root,
		exists: ( file: string ) => files.includes( file ),
	} );

	it( 'runs the machine’s own PHP and MariaDB when they are installed, even beside an unpacked tree', () => {
		const tree = treeWith(
			'/usr/bin/php',
			'/usr/sbin/mariadbd',
			`${ root }/usr/bin/php`,
			`${ root }/usr/sbin/mariadbd`
		);
		expect( phpBinary( tree ) ).toBe( '/usr/bin/php' );
		expect( mariaDbCommands( tree ) ).toEqual( {
			installDb: 'mariadb-install-db',
			server: 'mariadbd',
			client: 'mariadb',
			baseArgs: [],
			env: {},
		} );
		const env = { PATH: '/usr/bin' };
		expect( phpPathEnv( env, tree ) ).toBe( env );
	} );

	it( 'runs the unpacked PHP and MariaDB on a machine without them: the server with its --basedir, `php` first on PATH for phpcs', () => {
		const tree = treeWith(
			`${ root }/usr/bin/php`,
			`${ root }/usr/sbin/mariadbd`,
			`${ root }/usr/bin/mariadb`
		);
		expect( phpBinary( tree ) ).toBe( `${ root }/usr/bin/php` );
		expect( mariaDbCommands( tree ) ).toMatchObject( {
			installDb: `${ root }/usr/bin/mariadb-install-db`,
			server: `${ root }/usr/sbin/mariadbd`,
			client: `${ root }/usr/bin/mariadb`,
			baseArgs: [ `--basedir=${ root }/usr` ],
		} );
		expect( phpPathEnv( { PATH: '/usr/bin' }, tree ).PATH ).toBe(
			`${ root }/usr/bin:/usr/bin`
		);
	} );

	it( 'names plain `php` when neither is there, for the missing-package message', () => {
		expect( phpBinary( treeWith() ) ).toBe( 'php' );
	} );
} );
