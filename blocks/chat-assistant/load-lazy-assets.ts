/**
 * Loading the chat window's scripts and styles the way WordPress would
 * have printed them: for each script not on the page yet, its inline
 * `before` code, the file (waited for), then its `after` code, strictly in
 * order. Elements get WordPress's ids (`{handle}-js`), so nothing loads
 * twice.
 */

/**
 * External dependencies
 */
import type { LazyAssets, LazyScript } from '@careers-frontend/settings';

/**
 * Whether WordPress (or an earlier load) already put this handle on the
 * page; inline-only handles have only their `-before`/`-after` elements.
 *
 * @param doc    The page.
 * @param handle Script handle.
 */
export function isOnPage( doc: Document, handle: string ): boolean {
	return [ '', '-before', '-after' ].some( ( suffix ) =>
		doc.getElementById( `${ handle }-js${ suffix }` )
	);
}

function runInline( doc: Document, id: string, code: string ): void {
	const script = doc.createElement( 'script' );
	script.id = id;
	script.textContent = code;
	doc.head.append( script );
}

function loadScript( doc: Document, id: string, src: string ): Promise< void > {
	return new Promise( ( resolve, reject ) => {
		const script = doc.createElement( 'script' );
		script.id = id;
		script.src = src;
		script.async = false;
		script.onload = () => resolve();
		script.onerror = () => {
			// Gone, so the next attempt loads it again.
			script.remove();
			reject( new Error( `Could not load ${ src }` ) );
		};
		doc.head.append( script );
	} );
}

/**
 * A stylesheet; resolves when it has loaded or failed (an unstyled chat
 * still works).
 *
 * @param doc  The page.
 * @param href Stylesheet URL.
 */
function loadStyle( doc: Document, href: string ): Promise< void > {
	const present = Array.from(
		doc.querySelectorAll< HTMLLinkElement >( 'link[rel="stylesheet"]' )
	).some( ( link ) => link.getAttribute( 'href' ) === href );
	if ( present ) {
		return Promise.resolve();
	}
	return new Promise( ( resolve ) => {
		const link = doc.createElement( 'link' );
		link.rel = 'stylesheet';
		link.href = href;
		link.onload = () => resolve();
		link.onerror = () => resolve();
		doc.head.append( link );
	} );
}

async function loadOne( doc: Document, script: LazyScript ): Promise< void > {
	if ( isOnPage( doc, script.handle ) ) {
		return;
	}
	if ( script.before ) {
		runInline( doc, `${ script.handle }-js-before`, script.before );
	}
	if ( script.src ) {
		await loadScript( doc, `${ script.handle }-js`, script.src );
	}
	if ( script.after ) {
		runInline( doc, `${ script.handle }-js-after`, script.after );
	}
}

/**
 * @param assets Scripts in dependency order, and stylesheets.
 * @param doc    The page.
 */
export async function loadLazyAssets(
	assets: LazyAssets,
	doc: Document
): Promise< void > {
	const styles = Promise.all(
		assets.styles.map( ( href ) => loadStyle( doc, href ) )
	);
	for ( const script of assets.scripts ) {
		await loadOne( doc, script );
	}
	await styles;
}

/**
 * The chunks the chat window imports as it opens (the configured Lex
 * version's client, the credentials provider, marked when markdown is on),
 * as the server lists them under `prefetch` in the block's lazy-assets
 * JSON: their exact URLs, `?ver=` included, so the window's own request
 * finds them in the cache. Anything else there is ignored.
 *
 * @param raw The `data-lazy-assets` attribute.
 */
export function parsePrefetchUrls( raw: string | undefined ): string[] {
	try {
		const parsed: unknown = JSON.parse( raw ?? '' );
		const urls: unknown =
			typeof parsed === 'object' && parsed !== null
				? ( parsed as { prefetch?: unknown } ).prefetch
				: undefined;
		return Array.isArray( urls )
			? urls.filter(
					( url ): url is string =>
						typeof url === 'string' && url !== ''
				)
			: [];
	} catch {
		return [];
	}
}

/**
 * Whether the page has fetched, or asked for, this URL already.
 *
 * @param doc  The page.
 * @param href URL.
 */
function isRequested( doc: Document, href: string ): boolean {
	return Array.from(
		doc.querySelectorAll< HTMLLinkElement | HTMLScriptElement >(
			'link[rel="prefetch"], script[src]'
		)
	).some(
		( element ) =>
			element.getAttribute(
				element instanceof HTMLLinkElement ? 'href' : 'src'
			) === href
	);
}

/**
 * Ask the browser to fetch the files at low priority, so the first open is
 * quick; nothing runs.
 *
 * @param assets    Scripts and stylesheets.
 * @param doc       The page.
 * @param chunkUrls The window's chunks fetched on open (parsePrefetchUrls).
 */
export function prefetchLazyAssets(
	assets: LazyAssets,
	doc: Document,
	chunkUrls: readonly string[] = []
): void {
	const urls = [
		...assets.scripts
			.filter(
				( script ) => script.src && ! isOnPage( doc, script.handle )
			)
			.map( ( script ) => script.src ),
		...assets.styles,
		...chunkUrls,
	];
	for ( const href of new Set( urls ) ) {
		if ( isRequested( doc, href ) ) {
			continue;
		}
		const link = doc.createElement( 'link' );
		link.rel = 'prefetch';
		link.href = href;
		doc.head.append( link );
	}
}
