/**
 * The browser console of a page (its frames included: the editor canvas is
 * an iframe), as the engines' `site` reports it, to check that nothing the
 * plugin does is deprecated or warned about.
 */
import type { ConsoleMessage, Page } from '@playwright/test';

import type { ConsoleEntry } from '../engines/types';

/** Text or a script path that names the plugin. */
const NAMES_PLUGIN = /careers-frontend|careers_frontend|careersFrontend/i;

/** Deprecations, warnings, errors (uncaught ones too) and notices. */
const PROBLEM_TYPES = new Set( [ 'warning', 'error', 'assert', 'pageerror' ] );
const PROBLEM_TEXT = /deprecat|warning|notice/i;

/**
 * Every console message of a Playwright `page` from now on (for the
 * Chromium-only specs that drive `page` rather than the engines' `site`).
 *
 * @param page The page.
 */
export function recordConsole( page: Page ): ConsoleEntry[] {
	const entries: ConsoleEntry[] = [];
	page.on( 'console', ( message: ConsoleMessage ) => {
		entries.push( {
			type: message.type(),
			text: message.text(),
			url: message.location().url,
		} );
	} );
	return entries;
}

/**
 * The deprecations, warnings, errors and notices that name the plugin, in
 * their text or by the script that logged them.
 *
 * @param entries What the page's `site.console()` reported.
 */
export function pluginConsoleProblems(
	entries: readonly ConsoleEntry[]
): ConsoleEntry[] {
	return entries.filter(
		( entry ) =>
			( PROBLEM_TYPES.has( entry.type ) ||
				PROBLEM_TEXT.test( entry.text ) ) &&
			( NAMES_PLUGIN.test( entry.text ) ||
				NAMES_PLUGIN.test( entry.url ) )
	);
}
