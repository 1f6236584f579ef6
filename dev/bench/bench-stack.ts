/**
 * The benchmark's own stack: the end-to-end profile in its own folder and
 * on its own ports, so a benchmark never touches the demo site or a test run.
 */
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';
import path from 'node:path';

import { e2eProfile, type StackProfile } from '../stack/config';
import { ensurePackages } from '../stack/packages';
import { startStack, type RunningStack } from '../stack/stack';

/** Environment variables that move the benchmark's stack, with defaults. */
export const BENCH_PORT_DEFAULTS = {
	BENCH_WP_PORT: '8970',
	BENCH_DB_PORT: '3370',
	BENCH_SERVICES_PORT: '9370',
} as const;

export interface BenchStack {
	stack: RunningStack;
	profile: StackProfile;
	/** REST as the admin (through WordPress's cookie and nonce). */
	admin: RequestUtils;
	dispose: () => Promise< void >;
}

/**
 * The e2e profile, renamed and moved: e2eProfile() reads these variables.
 *
 * @param env Environment to read overrides from and write the profile's into.
 */
export function benchProfile(
	env: NodeJS.ProcessEnv = process.env
): StackProfile {
	env.E2E_STACK_NAME = 'bench';
	env.E2E_WP_PORT = env.BENCH_WP_PORT || BENCH_PORT_DEFAULTS.BENCH_WP_PORT;
	env.E2E_DB_PORT = env.BENCH_DB_PORT || BENCH_PORT_DEFAULTS.BENCH_DB_PORT;
	env.E2E_SERVICES_PORT =
		env.BENCH_SERVICES_PORT || BENCH_PORT_DEFAULTS.BENCH_SERVICES_PORT;
	return e2eProfile();
}

export async function startBenchStack(
	log: ( line: string ) => void
): Promise< BenchStack > {
	const profile = benchProfile();
	const stack = await startStack( profile, {
		fresh: true,
		stopStale: true,
		log,
	} );
	try {
		// The benchmark runs Debian's full Chromium.
		await ensurePackages( { groups: [ 'browser' ], log } );
		// The utilities read WP_BASE_URL when their module loads.
		process.env.WP_BASE_URL = stack.url;
		const { RequestUtils } =
			await import( '@wordpress/e2e-test-utils-playwright' );
		const admin = await RequestUtils.setup( {
			baseURL: stack.url,
			storageStatePath: path.join( profile.root, 'admin-state.json' ),
		} );
		await admin.setupRest();
		return {
			stack,
			profile,
			admin,
			dispose: async () => {
				await admin.request.dispose();
				await stack.stop();
			},
		};
	} catch ( error ) {
		await stack.stop();
		throw error;
	}
}
