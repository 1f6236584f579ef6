/**
 * End-to-end tests, scheduled by Playwright: each worker starts a stack of
 * its own (tests/e2e/worker-stack.ts) and runs whole spec files against it,
 * and the projects share the workers. Projects: the whole suite in Debian's
 * Chromium (its headless shell) on the default WordPress (7.1), its longest
 * files first (`chromium-first`, then `chromium`); the tests
 * tagged @smoke on each other supported WordPress (6.8:
 * E2E_SMOKE_WP_VERSIONS); the tests tagged @smoke or @engines in Firefox
 * ESR and WebKitGTK (E2E_ENGINES), and @firefox in Firefox, through tests/e2e/engines; and, only
 * when named, the chat's specs under each freedom of the Lex V2 stand-in
 * (tests/e2e/lex-freedoms.ts).
 */
import path from 'node:path';
import { defineConfig, type Project } from '@playwright/test';

import {
	otherEngines,
	smokeVersions,
	workerCount,
	workerSite,
} from './dev/stack/e2e-projects';
import { wordpressVersion } from './dev/stack/wordpress-debian';
import type { EngineWorkerFixtures } from './tests/e2e/engines/fixtures';
import {
	lexFreedomProjects,
	type LexFreedomsOptions,
} from './tests/e2e/lex-freedoms';
import type { StackWorkerFixtures } from './tests/e2e/worker-stack';

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

/** Firefox also runs the tests tagged @firefox: a second engine, not all. */
const ALSO_FIREFOX = /@smoke|@engines|@firefox/;

/**
 * Workers side by side, each with its own stack and browser. Most of a
 * browser test's time is waiting (page loads, the bot's replies), so on
 * CI's two cores more workers than cores finish sooner; but six busy
 * Chromium workers for the whole run (CI, 2026-11-28: 37.0 min, 13 tests
 * timed out, axe runs and editor sessions among them) outran the cores,
 * where the old shards had six lanes only until the short ones ended.
 */
const DEFAULT_WORKERS = 4;

// A separate artifacts folder per stack name keeps parallel runs apart.
const artifacts = path.join(
	__dirname,
	'artifacts',
	process.env.E2E_STACK_NAME ?? 'default'
);

// The run's id, which its workers inherit: a restarted worker takes over
// its slot's stack from this run only (dev/stack/kept-stacks.ts).
process.env.E2E_RUN_ID ??= `${ process.pid }-${ Date.now() }`;

// Every worker process loads this file, with its parallel index, before
// any test file: name its site here, as WordPress's e2e utilities read
// WP_BASE_URL (and STORAGE_STATE_PATH) once, when first loaded.
if ( process.env.TEST_PARALLEL_INDEX !== undefined ) {
	const site = workerSite(
		Number( process.env.TEST_PARALLEL_INDEX ),
		artifacts
	);
	process.env.WP_BASE_URL = site.url;
	process.env.STORAGE_STATE_PATH = site.adminState;
}

type Fixtures = EngineWorkerFixtures & StackWorkerFixtures;

/**
 * The spec files that took longest in Chromium (CI on 2 cores, 2026-12-07:
 * 156 to 511 s each; a file's tests run one after the other in one
 * worker). Playwright queues projects in this order and a project's files
 * by name, so the `quality-*` files (235 to 511 s) started late and ended
 * the run nearly alone. In a project of their own, queued first, they start first; the
 * short files fill the workers in behind them.
 */
export const CHROMIUM_FIRST = [
	'quality-a11y',
	'quality-budgets',
	'chat-choices',
	'chat-leads',
	'chat',
	'personalisation',
	'quality-failures',
	'admin',
	'quality-security-bot',
	'quality-security',
].map( ( name ) => `**/${ name }.spec.ts` );

const fullSuiteVersion = wordpressVersion();

const projects: Array< Project< LexFreedomsOptions, Fixtures > > = [
	{
		name: 'chromium-first',
		testMatch: CHROMIUM_FIRST,
		use: { engine: 'chromium' },
	},
	// One worker at a time: a slot that runs another WordPress gives up its
	// own stack and starts it again after (35 s; 45 to 58 s for 6.8).
	...smokeVersions( fullSuiteVersion, process.env.E2E_SMOKE_WP_VERSIONS ).map(
		( version ) => ( {
			name: `wp${ version }`,
			grep: /@smoke/,
			workers: 1,
			use: { engine: 'chromium' as const, wpVersion: version },
		} )
	),
	// Their pages come from the `site` fixture, which keeps its own
	// screenshot of a failure. A second run is there only for a test whose
	// browser session ended under it (WebKit's, 1 test in 312 in CI on
	// 2026-11-28): the fixture refuses any other (engines/session-lost.ts),
	// and Playwright reports it as flaky.
	...otherEngines( process.env.E2E_ENGINES ).map( ( engine ) => ( {
		name: engine,
		grep: engine === 'firefox' ? ALSO_FIREFOX : EVERY_ENGINE,
		retries: 1,
		use: { engine, screenshot: 'off' as const },
	} ) ),
	// The chat's specs under each freedom of the Lex V2 stand-in: the tests
	// tagged @freedoms in every run, the whole specs only when named
	// (`npm run test:lex-freedoms:e2e`).
	...lexFreedomProjects(),
	// The rest of the whole suite in Chromium, last: short files.
	{
		name: 'chromium',
		testIgnore: CHROMIUM_FIRST,
		use: { engine: 'chromium' },
	},
];

export default defineConfig< LexFreedomsOptions, Fixtures >( {
	testDir: './tests/e2e',
	testMatch: '**/*.spec.ts',
	outputDir: path.join( artifacts, 'test-results' ),
	reporter: [ [ 'list' ], [ './tests/e2e/timeline-reporter.ts' ] ],
	forbidOnly: !! process.env.CI,
	workers: workerCount( process.env.E2E_WORKERS, DEFAULT_WORKERS ),
	// A file's tests share its worker's site, one after the other.
	fullyParallel: false,
	retries: 0,
	timeout: 60_000,
	expect: { timeout: 10_000 },
	globalSetup: require.resolve( './tests/e2e/global-setup.ts' ),
	globalTeardown: require.resolve( './tests/e2e/global-teardown.ts' ),
	use: {
		baseURL: process.env.WP_BASE_URL,
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
	projects,
} );
