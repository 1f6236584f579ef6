/**
 * Loading the chat window's scripts and styles the way WordPress would
 * have printed them: for each script not on the page yet, its inline
 * `before` code, the file (waited for), then its `after` code, strictly in
 * order. Elements get WordPress's ids (`{handle}-js`), so nothing loads
 * twice. Every element made carries the page's CSP nonce. A part script
 * (chat-loader-part.ts): the page loads it when the chat is first wanted.
 */

/**
 * Internal dependencies
 */
import { documentMember } from '../../src/shared/page-document';
import type { LazyAssets, LazyScript } from './lazy-assets';
import { isOnPage } from './prefetch-lazy-assets';

export interface LoadOptions {
	/** The page's CSP nonce ('' when there is none). */
	nonce: string;
}

function scriptElement(
	doc: Document,
	id: string,
	options: LoadOptions
): HTMLScriptElement {
	const script = documentMember( doc, 'createElement' )( 'script' );
	script.id = id;
	if ( options.nonce ) {
		script.nonce = options.nonce;
	}
	return script;
}

function runInline(
	doc: Document,
	id: string,
	code: string,
	options: LoadOptions
): void {
	const script = scriptElement( doc, id, options );
	script.textContent = code;
	documentMember( doc, 'head' ).append( script );
}

function loadScript(
	doc: Document,
	id: string,
	src: string,
	options: LoadOptions
): Promise< void > {
	return new Promise( ( resolve, reject ) => {
		const script = scriptElement( doc, id, options );
		script.src = src;
		script.async = false;
		script.onload = () => resolve();
		script.onerror = () => {
			// Gone, so the next attempt loads it again.
			script.remove();
			reject( new Error( `Could not load ${ src }` ) );
		};
		documentMember( doc, 'head' ).append( script );
	} );
}

/**
 * A stylesheet; resolves when it has loaded or failed (an unstyled chat
 * still works).
 *
 * @param doc     The page.
 * @param href    Stylesheet URL.
 * @param options
 */
function loadStyle(
	doc: Document,
	href: string,
	options: LoadOptions
): Promise< void > {
	const present = Array.from(
		documentMember(
			doc,
			'querySelectorAll'
		)< HTMLLinkElement >( 'link[rel="stylesheet"]' )
	).some( ( link ) => link.getAttribute( 'href' ) === href );
	if ( present ) {
		return Promise.resolve();
	}
	return new Promise( ( resolve ) => {
		const link = documentMember( doc, 'createElement' )( 'link' );
		link.rel = 'stylesheet';
		link.href = href;
		if ( options.nonce ) {
			link.nonce = options.nonce;
		}
		link.onload = () => resolve();
		link.onerror = () => resolve();
		documentMember( doc, 'head' ).append( link );
	} );
}

async function loadOne(
	doc: Document,
	script: LazyScript,
	options: LoadOptions
): Promise< void > {
	if ( isOnPage( doc, script.handle ) ) {
		return;
	}
	const id = `${ script.handle }-js`;
	if ( script.before ) {
		runInline( doc, `${ id }-before`, script.before, options );
	}
	if ( script.src ) {
		await loadScript( doc, id, script.src, options );
	}
	if ( script.after ) {
		runInline( doc, `${ id }-after`, script.after, options );
	}
}

/**
 * @param assets  Scripts in dependency order, and stylesheets.
 * @param doc     The page.
 * @param options The page's nonce.
 */
export async function loadLazyAssets(
	assets: LazyAssets,
	doc: Document,
	options: LoadOptions
): Promise< void > {
	const styles = Promise.all(
		assets.styles.map( ( href ) => loadStyle( doc, href, options ) )
	);
	for ( const script of assets.scripts ) {
		await loadOne( doc, script, options );
	}
	await styles;
}
