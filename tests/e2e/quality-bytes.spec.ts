/**
 * Issue 17, from the page's real requests (the built files' budgets are in
 * tests/budgets/bundle-size.test.ts): what the plugin's blocks make a
 * visitor's browser run on load, that no React, wp-element, wp-i18n,
 * wp-hooks or wp-polyfill comes with them, and that the chat fetches
 * marked only for a reply with markdown syntax.
 */
import type { Page, Response } from '@playwright/test';
import zlib from 'node:zlib';

import { expect, test } from './fixtures';

// Candidates are not WordPress users.
test.use( { storageState: { cookies: [], origins: [] } } );

const PLUGIN_PATH = '/wp-content/plugins/careers-frontend/';

/** WordPress handles that must not come to the page with the blocks. */
const HEAVY_HANDLES =
	/\/wp-includes\/js\/dist\/(vendor\/)?(react|react-dom|react-jsx-runtime|element|i18n|hooks|wp-polyfill|polyfill)(\.min)?\.js/;

const gzip = ( bytes: Buffer | string ) =>
	zlib.gzipSync( bytes, { level: 9 } ).length;

/**
 * Scripts the page fetches, as they answer.
 *
 * @param page The page.
 */
function recordScripts( page: Page ): Response[] {
	const responses: Response[] = [];
	// On load: what comes after the load event (the chat's loader, fetched
	// when the page is idle) is not.
	let loaded = false;
	page.once( 'load', () => ( loaded = true ) );
	page.on( 'response', ( response ) => {
		if ( ! loaded && response.request().resourceType() === 'script' ) {
			responses.push( response );
		}
	} );
	return responses;
}

/**
 * The plugin's JavaScript the page ran on load, gzip -9: its files and
 * its inline code (elements whose id starts with careers-frontend; JSON
 * data is not code).
 *
 * @param page      The loaded page.
 * @param responses Its script responses.
 */
async function pluginJsOnLoad(
	page: Page,
	responses: Response[]
): Promise< { total: number; files: Record< string, number > } > {
	const files: Record< string, number > = {};
	for ( const response of responses ) {
		const url = new URL( response.url() );
		if ( url.pathname.startsWith( PLUGIN_PATH ) ) {
			files[ url.pathname.slice( PLUGIN_PATH.length ) ] = gzip(
				await response.body()
			);
		}
	}
	const inline = await page.evaluate( () =>
		Array.from(
			document.querySelectorAll< HTMLScriptElement >(
				'script:not([src])[id^="careers-frontend"]'
			)
		)
			.filter(
				( script ) =>
					! script.type || /javascript|module/.test( script.type )
			)
			.map( ( script ) => [ script.id, script.textContent ?? '' ] )
	);
	for ( const [ id, text ] of inline ) {
		files[ `inline:#${ id }` ] = gzip( text );
	}
	const total = Object.values( files ).reduce( ( a, b ) => a + b, 0 );
	return { total, files };
}

test.describe( 'What the blocks cost a visitor on load', () => {
	// Issue 17 asks 8 kB and 5 kB, the page's inline code (first-paint
	// script, config) included.
	for ( const { path, budget } of [
		// All four blocks.
		{ path: '/careers/', budget: 8_000 },
		// Only the personalisation blocks (container, menu).
		{ path: '/apply/', budget: 5_000 },
	] ) {
		test( `${ path }: no React or wp-i18n, and the plugin's JS is at most ${ budget } bytes gzip`, async ( {
			page,
		} ) => {
			const responses = recordScripts( page );
			await page.goto( path );
			await page.waitForLoadState( 'load' );
			const heavy = responses
				.map( ( response ) => new URL( response.url() ).pathname )
				.filter( ( pathname ) => HEAVY_HANDLES.test( pathname ) );
			expect( heavy ).toEqual( [] );
			expect(
				await page.evaluate( () =>
					Boolean(
						(
							window as {
								React?: unknown;
								wp?: { i18n?: unknown };
							}
						 ).React ||
						( window as { wp?: { i18n?: unknown } } ).wp?.i18n
					)
				)
			).toBe( false );
			const { total, files } = await pluginJsOnLoad( page, responses );
			// A visitor's page loads no part script (src/runtime/parts.ts):
			// they come with a reach for the menu, a candidate, the chat.
			expect(
				Object.keys( files ).filter( ( file ) =>
					file.startsWith( 'build/parts/' )
				)
			).toEqual( [] );
			expect( total, JSON.stringify( files ) ).toBeLessThanOrEqual(
				budget
			);
		} );
	}
} );

test( 'the chat fetches marked only for a reply with markdown syntax', async ( {
	chat,
	page,
} ) => {
	const markdownChunk: string[] = [];
	page.on( 'request', ( request ) => {
		if ( /\/build\/chat-markdown\.js/.test( request.url() ) ) {
			markdownChunk.push( request.url() );
		}
	} );
	await chat.goto();
	await chat.open();
	// Plain questions and a plain closing line: no marked.
	await expect( chat.lastBotEntry() ).toContainText(
		'Where would you like to work?'
	);
	await chat.askForArea();
	await chat.chooseArea( 'Nursing' );
	await expect( chat.jobLinks().first() ).toBeVisible();
	expect( markdownChunk ).toEqual( [] );
	// The help reply has **bold**: marked, once, and the reply shows
	// through it.
	await chat.say( 'help' );
	await expect(
		chat.lastBotEntry().locator( 'strong' ).filter( { hasText: 'area' } )
	).toBeVisible();
	expect( markdownChunk ).toHaveLength( 1 );
} );
