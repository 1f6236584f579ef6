/**
 * Extends @wordpress/scripts: blocks live in `blocks/` (every block.json's
 * scripts are found there), the shared runtime and the first-paint script
 * come from `src/`, and block scripts import the runtime as
 * `@careers-frontend/runtime`, which resolves to the one shared handle.
 */
const path = require( 'path' );

// Must be set before the default config is loaded: it reads it at require time.
process.env.WP_SOURCE_PATH = process.env.WP_SOURCE_PATH || 'blocks';

const DependencyExtractionWebpackPlugin = require( '@wordpress/dependency-extraction-webpack-plugin' );
const defaultConfig = require( '@wordpress/scripts/config/webpack.config' );

const RUNTIME_MODULE = '@careers-frontend/runtime';
const RUNTIME_HANDLE = 'careers-frontend-runtime';
const RUNTIME_GLOBAL = [ 'careersFrontend', 'runtime' ];

const fromRoot = ( relative ) => path.resolve( __dirname, relative );

const sharedEntries = {
	// Publishes window.careersFrontend.runtime itself, and runs the
	// personalisation blocks' view code (see the file).
	'runtime/index': fromRoot( 'blocks/runtime-entry.ts' ),
	'head/first-paint': fromRoot( 'src/head/first-paint.ts' ),
	// Part scripts, loaded on first use (src/runtime/parts.ts); the list
	// the server gives the page is in includes/parts.php.
	'parts/sign-out': fromRoot( 'src/runtime/sign-out-entry.ts' ),
	'parts/bearer-polling': fromRoot( 'src/runtime/bearer-polling-entry.ts' ),
	'parts/iframe-height': fromRoot( 'src/runtime/iframe-height-entry.ts' ),
	'parts/chat-loader': fromRoot(
		'blocks/chat-assistant/chat-loader-part.ts'
	),
	'parts/signin-menu': fromRoot( 'blocks/signin-menu/menu-part.ts' ),
	'parts/menu-dialogs': fromRoot( 'blocks/signin-menu/menu-dialogs-part.ts' ),
	'parts/persona-content': fromRoot(
		'blocks/persona-content/persona-part.ts'
	),
};

const optionalEntries = {
	'chat/window': fromRoot( 'src/chat/window/index.tsx' ),
	'admin/settings': fromRoot( 'src/admin/index.tsx' ),
	// The candidate answer's sidebar panel (includes/answers.php).
	'editor/answer': fromRoot( 'src/editor/answers/index.tsx' ),
};

function existingEntries( entries ) {
	const fs = require( 'fs' );
	return Object.fromEntries(
		Object.entries( entries ).filter( ( [ , entry ] ) =>
			fs.existsSync( typeof entry === 'string' ? entry : entry.import )
		)
	);
}

/**
 * Dynamic imports the AWS SDK makes only for event-stream operations:
 * `HttpProtocol.loadEventStreamCapability()` in @smithy/core imports
 * `@smithy/core/event-streams` when an operation's input or output has an
 * event-stream member. The chat's calls (Lex V2 RecognizeText, Lex V1
 * PostText, Cognito GetId and GetCredentialsForIdentity) have none, so the
 * browser never fetches chunks reached only through these imports. Should
 * the SDK rename the import, those chunks count as fetched again: the byte
 * budget gets stricter, never looser.
 */
const EVENT_STREAM_IMPORTS = new Set( [ '@smithy/core/event-streams' ] );

/**
 * A chunk's JavaScript files as webpack's runtime requests them: async
 * chunks carry the `?ver=` of `chunkFilename`.
 *
 * @param {import('webpack').Chunk} chunk Chunk.
 */
const jsFilesOf = ( chunk ) =>
	[ ...chunk.files ].filter( ( file ) => /\.js(\?|$)/.test( file ) );

const chunkFilesOf = ( groups ) => [
	...new Set(
		groups.flatMap( ( group ) => group.chunks.flatMap( jsFilesOf ) )
	),
];

