/**
 * `npm run test:e2e`: Playwright against fresh stacks of its own on other
 * ports, torn down at the end even when a test fails or the run is
 * interrupted. With no arguments the suite runs in lanes side by side, each
 * with its own stack, so the wait in one (bot delays, timeouts) is the
 * other's working time: E2E_SHARDS (default 3) lanes for Debian's Chromium;
 * one per other supported WordPress version (6.8, or E2E_SMOKE_WP_VERSIONS,
 * `none` for none) for the tests tagged @smoke there; and one per other
 * engine (Firefox ESR, WebKitGTK: E2E_ENGINES) for the tests tagged @smoke
 * or @engines. The whole suite's Chromium spec files wait in one queue, in
 * batches: every lane on the default WordPress (7.1, or WP_VERSION) takes
 * the next batch when it is free, the engine lanes once their engine is
 * done. With Playwright arguments (a file, `-g`), one stack runs just
 * those, in Chromium unless they name a project (`--project=firefox`).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';

import { e2eProfile, PROJECT_ROOT, type StackProfile } from './config';
import { batchSpecFiles, otherEngines, shardCount } from './e2e-shards';
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

interface Lane {
	profile: StackProfile;
	/** Its own Playwright run first (an engine, the smoke subset), if any. */
	own?: string[];
	/** Then Chromium batches from the queue, while there are any. */
	takesBatches: boolean;
	/** Keeps artifacts (and the admin session) of lanes apart. */
	stackName: string | undefined;
	/** Put before each output line when lanes run side by side. */
	prefix: string;
	/** Runs in Firefox or WebKit, whose packages it needs. */
	withEngines?: boolean;
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

function plan( args: string[] ): Lane[] {
	const baseName = process.env.E2E_STACK_NAME;
	if ( args.length > 0 ) {
		// Chromium unless the arguments name an engine (--project=firefox).
		const named = args.some( ( arg ) => arg.startsWith( '--project' ) );
		return [
			{
				profile: e2eProfile(),
				own: named ? args : [ CHROMIUM, ...args ],
				takesBatches: false,
				stackName: baseName,
				prefix: '',
				withEngines: named,
			},
		];
	}
	const count = shardCount( process.env.E2E_SHARDS );
	const chromium: Lane[] = Array.from( { length: count }, ( _, index ) => ( {
		profile: e2eProfile( index ),
		takesBatches: true,
		stackName: `${ baseName ?? 'default' }-shard${ index + 1 }`,
		prefix: `[${ index + 1 }] `,
	} ) );
	const smoke = smokeVersions(
		wordpressVersion(),
		process.env.E2E_SMOKE_WP_VERSIONS
	).map( ( version, index ) => ( {
		profile: e2eProfile( count + index, {
			wpVersion: version,
			label: `wp${ version }`,
		} ),
		own: [ CHROMIUM, '--grep', '@smoke' ],
		// The whole suite runs on the default version only.
		takesBatches: false,
		stackName: `${ baseName ?? 'default' }-wp${ version }`,
		prefix: `[wp${ version }] `,
	} ) );
	const engines = otherEngines( process.env.E2E_ENGINES ).map(
		( engine, index ) => ( {
			profile: e2eProfile( count + smoke.length + index, {
				label: engine,
			} ),
			own: [ `--project=${ engine }` ],
			takesBatches: true,
			stackName: `${ baseName ?? 'default' }-${ engine }`,
			prefix: `[${ engine }] `,
			withEngines: true,
		} )
	);
	return [ ...chromium, ...smoke, ...engines ];
}

interface RunResult {
	lane: Lane;
	/** What it ran: Playwright's arguments. */
	args: string[];
	code: number;
	/** Its output, kept to report its failures again at the end. */
	lines: string[];
}

/**
 * One Playwright run in a lane, its output lines prefixed.
 *
 * @param lane  The lane.
 * @param stack Its running stack.
 * @param args  Playwright's arguments.
 * @param run   The how-manieth run in this lane (its own artifacts folder,
 *              as Playwright empties its output folder when it starts).
 */
