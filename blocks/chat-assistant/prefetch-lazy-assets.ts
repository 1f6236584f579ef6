/**
 * Prefetching what the chat's first open loads (the loader's part script,
 * the window's files, the chunks it imports): the launcher asks for it when
 * the page is idle or the pointer comes near, and nothing runs until the
 * candidate opens the chat.
 */

/**
 * Internal dependencies
 */
import type { LazyAssets } from './lazy-assets';

/**
 * Whether WordPress (or an earlier load) already put this handle on the
 * page; inline-only handles have only their `-before`/`-after` elements.
 * Only script elements count: post content is untrusted, and an Author
 * keeps ids (`<div id="react-js">`) but never a `<script>`.
 *
 * @param doc    The page.
 * @param handle Script handle.
 */
export function isOnPage( doc: Document, handle: string ): boolean {
	const ids = [ '', '-before', '-after' ].map(
		( suffix ) => `${ handle }-js${ suffix }`
	);
	return Array.from( doc.getElementsByTagName( 'script' ) ).some(
		( script ) => ids.includes( script.id )
	);
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

/** Runs a prefetch's steps (one link each); all at once unless told. */
export type StepRunner = ( steps: ReadonlyArray< () => void > ) => void;

const runAll: StepRunner = ( steps ) => steps.forEach( ( step ) => step() );

/**
 * Ask the browser to fetch the files at low priority, so the first open is
 * quick; nothing runs.
 *
 * @param assets Scripts, stylesheets and the window's chunks.
 * @param doc    The page.
 * @param run    Runs the steps (the launcher spreads them over idle time).
 */
export function prefetchLazyAssets(
	assets: LazyAssets,
	doc: Document,
	run: StepRunner = runAll
): void {
	const urls = [
		...assets.scripts
			.filter(
				( script ) => script.src && ! isOnPage( doc, script.handle )
			)
			.map( ( script ) => script.src ),
		...assets.styles,
		...assets.prefetch,
	];
	run(
		[ ...new Set( urls ) ].map( ( href ) => () => {
			// Checked as the step runs: the chat may have loaded it meanwhile.
			if ( isRequested( doc, href ) ) {
				return;
			}
			const link = doc.createElement( 'link' );
			link.rel = 'prefetch';
			link.href = href;
			doc.head.append( link );
		} )
	);
}