/** @param {import('webpack').ChunkGroup} group A group an import() loads. */
const onlyForEventStreams = ( group ) =>
	group.origins.length > 0 &&
	group.origins.every( ( origin ) =>
		EVENT_STREAM_IMPORTS.has( origin.request )
	);

/**
 * A group and the groups its code imports in turn when used (the
 * credentials provider imports the Cognito client on first use), split
 * into those the chat fetches and those it never does.
 *
 * @param {import('webpack').ChunkGroup} root Named async chunk group.
 */
function importedWith( root ) {
	const fetched = [];
	const skipped = [];
	const seen = new Set();
	const visit = ( group, into ) => {
		if ( seen.has( group ) ) {
			return;
		}
		seen.add( group );
		into.push( group );
		for ( const child of group.getChildren() ) {
			visit(
				child,
				into === skipped || onlyForEventStreams( child )
					? skipped
					: fetched
			);
		}
	};
	visit( root, fetched );
	return { fetched, skipped };
}

/**
 * Writes build/chunk-groups.json, for the byte-budget test and for the
 * server's prefetch list (includes/chat-assets.php). For every named chunk
 * group: `files`, what loading it fetches, relative to build/ and exactly
 * as requested (an entry's own scripts; for an `import()`, its chunks and
 * those of the imports its code runs in turn, `?ver=` included); and
 * `eventStreamOnly`, chunks reached only through the SDK's event-stream
 * imports (see EVENT_STREAM_IMPORTS), which are never fetched.
 */
class ChunkGroupsManifestPlugin {
	apply( compiler ) {
		compiler.hooks.thisCompilation.tap(
			'ChunkGroupsManifest',
			( compilation ) => {
				compilation.hooks.processAssets.tap(
					{
						name: 'ChunkGroupsManifest',
						stage: compiler.webpack.Compilation
							.PROCESS_ASSETS_STAGE_REPORT,
					},
					() => {
						const manifest = {};
						for ( const [
							name,
							group,
						] of compilation.namedChunkGroups ) {
							if ( group.isInitial() ) {
								// An entry: WordPress loads its scripts; each
								// import() in it is listed under its own name.
								manifest[ name ] = {
									files: chunkFilesOf( [ group ] ),
									eventStreamOnly: [],
								};
								continue;
							}
							const { fetched, skipped } = importedWith( group );
							const files = chunkFilesOf( fetched );
							manifest[ name ] = {
								files,
								eventStreamOnly: chunkFilesOf( skipped ).filter(
									( file ) => ! files.includes( file )
								),
							};
						}
						compilation.emitAsset(
							'chunk-groups.json',
							new compiler.webpack.sources.RawSource(
								JSON.stringify( manifest, null, '\t' )
							)
						);
					}
				);
			}
		);
	}
}

/**
 * The Lex V2 client's static import of the event-stream codec, for a
 * streaming operation the chat never calls, gets a stand-in without the
 * codec (src/chat/core/bot/no-event-streams.ts). Only imports issued from the
 * Lex V2 client are swapped.
 */
class LexV2WithoutEventStreamsPlugin {
	apply( compiler ) {
		new compiler.webpack.NormalModuleReplacementPlugin(
			/^@smithy\/core\/event-streams$/,
			( resource ) => {
				if (
					/[\\/]@aws-sdk[\\/]client-lex-runtime-v2[\\/]/.test(
						resource.contextInfo?.issuer ?? ''
					)
				) {
					resource.request = fromRoot(
						'src/chat/core/bot/no-event-streams.ts'
					);
				}
			}
		).apply( compiler );
	}
}

/**
 * Chunk groups the chat fetches as it opens: the configured version's
 * client and the credentials provider, with the Cognito client the
 * provider imports on first use (a child of chat-credentials).
 */
const CHAT_GROUPS = new Set( [
	'chat-lex-v1',
	'chat-lex-v2',
	'chat-credentials',
] );

/**
 * The chat group a group is fetched with (its own name, or its parent's
 * for the Cognito client), if any; never an event-stream group.
 *
 * @param {import('webpack').ChunkGroup} group Chunk group.
 */
