/**
 * Waits for the Debian packages that npm's `preinstall` hook
 * (packages-early.mjs) started installing in the background, so that apt
 * never runs twice at once and the checks after it see the packages.
 */
import fs from 'node:fs';
import path from 'node:path';

import { PROJECT_ROOT } from './config';

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

function readNumber( file: string ): number | undefined {
	try {
		const value = Number.parseInt( fs.readFileSync( file, 'utf8' ), 10 );
		return Number.isNaN( value ) ? undefined : value;
	} catch {
		return undefined;
	}
}

/**
 * Resolves once the background install of the wanted groups has ended
 * (or when none was started). Returns the groups that failed, so the
 * caller can try them again in the foreground, where apt's output shows.
 *
 * @param groups Which groups the caller needs: `site`, `browser`, `engines`.
 * @param deps   Log, and fakes for tests.
 */
export async function waitForEarlyInstall(
	groups: ReadonlyArray< 'site' | 'browser' | 'engines' >,
	deps: Partial< EarlyInstallDeps > & Pick< EarlyInstallDeps, 'log' >
): Promise< string[] > {
	const { dir, isAlive, sleep, now, log } = { ...defaultDeps, ...deps };
	const pid = readNumber( path.join( dir, 'pid' ) );
	if ( pid === undefined ) {
		return [];
	}
	const statusOf = ( group: string ) =>
		readNumber( path.join( dir, `${ group }.status` ) );
	const started = now();
	let told = false;
	while (
		groups.some( ( group ) => statusOf( group ) === undefined ) &&
		isAlive( pid ) &&
		now() - started < MAX_WAIT_MS
	) {
		if ( ! told ) {
			log(
				`Waiting for the Debian packages npm install started installing (log: ${ path.relative(
					PROJECT_ROOT,
					path.join( dir, 'install.log' )
				) })…`
			);
			told = true;
		}
		await sleep( 500 );
	}
	const failed = groups.filter( ( group ) => statusOf( group ) !== 0 );
	if ( failed.length > 0 ) {
		log(
			`The background install of ${ failed.join(
				' and '
			) } packages did not finish; trying in the foreground.`
		);
	}
	return failed;
}
