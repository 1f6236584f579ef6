/**
 * Internal dependencies
 */
import {
	answering,
	shadow,
	stopAnswering,
} from '../../../src/shared/test/document-fakes';
import { currentNonce } from '../../../src/runtime/parts';
import { parseLazyAssets, type LazyAssets } from '../lazy-assets';
import { loadLazyAssets } from '../load-lazy-assets';
import {
	byFetch,
	byPrefetchLink,
	fetchAheadFor,
	isOnPage,
	prefetchLazyAssets,
	preloadLazyAssets,
	runAll,
} from '../prefetch-lazy-assets';

const NO_NONCE = { nonce: '' };

/**
 * jsdom fetches no scripts: this plays the network, answering each script
 * element added to the head with `load` (or `error` for listed URLs).
 *
 * @param failing URLs that fail to load.
 */
function fakeNetwork( failing: string[] = [] ) {
	const log: string[] = [];
	const observer = new MutationObserver( ( records ) => {
		for ( const record of records ) {
			record.addedNodes.forEach( ( node ) => {
				if ( node instanceof HTMLScriptElement && node.src ) {
					log.push( `load ${ node.id }` );
					const event = failing.includes( node.src )
						? 'error'
						: 'load';
					setTimeout( () =>
						node.dispatchEvent( new Event( event ) )
					);
				} else if ( node instanceof HTMLScriptElement ) {
					log.push( `inline ${ node.id }` );
				} else if ( node instanceof HTMLLinkElement ) {
					log.push(
						`${ node.rel } ${ node.getAttribute( 'href' ) }`
					);
					if ( node.rel === 'stylesheet' ) {
						setTimeout( () =>
							node.dispatchEvent( new Event( 'load' ) )
						);
					}
				}
			} );
		}
	} );
	observer.observe( document.head, { childList: true } );
	return { log, stop: () => observer.disconnect() };
}

const assets: LazyAssets = {
	prefetch: [],
	scripts: [
		{
			handle: 'react',
			src: 'https://site.test/react.js',
			before: '',
			after: '',
		},
		{
			handle: 'react-jsx-runtime',
			src: '',
			before: '',
			after: 'window.shim = true;',
		},
		{
			handle: 'wp-i18n',
			src: 'https://site.test/i18n.js',
			before: '',
			after: 'window.i18nAfter = true;',
		},
		{
			handle: 'careers-frontend-chat-window',
			src: 'https://site.test/window.js',
			before: 'window.translations = true;',
			after: '',
		},
	],
	styles: [ 'https://site.test/window.css' ],
};

beforeEach( () => {
	document.head.innerHTML = '';
	document.body.innerHTML = '';
} );

describe( 'loadLazyAssets', () => {
	it( 'loads each script in order with its inline code, under WordPress’s ids', async () => {
		const network = fakeNetwork();
		await loadLazyAssets( assets, document, NO_NONCE );
		network.stop();
		expect( network.log ).toEqual( [
			'stylesheet https://site.test/window.css',
			'load react-js',
			'inline react-jsx-runtime-js-after',
			'load wp-i18n-js',
			'inline wp-i18n-js-after',
			'inline careers-frontend-chat-window-js-before',
			'load careers-frontend-chat-window-js',
		] );
	} );

	it( 'skips what WordPress already printed, and loads nothing twice', async () => {
		document.head.innerHTML =
			'<script id="react-js"></script><script id="wp-i18n-js-after"></script>';
		const network = fakeNetwork();
		await loadLazyAssets( assets, document, NO_NONCE );
		await loadLazyAssets( assets, document, NO_NONCE );
		network.stop();
		expect( network.log ).toEqual( [
			'stylesheet https://site.test/window.css',
			'inline react-jsx-runtime-js-after',
			'inline careers-frontend-chat-window-js-before',
			'load careers-frontend-chat-window-js',
		] );
		expect( isOnPage( document, 'careers-frontend-chat-window' ) ).toBe(
			true
		);
	} );

	it( 'takes no element of post content for a script WordPress printed (an Author keeps ids, never a <script>)', async () => {
		document.body.innerHTML = [
			'<div id="careers-frontend-chat-window-js"></div>',
			'<p id="react-js"></p>',
			'<span id="wp-i18n-js-after"></span>',
			'<div id="react-jsx-runtime-js-after"></div>',
			'<div id="careers-frontend-chat-window-js-before"></div>',
		].join( '' );
		for ( const { handle } of assets.scripts ) {
			expect( isOnPage( document, handle ) ).toBe( false );
		}
		const network = fakeNetwork();
		await loadLazyAssets( assets, document, NO_NONCE );
		network.stop();
		// Everything loads, as on a page without them.
		expect( network.log ).toEqual( [
			'stylesheet https://site.test/window.css',
			'load react-js',
			'inline react-jsx-runtime-js-after',
			'load wp-i18n-js',
			'inline wp-i18n-js-after',
			'inline careers-frontend-chat-window-js-before',
			'load careers-frontend-chat-window-js',
		] );
		expect( isOnPage( document, 'careers-frontend-chat-window' ) ).toBe(
			true
		);
	} );

	it( 'gives every script and stylesheet it adds the page’s CSP nonce', async () => {
		const network = fakeNetwork();
		await loadLazyAssets( assets, document, { nonce: 'r4nd0m' } );
		network.stop();
		const added = Array.from(
			document.head.querySelectorAll< HTMLElement >( 'script, link' )
		);
		expect( added ).toHaveLength( 7 );
		for ( const element of added ) {
			expect( element.nonce ).toBe( 'r4nd0m' );
		}
	} );

	it( 'stops at a script that fails, and tries it again next time', async () => {
		const network = fakeNetwork( [ 'https://site.test/i18n.js' ] );
		await expect(
			loadLazyAssets( assets, document, NO_NONCE )
		).rejects.toThrow( 'Could not load https://site.test/i18n.js' );
		expect( network.log ).not.toContain(
			'load careers-frontend-chat-window-js'
		);
		expect( isOnPage( document, 'wp-i18n' ) ).toBe( false );
		network.stop();
	} );
} );

