/**
 * Stand-ins of a test's own: `dev/services/main.ts` in a child process on
 * ephemeral loopback ports (Playwright's loader cannot run the stand-ins'
 * lazy imports in the test's process), with the environment given (see
 * dev/services/README.md: SERVICES_REPLAY, SERVICES_BOT_TEMPLATE…).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

import {
	SERVICE_NAMES,
	type ServiceName,
} from '../../../dev/services/start-services';

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
		const urls: Partial< Record< ServiceName, string > > = {};
		let output = '';
		let errors = '';
		const timer = setTimeout( () => {
			child.kill( 'SIGTERM' );
			reject( new Error( `The stand-ins did not start: ${ errors }` ) );
		}, 30_000 );
		child.stderr?.on( 'data', ( chunk: Buffer ) => {
			errors += chunk.toString();
		} );
		child.stdout?.on( 'data', ( chunk: Buffer ) => {
			output += chunk.toString();
			for ( const line of output.split( '\n' ) ) {
				const [ name, url ] = line.trim().split( ' ' );
				if (
					( SERVICE_NAMES as readonly string[] ).includes( name ) &&
					url
				) {
					urls[ name as ServiceName ] = url;
				}
			}
			if ( SERVICE_NAMES.every( ( name ) => urls[ name ] ) ) {
				clearTimeout( timer );
				resolve( {
					urls: urls as Record< ServiceName, string >,
					close: () => stopChild( child ),
				} );
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
