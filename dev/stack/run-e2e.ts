/**
 * `npm run test:e2e`: Playwright against fresh stacks of its own on other
 * ports, torn down at the end even when a test fails or the run is
 * interrupted. With no arguments the suite runs in Debian's Chromium as
 * E2E_SHARDS (default 3) shards side by side, each with its own stack, so
 * the wait in one (bot delays, timeouts) is the other's working time. The
 * whole suite runs on the default WordPress (7.1, or WP_VERSION); beside it
 * one more shard runs the tests tagged @smoke on each other supported
 * version (6.8), or on those E2E_SMOKE_WP_VERSIONS lists (`none` for none),
 * and one shard per other engine (Firefox ESR, WebKitGTK: E2E_ENGINES)
 * runs the tests tagged @smoke or @engines there. With Playwright arguments
 * (a file, `-g`), one stack runs just those, in Chromium unless they name
 * a project (`--project=firefox`).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';

import { e2eProfile, PROJECT_ROOT, type StackProfile } from './config';
import { otherEngines, shardCount, splitSpecFiles } from './e2e-shards';
import { CLEAN_SITE_PORT_OFFSET } from './clean-site';
import { NETWORK_SITE_PORT_OFFSET } from './network-site';
import { reportFailure } from './errors';
import { failureReport } from './failure-report';
import { startStack, type RunningStack } from './stack';
import { debugLogPath } from './wordpress';
import {
	WORDPRESS_VERSIONS,
	wordpressVersion,
	type WordPressVersion,
} from './wordpress-debian';

interface Shard {
	profile: StackProfile;
	/** Playwright arguments: the files, or what the user passed. */
	args: string[];
	/** Keeps artifacts (and the admin session) of shards apart. */
	stackName: string | undefined;
	/** Put before each output line when shards run side by side. */
	prefix: string;
	/** Runs in Firefox or WebKit, whose packages it needs. */
	withEngines?: boolean;
}

const CHROMIUM = '--project=chromium';

const running: RunningStack[] = [];

function log( line: string ): void {
	process.stdout.write( `[stack] ${ line }\n` );
}

function specFiles(): string[] {
	const folder = path.join( PROJECT_ROOT, 'tests', 'e2e' );
	return fs
		.readdirSync( folder )
		.filter( ( name ) => name.endsWith( '.spec.ts' ) )
		.map( ( name ) => path.join( 'tests', 'e2e', name ) );
}

/**
 * The versions the smoke subset also runs on.
 *
 * @param fullSuiteVersion The version the whole suite runs on.
 * @param raw              E2E_SMOKE_WP_VERSIONS: comma-separated, or `none`.
 */
function smokeVersions(
	fullSuiteVersion: WordPressVersion,
	raw: string | undefined
): WordPressVersion[] {
	if ( raw === undefined || raw.trim() === '' ) {
		return WORDPRESS_VERSIONS.filter(
			( version ) => version !== fullSuiteVersion
		);
	}
	if ( raw.trim() === 'none' ) {
		return [];
	}
	return raw.split( ',' ).map( ( item ) => wordpressVersion( item ) );
}

function plan( args: string[] ): Shard[] {
	const baseName = process.env.E2E_STACK_NAME;
	if ( args.length > 0 ) {
		// Chromium unless the arguments name an engine (--project=firefox).
		const named = args.some( ( arg ) => arg.startsWith( '--project' ) );
		return [
			{
				profile: e2eProfile(),
				args: named ? args : [ CHROMIUM, ...args ],
				stackName: baseName,
				prefix: '',
				withEngines: named,
			},
		];
	}
	const count = shardCount( process.env.E2E_SHARDS );
	const full: Shard[] =
		count === 1
			? [
					{
						profile: e2eProfile(),
						args: [ CHROMIUM ],
						stackName: baseName,
						prefix: '',
					},
				]
			: splitSpecFiles( specFiles(), count ).map( ( files, index ) => ( {
					profile: e2eProfile( index ),
					args: [ CHROMIUM, ...files ],
					stackName: `${ baseName ?? 'default' }-shard${ index + 1 }`,
					prefix: `[${ index + 1 }] `,
				} ) );
	const smoke = smokeVersions(
		wordpressVersion(),
		process.env.E2E_SMOKE_WP_VERSIONS
	).map( ( version, index ) => ( {
		profile: e2eProfile( full.length + index, {
			wpVersion: version,
			label: `wp${ version }`,
		} ),
		args: [ CHROMIUM, '--grep', '@smoke' ],
		stackName: `${ baseName ?? 'default' }-wp${ version }`,
		prefix: `[wp${ version }] `,
	} ) );
	const engines = otherEngines( process.env.E2E_ENGINES ).map(
		( engine, index ) => ( {
			profile: e2eProfile( full.length + smoke.length + index, {
				label: engine,
			} ),
			args: [ `--project=${ engine }` ],
			stackName: `${ baseName ?? 'default' }-${ engine }`,
			prefix: `[${ engine }] `,
			withEngines: true,
		} )
	);
	if ( smoke.length + engines.length > 0 && full.length === 1 ) {
		full[ 0 ].prefix = '[1] ';
	}
	return [ ...full, ...smoke, ...engines ];
}

