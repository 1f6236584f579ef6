/**
 * The import rules of `src/` and `blocks/` (README, Architecture), as
 * ESLint config, so `npm run lint:js` (part of `npm test`) fails on a new
 * circle or a wrong-way import and names the chain:
 *
 * - no import circles, `import type` included (`import/no-cycle` for
 *   run-time imports; `careers/no-circle`, import-rules/no-circle.cjs, for
 *   a circle that an import for types only closes);
 * - the rooms of `src/chat/core` meet only through their faces, `index.ts`
 *   and a lazy face `lazy.ts` (`careers/room-faces`,
 *   import-rules/room-faces.cjs);
 * - `src/`, `blocks/` and the build (`webpack.config.js`, and `tools/`:
 *   the bot words it writes and the template reader) never import `dev/`:
 *   the product does not depend on its stand-ins and tools;
 * - `src/` never imports `blocks/` (blocks build on src);
 * - code outside `src/chat` reaches the chat only through
 *   `src/chat/public.ts`;
 * - no block imports another block (a file of `blocks/` outside every
 *   block, such as the runtime's entry, may import several).
 *
 * eslint-plugin-import reads only `.js` and `.jsx` by default (the
 * settings @wordpress/eslint-plugin gives it), which would leave every
 * TypeScript file out of the import graph: the settings below add them.
 */
const fs = require( 'fs' );
const path = require( 'path' );
const noCircle = require( './import-rules/no-circle.cjs' );
const roomFaces = require( './import-rules/room-faces.cjs' );

/** The project's own import rules, as an ESLint plugin. */
const careers = { rules: { 'no-circle': noCircle, 'room-faces': roomFaces } };

/** The folder whose subfolders are rooms with faces. */
const HOUSE = 'src/chat/core';

const folders = ( root, folder ) =>
	fs
		.readdirSync( path.join( root, folder ), { withFileTypes: true } )
		.filter( ( entry ) => entry.isDirectory() )
		.map( ( entry ) => entry.name );

/**
 * Zones for import/no-restricted-paths, from the folders as they are now
 * (a new block or a new folder of src/ is covered without a change here).
 *
 * @param {string} root The project's root folder.
 */
function restrictedZones( root ) {
	const blocks = folders( root, 'blocks' ).filter( ( slug ) =>
		fs.existsSync( path.join( root, 'blocks', slug, 'block.json' ) )
	);
	const outsideChat = [
		...folders( root, 'src' )
			.filter( ( folder ) => folder !== 'chat' )
			.map( ( folder ) => `./src/${ folder }` ),
		'./blocks',
	];
	return [
		{
			target: './src',
			from: './blocks',
			message: 'src/ never imports blocks/: blocks build on src/.',
		},
		{
			target: outsideChat,
			from: './src/chat',
			except: [ './public.ts' ],
			message:
				'Code outside src/chat reaches the chat only through src/chat/public.ts.',
		},
		...blocks.map( ( slug ) => ( {
			target: `./blocks/${ slug }`,
			from: './blocks',
			except: [ `./${ slug }` ],
			message: 'No block imports another block: share through src/.',
		} ) ),
	];
}

/**
 * The product and its build never import dev/; their tests may (the
 * stand-ins are there to be tested against).
 */
const DEV_ZONE = {
	target: [ './src', './blocks', './webpack.config.js', './tools' ],
	from: './dev',
	message:
		'The product and its build never import dev/: the stand-ins and tools are no part of the plugin.',
};

/** What the rules read: the product and its build. */
const CHECKED = [
	'src/**/*.{ts,tsx}',
	'blocks/**/*.{ts,tsx}',
	'webpack.config.js',
	'tools/**/*.ts',
];

/** Test folders: their files may import dev/ and reach into a room. */
const TESTS = [ '**/test/**' ];

/**
 * @param {string} root The project's root folder (where `src/` and
 *                      `blocks/` are).
 * @return {import('eslint').Linter.Config[]} Flat config objects.
 */
function importRules( root ) {
	return [
		{
			files: CHECKED,
			plugins: { careers },
			settings: {
				'import/extensions': [ '.js', '.jsx', '.ts', '.tsx' ],
				// Packages are no part of a circle of ours: not read.
				'import/ignore': [ 'node_modules' ],
			},
			rules: {
				'import/no-cycle': [ 'error', { ignoreExternal: true } ],
				'careers/no-circle': 'error',
				'import/no-restricted-paths': [
					'error',
					{ basePath: root, zones: restrictedZones( root ) },
				],
			},
		},
		{
			files: CHECKED,
			ignores: TESTS,
			rules: {
				'careers/room-faces': [
					'error',
					{ house: path.join( root, HOUSE ) },
				],
				// One rule's options are replaced, not merged: every zone again.
				'import/no-restricted-paths': [
					'error',
					{
						basePath: root,
						zones: [ DEV_ZONE, ...restrictedZones( root ) ],
					},
				],
			},
		},
	];
}

module.exports = { importRules };
