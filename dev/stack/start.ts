/**
 * `npm start`: the demo site in the foreground; Ctrl-C stops everything.
 * The plugin's build runs beside the stack's start (plugin-build.ts).
 */
import path from 'node:path';

import { PROJECT_ROOT, siteProfile } from './config';
import { reportFailure } from './errors';
import { waitForFirstAnswer } from './first-answer';
import { npmRun, startPluginBuild } from './plugin-build';
import { startStack } from './stack';

const BUILD_LOG = path.join( PROJECT_ROOT, '.local', 'build.log' );

async function main(): Promise< void > {
	const profile = siteProfile();
	const started = Date.now();
	// Seconds since the start, to see where a new machine's time goes.
	const log = ( line: string ) =>
		process.stdout.write(
			`[${ ( ( Date.now() - started ) / 1000 ).toFixed( 1 ) } s] ${ line }\n`
		);
	log(
		`Building the plugin beside the start (log: ${ path.relative(
			PROJECT_ROOT,
			BUILD_LOG
		) })…`
	);
	const build = startPluginBuild(
		[ npmRun( 'build' ), npmRun( 'i18n:scripts' ) ],
		BUILD_LOG,
		PROJECT_ROOT
	);
	build.done.then(
		() => log( 'Plugin built.' ),
		() => undefined
	);
	const stack = await startStack( profile, {
		fresh: false,
		stopStale: false,
		build: build.done,
		log,
	} ).catch( ( error: unknown ) => {
		build.stop();
		throw error;
	} );
	log( 'Waiting for the careers page to answer…' );
	await waitForFirstAnswer( `${ stack.url }/careers/`, {
		timeoutMs: 60_000,
		logFile: stack.serverLog,
	} ).catch( async ( error: unknown ) => {
		await stack.stop();
		throw error;
	} );
	let stopping = false;
	const shutdown = async () => {
		if ( stopping ) {
			return;
		}
		stopping = true;
		process.stdout.write( '\nStopping…\n' );
		await stack.stop();
		process.exit( 0 );
	};
	process.on( 'SIGINT', shutdown );
	process.on( 'SIGTERM', shutdown );
	process.stdout.write(
		[
			'',
			`Careers demo is up (${ ( ( Date.now() - started ) / 1000 ).toFixed( 1 ) } s).`,
			`  Site:        ${ stack.url }/careers/`,
			`  Admin:       ${ stack.adminUrl }  (admin / password; editor / password)`,
			...Object.entries( stack.services ).map(
				( [ name, url ] ) => `  ${ name.padEnd( 17 ) } ${ url }`
			),
			'Press Ctrl-C to stop (or run `npm run stop` elsewhere).',
			'',
		].join( '\n' )
	);
}

main().catch( ( error ) => process.exit( reportFailure( error ) ) );
