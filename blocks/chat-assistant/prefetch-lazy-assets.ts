/**
 * Fetching ahead what the chat's first open loads (the window's files, the
 * chunks it imports): prefetched when the page is idle or the pointer
 * comes near, nothing run until the candidate opens the chat; preloaded,
 * all at once, as the chat opens, so the files come side by side while
 * the loader runs them one after the other.
 */

/**
 * Internal dependencies
 */
import { documentMember } from '../../src/shared/page-document';
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
	return Array.from(
		documentMember( doc, 'getElementsByTagName' )( 'script' )
	).some( ( script ) => ids.includes( script.id ) );
}

/** What each document has asked for ahead by fetch() (no element to find). */
const fetchedAhead = new WeakMap< Document, Set< string > >();

/**
 * Whether the page has fetched, or asked for, this URL already.
 *
 * @param doc  The page.
 * @param href URL.
 */
function isRequested( doc: Document, href: string ): boolean {
	return (
		Boolean( fetchedAhead.get( doc )?.has( href ) ) ||
		Array.from(
			documentMember(
				doc,
				'querySelectorAll'
			)< HTMLLinkElement | HTMLScriptElement >(
				'link[rel="prefetch"], link[rel="preload"], script[src]'
			)
		).some(
			( element ) =>
				element.getAttribute(
					element instanceof HTMLLinkElement ? 'href' : 'src'
				) === href
		)
	);
}

/** Asks the browser for one file now, to keep for later; runs nothing. */
export type FetchAhead = ( doc: Document, href: string ) => void;

/**
 * `<link rel="prefetch">`: fetched at idle priority into the cache.
 *
 * @param doc  The page.
 * @param href URL.
 */
export const byPrefetchLink: FetchAhead = ( doc, href ) => {
	const link = documentMember( doc, 'createElement' )( 'link' );
	link.rel = 'prefetch';
	link.href = href;
	documentMember( doc, 'head' ).append( link );
};

/**
 * Where the browser has no prefetch (Safari and every WebKit browser
 * ignore `rel="prefetch"`): a low-priority request shaped like the script
 * or stylesheet load that follows (no-cors, with credentials), which
 * leaves the file in the HTTP cache. A failure is the later load's to
 * report.
 *
 * @param doc  The page.
 * @param href URL.
 */
export const byFetch: FetchAhead = ( doc, href ) => {
	const asked = fetchedAhead.get( doc ) ?? new Set< string >();
	fetchedAhead.set( doc, asked.add( href ) );
	documentMember( doc, 'defaultView' )
		?.fetch( href, {
			mode: 'no-cors',
			credentials: 'include',
			priority: 'low',
		} )
		.catch( () => undefined );
};

/**
 * How this browser fetches ahead.
 *
 * @param doc The page.
 */
export function fetchAheadFor( doc: Document ): FetchAhead {
	return documentMember(
		doc,
		'createElement'
	)( 'link' ).relList.supports( 'prefetch' )
		? byPrefetchLink
		: byFetch;
}

/**
 * The files opening fetches that are not on the page yet, with what they
 * are (`as`): scripts, then stylesheets, then the window's chunks.
 * @param assets Scripts, stylesheets and the window's chunks.
 * @param doc    The page.
 */
function filesToFetch(
	assets: LazyAssets,
	doc: Document
): Array< [ href: string, as: 'script' | 'style' ] > {
	const files = new Map< string, 'script' | 'style' >();
	assets.scripts
		.filter( ( script ) => script.src && ! isOnPage( doc, script.handle ) )
		.forEach( ( script ) => files.set( script.src, 'script' ) );
	assets.styles.forEach( ( href ) => files.set( href, 'style' ) );
	assets.prefetch.forEach( ( href ) => files.set( href, 'script' ) );
	return [ ...files ];
}

/** Runs a prefetch's steps (one link each); all at once unless told. */
export type StepRunner = ( steps: ReadonlyArray< () => void > ) => void;

export const runAll: StepRunner = ( steps ) =>
	steps.forEach( ( step ) => step() );

/**
 * Ask the browser to fetch the files at low priority, so the first open is
 * quick; nothing runs.
 *
 * @param assets     Scripts, stylesheets and the window's chunks.
 * @param doc        The page.
 * @param run        Runs the steps (the launcher spreads them over idle time).
 * @param fetchAhead How (a prefetch link where the browser has them).
 */
export function prefetchLazyAssets(
	assets: LazyAssets,
	doc: Document,
	run: StepRunner = runAll,
	fetchAhead: FetchAhead = fetchAheadFor( doc )
): void {
	run(
		filesToFetch( assets, doc ).map( ( [ href ] ) => () => {
			// Checked as the step runs: the chat may have loaded it meanwhile.
			if ( ! isRequested( doc, href ) ) {
				fetchAhead( doc, href );
			}
		} )
	);
}

/**
 * Fetch them now, side by side, at the priority of what they are: the
 * loader then runs the scripts in order from the cache (scripts fetched in
 * series cost a round trip each on a phone's network). Nothing runs here.
 *
 * @param assets Scripts, stylesheets and the window's chunks.
 * @param doc    The page.
 * @param nonce  The page's CSP nonce ('' when there is none).
 */
export function preloadLazyAssets(
	assets: LazyAssets,
	doc: Document,
	nonce: string
): void {
	for ( const [ href, as ] of filesToFetch( assets, doc ) ) {
		if ( ! isRequested( doc, href ) ) {
			const link = documentMember( doc, 'createElement' )( 'link' );
			link.rel = 'preload';
			link.setAttribute( 'as', as );
			link.href = href;
			if ( nonce ) {
				link.nonce = nonce;
			}
			documentMember( doc, 'head' ).append( link );
		}
	}
}
