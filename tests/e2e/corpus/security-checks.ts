/**
 * What both halves of the security gate (quality-security*.spec.ts) use.
 */
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';
import type { Page } from '@playwright/test';

import { findExecution, type Finding } from './execution-guard';
import { expect, type PluginSettings } from '../fixtures';

/**
 * Fails, naming `where`, when anything of the corpus ran on the page.
 *
 * @param page    The page.
 * @param outside What the guard saw outside the page (dialogs).
 * @param where   What was being tried.
 */
export async function expectNothingRan(
	page: Page,
	outside: Finding[],
	where: string
): Promise< void > {
	expect( await findExecution( page, outside ), where ).toEqual( [] );
}

/**
 * Save the whole option through the REST settings endpoint.
 *
 * @param requestUtils REST helpers (admin).
 * @param settings     The option's values.
 */
export async function saveSettings(
	requestUtils: RequestUtils,
	settings: PluginSettings
): Promise< void > {
	await requestUtils.rest( {
		path: '/wp/v2/settings',
		method: 'POST',
		data: { careers_frontend_settings: settings },
	} );
}
