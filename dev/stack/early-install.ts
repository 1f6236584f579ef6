/**
 * Waits for the Debian packages that npm's `preinstall` hook
 * (packages-early.mjs) started installing in the background, so that apt
 * never runs twice at once and the checks after it see the packages.
 */
import fs from 'node:fs';
import path from 'node:path';

import { PROJECT_ROOT } from './config';
import type { PackageGroup } from './install-plan.mjs';

/**
 * What a waiter can wait for: a group of packages, or `lists`, the package
 * lists the background install reads first (WordPress is fetched with them).
 */
export type EarlyInstallStep = PackageGroup | 'lists';

export const EARLY_INSTALL_DIR = path.join( PROJECT_ROOT, '.local', 'apt' );

/** A process id that no longer answers, or a reused one, ends the wait. */
const MAX_WAIT_MS = 20 * 60 * 1000;

export interface EarlyInstallDeps {
	dir: string;
	isAlive: ( pid: number ) => boolean;
	sleep: ( ms: number ) => Promise< void >;
	now: () => number;
	log: ( line: string ) => void;
}

function processIsAlive( pid: number ): boolean {
	try {
		process.kill( pid, 0 );
		return true;
	} catch {
		return false;
	}
}

const defaultDeps: Omit< EarlyInstallDeps, 'log' > = {
	dir: EARLY_INSTALL_DIR,
	isAlive: processIsAlive,
	sleep: ( ms ) => new Promise( ( resolve ) => setTimeout( resolve, ms ) ),
	now: Date.now,
};

/** How the waiting line names each step. */
const STEP_NAMES: Record< EarlyInstallStep, string > = {
	lists: "apt's package lists",
	site: 'PHP and MariaDB',
	translations: 'GNU gettext',
	browser: 'Chromium',
	engines: 'Firefox ESR, WebKitGTK and Xvfb',
};

function readNumber( file: string ): number | undefined {
	try {
		const value = Number.parseInt( fs.readFileSync( file, 'utf8' ), 10 );
		return Number.isNaN( value ) ? undefined : value;
	} catch {
		return undefined;
	}
}

/**
 * Resolves once the background install has done the wanted steps (or when
 * none was started), not waiting for the others. Returns the steps that
 * failed, so the caller can try them again in the foreground, where apt's
 * output shows.
 *
 * @param groups Which steps the caller needs (install-plan.mjs's groups, or
 *               `lists`).
 * @param deps   Log, and fakes for tests.
 */
export async function waitForEarlyInstall(
	groups: readonly EarlyInstallStep[],
	deps: Partial< EarlyInstallDeps > & Pick< EarlyInstallDeps, 'log' >
): Promise< EarlyInstallStep[] > {
	const { dir, isAlive, sleep, now, log } = { ...defaultDeps, ...deps };
	const pid = readNumber( path.join( dir, 'pid' ) );
	if ( pid === undefined ) {
		return [];
	}
	const statusOf = ( group: string ) =>
		readNumber( path.join( dir, `${ group }.status` ) );
	const pending = () =>
		groups.filter( ( group ) => statusOf( group ) === undefined );
	const started = now();
	let told = false;
	while (
		pending().length > 0 &&
		isAlive( pid ) &&
		now() - started < MAX_WAIT_MS
	) {
		if ( ! told ) {
			log(
				`Waiting for ${ pending()
					.map( ( group ) => STEP_NAMES[ group ] )
					.join(
						', then '
					) }, which npm install is installing in the background (log: ${ path.relative(
					PROJECT_ROOT,
					path.join( dir, 'install.log' )
				) })…`
			);
			told = true;
		}
		await sleep( 500 );
	}
	const failed = groups.filter( ( group ) => statusOf( group ) !== 0 );
	// Stale lists need no word: the WordPress fetch updates them itself.
	const failedPackages = failed.filter( ( group ) => group !== 'lists' );
	if ( failedPackages.length > 0 ) {
		log(
			`The background install of ${ failedPackages.join(
				' and '
			) } packages did not finish; trying in the foreground.`
		);
	}
	return failed;
}