describe( 'prefetchLazyAssets', () => {
	it( 'prefetches files not on the page yet, running nothing', () => {
		document.head.innerHTML = '<script id="react-js"></script>';
		prefetchLazyAssets( assets, document, runAll, byPrefetchLink );
		expect(
			Array.from(
				document.head.querySelectorAll( 'link[rel="prefetch"]' )
			).map( ( link ) => link.getAttribute( 'href' ) )
		).toEqual( [
			'https://site.test/i18n.js',
			'https://site.test/window.js',
			'https://site.test/window.css',
		] );
		expect( document.head.querySelectorAll( 'script' ) ).toHaveLength( 1 );
	} );

	it( 'prefetches the chunks the window imports on open, once, and not what was loaded', () => {
		const chunks = [
			'https://site.test/build/chat-lex-v1.js?ver=1',
			'https://site.test/build/871.js?ver=2',
			'https://site.test/build/chat-markdown.js?ver=3',
		];
		document.head.innerHTML =
			'<script src="https://site.test/build/871.js?ver=2"></script>';
		const onlyChunks = { scripts: [], styles: [], prefetch: chunks };
		prefetchLazyAssets( onlyChunks, document, runAll, byPrefetchLink );
		prefetchLazyAssets( onlyChunks, document, runAll, byPrefetchLink );
		expect(
			Array.from(
				document.head.querySelectorAll( 'link[rel="prefetch"]' )
			).map( ( link ) => link.getAttribute( 'href' ) )
		).toEqual( [
			'https://site.test/build/chat-lex-v1.js?ver=1',
			'https://site.test/build/chat-markdown.js?ver=3',
		] );
	} );
} );

describe( 'fetching ahead where the browser has no prefetch (WebKit)', () => {
	it( 'uses a prefetch link where the browser has them, fetch() elsewhere', () => {
		const withRel = ( supported: boolean ) =>
			answering(
				{},
				{
					createElement: () => ( {
						relList: { supports: () => supported },
					} ),
				}
			) as Document;
		expect( fetchAheadFor( withRel( true ) ) ).toBe( byPrefetchLink );
		expect( fetchAheadFor( withRel( false ) ) ).toBe( byFetch );
	} );

	it( 'asks once per file, shaped like the load that follows, and adds nothing to the page', async () => {
		const fetchSpy = jest.fn( () =>
			Promise.reject( new Error( 'offline' ) )
		);
		const doc = answering(
			document.implementation.createHTMLDocument( 'page' ),
			{ defaultView: { fetch: fetchSpy } }
		);
		const onlyChunks = {
			scripts: [],
			styles: [ 'https://site.test/build/chat/window.css' ],
			prefetch: [ 'https://site.test/build/chat-sdk.js' ],
		};
		prefetchLazyAssets( onlyChunks, doc, runAll, byFetch );
		prefetchLazyAssets( onlyChunks, doc, runAll, byFetch );
		expect( fetchSpy.mock.calls ).toEqual(
			[
				'https://site.test/build/chat/window.css',
				'https://site.test/build/chat-sdk.js',
			].map( ( href ) => [
				href,
				{ mode: 'no-cors', credentials: 'include', priority: 'low' },
			] )
		);
		expect( doc.head.querySelectorAll( 'link, script' ) ).toHaveLength( 0 );
		// A failed request says nothing: the load that follows will.
		await Promise.resolve();
	} );
} );

