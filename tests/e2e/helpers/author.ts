/**
 * Post content is untrusted: these tests publish what an Author could,
 * as an Author (WordPress's content filter, wp_kses_post, applies to them;
 * the admin's unfiltered_html would skip it).
 */
import type { Browser } from '@playwright/test';

import { expect } from '../fixtures';

export interface AuthorUser {
	username: string;
	email: string;
	password: string;
	roles: [ 'author' ];
}

export interface PublishedPost {
	id: number;
	link: string;
	/** The content as WordPress stored it, after its content filter. */
	raw: string;
	rendered: string;
	/** The excerpt as WordPress stored it (kses's `excerpt_save_pre`). */
	excerpt: string;
}

/**
 * Sign in as the Author in a context of their own and publish a post
 * through REST with the editor's nonce, as the block editor would.
 *
 * @param browser      The suite's browser.
 * @param baseURL      The site.
 * @param author       An Author the test made.
 * @param post         Title and content, and any other field of the REST
 *                     API's post (a manual excerpt, terms).
 * @param post.title
 * @param post.content
 */
export async function publishAsAuthor(
	browser: Browser,
	baseURL: string,
	author: AuthorUser,
	post: { title: string; content: string } & Record< string, unknown >
): Promise< PublishedPost > {
	const context = await browser.newContext( {
		baseURL,
		storageState: { cookies: [], origins: [] },
	} );
	try {
		const page = await context.newPage();
		await page.goto( '/wp-login.php' );
		await page.locator( '#user_login' ).fill( author.username );
		await page.locator( '#user_pass' ).fill( author.password );
		await page.locator( '#wp-submit' ).click();
		await page.waitForURL( /wp-admin/ );
		// The REST nonce the block editor gets, from WordPress's own
		// endpoint for it (the editor itself is slow to load in WebKit).
		const nonce = await (
			await page.request.get(
				'/wp-admin/admin-ajax.php?action=rest-nonce'
			)
		).text();
		expect( nonce ).toMatch( /^[0-9a-f]{10}$/ );
		const response = await page.request.post(
			'/index.php?rest_route=/wp/v2/posts&context=edit',
			{
				headers: { 'X-WP-Nonce': nonce },
				data: { ...post, status: 'publish' },
			}
		);
		expect( response.status(), await response.text() ).toBe( 201 );
		const saved = ( await response.json() ) as {
			id: number;
			link: string;
			content: { raw: string; rendered: string };
			excerpt: { raw: string };
		};
		return {
			id: saved.id,
			link: saved.link,
			raw: saved.content.raw,
			rendered: saved.content.rendered,
			excerpt: saved.excerpt.raw,
		};
	} finally {
		await context.close();
	}
}
