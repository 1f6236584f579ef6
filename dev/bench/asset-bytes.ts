/**
 * What a page makes the browser fetch and run, in JavaScript and CSS bytes
 * (raw and gzip -9, as tests/budgets/bundle-size.test.ts counts them): on
 * load, prefetched when idle, on first chat open and on the first turn.
 * Read from the page's own records (resource timing and the elements in
 * the document), so cache hits and prefetches are counted once, where they
 * are used.
 */
import type { Browser, Page } from '@playwright/test';
import zlib from 'node:zlib';

import { newCandidateContext } from './browser';

export interface ByteCount {
	raw: number;
	gzip: number;
}

export interface AssetFile extends ByteCount {
	/** URL, or `inline:#id` for an inline element. */
	name: string;
	kind: 'js' | 'css';
	plugin: boolean;
}

export interface BytesByKind {
	js: ByteCount;
	css: ByteCount;
	files: AssetFile[];
}

export interface PhaseBytes {
	/** The plugin's own files and inline code. */
	plugin: BytesByKind;
	/** Everything from the site (WordPress's handles included). */
	site: BytesByKind;
}

export interface PageBytes {
	path: string;
	load: PhaseBytes;
	/** Fetched at idle (`rel=prefetch`) but not run until the chat opens. */
	idlePrefetch: PhaseBytes;
	/** Added by opening the chat (null: no chat on the page). */
	chatOpen: PhaseBytes | null;
	/** Added by the first message (the bot client). */
	chatFirstTurn: PhaseBytes | null;
}

/** What the page holds, as read in the page. */
interface PageRecord {
	/**
	 * Files the page runs or applies: scripts and stylesheets in the
	 * document, and scripts fetched and removed again (webpack's chunks).
	 */
	used: string[];
	/** Files fetched by `link[rel=prefetch]` and not used (yet). */
	prefetched: string[];
	/** Inline scripts and styles. */
	inline: Array< { key: string; kind: 'js' | 'css'; text: string } >;
}

export const PLUGIN_PATH = '/wp-content/plugins/careers-frontend/';

/** Elements whose id starts so are the plugin's inline code. */
const PLUGIN_INLINE_ID = /^careers-frontend/;

function readPage( page: Page ): Promise< PageRecord > {
	return page.evaluate( () => {
		const hrefs = ( selector: string, attribute: 'href' | 'src' ) =>
			Array.from( document.querySelectorAll( selector ) ).map(
				( element ) =>
					new URL(
						element.getAttribute( attribute ) ?? '',
						document.baseURI
					).href
			);
		const prefetchLinks = new Set(
			hrefs( 'link[rel="prefetch"]', 'href' )
		);
		const used = new Set( [
			...hrefs( 'script[src]', 'src' ),
			...hrefs( 'link[rel="stylesheet"]', 'href' ),
		] );
		for ( const entry of performance.getEntriesByType(
			'resource'
		) as PerformanceResourceTiming[] ) {
			if ( [ 'script', 'css' ].includes( entry.initiatorType ) ) {
				used.add( entry.name );
			}
		}
		const prefetched = Array.from( prefetchLinks ).filter(
			( url ) => ! used.has( url )
		);
		const inline = Array.from(
			document.querySelectorAll< HTMLElement >(
				'script:not([src]), style'
			)
		)
			.filter( ( element ) => {
				const type = element.getAttribute( 'type' );
				return (
					element.tagName === 'STYLE' ||
					! type ||
					/javascript|module/.test( type )
				);
			} )
			.map( ( element ) => ( {
				// Matched with earlier reads by id and text together.
				key: `inline:#${ element.id || 'anonymous' }`,
				kind:
					element.tagName === 'STYLE'
						? ( 'css' as const )
						: ( 'js' as const ),
				text: element.textContent ?? '',
			} ) );
		return { used: Array.from( used ), prefetched, inline };
	} );
}

function gzipSize( bytes: Buffer ): number {
	return zlib.gzipSync( bytes, { level: 9 } ).length;
}

function kindOf( url: string ): 'js' | 'css' | null {
	const { pathname } = new URL( url );
	if ( pathname.endsWith( '.js' ) ) {
		return 'js';
	}
	return pathname.endsWith( '.css' ) ? 'css' : null;
}

/** Fetches each file once; bodies are what the site serves. */
export class FileSizes {
	private readonly sizes = new Map< string, Promise< ByteCount > >();

	get( url: string ): Promise< ByteCount > {
		let size = this.sizes.get( url );
		if ( ! size ) {
			size = fetch( url ).then( async ( response ) => {
				if ( ! response.ok ) {
					throw new Error( `${ url } answered ${ response.status }` );
				}
				const body = Buffer.from( await response.arrayBuffer() );
				return { raw: body.length, gzip: gzipSize( body ) };
			} );
			this.sizes.set( url, size );
		}
		return size;
	}
}

function emptyKind(): BytesByKind {
	return {
		js: { raw: 0, gzip: 0 },
		css: { raw: 0, gzip: 0 },
		files: [],
	};
}

function add( into: BytesByKind, file: AssetFile ): void {
	into.files.push( file );
	into[ file.kind ].raw += file.raw;
	into[ file.kind ].gzip += file.gzip;
}

