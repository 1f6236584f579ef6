/**
 * The plugin's PHP, run by unit tests with the stack's PHP: the machine's,
 * or the one unpacked into `.local/debian-site/` on a machine that has none
 * (dev/stack/site-binaries.ts). Not `php` from PATH: on a new machine
 * there is none, and CI's unit tests failed with `spawnSync php ENOENT`
 * (2026-11-28).
 */

/**
 * External dependencies
 */
import { execFileSync } from 'node:child_process';

/**
 * Internal dependencies
 */
import { ensurePackages } from '../dev/stack/packages';
import { phpBinary } from '../dev/stack/site-binaries';

/** Long enough for apt to install PHP and MariaDB on a new machine. */
export const PHP_READY_TIMEOUT_MS = 15 * 60 * 1000;

/**
 * Waits for npm install's background install of PHP, or installs it (as
 * `npm start` and `npm run lint:php` do); for a test file's `beforeAll`.
 */
export function phpReady(): Promise< void > {
	return ensurePackages( {
		groups: [ 'site' ],
		log: ( line ) => process.stderr.write( `${ line }\n` ),
	} );
}

/**
 * Runs PHP with the arguments, returning what it printed.
 *
 * @param args The script and its arguments.
 */
export function runPhp( args: readonly string[] ): string {
	return execFileSync( phpBinary(), args, { encoding: 'utf8' } );
}
