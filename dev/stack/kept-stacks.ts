/**
 * The suite's stacks outlive the Playwright worker that started them. A
 * failing test restarts its worker; a fresh stack for each restart (MariaDB
 * and WordPress installed again: 45-70 s of both cores beside five busy
 * workers) made the tests beside it time out in turn (CI, 2026-11-28: after
 * two failures, six more tests timed out at 60 s). So the next worker in the
 * slot takes over the slot's stack from the same run, as the old shard
 * runner's stacks outlived a restarted worker, and the run's global
 * teardown stops them all.
 */
import fs from 'node:fs';
import path from 'node:path';

import type { StackProfile } from './config';
import type { ServiceUrls } from './stack';
import {
	forgetProcess,
	isAlive,
	readRecorded,
	stopRecorded,
} from './processes';

export interface KeptStack {
	/** The Playwright run that started it (E2E_RUN_ID). */
	runId: string;
	wpVersion: string;
	url: string;
	services: ServiceUrls;
}

function keptFile( root: string ): string {
	return path.join( root, 'kept-stack.json' );
}

function readKept( root: string ): KeptStack | undefined {
	try {
		const kept = JSON.parse(
			fs.readFileSync( keptFile( root ), 'utf8' )
		) as Partial< KeptStack >;
		return typeof kept.runId === 'string' &&
			typeof kept.wpVersion === 'string' &&
			typeof kept.url === 'string' &&
			typeof kept.services === 'object' &&
			kept.services !== null
			? ( kept as KeptStack )
			: undefined;
	} catch {
		return undefined;
	}
}

/**
 * Leave a started stack for the next worker of the run in the same slot.
 * The worker's own process is forgotten: only the servers stay recorded.
 *
 * @param profile The slot's stack profile.
 * @param stack   What a later worker needs to use it.
 */
export function keepStack( profile: StackProfile, stack: KeptStack ): void {
	forgetProcess( profile.root, 'node' );
	fs.writeFileSync( keptFile( profile.root ), JSON.stringify( stack ) );
}

/**
 * The slot's stack if this run left it with the same WordPress and all its
 * servers still run; otherwise undefined (start a fresh one).
 *
 * @param profile The slot's stack profile.
 * @param runId   This run's id.
 */
export function keptStack(
	profile: StackProfile,
	runId: string
): KeptStack | undefined {
	const kept = readKept( profile.root );
	if (
		! kept ||
		kept.runId !== runId ||
		kept.wpVersion !== profile.wpVersion
	) {
		return undefined;
	}
	const servers = readRecorded( profile.root );
	return servers.length > 0 &&
		servers.every( ( item ) => isAlive( item.pid ) )
		? kept
		: undefined;
}

/**
 * Stop every stack this run kept; returns the folders stopped.
 *
 * @param roots The slots' stack folders.
 * @param runId This run's id.
 */
export async function stopKeptStacks(
	roots: readonly string[],
	runId: string
): Promise< string[] > {
	const stopped: string[] = [];
	for ( const root of roots ) {
		if ( readKept( root )?.runId === runId ) {
			await stopRecorded( root );
			fs.rmSync( keptFile( root ), { force: true } );
			stopped.push( root );
		}
	}
	return stopped;
}
