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
 * Sign in as admin / password on another site, in a context of its own.
 *
 * @param browser The suite's browser.
 * @param url     The site's address.
 */
export async function signInAsAdmin(
	browser: Browser,
	url: string
): Promise< Page > {
	const context = await browser.newContext( {
		baseURL: url,
		storageState: { cookies: [], origins: [] },
	} );
	const page = await context.newPage();
	await page.goto( '/wp-login.php' );
	await page.locator( '#user_login' ).fill( 'admin' );
	await page.locator( '#user_pass' ).fill( 'password' );
	await page.locator( '#wp-submit' ).click();
	await page.waitForURL( /\/wp-admin\/?$/ );
	return page;
}
