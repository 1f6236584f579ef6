/**
 * The browser console of a page (its frames included: the editor canvas is
 * an iframe), to check that nothing the plugin does is deprecated or warned
 * about.
 */
import type { ConsoleMessage, Page } from '@playwright/test';

export interface ConsoleEntry {
	type: string;
	text: string;
	/** The script that logged it. */
	url: string;
}

/** Text or a script path that names the plugin. */
const NAMES_PLUGIN = /careers-frontend|careers_frontend|careersFrontend/i;

/** Deprecations, warnings, errors and notices. */
const PROBLEM_TYPES = new Set( [ 'warning', 'error', 'assert' ] );
const PROBLEM_TEXT = /deprecat|warning|notice/i;

/**
 * Every console message of `page` from now on.
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
 * @param entries What recordConsole collected.
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
