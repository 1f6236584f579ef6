/**
 * End-to-end tests against the stack that dev/stack/run-e2e.ts starts (it
 * sets WP_BASE_URL): the whole suite in Debian's Chromium (its headless
 * shell), and the tests
 * tagged @smoke or @engines also in Firefox ESR and WebKitGTK (projects
 * `firefox` and `webkit`, through tests/e2e/engines).
 */
import path from 'node:path';
import { defineConfig } from '@playwright/test';

import type { EngineWorkerFixtures } from './tests/e2e/engines/fixtures';

/**
 * Debian's headless shell of Chromium (package chromium-headless-shell, the
 * same version as its `chromium`): the build Playwright itself runs for
 * headless tests, without the browser's UI. The same tests took about a
 * fifth less CPU in it than in the full browser (2026-11-27), and CI's two
 * cores are what the suite waits for.
 */
export const CHROMIUM_HEADLESS_SHELL =
	'/usr/lib/chromium/chromium-headless-shell';

/** What runs in every engine: the smoke subset and the engines' own tests. */
export const EVERY_ENGINE = /@smoke|@engines/;

// A separate artifacts folder per stack name keeps parallel runs apart
// (each has its own admin session and results).
const artifacts = path.join(
	__dirname,
	'artifacts',
	process.env.E2E_STACK_NAME ?? 'default'
);
process.env.STORAGE_STATE_PATH ??= path.join(
	artifacts,
	'storage-states',
	'admin.json'
);

export default defineConfig< object, EngineWorkerFixtures >( {
	testDir: './tests/e2e',
	testMatch: '**/*.spec.ts',
	outputDir: path.join( artifacts, 'test-results' ),
	reporter: [ [ 'list' ] ],
	forbidOnly: !! process.env.CI,
	workers: 1,
	fullyParallel: false,
	retries: 0,
	timeout: 60_000,
	expect: { timeout: 10_000 },
	globalSetup: require.resolve( './tests/e2e/global-setup.ts' ),
	use: {
		baseURL: process.env.WP_BASE_URL ?? 'http://127.0.0.1:8890',
		headless: true,
		viewport: { width: 1280, height: 800 },
		locale: 'en-US',
		storageState: process.env.STORAGE_STATE_PATH,
		actionTimeout: 10_000,
		// Recording a trace snapshots the DOM at every action: it doubled
		// the chat's long tests and loads CI's two cores. E2E_TRACE=1 turns
		// it on to debug a failure.
		trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
		screenshot: 'only-on-failure',
		launchOptions: {
			executablePath: CHROMIUM_HEADLESS_SHELL,
			args: [
				'--no-sandbox',
				'--disable-gpu',
				'--disable-quic',
				'--no-first-run',
				'--disable-background-networking',
				'--disable-component-update',
				'--disable-sync',
				'--disable-dev-shm-usage',
			],
		},
	},
	projects: [
		{ name: 'chromium', use: { engine: 'chromium' } },
		// Their pages come from the `site` fixture, which keeps its own
		// screenshot of a failure.
		{
			name: 'firefox',
			grep: EVERY_ENGINE,
			use: { engine: 'firefox', screenshot: 'off' },
		},
		{
			name: 'webkit',
			grep: EVERY_ENGINE,
			use: { engine: 'webkit', screenshot: 'off' },
		},
	],
} );
