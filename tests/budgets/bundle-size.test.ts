/**
 * @jest-environment node
 */

/**
 * Byte budgets of what the browser loads, read from the production build.
 * Deterministic, so asserted (timings go to the benchmark report instead).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const BUILD = path.resolve( __dirname, '..', '..', 'build' );

function builtFile( relative: string ): Buffer {
	const file = path.join( BUILD, relative );
	if ( ! fs.existsSync( file ) ) {
		throw new Error(
			`${ relative } is not built: run \`npm run build\` first.`
		);
	}
	return fs.readFileSync( file );
}

function gzipSize( relative: string ): number {
	return zlib.gzipSync( builtFile( relative ), { level: 9 } ).length;
}

/**
 * Files of a named async chunk group and what it loads in turn.
 *
 * @param name Chunk group name (webpackChunkName).
 */
function chunkGroup( name: string ): string[] {
	const groups = JSON.parse(
		builtFile( 'chunk-groups.json' ).toString()
	) as Record< string, string[] >;
	const files = groups[ name ];
	if ( ! files || files.length === 0 ) {
		throw new Error( `The build has no chunk group named ${ name }.` );
	}
	return files;
}

function gzipTotal( files: Iterable< string > ): number {
	return [ ...new Set( files ) ].reduce(
		( total, file ) => total + gzipSize( file ),
		0
	);
}

describe( 'byte budgets (gzip -9)', () => {
	it( 'the shared candidate runtime is at most 5 kB', () => {
		expect( gzipSize( 'runtime/index.js' ) ).toBeLessThanOrEqual( 5000 );
	} );

	it( 'the container and the menu add at most 3 kB to the runtime', () => {
		const added =
			gzipSize( 'auth-container/view.js' ) +
			gzipSize( 'signin-menu/view.js' );
		expect( added ).toBeLessThanOrEqual( 3000 );
	} );

	it( 'the container and the menu load no React on the page', () => {
		for ( const block of [ 'auth-container', 'signin-menu' ] ) {
			const asset = builtFile( `${ block }/view.asset.php` ).toString();
			expect( asset ).not.toMatch(
				/'react'|'react-dom'|'wp-element'|'react-jsx-runtime'/
			);
		}
		const runtimeAsset = builtFile( 'runtime/index.asset.php' ).toString();
		expect( runtimeAsset ).not.toMatch(
			/'react'|'react-dom'|'wp-element'/
		);
	} );

	it( 'the first-paint script inlined in every page head stays under 1 kB raw', () => {
		expect( builtFile( 'head/first-paint.js' ).length ).toBeLessThanOrEqual(
			1024
		);
	} );

	it( 'the chat launcher on the page is at most 4 kB and loads no React', () => {
		expect( gzipSize( 'chat-assistant/view.js' ) ).toBeLessThanOrEqual(
			4000
		);
		expect(
			builtFile( 'chat-assistant/view.asset.php' ).toString()
		).not.toMatch( /'react'|'react-dom'|'wp-element'|'react-jsx-runtime'/ );
	} );

	it.each( [ 'chat-lex-v2', 'chat-lex-v1' ] )(
		'what opening the chat and sending the first message fetches (%s) is at most 95 kB',
		( lexGroup ) => {
			// WordPress's own React handles are not counted: the page may
			// have them already and the browser caches them across sites' pages.
			const fetched = [
				'chat/window.js',
				...chunkGroup( lexGroup ),
				...chunkGroup( 'chat-credentials' ),
			];
			expect( gzipTotal( fetched ) ).toBeLessThanOrEqual( 95000 );
		}
	);

	it( 'only the configured Lex version is fetched: V1 and V2 clients are separate chunks', () => {
		expect( chunkGroup( 'chat-lex-v2' ) ).toContain( 'chat-lex-v2.js' );
		expect( chunkGroup( 'chat-lex-v2' ) ).not.toContain( 'chat-lex-v1.js' );
		expect( chunkGroup( 'chat-lex-v1' ) ).not.toContain( 'chat-lex-v2.js' );
	} );

	it( 'markdown, fetched as the window opens when the setting is on, is at most 16 kB', () => {
		expect(
			gzipTotal( chunkGroup( 'chat-markdown' ) )
		).toBeLessThanOrEqual( 16000 );
	} );
} );