function runPlaywright(
	lane: Lane,
	stack: RunningStack,
	args: string[],
	run: number
): Promise< RunResult > {
	const lines: string[] = [];
	const stackName =
		lane.stackName && run > 1
			? `${ lane.stackName }-${ run }`
			: lane.stackName;
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
				...args,
			],
			{
				stdio: lane.prefix ? [ 'ignore', 'pipe', 'pipe' ] : 'inherit',
				env: {
					...process.env,
					...( stackName ? { E2E_STACK_NAME: stackName } : {} ),
					WP_BASE_URL: stack.url,
					CAREERS_SERVICES: JSON.stringify( stack.services ),
					CAREERS_DEBUG_LOG: debugLogPath( lane.profile ),
					CAREERS_STACK_ROOT: lane.profile.root,
					WP_VERSION: lane.profile.wpVersion,
					CAREERS_DB_PORT: String( lane.profile.dbPort ),
					// The plugin zip's test starts a clean WordPress here.
					CAREERS_CLEAN_WP_PORT: String(
						lane.profile.wpPort + CLEAN_SITE_PORT_OFFSET
					),
					// The network uninstall test starts a network here.
					CAREERS_NETWORK_WP_PORT: String(
						lane.profile.wpPort + NETWORK_SITE_PORT_OFFSET
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
						process.stdout.write( `${ lane.prefix }${ line }\n` );
					} );
			}
		}
		children.add( child );
		child.on( 'exit', ( code ) => {
			children.delete( child );
			resolve( { lane, args, code: code ?? 1, lines } );
		} );
	} );
}

/**
 * A lane's runs: its own first, then Chromium batches while the queue
 * holds any.
 *
 * @param lane    The lane.
 * @param stack   Its running stack.
 * @param batches The queue, shared by every lane.
 */
async function runLane(
	lane: Lane,
	stack: RunningStack,
	batches: string[][]
): Promise< RunResult[] > {
	const results: RunResult[] = [];
	if ( lane.own ) {
		results.push(
			await runPlaywright( lane, stack, lane.own, results.length + 1 )
		);
	}
	for (
		let batch = lane.takesBatches ? batches.shift() : undefined;
		batch;
		batch = batches.shift()
	) {
		log( `${ lane.prefix }Chromium: ${ batch.join( ' ' ) }` );
		results.push(
			await runPlaywright(
				lane,
				stack,
				[ CHROMIUM, ...batch ],
				results.length + 1
			)
		);
	}
	return results;
}

/**
 * Each failed run's failures again, then a line per run.
 *
 * @param results Every lane's runs.
 */
function report( results: RunResult[] ): void {
	const name = ( { lane, args }: RunResult ) =>
		`${ lane.prefix.trim() } ${ args
			.map( ( arg ) => arg.replace( /^tests\/e2e\//, '' ) )
			.join( ' ' ) }`;
	for ( const result of results.filter( ( { code } ) => code !== 0 ) ) {
		log( `${ name( result ) }: what failed` );
		for ( const line of failureReport( result.lines ) ) {
			process.stdout.write( `${ result.lane.prefix }${ line }\n` );
		}
	}
	for ( const result of results ) {
		log(
			`${ name( result ) }: ${
				result.code === 0 ? 'passed' : `failed (exit ${ result.code })`
			}`
		);
	}
}

async function main(): Promise< number > {
	const args = process.argv.slice( 2 );
	const lanes = plan( args );
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
		const batches = args.length > 0 ? [] : batchSpecFiles( specFiles() );
		const lanesDone: Array< Promise< RunResult[] > > = [];
		// The stacks start one after the other (each may install packages and
		// lays out a site), and each lane runs as soon as its stack is up.
		for ( const lane of lanes ) {
			const started = Date.now();
			const stack = await startStack( lane.profile, {
				fresh: true,
				stopStale: true,
				withBrowser: true,
				withEngines: lane.withEngines,
				log: ( line ) => log( `${ lane.prefix }${ line }` ),
			} );
			running.push( stack );
			log(
				`${ lane.prefix }WordPress ${ lane.profile.wpVersion } up in ${ (
					( Date.now() - started ) /
					1000
				).toFixed( 1 ) } s at ${ stack.url }${
					lane.own && lane.prefix ? `: ${ lane.own.join( ' ' ) }` : ''
				}`
			);
			lanesDone.push( runLane( lane, stack, batches ) );
		}
		const results = ( await Promise.all( lanesDone ) ).flat();
		if ( lanes.length > 1 || results.length > 1 ) {
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
