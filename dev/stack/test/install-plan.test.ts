/** @jest-environment node */

/**
 * External dependencies
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Internal dependencies
 */
import { waitForEarlyInstall } from '../early-install';
import DEBIAN_PACKAGES from '../debian-packages.json';
import { INSTALL_ORDER, installScript } from '../install-plan.mjs';
import { fakeTools } from './fake-tools';

const everything = {
	site: [ 'php-cli', 'mariadb-server-core' ],
	translations: [ 'gettext' ],
	browser: [ 'chromium' ],
	engines: [ 'firefox-esr', 'xvfb' ],
};

/** A machine with PHP and MariaDB installed: apt installs what is missing. */
const systemSite = {
	siteDir: '/project/.local/debian-site',
	node: '/usr/bin/node',
	writePhp: '/project/dev/stack/write-local-php.mjs',
	installed: [ 'php-cli', 'mariadb-server-core' ],
};

describe( 'installScript', () => {
	it( 'reads the package lists first, then installs the demo’s packages before gettext and the browsers', () => {
		const lines = installScript( everything, systemSite );
		const step = ( text: string ) =>
			lines.findIndex( ( line ) => line.includes( text ) );
		expect( step( ' update; echo $? > lists.status' ) ).toBe( 1 );
		expect( step( 'php-cli mariadb-server-core;' ) ).toBe( 2 );
		expect( step( 'site.status' ) ).toBe( 2 );
		expect( step( 'translations.status' ) ).toBe( 3 );
		expect( step( 'browser.status' ) ).toBe( 4 );
		expect( step( 'engines.status' ) ).toBe( 5 );
	} );

	it( 'writes every group’s status, so no waiter waits for a group that had nothing to install', () => {
		const lines = installScript( { engines: [ 'xvfb' ] }, systemSite );
		expect( lines ).toContain( 'echo 0 > site.status' );
		expect( lines ).toContain( 'echo 0 > translations.status' );
		expect( lines ).toContain( 'echo 0 > browser.status' );
		expect( lines.at( -1 ) ).toMatch(
			/install -y --no-install-recommends xvfb; echo \$\? > engines\.status$/
		);
	} );

	it( 'records each install’s own exit status and goes on after a failure, so a failed browser does not hold the demo', () => {
		for ( const line of installScript( everything, systemSite ).slice(
			1
		) ) {
			expect( line ).toMatch( /; echo \$\? > [a-z]+\.status$/ );
			expect( line ).not.toContain( '&&' );
		}
	} );

	it( 'waits for another apt holding dpkg instead of failing', () => {
		for ( const line of installScript( everything, systemSite ).slice(
			1
		) ) {
			expect( line ).toContain( 'apt-get -o DPkg::Lock::Timeout=600 ' );
		}
	} );

	it( 'has an order for every package group of debian-packages.json, and nothing else', () => {
		const groups = Object.keys( DEBIAN_PACKAGES ).filter(
			( key ) => key !== 'wordpress'
		);
		expect( [ ...INSTALL_ORDER ].sort() ).toEqual( groups.sort() );
	} );

	it( 'keeps the demo’s group to PHP and MariaDB: no browser, no gettext, no full mariadb-server', () => {
		const site = DEBIAN_PACKAGES.site.map( ( item ) => item.pkg );
		expect( site ).toEqual(
			expect.arrayContaining( [
				'php-cli',
				'mariadb-server-core',
				'mariadb-client-core',
			] )
		);
		expect( site ).not.toEqual( expect.arrayContaining( [ 'gettext' ] ) );
		for ( const pkg of site ) {
			expect( pkg ).toMatch( /^(php-|mariadb-(server|client)-core$)/ );
		}
	} );
} );

describe( 'the background install, run by sh with a stand-in apt-get', () => {
	/**
	 * A folder holding an `apt-get` that takes `slowMs` for Firefox ESR and
	 * a moment for anything else, and logs its arguments.
	 *
	 * @param slowMs How long the engines' install takes.
	 */
	function fakeApt( slowMs: number ): { dir: string; bin: string } {
		return fakeTools( 'install-plan-', {
			'apt-get': [
				'case "$*" in',
				`  *firefox-esr*) sleep ${ slowMs / 1000 } ;;`,
				'  *) sleep 0.05 ;;',
				'esac',
			],
		} );
	}

	it( 'lets `npm start` go once PHP and MariaDB are in, while Firefox ESR is still installing', async () => {
		const { dir, bin } = fakeApt( 4000 );
		const child = spawn(
			'sh',
			[ '-c', installScript( everything, systemSite ).join( '\n' ) ],
			{
				cwd: dir,
				env: { ...process.env, PATH: `${ bin }:${ process.env.PATH }` },
			}
		);
		const ended = new Promise( ( resolve ) => child.on( 'exit', resolve ) );
		fs.writeFileSync( path.join( dir, 'pid' ), String( child.pid ) );
		const started = Date.now();
		expect(
			await waitForEarlyInstall( [ 'lists', 'site' ], {
				dir,
				log: () => {},
			} )
		).toEqual( [] );
		expect( Date.now() - started ).toBeLessThan( 3000 );
		expect( fs.existsSync( path.join( dir, 'engines.status' ) ) ).toBe(
			false
		);
		expect(
			await waitForEarlyInstall( [ 'browser', 'engines' ], {
				dir,
				log: () => {},
			} )
		).toEqual( [] );
		expect( Date.now() - started ).toBeGreaterThanOrEqual( 4000 );
		await ended;
		const calls = fs
			.readFileSync( path.join( dir, 'calls.log' ), 'utf8' )
			.trim()
			.split( '\n' );
		expect( calls ).toHaveLength( 5 );
		expect( calls[ 0 ] ).toMatch( /update$/ );
		expect( calls[ 1 ] ).toMatch( /php-cli mariadb-server-core$/ );
	}, 20000 );
} );
