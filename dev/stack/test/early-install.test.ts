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
import { waitForEarlyInstall } from '../early-install';

function stateDir( files: Record< string, string > ): string {
	const dir = fs.mkdtempSync( path.join( os.tmpdir(), 'early-install-' ) );
	for ( const [ name, text ] of Object.entries( files ) ) {
		fs.writeFileSync( path.join( dir, name ), text );
	}
	return dir;
}

/**
 * A clock that moves only when the waiter sleeps.
 *
 * @param onSleep Told the time after each sleep.
 */
function fakeTime( onSleep: ( elapsed: number ) => void = () => {} ) {
	let time = 0;
	return {
		now: () => time,
		sleep: async ( ms: number ) => {
			time += ms;
			onSleep( time );
		},
	};
}

describe( 'waitForEarlyInstall', () => {
	it( 'returns at once when npm install started nothing', async () => {
		const log = jest.fn();
		const failed = await waitForEarlyInstall( [ 'site' ], {
			dir: stateDir( {} ),
			log,
		} );
		expect( failed ).toEqual( [] );
		expect( log ).not.toHaveBeenCalled();
	} );

	it( 'waits, saying so once, until the site packages are in, and not for Chromium when it is not needed', async () => {
		const dir = stateDir( { pid: '4242' } );
		const log = jest.fn();
		const failed = await waitForEarlyInstall( [ 'site' ], {
			dir,
			log,
			isAlive: () => true,
			...fakeTime( ( elapsed ) => {
				if ( elapsed >= 3000 ) {
					fs.writeFileSync( path.join( dir, 'site.status' ), '0\n' );
				}
			} ),
		} );
		expect( failed ).toEqual( [] );
		expect( log ).toHaveBeenCalledTimes( 1 );
		expect( log.mock.calls[ 0 ][ 0 ] ).toMatch(
			/^Waiting for PHP and MariaDB, which npm install is installing in the background \(log: .*install\.log\)…$/
		);
	} );

	it( 'waits for Chromium too when the browser is needed', async () => {
		const dir = stateDir( { pid: '4242', 'site.status': '0' } );
		let slept = 0;
		await waitForEarlyInstall( [ 'site', 'browser' ], {
			dir,
			log: () => {},
			isAlive: () => true,
			...fakeTime( ( elapsed ) => {
				slept = elapsed;
				if ( elapsed >= 5000 ) {
					fs.writeFileSync( path.join( dir, 'browser.status' ), '0' );
				}
			} ),
		} );
		expect( slept ).toBe( 5000 );
	} );

	it( 'waits for the other engines when their shards need them', async () => {
		const dir = stateDir( {
			pid: '4242',
			'site.status': '0',
			'browser.status': '0',
		} );
		let slept = 0;
		await waitForEarlyInstall( [ 'site', 'browser', 'engines' ], {
			dir,
			log: () => {},
			isAlive: () => true,
			...fakeTime( ( elapsed ) => {
				slept = elapsed;
				if ( elapsed >= 3000 ) {
					fs.writeFileSync( path.join( dir, 'engines.status' ), '0' );
				}
			} ),
		} );
		expect( slept ).toBe( 3000 );
	} );

	it( 'waits only for the package lists before fetching WordPress, while PHP and MariaDB still install', async () => {
		const dir = stateDir( { pid: '4242' } );
		const log = jest.fn();
		let slept = 0;
		const failed = await waitForEarlyInstall( [ 'lists' ], {
			dir,
			log,
			isAlive: () => true,
			...fakeTime( ( elapsed ) => {
				slept = elapsed;
				if ( elapsed >= 1500 ) {
					fs.writeFileSync( path.join( dir, 'lists.status' ), '0' );
				}
			} ),
		} );
		expect( failed ).toEqual( [] );
		expect( slept ).toBe( 1500 );
		expect( log.mock.calls[ 0 ][ 0 ] ).toMatch(
			/^Waiting for apt's package lists, which npm install/
		);
	} );

	it( 'names only what is still to come, in the order it installs', async () => {
		const dir = stateDir( { pid: '4242', 'site.status': '0' } );
		const log = jest.fn();
		await waitForEarlyInstall( [ 'site', 'browser', 'engines' ], {
			dir,
			log,
			isAlive: () => true,
			...fakeTime( () => {
				fs.writeFileSync( path.join( dir, 'browser.status' ), '0' );
				fs.writeFileSync( path.join( dir, 'engines.status' ), '0' );
			} ),
		} );
		expect( log.mock.calls[ 0 ][ 0 ] ).toMatch(
			/^Waiting for Chromium, then Firefox ESR, WebKitGTK and Xvfb, which/
		);
	} );

	it( 'does not wait for gettext or the browsers when only the site is needed', async () => {
		const dir = stateDir( { pid: '4242', 'site.status': '0' } );
		const sleep = jest.fn();
		const failed = await waitForEarlyInstall( [ 'site' ], {
			dir,
			log: () => {},
			isAlive: () => true,
			sleep,
			now: () => 0,
		} );
		expect( failed ).toEqual( [] );
		expect( sleep ).not.toHaveBeenCalled();
	} );

	it( 'says nothing of package lists that failed to update: the WordPress fetch updates them itself', async () => {
		const log = jest.fn();
		const failed = await waitForEarlyInstall( [ 'lists' ], {
			dir: stateDir( { pid: '4242', 'lists.status': '100' } ),
			log,
		} );
		expect( failed ).toEqual( [ 'lists' ] );
		expect( log ).not.toHaveBeenCalled();
	} );

	it( 'names what failed, so it is tried again in the foreground', async () => {
		const log = jest.fn();
		const failed = await waitForEarlyInstall( [ 'site', 'browser' ], {
			dir: stateDir( {
				pid: '4242',
				'site.status': '100',
				'browser.status': '0',
			} ),
			log,
		} );
		expect( failed ).toEqual( [ 'site' ] );
		expect( log ).toHaveBeenCalledWith(
			'The background install of site packages did not finish; trying in the foreground.'
		);
	} );

	it( 'stops waiting when the installer died without a status', async () => {
		const failed = await waitForEarlyInstall( [ 'site' ], {
			dir: stateDir( { pid: '4242' } ),
			log: () => {},
			isAlive: () => false,
			...fakeTime(),
		} );
		expect( failed ).toEqual( [ 'site' ] );
	} );

	it( 'gives up after 20 minutes, as a reused process id would otherwise hold it for ever', async () => {
		const time = fakeTime();
		const failed = await waitForEarlyInstall( [ 'site' ], {
			dir: stateDir( { pid: '4242' } ),
			log: () => {},
			isAlive: () => true,
			...time,
		} );
		expect( failed ).toEqual( [ 'site' ] );
		expect( time.now() ).toBe( 20 * 60 * 1000 );
	} );
} );
