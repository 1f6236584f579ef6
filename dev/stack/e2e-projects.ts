/**
 * Which Playwright projects the end-to-end suite has: the whole suite in
 * Chromium on the default WordPress, the tests tagged @smoke on each other
 * supported WordPress, and the tests tagged @smoke or @engines in each other
 * browser engine. Playwright's workers then share the projects' tests out,
 * each worker with a stack of its own (tests/e2e/worker-stack.ts).
 */
import path from 'node:path';

import { e2eProfile, siteUrl } from './config';
import {
	WORDPRESS_VERSIONS,
	wordpressVersion,
	type WordPressVersion,
} from './wordpress-debian';

/** The engines besides Chromium that run the smoke subset. */
export const OTHER_ENGINES = [ 'firefox', 'webkit' ] as const;
export type OtherEngine = ( typeof OTHER_ENGINES )[ number ];

/**
 * Which other engines the suite runs in: E2E_ENGINES, a comma list of
 * `firefox` and `webkit`, or `none`; by default both.
 *
 * @param raw The variable's value.
 */
export function otherEngines( raw: string | undefined ): OtherEngine[] {
	if ( raw === undefined || raw.trim() === '' ) {
		return [ ...OTHER_ENGINES ];
	}
	if ( raw.trim() === 'none' ) {
		return [];
	}
	const names = raw.split( ',' ).map( ( name ) => name.trim() );
	const unknown = names.filter(
		( name ) => ! ( OTHER_ENGINES as readonly string[] ).includes( name )
	);
	if ( unknown.length > 0 ) {
		throw new Error(
			`E2E_ENGINES=${ raw }: ${ unknown.join(
				', '
			) } is not an engine: give firefox, webkit, both (comma-separated) or none.`
		);
	}
	return [ ...new Set( names as OtherEngine[] ) ];
}

/**
 * The WordPress versions the smoke subset also runs on: by default every
 * supported one but the whole suite's.
 *
 * @param fullSuiteVersion The version the whole suite runs on.
 * @param raw              E2E_SMOKE_WP_VERSIONS: comma-separated, or `none`.
 */
export function smokeVersions(
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
	return [
		...new Set(
			raw.split( ',' ).map( ( item ) => wordpressVersion( item ) )
		),
	];
}

/**
 * Worker n (from 0) adds n to the WordPress and database ports: the plugin
 * zip's clean site and the network sit 40 and 60 above the WordPress port,
 * so more workers would reach them.
 */
export const MAX_WORKERS = 20;

/**
 * How many workers run side by side, each with its own stack: E2E_WORKERS,
 * else `fallback`.
 *
 * @param raw      The variable's value.
 * @param fallback The measured default.
 */
export function workerCount( raw: string | undefined, fallback: number ) {
	if ( raw === undefined || raw.trim() === '' ) {
		return fallback;
	}
	const count = Number( raw );
	if ( ! Number.isInteger( count ) || count < 1 || count > MAX_WORKERS ) {
		throw new Error(
			`E2E_WORKERS=${ raw } is not a worker count: give a whole number from 1 to ${ MAX_WORKERS }.`
		);
	}
	return count;
}

/**
 * Where a worker's site answers and where its admin session is kept: the
 * same for every project the worker runs, so playwright.config.ts can name
 * them before the worker's stack is up.
 *
 * @param worker    The worker's parallel index.
 * @param artifacts The run's artifacts folder.
 */
export function workerSite(
	worker: number,
	artifacts: string
): { url: string; adminState: string } {
	return {
		url: siteUrl( e2eProfile( worker ) ),
		adminState: path.join(
			artifacts,
			'storage-states',
			`admin-worker${ worker + 1 }.json`
		),
	};
}
