/**
 * WordPress from Debian's package, laid out in the stack folder, installed
 * and seeded by PHP scripts (there is no wp-cli here), served by `php -S`.
 */
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

import { PROJECT_ROOT, siteUrl, type StackProfile } from './config';
import { StackError } from './errors';
import { DATABASE } from './mariadb';
import { phpBinary } from './site-binaries';
import {
	assertPortFree,
	isAlive,
	startDetached,
	waitForPort,
} from './processes';
import { ensureDebianWordPress, unpackedVersion } from './wordpress-debian';

/** In a laid-out site: the Debian package version its files came from. */
const VERSION_STAMP = '.careers-debian-version';
const PHP_SCRIPTS = path.join( PROJECT_ROOT, 'dev', 'stack', 'php' );

export function wordpressRoot( profile: StackProfile ): string {
	return path.join( profile.root, 'wordpress' );
}

export function debugLogPath( profile: StackProfile ): string {
	return path.join( profile.root, 'debug.log' );
}

function writeConfig( profile: StackProfile, root: string ): void {
	const saltsFile = path.join( profile.root, 'salts.json' );
	if ( ! fs.existsSync( saltsFile ) ) {
		const salts = Object.fromEntries(
			[ 'AUTH', 'SECURE_AUTH', 'LOGGED_IN', 'NONCE' ].flatMap(
				( name ) => [
					[
						`${ name }_KEY`,
						crypto.randomBytes( 32 ).toString( 'hex' ),
					],
					[
						`${ name }_SALT`,
						crypto.randomBytes( 32 ).toString( 'hex' ),
					],
				]
			)
		);
		fs.writeFileSync( saltsFile, JSON.stringify( salts ) );
	}
	const salts = JSON.parse( fs.readFileSync( saltsFile, 'utf8' ) ) as Record<
		string,
		string
	>;
	const define = ( name: string, value: string | number | boolean ) =>
		`define( '${ name }', ${ typeof value === 'string' ? `'${ value.replace( /'/g, "\\'" ) }'` : String( value ) } );`;
	const url = siteUrl( profile );
	const lines = [
		'<?php',
		'// Written by dev/stack/wordpress.ts on every start; edits are lost.',
		define( 'DB_NAME', DATABASE.name ),
		define( 'DB_USER', DATABASE.user ),
		define( 'DB_PASSWORD', DATABASE.password ),
		define( 'DB_HOST', `127.0.0.1:${ profile.dbPort }` ),
		define( 'DB_CHARSET', 'utf8mb4' ),
		define( 'DB_COLLATE', '' ),
		...Object.entries( salts ).map( ( [ name, value ] ) =>
			define( name, value )
		),
		define( 'WP_HOME', url ),
		define( 'WP_SITEURL', url ),
		define( 'WP_DEBUG', true ),
		define( 'WP_DEBUG_LOG', debugLogPath( profile ) ),
		define( 'WP_DEBUG_DISPLAY', false ),
		define( 'SCRIPT_DEBUG', false ),
		define( 'DISABLE_WP_CRON', true ),
		define( 'WP_HTTP_BLOCK_EXTERNAL', true ),
		define( 'AUTOMATIC_UPDATER_DISABLED', true ),
		define( 'WP_AUTO_UPDATE_CORE', false ),
		define( 'FS_METHOD', 'direct' ),
		define( 'WP_ENVIRONMENT_TYPE', 'local' ),
		...Object.entries( profile.constants ?? {} ).map( ( [ name, value ] ) =>
			define( name, value )
		),
		`$table_prefix = '${ profile.tablePrefix ?? 'wp_' }';`,
		"if ( ! defined( 'ABSPATH' ) ) { define( 'ABSPATH', __DIR__ . '/' ); }",
		"require_once ABSPATH . 'wp-settings.php';",
		'',
	];
	fs.writeFileSync( path.join( root, 'wp-config.php' ), lines.join( '\n' ) );
}

/**
 * Copy the unpacked Debian WordPress of the profile's version (again when
 * the version changed: the database is upgraded by install.php) and link
 * the plugin and dev mu-plugins.
 *
 * @param profile            Stack profile.
 * @param options
 * @param options.linkPlugin Link the working tree as the plugin (not on a
 *                           clean site, where the zip is installed).
 */
