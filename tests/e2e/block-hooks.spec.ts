/**
 * Issue 15: the sign-in menu goes after the Navigation block of a block
 * theme through its Block Hook (blocks/signin-menu/block.json), and the
 * admin can remove it there in the site editor.
 *
 * The dev stack applies the hook only while the careers_dev_block_hooks
 * option is on (dev/wordpress/mu-plugins/careers-dev-block-hooks.php), so
 * the rest of the suite keeps one menu per page.
 */
import { EngineEditor } from './engines/wp-editor';
import { expect, test } from './fixtures';

const MENU = 'careers-frontend/signin-menu';
const HEADER = 'twentytwentyfive//header';

test.describe( 'Sign-in menu through its Block Hook', () => {
	test.beforeAll( async ( { requestUtils } ) => {
		await requestUtils.rest( {
			path: '/wp/v2/settings',
			method: 'POST',
			data: { careers_dev_block_hooks: true },
		} );
	} );

	test.afterAll( async ( { requestUtils } ) => {
		// The header part as the theme ships it, and the hook off again.
		await requestUtils.deleteAllTemplates( 'wp_template_part' );
		await requestUtils.rest( {
			path: '/wp/v2/settings',
			method: 'POST',
			data: { careers_dev_block_hooks: false },
		} );
	} );

	test(
		'follows the Navigation block in the theme’s header and works there',
		{ tag: '@smoke' },
		async ( { site } ) => {
			await site.goto( '/' );
			const menu = site.locator(
				'header nav.wp-block-navigation + .wp-block-careers-frontend-signin-menu'
			);
			await expect( menu ).toHaveCount( 1 );
			// After the header's menu only: the footer's menus get none.
			await expect(
				site.locator( 'nav.wp-block-navigation' )
			).not.toHaveCount( 1 );
			await expect(
				site.locator( '.wp-block-careers-frontend-signin-menu' )
			).toHaveCount( 1 );
			const toggle = menu.getByRole( 'button', { name: 'Sign in' } );
			await expect( toggle ).toBeVisible();
			await toggle.click();
			await expect(
				menu.getByRole( 'link', { name: 'Create a profile' } )
			).toBeVisible();
		}
	);

	test(
		'the admin can remove it from the header in the site editor',
		{ tag: '@smoke' },
		async ( { site } ) => {
			// The site editor's load, on CI's two shared cores (see
			// foundation.spec.ts): 11 s alone, but 2.0–2.1 min in WebKitGTK
			// while CI's six shards share the cores, and over 150 s once.
			test.setTimeout( 300_000 );
			const editor = new EngineEditor( site );
			await editor.visitSiteEditor( HEADER, 'wp_template_part' );
			const block = editor.canvas.locator( `[data-type="${ MENU }"]` );
			await expect( block ).toHaveCount( 1 );
			// On a loaded machine, WordPress 6.8's options menu can take
			// Delete before it has settled (the menu stays open), and WebKit
			// over WebDriver can click the toolbar before it has settled (the
			// menu never opens): the admin tries again, and so does the test.
			await expect( async () => {
				if ( ( await block.count() ) > 0 ) {
					await editor.selectBlock( block );
					await editor.clickBlockOptionsMenuItem( 'Delete' );
				}
				await expect( block ).toHaveCount( 0, { timeout: 3_000 } );
			} ).toPass( { timeout: 75_000 } );
			await editor.saveSiteEditorEntities();
			await site.goto( '/' );
			await expect(
				site.locator( 'header nav.wp-block-navigation' )
			).toHaveCount( 1 );
			await expect(
				site.locator( 'header .wp-block-careers-frontend-signin-menu' )
			).toHaveCount( 0 );
		}
	);
} );
