/**
 * Once per run, after the last worker: stop the stacks the run's workers
 * kept for each other (dev/stack/kept-stacks.ts).
 */
import { e2eProfile } from '../../dev/stack/config';
import { MAX_WORKERS } from '../../dev/stack/e2e-projects';
import { stopKeptStacks } from '../../dev/stack/kept-stacks';

export default async function globalTeardown(): Promise< void > {
	const runId = process.env.E2E_RUN_ID;
	if ( ! runId ) {
		return;
	}
	await stopKeptStacks(
		Array.from(
			{ length: MAX_WORKERS },
			( _unused, worker ) => e2eProfile( worker ).root
		),
		runId
	);
}
