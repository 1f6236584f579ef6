/**
 * For the specs that start a second WordPress beside the suite's stack
 * (the plugin zip's clean site, the network): what run-e2e.ts tells them,
 * and an admin's signed-in page there.
 */
import type { Browser, Page } from '@playwright/test';

/**
 * A variable run-e2e.ts sets for the specs.
 *
 * @param name Variable name.
 */
export function fromEnv( name: string ): string {
	const value = process.env[ name ];
	if ( ! value ) {
		throw new Error(
			`${ name } is not set: run the suite with \`npm run test:e2e\`.`
		);
	}
	return value;
}

/**
 * Sign in on another site, in a context of its own.
 *
 * @param browser  The suite's browser.
 * @param url      The site's address.
 * @param username The user (password `password`).
 */
export async function signInToSite(
	browser: Browser,
	url: string,
	username: string
): Promise< Page > {
	const context = await browser.newContext( {
		baseURL: url,
		storageState: { cookies: [], origins: [] },
	} );
	const page = await context.newPage();
	await page.goto( '/wp-login.php' );
	await page.locator( '#user_login' ).fill( username );
	await page.locator( '#user_pass' ).fill( 'password' );
	await page.locator( '#wp-submit' ).click();
	await page.waitForURL( /\/wp-admin\/?$/ );
	return page;
}

/**
 * Sign in as admin / password on another site, in a context of its own.
 *
 * @param browser The suite's browser.
 * @param url     The site's address.
 */
export function signInAsAdmin(
	browser: Browser,
	url: string
): Promise< Page > {
	return signInToSite( browser, url, 'admin' );
}