describe( 'preloadLazyAssets', () => {
	const hints = () =>
		Array.from(
			document.head.querySelectorAll< HTMLLinkElement >(
				'link[rel="preload"]'
			)
		).map( ( link ) => [
			link.getAttribute( 'href' ),
			link.getAttribute( 'as' ),
			link.nonce,
		] );

	it( 'asks for every file opening needs at once, as what it is, with the nonce', () => {
		document.head.innerHTML = '<script id="react-js"></script>';
		preloadLazyAssets(
			{ ...assets, prefetch: [ 'https://site.test/chat-sdk.js?ver=1' ] },
			document,
			'n0nce'
		);
		expect( hints() ).toEqual( [
			[ 'https://site.test/i18n.js', 'script', 'n0nce' ],
			[ 'https://site.test/window.js', 'script', 'n0nce' ],
			[ 'https://site.test/window.css', 'style', 'n0nce' ],
			[ 'https://site.test/chat-sdk.js?ver=1', 'script', 'n0nce' ],
		] );
		expect( document.head.querySelectorAll( 'script' ) ).toHaveLength( 1 );
	} );

	it( 'leaves out what was prefetched or preloaded already', () => {
		prefetchLazyAssets( assets, document, runAll, byPrefetchLink );
		preloadLazyAssets( assets, document, '' );
		expect( hints() ).toEqual( [] );
		document.head.innerHTML = '';
		preloadLazyAssets( assets, document, '' );
		preloadLazyAssets( assets, document, '' );
		expect( hints() ).toHaveLength( 4 );
	} );

	it( 'leaves out what was fetched ahead where there is no prefetch (WebKit)', () => {
		const doc = document.implementation.createHTMLDocument( 'page' );
		Object.defineProperty( doc, 'defaultView', {
			value: { fetch: jest.fn( () => Promise.resolve() ) },
		} );
		prefetchLazyAssets( assets, doc, runAll, byFetch );
		preloadLazyAssets( assets, doc, '' );
		expect( doc.head.querySelectorAll( 'link' ) ).toHaveLength( 0 );
	} );
} );

describe( 'parseLazyAssets', () => {
	const good = { handle: 'react', src: '/react.js', before: '', after: '' };

	it( 'keeps well-formed scripts, styles and chunk URLs', () => {
		expect(
			parseLazyAssets( {
				scripts: [ good ],
				styles: [ '/a.css' ],
				prefetch: [ 'https://site.test/a.js?ver=1', '', 7 ],
			} )
		).toEqual( {
			scripts: [ good ],
			styles: [ '/a.css' ],
			prefetch: [ 'https://site.test/a.js?ver=1' ],
		} );
	} );

	it.each( [
		undefined,
		null,
		'text',
		7,
		{ scripts: [ good, { handle: 'x' } ] },
	] )( 'gives empty lists for %p instead of throwing', ( value ) => {
		expect( parseLazyAssets( value ) ).toEqual( {
			scripts: [],
			styles: [],
			prefetch: [],
		} );
	} );
} );

describe( 'currentNonce', () => {
	it( 'is the nonce of the script running now, and empty outside one', () => {
		expect( currentNonce( document ) ).toBe( '' );
		const script = document.createElement( 'script' );
		script.nonce = 'abc123';
		answering( document, { currentScript: script } );
		try {
			expect( currentNonce( document ) ).toBe( 'abc123' );
			// `<object id="currentScript">` in the post changes nothing.
			shadow(
				document,
				'currentScript',
				document.createElement( 'object' )
			);
			expect( currentNonce( document ) ).toBe( 'abc123' );
		} finally {
			Reflect.deleteProperty( document, 'currentScript' );
			stopAnswering( document );
		}
	} );
} );
