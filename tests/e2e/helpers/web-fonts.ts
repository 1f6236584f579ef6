/**
 * External dependencies
 */
import type { Page } from '@playwright/test';

/**
 * Refuse the theme's web fonts for the layout-shift gates. Twenty
 * Twenty-Three's DM Sans (font-display fallback) swaps in after the first
 * paint on a busy machine and moves the theme's own right-aligned text,
 * with or without the plugin; refused, every load keeps the fallback font,
 * so a shift left is the plugin's.
 *
 * @param page The page.
 */
export async function refuseWebFonts( page: Page ): Promise< void > {
	await page.route( /\.woff2?(\?|$)/, ( route ) => route.abort() );
}
