/**
 * Each Playwright worker's own stack: WordPress (its project's version),
 * MariaDB and the stand-ins, on ports from the worker's parallel index (see
 * e2eProfile), started before the worker's first test and kept for the
 * next worker in its slot (dev/stack/kept-stacks.ts) until the run ends. A spec file's tests run in one worker, so they share one site
 * as they always did, and two workers never meet.
 *
 * The worker's address and admin session are named in playwright.config.ts
 * (workerSite, dev/stack/e2e-projects.ts), which every worker process loads
 * before any test file: WordPress's e2e utilities read WP_BASE_URL once,
 * when first loaded.
 */
import type {
	Fixtures,
	PlaywrightTestArgs,
	PlaywrightTestOptions,
	PlaywrightWorkerArgs,
	PlaywrightWorkerOptions,
} from '@playwright/test';
import { RequestUtils } from '@wordpress/e2e-test-utils-playwright';

import { CLEAN_SITE_PORT_OFFSET } from '../../dev/stack/clean-site';
import { e2eProfile, siteUrl, type StackProfile } from '../../dev/stack/config';
import { NETWORK_SITE_PORT_OFFSET } from '../../dev/stack/network-site';
import { keepStack, keptStack } from '../../dev/stack/kept-stacks';
import { startStack, type ServiceUrls } from '../../dev/stack/stack';
import { debugLogPath } from '../../dev/stack/wordpress';
import {
	wordpressVersion,
	type WordPressVersion,
} from '../../dev/stack/wordpress-debian';
import type { EngineWorkerFixtures } from './engines/fixtures';

export interface WorkerStack {
	url: string;
	services: ServiceUrls;
	profile: StackProfile;
	/** The admin's session (cookies) on this stack, for `storageState`. */
	adminState: string;
}

export interface StackWorkerFixtures {
	/** Which WordPress the worker's stack runs: each project may set it. */
	wpVersion: WordPressVersion;
	stack: WorkerStack;
	requestUtils: RequestUtils;
}

/**
 * A stack's set-up: about 10 s alone; six side by side on two cores took
 * 45-107 s at load 14 and 134-174 s at load 30 (2026-11-27, other suites
 * running on the machine). A worker whose stack fails runs none of its tests.
 */
const STACK_TIMEOUT_MS = 300_000;

export const stackFixtures: Fixtures<
	object,
	StackWorkerFixtures,
	PlaywrightTestArgs & PlaywrightTestOptions,
	PlaywrightWorkerArgs & PlaywrightWorkerOptions & EngineWorkerFixtures
> = {
	wpVersion: [ wordpressVersion(), { scope: 'worker', option: true } ],

	stack: [
		async ( { wpVersion }, provide, workerInfo ) => {
			const worker = workerInfo.parallelIndex;
			const profile = e2eProfile( worker, { wpVersion } );
			const named = process.env.WP_BASE_URL;
			const adminState = process.env.STORAGE_STATE_PATH;
			if ( named !== siteUrl( profile ) || ! adminState ) {
				throw new Error(
					`Worker ${ worker } expected its site at ${ siteUrl(
						profile
					) } but playwright.config.ts named ${ named }: run the suite through its config.`
				);
			}
			const started = Date.now();
			const runId = process.env.E2E_RUN_ID;
			if ( ! runId ) {
				throw new Error(
					'E2E_RUN_ID is not set: run the suite through playwright.config.ts.'
				);
			}
			// A restarted worker takes over its slot's stack (kept-stacks.ts).
			const kept = keptStack( profile, runId );
			const running =
				kept ??
				( await startStack( profile, {
					fresh: true,
					stopStale: true,
					servicesProcess: true,
					log: () => undefined,
				} ) );
			keepStack( profile, {
				runId,
				wpVersion: profile.wpVersion,
				url: running.url,
				services: running.services,
			} );
			// The admin's session, for every test's storageState.
			const admin = await RequestUtils.setup( {
				baseURL: running.url,
				storageStatePath: adminState,
			} );
			await admin.setupRest();
			await admin.request.dispose();
			// What the specs and their helpers read.
			Object.assign( process.env, {
				CAREERS_SERVICES: JSON.stringify( running.services ),
				CAREERS_DEBUG_LOG: debugLogPath( profile ),
				CAREERS_STACK_ROOT: profile.root,
				WP_VERSION: profile.wpVersion,
				CAREERS_DB_PORT: String( profile.dbPort ),
				// The plugin zip's test starts a clean WordPress here.
				CAREERS_CLEAN_WP_PORT: String(
					profile.wpPort + CLEAN_SITE_PORT_OFFSET
				),
				// The network tests start a network here.
				CAREERS_NETWORK_WP_PORT: String(
					profile.wpPort + NETWORK_SITE_PORT_OFFSET
				),
			} );
			process.stdout.write(
				`[worker ${ worker + 1 }] WordPress ${
					profile.wpVersion
				} (${ workerInfo.project.name }) ${
					kept ? 'taken over' : 'up'
				} in ${ ( ( Date.now() - started ) / 1000 ).toFixed(
					1
				) } s at ${ running.url }\n`
			);
			await provide( {
				url: running.url,
				services: running.services,
				profile,
				adminState,
			} );
			// The run's global teardown stops it (kept-stacks.ts).
		},
		{ scope: 'worker', auto: true, timeout: STACK_TIMEOUT_MS },
	],

	// WordPress's own, on this worker's stack once it is up.
	requestUtils: [
		async ( { stack }, provide ) => {
			const requestUtils = await RequestUtils.setup( {
				baseURL: stack.url,
				storageStatePath: stack.adminState,
			} );
			await provide( requestUtils );
			await requestUtils.request.dispose();
		},
		{ scope: 'worker', auto: true },
	],
};
