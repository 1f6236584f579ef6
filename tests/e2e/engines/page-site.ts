/**
 * A `site` for another Chromium page than the test's own, such as a page
 * in a second browser context (a visitor beside the admin), so the page
 * objects can drive it too.
 */
import type { Page } from '@playwright/test';

import { chromiumDriver } from './drivers/chromium';
import { EngineSite } from './site';

/**
 * @param page          A Playwright page.
 * @param baseURL       The site its relative paths go to.
 * @param actionTimeout How long an action waits, as the test's own site.
 */
export function siteOnPage(
	page: Page,
	baseURL: string,
	actionTimeout = 10_000
): EngineSite {
	return new EngineSite( chromiumDriver( page ), baseURL, actionTimeout );
}