function chatGroupOf( group ) {
	if ( onlyForEventStreams( group ) ) {
		return undefined;
	}
	return [ group, ...group.getParents() ]
		.map( ( { name } ) => name )
		.find( ( name ) => CHAT_GROUPS.has( name ) );
}

const chatGroupsOfChunk = ( chunk ) =>
	[ ...chunk.groupsIterable ].map( chatGroupOf ).filter( Boolean );

/**
 * One chunk, `chat-sdk`, for what every chat fetches whatever its Lex
 * version (the credentials, the Cognito client, the SDK core both Lex
 * clients share), beside `chat-lex-v1` / `chat-lex-v2` holding only what
 * that version alone needs. One gzip stream instead of five saves about
 * 2 kB on open, and the Cognito client no longer waits for the provider.
 * Event-stream code stays apart (never fetched); marked stays in
 * `chat-markdown` with its renderer, one file for a reply with markdown,
 * and MiniSearch in `chat-answers` with the answers' code and languages:
 * each chunk the window can fetch costs it a name and a hash on open.
 */
const splitChunks = {
	...defaultConfig.optimization.splitChunks,
	cacheGroups: {
		...defaultConfig.optimization.splitChunks.cacheGroups,
		defaultVendors: {
			test: /[\\/]node_modules[\\/]/,
			priority: -10,
			reuseExistingChunk: true,
			// Async chunks only, as webpack's default.
			chunks: ( chunk ) =>
				! chunk.canBeInitial() &&
				! [ 'chat-markdown', 'chat-answers' ].includes( chunk.name ) &&
				chatGroupsOfChunk( chunk ).length === 0,
		},
		chatSdk: {
			name: 'chat-sdk',
			test: ( module, { chunkGraph } ) => {
				const groups = new Set(
					[ ...chunkGraph.getModuleChunksIterable( module ) ].flatMap(
						chatGroupsOfChunk
					)
				);
				return groups.size > 1 || groups.has( 'chat-credentials' );
			},
			chunks: ( chunk ) => chatGroupsOfChunk( chunk ).length > 0,
			enforce: true,
		},
	},
};

module.exports = {
	...defaultConfig,
	entry: () => ( {
		...( typeof defaultConfig.entry === 'function'
			? defaultConfig.entry()
			: defaultConfig.entry ),
		...existingEntries( sharedEntries ),
		...existingEntries( optionalEntries ),
	} ),
	optimization: { ...defaultConfig.optimization, splitChunks },
	output: {
		...defaultConfig.output,
		// Needed because the entry is a function that sets `library`.
		enabledLibraryTypes: [ 'window' ],
		// Entries with lazy chunks set it as they run (src/shared/public-path.ts).
		publicPath: '',
		// The global webpack's chunks are pushed on: the runtime makes it an
		// array before any chunk runs, so an element an Author named so
		// cannot stand in for it (CHUNK_LIST_GLOBAL in
		// src/shared/page-global.ts, issue 32).
		chunkLoadingGlobal: 'careersFrontendChunks',
	},
	resolve: {
		...defaultConfig.resolve,
		alias: {
			...( defaultConfig.resolve && defaultConfig.resolve.alias ),
			'@careers-frontend/settings': fromRoot( 'src/settings' ),
			// The Lex clients hash with the SHA-256 @smithy/core ships for the
			// Cognito client (one SHA-256 on the page, not two); see the file.
			'@aws-crypto/sha256-browser$': fromRoot(
				'src/chat/core/bot/sha256-browser.ts'
			),
		},
	},
	plugins: [
		...defaultConfig.plugins.filter(
			( plugin ) =>
				plugin.constructor.name !== 'DependencyExtractionWebpackPlugin'
		),
		new ChunkGroupsManifestPlugin(),
		new LexV2WithoutEventStreamsPlugin(),
		new DependencyExtractionWebpackPlugin( {
			requestToExternal( request ) {
				return request === RUNTIME_MODULE ? RUNTIME_GLOBAL : undefined;
			},
			requestToHandle( request ) {
				return request === RUNTIME_MODULE ? RUNTIME_HANDLE : undefined;
			},
		} ),
	],
};
