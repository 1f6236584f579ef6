/**
 * Where a stack lives and which ports it uses. `npm start` and the
 * end-to-end suite use separate profiles so tests never touch the demo site.
 */
import path from 'node:path';

import {
	DEFAULT_WORDPRESS_VERSION,
	wordpressVersion,
	type WordPressVersion,
} from './wordpress-debian';

export interface StackProfile {
	name: 'site' | 'e2e';
	root: string;
	wpPort: number;
	dbPort: number;
	servicesPort: number;
	/** Expire Cognito credentials sooner in tests. */
	credentialTtlSeconds: number;
	organization: string;
	/** Tables of this site; another prefix makes another site in one database. */
	tablePrefix?: string;
	/** Which WordPress from Debian's archive the site runs. */
	wpVersion: WordPressVersion;
	/** More wp-config.php constants (a network's MULTISITE, …). */
	constants?: Record< string, string | number | boolean >;
}

export const PROJECT_ROOT = path.resolve( __dirname, '..', '..' );

function portFromEnv( name: string, fallback: number ): number {
	const raw = process.env[ name ];
	if ( raw === undefined || raw === '' ) {
		return fallback;
	}
	const port = Number( raw );
	if ( ! Number.isInteger( port ) || port < 1024 || port > 65535 ) {
		throw new Error(
			`${ name }=${ raw } is not a usable port: give a whole number from 1024 to 65535.`
		);
	}
	return port;
}

/**
 * The demo site. Each WordPress version has its own folder (and so its own
 * database); the default version keeps the folder it always had.
 *
 * @param wpVersion Which WordPress: WP_VERSION, default 7.1.
 */
export function siteProfile(
	wpVersion: WordPressVersion = wordpressVersion()
): StackProfile {
	return {
		name: 'site',
		root: path.join(
			PROJECT_ROOT,
			'.local',
			wpVersion === DEFAULT_WORDPRESS_VERSION
				? 'site'
				: `site-wp${ wpVersion }`
		),
		wpPort: portFromEnv( 'WP_PORT', 8888 ),
		dbPort: portFromEnv( 'DB_PORT', 3307 ),
		servicesPort: portFromEnv( 'SERVICES_PORT', 9100 ),
		credentialTtlSeconds: 3600,
		organization: 'careers',
		wpVersion,
	};
}

/**
 * The end-to-end stack. Each Playwright worker has its own (see
 * tests/e2e/stack/worker-stack.ts): worker n (its parallel index, from 0)
 * gets its own folder and adds n to the WordPress and database ports and
 * 10 × n to the stand-ins' base port.
 *
 * @param worker            Which worker, when the run has several.
 * @param options
 * @param options.wpVersion Which WordPress: WP_VERSION, default 7.1.
 */
export function e2eProfile(
	worker?: number,
	{ wpVersion = wordpressVersion() }: { wpVersion?: WordPressVersion } = {}
): StackProfile {
	const name = process.env.E2E_STACK_NAME
		? `e2e-${ process.env.E2E_STACK_NAME }`
		: 'e2e';
	const offset = worker ?? 0;
	return {
		name: 'e2e',
		// A separate folder per parallel run (E2E_STACK_NAME) keeps runs apart.
		root: path.join(
			PROJECT_ROOT,
			'.local',
			worker === undefined ? name : `${ name }-worker${ worker + 1 }`
		),
		wpPort: portFromEnv( 'E2E_WP_PORT', 8890 ) + offset,
		dbPort: portFromEnv( 'E2E_DB_PORT', 3308 ) + offset,
		servicesPort: portFromEnv( 'E2E_SERVICES_PORT', 9200 ) + 10 * offset,
		credentialTtlSeconds: 3600,
		organization: 'careers',
		wpVersion,
	};
}

export function siteUrl( profile: StackProfile ): string {
	return `http://127.0.0.1:${ profile.wpPort }`;
}