/**
 * Bytes of the files (and, for used files, inline code) in `after` but not
 * in `before`.
 *
 * @param after  The page now.
 * @param before The page earlier (null: count everything).
 * @param which  Files used, or only prefetched.
 * @param origin The site's origin; other origins are not counted.
 * @param sizes  File sizes.
 */
async function phaseBytes(
	after: PageRecord,
	before: PageRecord | null,
	which: 'used' | 'prefetched',
	origin: string,
	sizes: FileSizes
): Promise< PhaseBytes > {
	const seen = new Set( before?.[ which ] ?? [] );
	const result: PhaseBytes = { plugin: emptyKind(), site: emptyKind() };
	for ( const url of after[ which ] ) {
		const kind = kindOf( url );
		if ( ! kind || seen.has( url ) || new URL( url ).origin !== origin ) {
			continue;
		}
		const plugin = new URL( url ).pathname.startsWith( PLUGIN_PATH );
		const file: AssetFile = {
			name: url,
			kind,
			plugin,
			...( await sizes.get( url ) ),
		};
		add( result.site, file );
		if ( plugin ) {
			add( result.plugin, file );
		}
	}
	if ( which === 'prefetched' ) {
		return result;
	}
	const seenInline = new Set(
		( before?.inline ?? [] ).map(
			( item ) => `${ item.key } ${ item.text }`
		)
	);
	for ( const item of after.inline ) {
		if ( seenInline.has( `${ item.key } ${ item.text }` ) ) {
			continue;
		}
		const body = Buffer.from( item.text );
		const plugin = PLUGIN_INLINE_ID.test(
			item.key.slice( 'inline:#'.length )
		);
		const file: AssetFile = {
			name: item.key,
			kind: item.kind,
			plugin,
			raw: body.length,
			gzip: gzipSize( body ),
		};
		add( result.site, file );
		if ( plugin ) {
			add( result.plugin, file );
		}
	}
	return result;
}

/**
 * Wait until the launcher's idle prefetch has gone out (or the page has
 * no chat).
 *
 * @param page The page.
 */
async function settle( page: Page ): Promise< void > {
	await page.waitForLoadState( 'networkidle' );
	if ( ( await page.locator( '.careers-chat__launcher' ).count() ) > 0 ) {
		await page
			.locator( 'link[rel="prefetch"]' )
			.first()
			.waitFor( { state: 'attached', timeout: 8000 } );
		await page.waitForLoadState( 'networkidle' );
	}
}

/**
 * @param browser      Browser.
 * @param baseUrl      Site URL.
 * @param path         Page path.
 * @param sizes        Shared file sizes.
 * @param firstMessage What to send for the first turn.
 */
export async function measurePageBytes(
	browser: Browser,
	baseUrl: string,
	path: string,
	sizes: FileSizes,
	firstMessage = 'find jobs'
): Promise< PageBytes > {
	const context = await newCandidateContext( browser, baseUrl );
	try {
		const page = await context.newPage();
		await page.addInitScript( () =>
			performance.setResourceTimingBufferSize( 5000 )
		);
		const origin = new URL( baseUrl ).origin;
		await page.goto( path );
		await settle( page );
		const loaded = await readPage( page );
		const load = await phaseBytes( loaded, null, 'used', origin, sizes );
		const idlePrefetch = await phaseBytes(
			loaded,
			null,
			'prefetched',
			origin,
			sizes
		);
		const launcher = page.locator( '.careers-chat__launcher' );
		if ( ( await launcher.count() ) === 0 ) {
			return {
				path,
				load,
				idlePrefetch,
				chatOpen: null,
				chatFirstTurn: null,
			};
		}
		await launcher.click();
		await page.locator( '.careers-chat__dialog' ).waitFor();
		await page.waitForLoadState( 'networkidle' );
		const opened = await readPage( page );
		const chatOpen = await phaseBytes(
			opened,
			loaded,
			'used',
			origin,
			sizes
		);
		const bot = page.locator( '.careers-chat__entry--bot' );
		const before = await bot.count();
		const input = page.getByRole( 'textbox', { name: 'Your message' } );
		await input.fill( firstMessage );
		await input.press( 'Enter' );
		await bot.nth( before ).waitFor();
		await page.waitForLoadState( 'networkidle' );
		const chatFirstTurn = await phaseBytes(
			await readPage( page ),
			opened,
			'used',
			origin,
			sizes
		);
		return { path, load, idlePrefetch, chatOpen, chatFirstTurn };
	} finally {
		await context.close();
	}
}

/**
 * Everything JavaScript and CSS a page loads (no interaction), to compare
 * a page with its copy without the blocks.
 *
 * @param browser Browser.
 * @param baseUrl Site URL.
 * @param path    Page path.
 * @param sizes   Shared file sizes.
 */
export async function measureLoadOnly(
	browser: Browser,
	baseUrl: string,
	path: string,
	sizes: FileSizes
): Promise< PhaseBytes > {
	const context = await newCandidateContext( browser, baseUrl );
	try {
		const page = await context.newPage();
		await page.goto( path );
		await page.waitForLoadState( 'networkidle' );
		return await phaseBytes(
			await readPage( page ),
			null,
			'used',
			new URL( baseUrl ).origin,
			sizes
		);
	} finally {
		await context.close();
	}
}
