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
 * (a file, `-g`), one stack runs just those, in Chromium unless they name a
 * project (`--project=firefox`).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';

import { e2eProfile, PROJECT_ROOT, type StackProfile } from './config';
import { otherEngines, shardCount, splitSpecFiles } from './e2e-shards';
import { CLEAN_SITE_PORT_OFFSET } from './clean-site';
import { NETWORK_SITE_PORT_OFFSET } from './network-site';
import { reportFailure } from './errors';
import { failureReport } from './failure-report';
import { browserGroupsFor } from './package-groups';
import { ensurePackages } from './packages';
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
}

const CHROMIUM = '--project=chromium';

const running: RunningStack[] = [];
/** Playwright runs still going, stopped with the stacks on an error. */
const children = new Set< ChildProcess >();

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
			},
		];
	}
	const count = shardCount( process.env.E2E_SHARDS );
	const full: Shard[] = splitSpecFiles( specFiles(), count ).map(
		( files, index ) => ( {
			profile: e2eProfile( index ),
			args: [ CHROMIUM, ...files ],
			stackName: `${ baseName ?? 'default' }-shard${ index + 1 }`,
			prefix: `[${ index + 1 }] `,
		} )
	);
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
		} )
	);
	return [ ...full, ...smoke, ...engines ];
}

interface RunResult {
	shard: Shard;
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
): Promise< RunResult > {
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
		children.add( child );
		child.on( 'exit', ( code ) => {
			children.delete( child );
			resolve( { shard, code: code ?? 1, lines } );
		} );
	} );
}

/**
 * Each failed shard's failures again, then a line per shard.
 *
 * @param results Every shard's run.
 */
function report( results: RunResult[] ): void {
	for ( const { shard, code, lines } of results ) {
		if ( code !== 0 ) {
			log( `shard ${ shard.prefix.trim() }: what failed` );
			for ( const line of failureReport( lines ) ) {
				process.stdout.write( `${ shard.prefix }${ line }\n` );
			}
		}
	}
	for ( const { shard, code } of results ) {
		log(
			`shard ${ shard.prefix.trim() }: ${
				code === 0 ? 'passed' : `failed (exit ${ code })`
			}`
		);
	}
}

async function main(): Promise< number > {
	const args = process.argv.slice( 2 );
	const shards = plan( args );
	const onSignal = () => {
		for ( const child of children ) {
			child.kill();
		}
		Promise.allSettled( running.map( ( stack ) => stack.stop() ) ).finally(
			() => process.exit( 130 )
		);
	};
	process.on( 'SIGINT', onSignal );
	process.on( 'SIGTERM', onSignal );
	try {
		// One after the other: each may install packages and lays out a site.
		// All are up before any test runs: setting one up blocks this
		// process (mariadb-install-db), and a shard whose output this process
		// did not read meanwhile stalled in its test (two CI failures). A
		// site needs no browser: on a new machine the browsers are still
		// installing in the background, and each shard waits for its own.
		for ( const shard of shards ) {
			const started = Date.now();
			const stack = await startStack( shard.profile, {
				fresh: true,
				stopStale: true,
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
		const runs = shards.map( async ( shard, index ) => {
			await ensurePackages( {
				groups: browserGroupsFor( shard.args ),
				log: ( line ) => log( `${ shard.prefix }${ line }` ),
			} );
			return runPlaywright( shard, running[ index ] );
		} );
		const results = await Promise.all( runs );
		if ( shards.length > 1 ) {
			report( results );
		}
		return results.find( ( { code } ) => code !== 0 )?.code ?? 0;
	} finally {
		for ( const child of children ) {
			child.kill();
		}
		await Promise.allSettled( running.map( ( stack ) => stack.stop() ) );
		log( 'stopped' );
	}
}

main()
	.then( ( code ) => process.exit( code ) )
	.catch( ( error ) => process.exit( reportFailure( error ) ) );
