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

interface ChunkGroupFiles {
	/** What loading the group fetches, relative to build/ (`?ver=` kept). */
	files: string[];
	/** Chunks reached only through the SDK's event-stream imports. */
	eventStreamOnly: string[];
}

/**
 * A named chunk group as webpack.config.js recorded it at build time in
 * build/chunk-groups.json, file names without their `?ver=`. For an
 * `import()`, `files` holds its chunks and those of the imports its code
 * runs in turn (the credentials provider imports the Cognito client on
 * first use), but not chunks reached only through the AWS SDK's
 * `import( '@smithy/core/event-streams' )`: @smithy/core makes that import
 * only for operations with an event-stream input or output, and none of
 * the chat's calls (RecognizeText, PostText, Cognito's GetId and
 * GetCredentialsForIdentity) has one, so the browser never fetches them.
 * Those are listed apart, as `eventStreamOnly`.
 *
 * @param name Chunk group name (entry name or webpackChunkName).
 */
function chunkGroup( name: string ): ChunkGroupFiles {
	const manifest = JSON.parse(
		builtFile( 'chunk-groups.json' ).toString()
	) as Record< string, ChunkGroupFiles | undefined >;
	const group = manifest[ name ];
	if ( ! group || group.files.length === 0 ) {
		throw new Error( `The build has no chunk group named ${ name }.` );
	}
	const withoutQuery = ( files: string[] ) =>
		files.map( ( file ) => file.split( '?' )[ 0 ] );
	return {
		files: withoutQuery( group.files ),
		eventStreamOnly: withoutQuery( group.eventStreamOnly ),
	};
}

const gzip = ( bytes: Buffer | string ) =>
	zlib.gzipSync( bytes, { level: 9 } ).length;

/**
 * Inline code as wp_print_inline_script_tag prints it: a new line on each
 * side (WordPress 6.3 on).
 *
 * @param code The code.
 */
function printedInline( code: string ): string {
	return `\n${ code.trim() }\n`;
}

/**
 * The runtime's config as includes/assets.php prints it, with the
 * first-paint script, for a site that set its ATS and the ATS's logout URL, the every-page
 * settings a configured site sets (the e2e stack's, dev/stack/stack.ts,
 * whose page tests/e2e/quality-bytes.spec.ts measures); its page context
 * is the defaults (WordPress at the root, in English), so not printed.
 */
