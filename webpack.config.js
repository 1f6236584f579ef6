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
	'runtime/index': {
		import: fromRoot( 'src/runtime/index.ts' ),
		library: { name: RUNTIME_GLOBAL, type: 'window' },
	},
	'head/first-paint': fromRoot( 'src/head/first-paint.ts' ),
};

const optionalEntries = {
	'chat/window': fromRoot( 'src/chat/window/index.tsx' ),
	'admin/settings': fromRoot( 'src/admin/index.tsx' ),
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
 * Writes build/chunk-groups.json: the files of each named async chunk group
 * (chat-lex-v2, chat-credentials, chat-markdown, …) with what they load in
 * turn, so the byte-budget test
 * can add up exactly what the browser fetches on first chat open.
 */
/**
 * A chunk's JavaScript files; async chunk names carry a `?ver=` query.
 *
 * @param {import('webpack').Chunk} chunk Chunk.
 */
const jsFilesOf = ( chunk ) =>
	[ ...chunk.files ]
		.map( ( file ) => file.split( '?' )[ 0 ] )
		.filter( ( file ) => file.endsWith( '.js' ) );

// A group and the groups it loads in turn (the credentials provider
// imports the Cognito client on first use).
const withDescendants = ( group, seen = new Set() ) => {
	if ( seen.has( group ) ) {
		return [];
	}
	seen.add( group );
	return [
		group,
		...[ ...group.getChildren() ].flatMap( ( child ) =>
			withDescendants( child, seen )
		),
	];
};

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
						const groups = {};
						for ( const [
							name,
							group,
						] of compilation.namedChunkGroups ) {
							groups[ name ] = [
								...new Set(
									withDescendants( group ).flatMap(
										( member ) =>
											member.chunks.flatMap( jsFilesOf )
									)
								),
							].sort();
						}
						compilation.emitAsset(
							'chunk-groups.json',
							new compiler.webpack.sources.RawSource(
								JSON.stringify( groups, null, 2 )
							)
						);
					}
				);
			}
		);
	}
}

module.exports = {
	...defaultConfig,
	entry: () => ( {
		...( typeof defaultConfig.entry === 'function'
			? defaultConfig.entry()
			: defaultConfig.entry ),
		...existingEntries( sharedEntries ),
		...existingEntries( optionalEntries ),
	} ),
	output: {
		...defaultConfig.output,
		// Needed because the entry is a function that sets `library`.
		enabledLibraryTypes: [ 'window' ],
	},
	resolve: {
		...defaultConfig.resolve,
		alias: {
			...( defaultConfig.resolve && defaultConfig.resolve.alias ),
			'@careers-frontend/settings': fromRoot( 'src/settings' ),
		},
	},
	plugins: [
		...defaultConfig.plugins.filter(
			( plugin ) =>
				plugin.constructor.name !== 'DependencyExtractionWebpackPlugin'
		),
		new ChunkGroupsManifestPlugin(),
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
