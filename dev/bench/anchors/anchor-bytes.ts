/**
 * Bytes of a chat widget measured the same way on our page and on each
 * anchor's: every JavaScript and CSS file the page and its frames fetch
 * from the site (an anchor's widget may live in an iframe), gzip -9, once
 * each, on load and then added by opening the chat. Inline code is not
 * counted here (see the main table for ours).
 */
import type { Browser, Page } from '@playwright/test';

import { FileSizes, type ByteCount } from '../asset-bytes';
import { newCandidateContext } from '../browser';

export interface WidgetBytes {
	path: string;
	load: ByteCount;
	open: ByteCount;
	/** Files by phase, for results.json. */
	files: { load: string[]; open: string[] };
}

/** How to open each page's chat, and what shows it opened. */
export type OpenChat = ( page: Page ) => Promise< void >;

export const OPEN_OURS: OpenChat = async ( page ) => {
	await page.locator( '.careers-chat__launcher' ).click();
	await page.locator( '.careers-chat__dialog' ).waitFor();
};

export const OPEN_LEX_WEB_UI: OpenChat = async ( page ) => {
	// The minimized toolbar inside the loader's iframe.
	await page
		.frameLocator( 'iframe[title="chatbot"]' )
		.locator( 'button.min-max-toggle' )
		.click();
};

export const OPEN_WEBCHAT: OpenChat = async ( page ) => {
	await page.locator( '#bench-webchat-launcher' ).click();
	await page
		.locator(
			'#bench-webchat [data-id="webchat-sendbox-input"], #bench-webchat .webchat__send-box-text-box__input'
		)
		.first()
		.waitFor();
};

async function total( urls: string[], sizes: FileSizes ): Promise< ByteCount > {
	let raw = 0;
	let gzip = 0;
	for ( const url of urls ) {
		const size = await sizes.get( url );
		raw += size.raw;
		gzip += size.gzip;
	}
	return { raw, gzip };
}

/**
 * @param browser Browser.
 * @param baseUrl Site URL.
 * @param path    Page path.
 * @param open    Opens its chat.
 * @param sizes   Shared file sizes.
 */
export async function measureWidgetBytes(
	browser: Browser,
	baseUrl: string,
	path: string,
	open: OpenChat,
	sizes: FileSizes
): Promise< WidgetBytes > {
	const context = await newCandidateContext( browser, baseUrl );
	const origin = new URL( baseUrl ).origin;
	const seen = new Set< string >();
	let phase: string[] = [];
	context.on( 'response', ( response ) => {
		const url = response.url();
		const type = response.request().resourceType();
		if (
			( type === 'script' || type === 'stylesheet' ) &&
			url.startsWith( origin ) &&
			response.ok() &&
			! seen.has( url )
		) {
			seen.add( url );
			phase.push( url );
		}
	} );
	try {
		const page = await context.newPage();
		await page.goto( path );
		await page.waitForLoadState( 'networkidle' );
		// Idle work (our launcher's prefetch, a loader's iframe) settles.
		await page.waitForTimeout( 1500 );
		await page.waitForLoadState( 'networkidle' );
		const loadFiles = phase;
		phase = [];
		await open( page );
		await page.waitForLoadState( 'networkidle' );
		await page.waitForTimeout( 1500 );
		const openFiles = phase;
		return {
			path,
			load: await total( loadFiles, sizes ),
			open: await total( openFiles, sizes ),
			files: { load: loadFiles, open: openFiles },
		};
	} finally {
		await context.close();
	}
}
