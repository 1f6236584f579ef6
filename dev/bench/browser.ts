/**
 * Debian's Chromium with the flags the end-to-end suite uses (read from
 * playwright.config.ts, so the two never drift apart). The benchmark runs
 * the full browser, as candidates do, where the suite runs its headless
 * shell.
 */
import {
	chromium,
	type Browser,
	type BrowserContext,
	type LaunchOptions,
} from '@playwright/test';

import playwrightConfig from '../../playwright.config';

/** Debian's full Chromium (package chromium). */
export const CHROMIUM_BROWSER = '/usr/bin/chromium';

export function launchOptions(): LaunchOptions {
	const options = playwrightConfig.use?.launchOptions;
	if ( ! options?.executablePath ) {
		throw new Error(
			'playwright.config.ts names no Chromium executable to launch.'
		);
	}
	return { ...options, executablePath: CHROMIUM_BROWSER, headless: true };
}

export function chromiumFlags(): string[] {
	return launchOptions().args ?? [];
}

export function launchBrowser(): Promise< Browser > {
	return chromium.launch( launchOptions() );
}

/**
 * A fresh context like the suite's: same viewport and locale, no
 * WordPress login (candidates are not WordPress users).
 *
 * @param browser The browser.
 * @param baseURL The site.
 */
export async function newCandidateContext(
	browser: Browser,
	baseURL: string
): Promise< BrowserContext > {
	const context = await browser.newContext( {
		baseURL,
		viewport: playwrightConfig.use?.viewport ?? {
			width: 1280,
			height: 800,
		},
		locale: playwrightConfig.use?.locale ?? 'en-US',
	} );
	// tsx (esbuild with keepNames) wraps named functions in `__name(…)`;
	// functions this benchmark runs in the page need it there too.
	await context.addInitScript( {
		content: 'globalThis.__name ??= ( target ) => target;',
	} );
	return context;
}
