/**
 * The `site` fixture: a page in the project's engine (the `engine` option
 * each Playwright project sets), with the test's viewport, touch, locale
 * and starting cookies (Playwright's own options), closed after the test.
 * In Chromium it is the test's own `page`, so a Chromium test may use both.
 * When a test fails, Firefox's and WebKit's pages leave a screenshot, as
 * Playwright does for Chromium's.
 */
import fs from 'node:fs';
import type {
	Fixtures,
	PlaywrightTestArgs,
	PlaywrightTestOptions,
	PlaywrightWorkerArgs,
	PlaywrightWorkerOptions,
	TestInfo,
} from '@playwright/test';
import type { Browser as PuppeteerBrowser } from 'puppeteer-core';

import type { Driver, PageOptions } from './driver';
import { chromiumDriver } from './drivers/chromium';
import { launchFirefox, openFirefox } from './drivers/firefox';
import { openWebKit } from './drivers/webkit';
import { startWebKitServer, type WebKitServer } from './drivers/webkit-server';
import { openWithSecondTry } from './second-try';
import {
	isSessionLost,
	lostSessions,
	NOT_A_LOST_SESSION,
} from './session-lost';
import { EngineSite } from './site';
import type { EngineName } from './types';

export interface EngineTestFixtures {
	site: EngineSite;
}

export interface EngineWorkerFixtures {
	/** Which engine `site` runs in: each Playwright project sets it. */
	engine: EngineName;
	/** Firefox's browser, WebKit's driver: one per worker, when first needed. */
	engineBrowsers: EngineBrowsers;
}

interface EngineBrowsers {
	firefox: () => Promise< PuppeteerBrowser >;
	webkit: () => Promise< WebKitServer >;
	/** Stop the worker's WebKitWebDriver and start another. */
	restartWebKit: () => Promise< void >;
}

type StorageState = PlaywrightTestOptions[ 'storageState' ];

function startingCookies(
	storageState: StorageState
): PageOptions[ 'cookies' ] {
	if ( ! storageState ) {
		return [];
	}
	const state =
		typeof storageState === 'string'
			? ( JSON.parse( fs.readFileSync( storageState, 'utf8' ) ) as {
					cookies?: PageOptions[ 'cookies' ];
				} )
			: storageState;
	return state.cookies ?? [];
}

/**
 * Run once: later calls get the first call's promise.
 *
 * @param start What to run.
 */
function once< T >( start: () => Promise< T > ): {
	get: () => Promise< T >;
	started: () => boolean;
} {
	let promise: Promise< T > | undefined;
	return {
		get: () => ( promise ??= start() ),
		started: () => promise !== undefined,
	};
}

async function keepScreenshot( site: EngineSite, testInfo: TestInfo ) {
	try {
		const body = await site.screenshot();
		const file = testInfo.outputPath( `test-failed-${ site.engine }.png` );
		fs.writeFileSync( file, body );
		await testInfo.attach( 'screenshot', {
			path: file,
			contentType: 'image/png',
		} );
	} catch ( error ) {
		await testInfo.attach( 'screenshot failed', {
			body: String( error ),
			contentType: 'text/plain',
		} );
	}
}

/**
 * Whether the page's browser session is gone, asked after a failure.
 *
 * @param site The test's page.
 */
function sessionEnded( site: EngineSite ): Promise< boolean > {
	return site.url().then(
		() => false,
		( error: unknown ) => isSessionLost( error )
	);
}

export const engineFixtures: Fixtures<
	EngineTestFixtures,
	EngineWorkerFixtures,
	PlaywrightTestArgs & PlaywrightTestOptions,
	PlaywrightWorkerArgs & PlaywrightWorkerOptions
> = {
	engine: [ 'chromium', { scope: 'worker', option: true } ],

	engineBrowsers: [
		async ( {}, provide, workerInfo ) => {
			const firefox = once( () =>
				launchFirefox( workerInfo.project.use.locale ?? 'en-US' )
			);
			let webkit = once( startWebKitServer );
			await provide( {
				firefox: firefox.get,
				webkit: () => webkit.get(),
				restartWebKit: async () => {
					const old = webkit;
					webkit = once( startWebKitServer );
					await ( await old.get().catch( () => undefined ) )?.stop();
				},
			} );
			if ( firefox.started() ) {
				await ( await firefox.get() ).close();
			}
			if ( webkit.started() ) {
				await ( await webkit.get() ).stop();
			}
		},
		{ scope: 'worker' },
	],

	site: [
		async (
			{
				engine,
				engineBrowsers,
				page,
				baseURL,
				viewport,
				hasTouch,
				locale,
				storageState,
				actionTimeout,
			},
			provide,
			testInfo
		) => {
			const lost = lostSessions( testInfo.project.outputDir );
			if ( testInfo.retry > 0 && ! lost.has( testInfo.testId ) ) {
				throw new Error( NOT_A_LOST_SESSION );
			}
			const options: PageOptions = {
				baseURL: baseURL ?? '',
				viewport: viewport ?? { width: 1280, height: 800 },
				hasTouch: Boolean( hasTouch ),
				locale: locale ?? 'en-US',
				cookies: startingCookies( storageState ),
			};
			const open: Record< EngineName, () => Promise< Driver > > = {
				chromium: async () => chromiumDriver( page ),
				firefox: async () =>
					openFirefox( await engineBrowsers.firefox(), options ),
				webkit: () =>
					openWithSecondTry( {
						open: async () =>
							openWebKit(
								( await engineBrowsers.webkit() ).url,
								options
							),
						restart: engineBrowsers.restartWebKit,
						patienceMs: 25_000,
						log: ( line ) => process.stderr.write( `${ line }\n` ),
					} ),
			};
			const site = new EngineSite(
				await open[ engine ](),
				options.baseURL,
				actionTimeout || 10_000
			);
			await provide( site );
			// Playwright itself keeps one of its own Chromium pages.
			if (
				testInfo.status !== testInfo.expectedStatus &&
				engine !== 'chromium'
			) {
				if ( await sessionEnded( site ) ) {
					lost.add( testInfo.testId );
					process.stderr.write(
						`The ${ engine } session of "${ testInfo.title }" ended under it: it runs once more.\n`
					);
				} else {
					await keepScreenshot( site, testInfo );
				}
			}
			await site.close();
		},
		// Its own time, apart from the test's 60 s: starting MiniBrowser
		// (a WebDriver session per test) or a worker's Firefox ran a phone
		// test out of its time under CI's load (issue 35). Measured
		// 2026-11-27 at load 14-16 on two cores: a WebKit session 4.5-5.1 s
		// (6.3 s at most at load 8), Firefox's launch 15.7 s plus 1.6 s for
		// its page; the close and a failure's screenshot count here too.
		{ timeout: 60_000 },
	],
};
