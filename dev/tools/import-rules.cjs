/**
 * The import rules of `src/` and `blocks/` (README, Architecture), as
 * ESLint config, so `npm run lint:js` (part of `npm test`) fails on a new
 * circle or a wrong-way import and names the chain:
 *
 * - no import circles (`import/no-cycle`; `import type` is no runtime
 *   arrow and does not count);
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
 * @param {string} root The project's root folder (where `src/` and
 *                      `blocks/` are).
 * @return {import('eslint').Linter.Config[]} Flat config objects.
 */
function importRules( root ) {
	return [
		{
			files: [ 'src/**/*.{ts,tsx}', 'blocks/**/*.{ts,tsx}' ],
			settings: {
				'import/extensions': [ '.js', '.jsx', '.ts', '.tsx' ],
				// Packages are no part of a circle of ours: not read.
				'import/ignore': [ 'node_modules' ],
			},
			rules: {
				'import/no-cycle': [ 'error', { ignoreExternal: true } ],
				'import/no-restricted-paths': [
					'error',
					{ basePath: root, zones: restrictedZones( root ) },
				],
			},
		},
	];
}

module.exports = { importRules };
