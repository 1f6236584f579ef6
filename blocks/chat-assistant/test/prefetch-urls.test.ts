/** @jest-environment node */

/**
 * The chunk URLs the server lists under "prefetch" in the lazy-assets JSON
 * (careers_frontend_chat_prefetch_urls in includes/chat-assets.php, run
 * with PHP): the configured Lex version's and the credentials' (never
 * marked's: it is fetched only for a reply with markdown), each the very
 * URL the window's webpack runtime will request, or the prefetch would
 * miss the cache.
 */

/**
 * External dependencies
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Internal dependencies
 */
import { PHP_READY_TIMEOUT_MS, phpReady, runPhp } from '../../../tests/run-php';

const ROOT = path.resolve( __dirname, '../../..' );

/** A manifest as webpack.config.js writes it (build/chunk-groups.json). */
const MANIFEST = {
	'chat/window': { files: [ 'chat/window.js' ], eventStreamOnly: [] },
	'chat-lex-v2': {
		files: [
			'997.js?ver=d02688230968d6b988cb',
			'5.js?ver=4f8e0fc3fc6332cec773',
			'299.js?ver=903b17102a2e8556e618',
			'chat-lex-v2.js?ver=ee45cb8eb02758dc4d9f',
		],
		eventStreamOnly: [ '274.js?ver=dc58c6aae20980be2cb5' ],
	},
	'chat-lex-v1': {
		files: [
			'997.js?ver=d02688230968d6b988cb',
			'5.js?ver=4f8e0fc3fc6332cec773',
			'chat-lex-v1.js?ver=cb12c43ee8b0e18af616',
		],
		eventStreamOnly: [ '299.js?ver=903b17102a2e8556e618' ],
	},
	'chat-credentials': {
		files: [
			'chat-credentials.js?ver=065c76c2ceb9a146ae37',
			'997.js?ver=d02688230968d6b988cb',
			'252.js?ver=5c45af93a4af82dcda43',
		],
		eventStreamOnly: [],
	},
	'chat-markdown': {
		files: [ 'chat-markdown.js?ver=8eeab423246b093a1070' ],
		eventStreamOnly: [],
	},
	'chat-geocoder': {
		files: [ 'chat-geocoder.js?ver=61faf4f7f46b85799f46' ],
		eventStreamOnly: [],
	},
};

const WINDOW_SRC =
	'https://careers.example.test/wp-content/plugins/careers-frontend/build/chat/window.js?ver=3f1c2a';

interface PrefetchSettings {
	bot_version: 'v1' | 'v2';
	markdown: boolean;
}

/**
 * careers_frontend_chat_prefetch_urls( manifest, windowSrc, settings ).
 *
 * @param windowSrc The window script's URL.
 * @param settings  bot_version and markdown.
 */
function prefetchUrls(
	windowSrc: string,
	settings: PrefetchSettings
): string[] {
	const dir = fs.mkdtempSync( path.join( os.tmpdir(), 'careers-prefetch-' ) );
	const script = path.join( dir, 'run.php' );
	const input = path.join( dir, 'input.json' );
	fs.writeFileSync(
		input,
		JSON.stringify( { manifest: MANIFEST, windowSrc, settings } )
	);
	fs.writeFileSync(
		script,
		[
			'<?php',
			"define( 'ABSPATH', '/' );",
			'function add_action() {}',
			'require $argv[1] . "/includes/chat-assets.php";',
			'$input = json_decode( file_get_contents( $argv[2] ), true );',
			'echo json_encode( careers_frontend_chat_prefetch_urls( $input["manifest"], $input["windowSrc"], $input["settings"] ) );',
		].join( '\n' )
	);
	try {
		return JSON.parse( runPhp( [ script, ROOT, input ] ) );
	} finally {
		fs.rmSync( dir, { recursive: true, force: true } );
	}
}

/**
 * The URL webpack's runtime requests for a chunk file: its automatic
 * public path (as in build/chat/window.js: the current script's URL
 * without query or hash, its folder, then `../` since the window is
 * `chat/window.js`) followed by the file, resolved as the browser does.
 *
 * @param windowSrc The window script's URL.
 * @param file      Chunk file with its `?ver=`.
 */
function runtimeUrl( windowSrc: string, file: string ): string {
	const publicPath =
		windowSrc.replace( /^blob:|[?#].*$/g, '' ).replace( /\/[^/]+$/, '/' ) +
		'../';
	return new URL( publicPath + file ).href;
}

const filesOf = ( ...groups: Array< keyof typeof MANIFEST > ) => [
	...new Set( groups.flatMap( ( group ) => MANIFEST[ group ].files ) ),
];

beforeAll( phpReady, PHP_READY_TIMEOUT_MS );

describe( 'the chunks the launcher prefetches', () => {
	it( 'are the V2 client’s and the credentials’, not marked’s even with markdown on, at the URLs the window requests', () => {
		const urls = prefetchUrls( WINDOW_SRC, {
			bot_version: 'v2',
			markdown: true,
		} );
		expect( urls ).toEqual(
			filesOf( 'chat-lex-v2', 'chat-credentials' ).map( ( file ) =>
				runtimeUrl( WINDOW_SRC, file )
			)
		);
		expect( urls.join( ' ' ) ).not.toMatch( /chat-markdown/ );
		expect( urls[ 0 ] ).toBe(
			'https://careers.example.test/wp-content/plugins/careers-frontend/build/997.js?ver=d02688230968d6b988cb'
		);
	} );

	it( 'are only the V1 client’s and the credentials’ with V1 and markdown off', () => {
		const urls = prefetchUrls( WINDOW_SRC, {
			bot_version: 'v1',
			markdown: false,
		} );
		expect( urls ).toEqual(
			filesOf( 'chat-lex-v1', 'chat-credentials' ).map( ( file ) =>
				runtimeUrl( WINDOW_SRC, file )
			)
		);
		expect( urls.join( ' ' ) ).not.toMatch(
			/chat-lex-v2|chat-markdown|chat-geocoder|299\.js/
		);
	} );

	it( 'follow the window’s URL when a filter moves it (a CDN, a relative URL)', () => {
		for ( const src of [
			'https://cdn.example.test/p/careers-frontend/build/chat/window.js?ver=1#x',
			'/wp-content/plugins/careers-frontend/build/chat/window.js',
		] ) {
			const [ first ] = prefetchUrls( src, {
				bot_version: 'v2',
				markdown: false,
			} );
			// A relative URL resolves against the page, for both.
			const base = 'https://careers.example.test/page/';
			expect( new URL( first, base ).href ).toBe(
				runtimeUrl(
					new URL( src, base ).href,
					'997.js?ver=d02688230968d6b988cb'
				)
			);
		}
	} );

	it( 'are none when the window’s URL is not the built file’s (a filter renamed it)', () => {
		expect(
			prefetchUrls( 'https://careers.example.test/min/all.js?ver=1', {
				bot_version: 'v2',
				markdown: true,
			} )
		).toEqual( [] );
	} );
} );
