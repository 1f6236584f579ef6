/**
 * Issue 32, L2: the chat searches `{job_api_base}job` by JSONP, so without
 * a job API base it would load `job?…` from the page's own address as a
 * script. An empty base means the chat is not configured: candidates' pages
 * have no chat, and Settings → Careers names the setting it needs.
 */
import { expect, patchPluginSettings, test } from './fixtures';

const SETTINGS_PAGE = '/wp-admin/options-general.php?page=careers-frontend';

test.describe( 'A chat without a job API', () => {
	test( 'is not on the page, and Settings → Careers names the setting it needs', async ( {
		page,
		requestUtils,
	} ) => {
		const launcher = page.getByRole( 'button', { name: 'Chat with us' } );
		const restore = await patchPluginSettings( requestUtils, {
			job_api_base: '',
		} );
		try {
			await page.goto( '/careers/' );
			await expect(
				page.locator( '.wp-block-careers-frontend-chat-assistant' )
			).toHaveCount( 0 );
			await expect( launcher ).toHaveCount( 0 );

			await page.goto( SETTINGS_PAGE );
			const notice = page.locator(
				'.careers-frontend-settings__readiness'
			);
			await expect( notice ).toContainText(
				'Candidates do not see the chat yet. It needs these settings, filled in and saved:'
			);
			await expect( notice.getByRole( 'button' ) ).toHaveText( [
				'Job API base URL',
			] );
			await notice
				.getByRole( 'button', { name: 'Job API base URL' } )
				.click();
			await expect(
				page.getByLabel( 'Job API base URL', { exact: true } )
			).toBeFocused();
		} finally {
			await restore();
		}

		// With the base back, so are the chat and its search.
		await page.goto( SETTINGS_PAGE );
		await expect(
			page.locator( '.careers-frontend-settings__readiness' )
		).toHaveCount( 0 );
		await page.goto( '/careers/' );
		await expect( launcher ).toBeVisible();
	} );
} );