interface ShardResult {
	code: number;
	/** Its output, kept to report its failures again at the end. */
	lines: string[];
}

/**
 * Playwright for one shard, its output lines prefixed.
 *
 * @param shard The shard.
 * @param stack Its running stack.
 */
function runPlaywright(
	shard: Shard,
	stack: RunningStack
): Promise< ShardResult > {
	const lines: string[] = [];
	return new Promise( ( resolve ) => {
		const child = spawn(
			process.execPath,
			[
				path.join(
					PROJECT_ROOT,
					'node_modules',
					'@playwright',
					'test',
					'cli.js'
				),
				'test',
				'--config',
				path.join( PROJECT_ROOT, 'playwright.config.ts' ),
				...shard.args,
			],
			{
				stdio: shard.prefix ? [ 'ignore', 'pipe', 'pipe' ] : 'inherit',
				env: {
					...process.env,
					...( shard.stackName
						? { E2E_STACK_NAME: shard.stackName }
						: {} ),
					WP_BASE_URL: stack.url,
					CAREERS_SERVICES: JSON.stringify( stack.services ),
					CAREERS_DEBUG_LOG: debugLogPath( shard.profile ),
					CAREERS_STACK_ROOT: shard.profile.root,
					WP_VERSION: shard.profile.wpVersion,
					CAREERS_DB_PORT: String( shard.profile.dbPort ),
					// The plugin zip's test starts a clean WordPress here.
					CAREERS_CLEAN_WP_PORT: String(
						shard.profile.wpPort + CLEAN_SITE_PORT_OFFSET
					),
					// The network uninstall test starts a network here.
					CAREERS_NETWORK_WP_PORT: String(
						shard.profile.wpPort + NETWORK_SITE_PORT_OFFSET
					),
				},
			}
		);
		for ( const stream of [ child.stdout, child.stderr ] ) {
			if ( stream ) {
				readline
					.createInterface( { input: stream } )
					.on( 'line', ( line ) => {
						lines.push( line );
						process.stdout.write( `${ shard.prefix }${ line }\n` );
					} );
			}
		}
		child.on( 'exit', ( code ) => resolve( { code: code ?? 1, lines } ) );
	} );
}

async function main(): Promise< number > {
	const shards = plan( process.argv.slice( 2 ) );
	const onSignal = () => {
		Promise.allSettled( running.map( ( stack ) => stack.stop() ) ).finally(
			() => process.exit( 130 )
		);
	};
	process.on( 'SIGINT', onSignal );
	process.on( 'SIGTERM', onSignal );
	try {
		// One after the other: each may install packages and lays out a site.
		for ( const shard of shards ) {
			const started = Date.now();
			const stack = await startStack( shard.profile, {
				fresh: true,
				stopStale: true,
				withBrowser: true,
				withEngines: shard.withEngines,
				log: ( line ) => log( `${ shard.prefix }${ line }` ),
			} );
			running.push( stack );
			log(
				`${ shard.prefix }WordPress ${ shard.profile.wpVersion } up in ${ (
					( Date.now() - started ) /
					1000
				).toFixed( 1 ) } s at ${ stack.url }${
					shard.prefix ? `: ${ shard.args.join( ' ' ) }` : ''
				}`
			);
		}
		const results = await Promise.all(
			shards.map( ( shard, index ) =>
				runPlaywright( shard, running[ index ] )
			)
		);
		if ( shards.length > 1 ) {
			results.forEach( ( { code, lines }, index ) => {
				const { prefix } = shards[ index ];
				if ( code !== 0 ) {
					log( `shard ${ prefix.trim() }: what failed` );
					for ( const line of failureReport( lines ) ) {
						process.stdout.write( `${ prefix }${ line }\n` );
					}
				}
			} );
			results.forEach( ( { code }, index ) =>
				log(
					`shard ${ shards[ index ].prefix.trim() }: ${
						code === 0 ? 'passed' : `failed (exit ${ code })`
					}`
				)
			);
		}
		return results.find( ( { code } ) => code !== 0 )?.code ?? 0;
	} finally {
		await Promise.allSettled( running.map( ( stack ) => stack.stop() ) );
		log( 'stopped' );
	}
}

main()
	.then( ( code ) => process.exit( code ) )
	.catch( ( error ) => process.exit( reportFailure( error ) ) );
