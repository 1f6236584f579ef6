/**
 * The stand-ins in a process of their own (`npm run services`), recorded
 * with the stack's other servers. The test workers use it: in a worker the
 * stand-ins would share the event loop with the tests, and each of the
 * stack's synchronous steps (a PHP script, `npm run plugin-zip`) would
 * hold their answers up.
 */
import fs from 'node:fs';
import path from 'node:path';

import { SERVICE_NAMES, type ServiceName } from '../services/start-services';
import { PROJECT_ROOT, type StackProfile } from './config';
import { StackError } from './errors';
import { isAlive, sleep, startDetached } from './processes';

export const SERVICES_SCRIPT = path.join(
	PROJECT_ROOT,
	'dev',
	'services',
	'run.mjs'
);

/**
 * The stand-ins' URLs from the lines `npm run services` prints, one per
 * service (`<name> <url>`), once it has printed all of them.
 *
 * @param output What it printed so far.
 */
export function announcedUrls(
	output: string
): Record< ServiceName, string > | undefined {
	const urls: Partial< Record< ServiceName, string > > = {};
	for ( const line of output.split( '\n' ) ) {
		const [ name, url ] = line.trim().split( ' ' );
		if (
			( SERVICE_NAMES as readonly string[] ).includes( name ) &&
			url?.startsWith( 'http' )
		) {
			urls[ name as ServiceName ] = url;
		}
	}
	return SERVICE_NAMES.every( ( name ) => urls[ name ] )
		? ( urls as Record< ServiceName, string > )
		: undefined;
}

/**
 * Start the stand-ins for a stack and wait until they answer.
 *
 * @param profile   The stack's profile (base port, organisation, folder).
 * @param timeoutMs How long they get.
 */
export async function startServicesProcess(
	profile: StackProfile,
	timeoutMs = 30_000
): Promise< Record< ServiceName, string > > {
	const { pid, logFile } = startDetached( {
		name: 'services',
		root: profile.root,
		command: process.execPath,
		args: [ SERVICES_SCRIPT ],
		env: {
			SERVICES_PORT: String( profile.servicesPort ),
			SERVICES_ORG: profile.organization,
			SERVICES_CREDENTIAL_TTL: String( profile.credentialTtlSeconds ),
		},
	} );
	const deadline = Date.now() + timeoutMs;
	for (;;) {
		const output = fs.existsSync( logFile )
			? fs.readFileSync( logFile, 'utf8' )
			: '';
		const urls = announcedUrls( output );
		if ( urls ) {
			return urls;
		}
		if ( ! isAlive( pid ) || Date.now() > deadline ) {
			throw new StackError(
				`The stand-ins did not start on ports ${
					profile.servicesPort
				}–${ profile.servicesPort + SERVICE_NAMES.length - 1 }:\n${ output
					.trim()
					.slice( -800 ) }`,
				'read the lines above (a port in use names it); `npm run stop` clears a stale stack'
			);
		}
		await sleep( 100 );
	}
}
