/**
 * MariaDB on loopback, without systemd, its data inside the stack folder.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import type { StackProfile } from './config';
import { StackError } from './errors';
import { mariaDbCommands } from './site-binaries';
import {
	assertPortFree,
	isAlive,
	startDetached,
	waitForPort,
} from './processes';

export const DATABASE = {
	name: 'wordpress',
	user: 'wordpress',
	password: 'wordpress',
};

const isRoot = () =>
	typeof process.getuid === 'function' && process.getuid() === 0;

/**
 * Unix socket paths are limited to 107 bytes; fall back to /tmp.
 *
 * @param profile Stack profile.
 */
function socketPath( profile: StackProfile ): string {
	const inside = path.join( profile.root, 'mysql.sock' );
	return inside.length < 100
		? inside
		: path.join(
				os.tmpdir(),
				`careers-frontend-${ profile.name }-${ profile.dbPort }.sock`
			);
}

function tailOf( file: string, lines = 15 ): string {
	try {
		return fs
			.readFileSync( file, 'utf8' )
			.trim()
			.split( '\n' )
			.slice( -lines )
			.join( '\n' );
	} catch {
		return '(no log)';
	}
}

/**
 * Start the database (initialising it the first time) and make sure the
 * WordPress database and user exist.
 *
 * @param profile Stack profile.
 * @param log     Progress output.
 */
export async function startDatabase(
	profile: StackProfile,
	log: ( line: string ) => void
): Promise< void > {
	const dataDir = path.join( profile.root, 'mysql' );
	// Its own temporary files: stacks set up side by side in the shared /tmp
	// failed with "Could not remove temporary table '/tmp/#sql-temptable-…'"
	// (two of six test workers, 2026-11-27).
	const tmpDir = path.join( profile.root, 'mysql-tmp' );
	fs.mkdirSync( tmpDir, { recursive: true } );
	const socket = socketPath( profile );
	const userArgs = isRoot() ? [ '--user=root' ] : [];
	const mariadb = mariaDbCommands();
	const env = { ...process.env, ...mariadb.env };
	if ( ! fs.existsSync( path.join( dataDir, 'mysql' ) ) ) {
		log( 'Initialising MariaDB…' );
		fs.mkdirSync( dataDir, { recursive: true } );
		try {
			execFileSync(
				mariadb.installDb,
				[
					'--no-defaults',
					...userArgs,
					...mariadb.baseArgs,
					`--datadir=${ dataDir }`,
					`--tmpdir=${ tmpDir }`,
					'--auth-root-authentication-method=socket',
					'--skip-test-db',
				],
				{ stdio: 'pipe', env }
			);
		} catch ( error ) {
			fs.rmSync( dataDir, { recursive: true, force: true } );
			throw new StackError(
				`MariaDB could not initialise its data folder: ${ String(
					( error as { stderr?: Buffer } ).stderr ?? error
				).slice( 0, 400 ) }`,
				'run `npm run reset` and try again; check free disk space with `df -h`'
			);
		}
	}
	await assertPortFree(
		profile.dbPort,
		profile.name === 'e2e' ? 'E2E_DB_PORT' : 'DB_PORT'
	);
	const { pid, logFile } = startDetached( {
		name: 'mariadb',
		root: profile.root,
		command: mariadb.server,
		args: [
			'--no-defaults',
			...userArgs,
			...mariadb.baseArgs,
			`--datadir=${ dataDir }`,
			`--tmpdir=${ tmpDir }`,
			`--socket=${ socket }`,
			`--pid-file=${ path.join( profile.root, 'mariadb.pid' ) }`,
			'--bind-address=127.0.0.1',
			`--port=${ profile.dbPort }`,
			'--innodb-buffer-pool-size=64M',
			'--skip-log-bin',
			`--log-error=${ path.join( profile.root, 'mariadb-error.log' ) }`,
		],
		env: mariadb.env,
	} );
	const up = await waitForPort( profile.dbPort, 30000, () => isAlive( pid ) );
	if ( ! up ) {
		throw new StackError(
			`MariaDB did not start on port ${ profile.dbPort }. Its log says:\n${ tailOf(
				path.join( profile.root, 'mariadb-error.log' )
			) }\n(${ logFile })`,
			'run `npm run stop`, then `npm run reset` if the data folder is damaged, and start again'
		);
	}
	const sql = [
		`CREATE DATABASE IF NOT EXISTS \`${ DATABASE.name }\`;`,
		`CREATE USER IF NOT EXISTS '${ DATABASE.user }'@'127.0.0.1' IDENTIFIED BY '${ DATABASE.password }';`,
		`GRANT ALL ON \`${ DATABASE.name }\`.* TO '${ DATABASE.user }'@'127.0.0.1';`,
		'FLUSH PRIVILEGES;',
	].join( ' ' );
	try {
		execFileSync(
			mariadb.client,
			[ '--no-defaults', `--socket=${ socket }`, '-uroot', '-e', sql ],
			{ stdio: 'pipe', env }
		);
	} catch ( error ) {
		throw new StackError(
			`MariaDB started but refused the setup statements: ${ String(
				( error as { stderr?: Buffer } ).stderr ?? error
			).slice( 0, 400 ) }`,
			'run `npm run reset` to start from a fresh database'
		);
	}
}