export function layOutWordPress(
	profile: StackProfile,
	{ linkPlugin = true }: { linkPlugin?: boolean } = {}
): string {
	const root = wordpressRoot( profile );
	const source = ensureDebianWordPress( profile.wpVersion, () => undefined );
	const version = unpackedVersion( profile.wpVersion ) ?? '';
	const stamp = path.join( root, VERSION_STAMP );
	const laidOut =
		fs.existsSync( stamp ) &&
		fs.readFileSync( stamp, 'utf8' ).trim() === version;
	if ( ! laidOut ) {
		fs.rmSync( root, { recursive: true, force: true } );
		fs.mkdirSync( profile.root, { recursive: true } );
		// -L: Debian links bundled libraries by relative symlinks.
		execFileSync( 'cp', [ '-rL', source, root ] );
		fs.writeFileSync( stamp, `${ version }\n` );
	}
	const plugins = path.join( root, 'wp-content', 'plugins' );
	const pluginLink = path.join( plugins, 'careers-frontend' );
	fs.mkdirSync( plugins, { recursive: true } );
	if ( linkPlugin && ! fs.existsSync( pluginLink ) ) {
		fs.rmSync( pluginLink, { force: true } );
		fs.symlinkSync( PROJECT_ROOT, pluginLink );
	}
	const mu = path.join( root, 'wp-content', 'mu-plugins' );
	fs.mkdirSync( mu, { recursive: true } );
	const devMu = path.join( PROJECT_ROOT, 'dev', 'wordpress', 'mu-plugins' );
	for ( const file of fs.readdirSync( devMu ) ) {
		const link = path.join( mu, file );
		fs.rmSync( link, { force: true } );
		fs.symlinkSync( path.join( devMu, file ), link );
	}
	writeConfig( profile, root );
	return root;
}

function runPhp(
	script: string,
	env: Record< string, string >,
	what: string
): void {
	try {
		execFileSync( phpBinary(), [ path.join( PHP_SCRIPTS, script ) ], {
			env: { ...process.env, ...env },
			stdio: 'pipe',
		} );
	} catch ( error ) {
		const { stdout, stderr } = error as {
			stdout?: Buffer;
			stderr?: Buffer;
		};
		throw new StackError(
			`${ what } failed:\n${ String( stderr ?? '' ).trim() }\n${ String(
				stdout ?? ''
			)
				.trim()
				.slice( -800 ) }`,
			'run `npm run reset` and start again; if it fails again, the message above names the PHP error'
		);
	}
}

/**
 * Install WordPress if needed, activate the plugin, seed demo content and
 * write the settings that point the plugin at the stand-ins.
 *
 * @param profile  Stack profile.
 * @param settings Demo settings for the plugin's option.
 */
export function installWordPress(
	profile: StackProfile,
	settings: Record< string, unknown >
): void {
	const env = {
		WP_ROOT: wordpressRoot( profile ),
		WP_URL: siteUrl( profile ),
		CAREERS_DEMO_SETTINGS: JSON.stringify( settings ),
		// The sign-in menu in the header through its Block Hook: the demo
		// shows it; the tests turn it on where they test it.
		CAREERS_DEV_BLOCK_HOOKS: profile.name === 'site' ? '1' : '0',
	};
	runPhp( 'install.php', env, 'Installing WordPress' );
	runPhp( 'setup.php', env, 'Setting up the demo site' );
}

/**
 * Install WordPress only: no plugin, no theme choice, no content, as a
 * site owner's fresh install, on empty tables (the stack may be one an
 * earlier worker of the run kept: dev/stack/kept-stacks.ts).
 *
 * @param profile Stack profile.
 */
export function installPlainWordPress( profile: StackProfile ): void {
	runPhp(
		'install.php',
		{
			WP_ROOT: wordpressRoot( profile ),
			WP_URL: siteUrl( profile ),
			WP_FRESH: '1',
		},
		'Installing a clean WordPress'
	);
}

/**
 * Serve the site with PHP's built-in server behind the router.
 *
 * @param profile Stack profile.
 * @param atsUrl  ATS stand-in the router forwards /profile/ to.
 * @return Where the server writes its log.
 */
export async function startPhpServer(
	profile: StackProfile,
	atsUrl: string
): Promise< { logFile: string } > {
	await assertPortFree(
		profile.wpPort,
		profile.name === 'e2e' ? 'E2E_WP_PORT' : 'WP_PORT'
	);
	const { pid, logFile } = startDetached( {
		name: 'php',
		root: profile.root,
		command: phpBinary(),
		args: [
			'-S',
			`127.0.0.1:${ profile.wpPort }`,
			'-t',
			wordpressRoot( profile ),
			path.join( PHP_SCRIPTS, 'router.php' ),
		],
		env: { PHP_CLI_SERVER_WORKERS: '4', CAREERS_ATS_PROXY: atsUrl },
	} );
	if (
		! ( await waitForPort( profile.wpPort, 15000, () => isAlive( pid ) ) )
	) {
		throw new StackError(
			`PHP's web server did not start on port ${ profile.wpPort } (log: ${ logFile }).`,
			'read the log above; `npm run stop` clears a stale server'
		);
	}
	return { logFile };
}