const ATS = 'http://127.0.0.1:20505/';
const RUNTIME_CONFIG = `window.careersFrontendConfig = ${ JSON.stringify( {
	settings: { ats_url: ATS, sso_logout_url: `${ ATS }sso/logout` },
} ) };`;

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

	it( 'the container and the menu need no script beyond the runtime: their block.json names it as their view script', () => {
		for ( const block of [ 'auth-container', 'signin-menu' ] ) {
			const metadata = JSON.parse(
				builtFile( `${ block }/block.json` ).toString()
			) as { viewScript?: unknown };
			expect( { block, viewScript: metadata.viewScript } ).toEqual( {
				block,
				viewScript: 'careers-frontend-runtime',
			} );
			expect(
				fs.existsSync( path.join( BUILD, block, 'view.js' ) )
			).toBe( false );
		}
	} );

	function dependenciesOf( asset: string ): string[] {
		const [ , list = '' ] =
			/'dependencies' => array\(([^)]*)\)/.exec(
				builtFile( asset ).toString()
			) ?? [];
		return list
			.split( ',' )
			.map( ( entry ) => entry.trim().replace( /^'|'$/g, '' ) )
			.filter( Boolean );
	}

	it( 'no front-end script loads React, wp-element, wp-i18n, wp-hooks or wp-polyfill: the runtime needs no WordPress script, view scripts and parts only the runtime', () => {
		expect( dependenciesOf( 'runtime/index.asset.php' ) ).toEqual( [] );
		const parts = fs
			.readdirSync( path.join( BUILD, 'parts' ) )
			.filter( ( file ) => file.endsWith( '.asset.php' ) )
			.map( ( file ) => `parts/${ file }` );
		expect( parts.length ).toBeGreaterThanOrEqual( 6 );
		for ( const asset of [
			'persona-content/view.asset.php',
			'chat-assistant/view.asset.php',
			...parts,
		] ) {
			const dependencies = dependenciesOf( asset );
			expect( { asset, dependencies } ).toEqual( {
				asset,
				dependencies: dependencies.filter(
					( handle ) => handle === 'careers-frontend-runtime'
				),
			} );
		}
	} );

	// Issue 17: 8 kB on /careers/ (all four blocks) and 5 kB with the
	// personalisation blocks alone. What a visitor's page does not need on
	// load is in part scripts (src/runtime/parts.ts), and the container's
	// and the menu's view code is in the runtime's file (blocks/
	// runtime-entry.ts), so the page has one file for both and the runtime.
	// Counted as tests/e2e/quality-bytes.spec.ts counts the page: the files,
	// and the inline code as WordPress prints it (the runtime's config and
	// the first-paint script, one script in the head).
	it( 'the plugin’s JS on load is at most 8 kB with all four blocks and 5 kB with the personalisation blocks alone', () => {
		const personalisation =
			gzipTotal( [ 'runtime/index.js' ] ) +
			gzip(
				printedInline(
					`${ RUNTIME_CONFIG }\n${ builtFile( 'head/first-paint.js' )
						.toString()
						.trim() }`
				)
			);
		expect( personalisation ).toBeLessThanOrEqual( 5000 );
		expect(
			personalisation +
				gzipTotal( [
					'persona-content/view.js',
					'chat-assistant/view.js',
				] )
		).toBeLessThanOrEqual( 8000 );
	} );

	it( 'the server lists every part script the build has, and only those (includes/parts.php)', () => {
		const php = fs.readFileSync(
			path.resolve( __dirname, '..', '..', 'includes', 'parts.php' ),
			'utf8'
		);
		const listed = [
			...php.matchAll( /'([a-z-]+)'\s*=>\s*'parts\/([a-z-]+)'/g ),
		].map( ( [ , name, entry ] ) => {
			expect( entry ).toBe( name );
			return name;
		} );
		const built = fs
			.readdirSync( path.join( BUILD, 'parts' ) )
			.filter( ( file ) => file.endsWith( '.js' ) )
			.map( ( file ) => file.replace( /\.js$/, '' ) );
		expect( listed.sort() ).toEqual( built.sort() );
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

	// Issue 17's target: 72 kB on open, counting the chunks the first
	// message fetches (the chat leads: it sends one as it opens). Reached
	// with only the chat's settings in the window, the job search and
	// the markdown renderer in their lazy chunks, and one chat-sdk file for
	// what both Lex versions fetch (71.4 kB with V2, 71.1 kB with V1).
	it.each( [ 'chat-lex-v2', 'chat-lex-v1' ] )(
		'what opening the chat fetches (%s) is at most 72 kB, marked not included',
		( lexGroup ) => {
			// The window, then as it opens the configured Lex version's
			// client and the credentials provider, with every chunk those
			// load. marked comes only with a reply that has markdown (see
			// below). WordPress's own React handles are not counted: the
			// browser caches them across the site's pages.
			const fetched = [
				...chunkGroup( 'chat/window' ).files,
				...chunkGroup( lexGroup ).files,
				...chunkGroup( 'chat-credentials' ).files,
			];
			expect( fetched ).not.toContain( 'chat-markdown.js' );
			expect( gzipTotal( fetched ) ).toBeLessThanOrEqual( 72000 );
		}
	);

	it( 'the window reaches marked only through its lazy import, fetched for a reply with markdown', () => {
		const window = builtFile( 'chat/window.js' ).toString();
		expect( window ).toContain( '"chat-markdown"' );
		// marked itself (its error text names its repository) is not in
		// the window, only in its chunk.
		expect( window ).not.toContain( 'markedjs/marked' );
		expect( builtFile( 'chat-markdown.js' ).toString() ).toContain(
			'markedjs/marked'
		);
		expect( chunkGroup( 'chat-markdown' ).files ).toEqual( [
			'chat-markdown.js',
		] );
	} );

	it( 'the window is one script, and event-stream chunks are never counted as fetched', () => {
		expect( chunkGroup( 'chat/window' ).files ).toEqual( [
			'chat/window.js',
		] );
		for ( const name of [
			'chat-lex-v2',
			'chat-lex-v1',
			'chat-credentials',
		] ) {
			const { files, eventStreamOnly } = chunkGroup( name );
			for ( const file of eventStreamOnly ) {
				expect( files ).not.toContain( file );
			}
		}
	} );

	it( 'the manifest names each chunk as the window’s webpack runtime requests it (the server’s prefetch list needs the same URL)', () => {
		const manifest = JSON.parse(
			builtFile( 'chunk-groups.json' ).toString()
		) as Record< string, ChunkGroupFiles >;
		const runtime = builtFile( 'chat/window.js' ).toString();
		for ( const name of [
			'chat-lex-v2',
			'chat-lex-v1',
			'chat-credentials',
			'chat-markdown',
			'chat-geocoder',
			'chat-job-search',
		] ) {
			for ( const file of manifest[ name ].files ) {
				const [ , chunk, hash ] =
					/^([\w-]+)\.js\?ver=([0-9a-f]+)$/.exec( file ) ?? [];
				expect( { file, hash } ).toEqual( {
					file,
					hash: expect.stringMatching( /^[0-9a-f]{8,}$/ ),
				} );
				// The runtime's chunkFilename map holds the name and the hash.
				expect( runtime ).toContain( `"${ hash }"` );
				if ( ! /^\d+$/.test( chunk ) ) {
					expect( runtime ).toContain( `"${ chunk }"` );
				}
				builtFile( `${ chunk }.js` );
			}
		}
	} );

	it( 'the geocoder and the job search are not fetched as the window opens', () => {
		const onOpen = [
			...chunkGroup( 'chat/window' ).files,
			...chunkGroup( 'chat-lex-v2' ).files,
			...chunkGroup( 'chat-lex-v1' ).files,
			...chunkGroup( 'chat-credentials' ).files,
		];
		expect( chunkGroup( 'chat-geocoder' ).files ).toContain(
			'chat-geocoder.js'
		);
		expect( onOpen ).not.toContain( 'chat-geocoder.js' );
		expect( chunkGroup( 'chat-job-search' ).files ).toEqual( [
			'chat-job-search.js',
		] );
		expect( onOpen ).not.toContain( 'chat-job-search.js' );
		expect( builtFile( 'chat/window.js' ).toString() ).not.toMatch(
			/maps\.googleapis\.com/
		);
	} );

	it( 'only the configured Lex version is fetched: V1 and V2 clients are separate chunks', () => {
		expect( chunkGroup( 'chat-lex-v2' ).files ).toContain(
			'chat-lex-v2.js'
		);
		expect( chunkGroup( 'chat-lex-v2' ).files ).not.toContain(
			'chat-lex-v1.js'
		);
		expect( chunkGroup( 'chat-lex-v1' ).files ).not.toContain(
			'chat-lex-v2.js'
		);
		// Nor is the other version's client in a file both share (chat-sdk).
		const code = ( group: string ) =>
			chunkGroup( group )
				.files.map( ( file ) => builtFile( file ).toString() )
				.join( '\n' );
		expect( code( 'chat-lex-v2' ) ).toContain( 'RecognizeText' );
		expect( code( 'chat-lex-v2' ) ).not.toContain( 'PostText' );
		expect( code( 'chat-lex-v1' ) ).toContain( 'PostText' );
		expect( code( 'chat-lex-v1' ) ).not.toContain( 'RecognizeText' );
	} );

	it( 'markdown, fetched with the first reply that has markdown syntax, is at most 16 kB', () => {
		expect(
			gzipTotal( chunkGroup( 'chat-markdown' ).files )
		).toBeLessThanOrEqual( 16000 );
	} );
} );
