/**
 * One local stack: the stand-ins (in this process), MariaDB, WordPress with
 * the plugin and demo content, and PHP's web server.
 */
import fs from 'node:fs';

import { startServices } from '../services/start-services';
import { siteUrl, type StackProfile } from './config';
import { StackError } from './errors';
import { startDatabase } from './mariadb';
import { waitForEarlyInstall } from './early-install';
import { ensurePackages } from './packages';
import {
	assertPortFree,
	isAlive,
	readRecorded,
	recordProcess,
	stopRecorded,
} from './processes';
import { installWordPress, layOutWordPress, startPhpServer } from './wordpress';
import { ensureDebianWordPress, unpackedVersion } from './wordpress-debian';
import { startServicesProcess } from './services-process';

export type ServiceUrls = Awaited<
	ReturnType< typeof startServices >
>[ 'urls' ];

export interface RunningStack {
	url: string;
	adminUrl: string;
	services: ServiceUrls;
	/** PHP's web server log, where a page's fatal errors go. */
	serverLog: string;
	stop: () => Promise< void >;
}

/**
 * Demo settings: the plugin pointed at the stand-ins.
 *
 * @param profile  Stack profile.
 * @param services Stand-in URLs.
 */
export function demoSettings(
	profile: StackProfile,
	services: ServiceUrls
): Record< string, unknown > {
	return {
		organization_name: profile.organization,
		ats_url: services.ats,
		sso_logout_url: `${ services.ats }sso/logout`,
		persona_post_types: 'post,page',
		persona_not_logged_in: 'students',
		bot_version: 'v2',
		bot_id: 'CAREERSBOT',
		bot_alias_id: 'TSTALIASID',
		bot_locale: 'en_US',
		bot_name: 'CareersBot',
		bot_alias: 'live',
		environment: 'development',
		identity_pool_production:
			'us-east-1:00000000-0000-4000-8000-000000000001',
		identity_pool_development:
			'us-east-1:00000000-0000-4000-8000-000000000002',
		region: 'us-east-1',
		cognito_endpoint: services[ 'cognito-identity' ],
		lex_endpoint: services[ 'lex-runtime-v2' ],
		job_api_base: services.jobs,
		job_detail_path: '/job',
		job_search_path: '/jobs',
		maps_provider: 'google',
		maps_api_key: 'demo-browser-key',
		maps_script_url: `${ services.geocoder }maps/api/js`,
		here_geocode_url: `${ services.geocoder }v1/geocode`,
	};
}

/**
 * Refuse to start over a stack that is still running, or clear the traces
 * of one that died.
 *
 * @param profile   Stack profile.
 * @param stopStale Stop leftovers instead of refusing (the test suite does).
 * @param log       Progress output.
 */
async function handleEarlierRun(
	profile: StackProfile,
	stopStale: boolean,
	log: ( line: string ) => void
): Promise< void > {
	const alive = readRecorded( profile.root ).filter(
		( item ) => item.pid !== process.pid && isAlive( item.pid )
	);
	if ( alive.length === 0 ) {
		return;
	}
	if ( ! stopStale ) {
		throw new StackError(
			`A stack from an earlier run is still running (${ alive
				.map( ( item ) => `${ item.name } pid ${ item.pid }` )
				.join( ', ' ) }).`,
			'run `npm run stop`, then start again'
		);
	}
	log(
		`Stopping leftovers of an earlier run: ${ alive.map( ( item ) => item.name ).join( ', ' ) }`
	);
	await stopRecorded( profile.root );
}

/**
 * The Debian packages a site needs (PHP and MariaDB, not the browsers, which
 * keep installing in the background), and its WordPress from Debian's
 * archive. On a new machine WordPress is fetched as soon as npm install's
 * background install has read the package lists, while PHP and MariaDB
 * still install.
 *
 * @param profile Stack profile.
 * @param log     Progress output.
 */
export async function ensureSiteSoftware(
	profile: StackProfile,
	log: ( line: string ) => void
): Promise< void > {
	const isRoot =
		typeof process.getuid === 'function' && process.getuid() === 0;
	if ( isRoot && unpackedVersion( profile.wpVersion ) === undefined ) {
		await waitForEarlyInstall( [ 'lists' ], { log } );
		ensureDebianWordPress( profile.wpVersion, log );
	}
	await ensurePackages( { groups: [ 'site' ], log } );
	// Without root: the missing packages' apt-get line comes first.
	ensureDebianWordPress( profile.wpVersion, log );
}

/**
 * Wait for the build that runs beside the start, saying so only if it is
 * still running.
 *
 * @param build The build's promise.
 * @param log   Progress output.
 */
async function waitForBuild(
	build: Promise< void >,
	log: ( line: string ) => void
): Promise< void > {
	let finished = false;
	const mark = () => {
		finished = true;
	};
	build.then( mark, mark );
	// One turn of the event loop lets a build that already ended say so.
	await new Promise( ( resolve ) => setImmediate( resolve ) );
	if ( ! finished ) {
		log( "Waiting for the plugin's build…" );
	}
	await build;
}

export async function startStack(
	profile: StackProfile,
	options: {
		fresh: boolean;
		stopStale: boolean;
		/** The stand-ins in a process of their own, not in this one. */
		servicesProcess?: boolean;
		/**
		 * The plugin's build when it runs beside the start (`npm start`):
		 * WordPress is installed, and the plugin activated, once it is done.
		 */
		build?: Promise< void >;
		log: ( line: string ) => void;
	}
): Promise< RunningStack > {
	const { log } = options;
	await ensureSiteSoftware( profile, log );
	await handleEarlierRun( profile, options.stopStale, log );
	if ( options.fresh ) {
		fs.rmSync( profile.root, { recursive: true, force: true } );
	}
	fs.mkdirSync( profile.root, { recursive: true } );
	const servicesEnv =
		profile.name === 'e2e' ? 'E2E_SERVICES_PORT' : 'SERVICES_PORT';
	for ( let offset = 0; offset < 6; offset++ ) {
		await assertPortFree( profile.servicesPort + offset, servicesEnv );
	}
	await assertPortFree(
		profile.wpPort,
		profile.name === 'e2e' ? 'E2E_WP_PORT' : 'WP_PORT'
	);

	const services = options.servicesProcess
		? { urls: {} as ServiceUrls, close: async () => undefined }
		: await startServices( {
				basePort: profile.servicesPort,
				organization: profile.organization,
				credentialTtlSeconds: profile.credentialTtlSeconds,
			} );
	recordProcess( profile.root, { name: 'node', pid: process.pid } );
	const stop = async () => {
		await stopRecorded( profile.root );
		await services.close();
	};
	let serverLog = '';
	try {
		if ( options.servicesProcess ) {
			log( 'Starting the stand-ins…' );
			services.urls = await startServicesProcess( profile );
		}
		log( 'Starting MariaDB…' );
		await startDatabase( profile, log );
		log( 'Laying out WordPress…' );
		layOutWordPress( profile );
		if ( options.build ) {
			await waitForBuild( options.build, log );
		}
		installWordPress( profile, demoSettings( profile, services.urls ) );
		log( 'Starting the web server…' );
		( { logFile: serverLog } = await startPhpServer(
			profile,
			services.urls.ats
		) );
	} catch ( error ) {
		await stop();
		throw error;
	}
	const url = siteUrl( profile );
	return {
		url,
		adminUrl: `${ url }/wp-admin/`,
		services: services.urls,
		serverLog,
		stop,
	};
}
