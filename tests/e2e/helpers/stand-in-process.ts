/**
 * Stand-ins of a test's own: `dev/services/main.ts` in a child process on
 * ephemeral loopback ports (Playwright's loader cannot run the stand-ins'
 * lazy imports in the test's process), with the environment given (see
 * dev/services/README.md: SERVICES_REPLAY, SERVICES_BOT_TEMPLATE…).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

import type { ServiceName } from '../../../dev/services/start-services';
import { announcedUrls } from '../../../dev/stack/services-process';

const PROJECT_ROOT = path.resolve( __dirname, '..', '..', '..' );

export interface StandInProcess {
	urls: Record< ServiceName, string >;
	close: () => Promise< void >;
}

function stopChild( child: ChildProcess ): Promise< void > {
	if ( child.exitCode !== null || child.signalCode !== null ) {
		return Promise.resolve();
	}
	return new Promise( ( resolve ) => {
		child.once( 'exit', () => resolve() );
		child.kill( 'SIGTERM' );
	} );
}

/**
 * Start the stand-ins; resolves with the URLs they print.
 *
 * @param env Variables for dev/services/main.ts besides SERVICES_PORT=0.
 */
export function startStandInProcess(
	env: Record< string, string >
): Promise< StandInProcess > {
	const child = spawn(
		path.join( PROJECT_ROOT, 'node_modules', '.bin', 'tsx' ),
		[ path.join( PROJECT_ROOT, 'dev', 'services', 'main.ts' ) ],
		{
			cwd: PROJECT_ROOT,
			env: { ...process.env, ...env, SERVICES_PORT: '0' },
			stdio: [ 'ignore', 'pipe', 'pipe' ],
		}
	);
	return new Promise( ( resolve, reject ) => {
		let output = '';
		let errors = '';
		// tsx compiles the stand-ins as they start: a few seconds alone,
		// over 30 s beside six workers' stacks on two cores (2026-11-28).
		const timer = setTimeout( () => {
			child.kill( 'SIGTERM' );
			reject( new Error( `The stand-ins did not start: ${ errors }` ) );
		}, 120_000 );
		child.stderr?.on( 'data', ( chunk: Buffer ) => {
			errors += chunk.toString();
		} );
		child.stdout?.on( 'data', ( chunk: Buffer ) => {
			output += chunk.toString();
			const urls = announcedUrls( output );
			if ( urls ) {
				clearTimeout( timer );
				resolve( { urls, close: () => stopChild( child ) } );
			}
		} );
		child.on( 'exit', ( code ) => {
			clearTimeout( timer );
			reject(
				new Error( `The stand-ins exited (${ code }): ${ errors }` )
			);
		} );
	} );
}
