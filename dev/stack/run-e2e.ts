/**
 * `npm run test:e2e`: a fresh stack of its own on other ports, Playwright in
 * Debian's Chromium against it, and the stack torn down at the end even
 * when a test fails or the run is interrupted.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

import { e2eProfile, PROJECT_ROOT } from './config';
import { debugLogPath } from './wordpress';
import { reportFailure } from './errors';
import { startStack } from './stack';

async function main(): Promise< number > {
	const profile = e2eProfile();
	const log = ( line: string ) =>
		process.stdout.write( `[stack] ${ line }\n` );
	const started = Date.now();
	const stack = await startStack( profile, {
		fresh: true,
		stopStale: true,
		withBrowser: true,
		log,
	} );
	log(
		`up in ${ ( ( Date.now() - started ) / 1000 ).toFixed( 1 ) } s at ${ stack.url }`
	);
	const onSignal = () => {
		stack.stop().finally( () => process.exit( 130 ) );
	};
	process.on( 'SIGINT', onSignal );
	process.on( 'SIGTERM', onSignal );
	try {
		return await new Promise< number >( ( resolve ) => {
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
					...process.argv.slice( 2 ),
				],
				{
					stdio: 'inherit',
					env: {
						...process.env,
						WP_BASE_URL: stack.url,
						CAREERS_SERVICES: JSON.stringify( stack.services ),
						CAREERS_DEBUG_LOG: debugLogPath( profile ),
						CAREERS_STACK_ROOT: profile.root,
					},
				}
			);
			child.on( 'exit', ( code ) => resolve( code ?? 1 ) );
		} );
	} finally {
		await stack.stop();
		log( 'stopped' );
	}
}

main()
	.then( ( code ) => process.exit( code ) )
	.catch( ( error ) => process.exit( reportFailure( error ) ) );
