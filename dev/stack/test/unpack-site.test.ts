/** @jest-environment node */

/**
 * External dependencies
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Internal dependencies
 */
import { installScript, splitSite, unpackCommand } from '../install-plan.mjs';
import { fakeTools } from './fake-tools';

const SITE = [
	'php-cli',
	'php-mysql',
	'php-xml',
	'mariadb-server-core',
	'mariadb-client-core',
];

describe( 'splitSite', () => {
	it( 'unpacks PHP and MariaDB on a machine that has neither', () => {
		expect( splitSite( SITE, [] ) ).toEqual( {
			unpack: SITE,
			install: [],
		} );
	} );

	it( 'installs a missing PHP module with apt where PHP is installed, so the module sits beside its PHP', () => {
		expect(
			splitSite(
				[ 'php-xml', 'mariadb-server-core', 'mariadb-client-core' ],
				[ 'php-cli', 'php-mysql' ]
			)
		).toEqual( {
			unpack: [ 'mariadb-server-core', 'mariadb-client-core' ],
			install: [ 'php-xml' ],
		} );
	} );

	it( 'installs MariaDB’s client with apt beside an installed MariaDB server', () => {
		expect(
			splitSite( [ 'mariadb-client-core' ], [ 'mariadb-server-core' ] )
		).toEqual( { unpack: [], install: [ 'mariadb-client-core' ] } );
	} );
} );

describe( 'the unpack command, run by sh with a stand-in apt-get and dpkg-deb', () => {
	const writePhp = path.resolve( __dirname, '..', 'write-local-php.mjs' );

	/**
	 * A state folder, a tree to unpack into, and a `bin` folder whose
	 * `apt-get --download-only` puts one `.deb` per package named into
	 * `Dir::Cache::archives`, and whose `dpkg-deb -x` lays out a small PHP
	 * (a `php8.2` that prints its settings) unless the package is in
	 * `$FAIL_DEB`.
	 */
	function stage(): { dir: string; tree: string; bin: string } {
		const { dir, bin } = fakeTools( 'unpack-site-', {
			'apt-get': [
				'archives=; pkgs=; take=',
				'for arg in "$@"; do',
				'  case "$arg" in',
				'    Dir::Cache::archives=*) archives=${arg#*=} ;;',
				'    --no-install-recommends) take=1 ;;',
				'    *) [ -n "$take" ] && pkgs="$pkgs $arg" ;;',
				'  esac',
				'done',
				'for pkg in $pkgs; do touch "$archives/$pkg.deb"; done',
			],
			'dpkg-deb': [
				'pkg=$(basename "$2" .deb)',
				'case " $FAIL_DEB " in *" $pkg "*) exit 2 ;; esac',
				't=$3',
				'mkdir -p "$t/usr/bin" "$t/usr/lib/php/20220829" "$t/usr/lib/php/8.2" "$t/usr/share/php8.2-common/common" "$t/usr/lib/x86_64-linux-gnu"',
				'printf "#!/bin/sh\\necho \\"\\$PHPRC|\\$LD_LIBRARY_PATH|\\$*\\"\\n" > "$t/usr/bin/php8.2"',
				'chmod +x "$t/usr/bin/php8.2"',
				'echo "memory_limit = -1" > "$t/usr/lib/php/8.2/php.ini-production.cli"',
				'printf "; priority=20\\nextension=ctype.so\\n" > "$t/usr/share/php8.2-common/common/ctype.ini"',
			],
		} );
		return { dir, tree: path.join( dir, 'debian-site' ), bin };
	}

	function run(
		command: string,
		{ dir, bin }: { dir: string; bin: string },
		env: Record< string, string > = {}
	) {
		return spawnSync( 'sh', [ '-c', command ], {
			cwd: dir,
			encoding: 'utf8',
			env: {
				...process.env,
				PATH: `${ bin }:${ process.env.PATH }`,
				...env,
			},
		} );
	}

	it( 'downloads with apt, unpacks each package, writes a `php` that runs the unpacked PHP with its settings, and lists what it unpacked', () => {
		const staged = stage();
		const to = {
			siteDir: staged.tree,
			node: process.execPath,
			writePhp,
			installed: [],
		};
		const result = run(
			unpackCommand( [ 'php-cli', 'mariadb-server-core' ], to ),
			staged
		);
		expect( result.status ).toBe( 0 );
		const call = fs.readFileSync(
			path.join( staged.dir, 'calls.log' ),
			'utf8'
		);
		expect( call ).toContain(
			'install --download-only -y --no-install-recommends php-cli mariadb-server-core'
		);
		expect( call ).not.toMatch( /install -y/ );
		expect(
			fs.readFileSync( path.join( staged.tree, 'unpacked.txt' ), 'utf8' )
		).toBe( 'php-cli\nmariadb-server-core\n' );
		const php = spawnSync(
			path.join( staged.tree, 'usr', 'bin', 'php' ),
			[ '-v' ],
			{ encoding: 'utf8' }
		);
		expect( php.stdout.trim().split( '|' ) ).toEqual( [
			path.join( staged.tree, 'php.ini' ),
			expect.stringContaining(
				path.join( staged.tree, 'usr', 'lib', 'x86_64-linux-gnu' )
			),
			'-v',
		] );
		expect(
			fs.readFileSync( path.join( staged.tree, 'php.ini' ), 'utf8' )
		).toMatch( /memory_limit = -1[^]*extension=ctype\.so/ );
		expect( fs.existsSync( path.join( staged.dir, 'site-debs' ) ) ).toBe(
			false
		);
	} );

	it( 'stops at a package that does not unpack: the site step fails and nothing claims to be unpacked, so the next run tries again', () => {
		const staged = stage();
		const script = installScript(
			{ site: [ 'php-cli', 'php-xml' ] },
			{
				siteDir: staged.tree,
				node: process.execPath,
				writePhp,
				installed: [],
			}
		);
		const result = run( script.join( '\n' ), staged, {
			FAIL_DEB: 'php-cli',
		} );
		expect( result.status ).toBe( 0 );
		expect(
			fs.readFileSync( path.join( staged.dir, 'site.status' ), 'utf8' )
		).not.toBe( '0\n' );
		expect(
			fs.existsSync( path.join( staged.tree, 'unpacked.txt' ) )
		).toBe( false );
		expect(
			fs.readFileSync( path.join( staged.dir, 'browser.status' ), 'utf8' )
		).toBe( '0\n' );
	} );
} );
