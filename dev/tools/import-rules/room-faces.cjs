/**
 * ESLint rule: the rooms of a folder (each subfolder of `src/chat/core`)
 * meet only through their faces. An import from outside a room may name
 * its `index.ts` (or the folder) or its one lazy face (`lazy.ts`: what the
 * room has fetched with `import()`), never another of its files. Within a
 * room, files import each other as they like. (import-rules.cjs leaves
 * tests out: they may reach in, to build what they test.)
 */
const fs = require( 'fs' );
const path = require( 'path' );
const { readImports } = require( './read-imports.cjs' );

const FACES = [ 'index', 'lazy' ];

/** @type {import('eslint').Rule.RuleModule} */
module.exports = {
	meta: {
		type: 'problem',
		docs: {
			description:
				'Rooms meet only through their faces (dev/tools/import-rules.cjs)',
		},
		schema: [
			{
				type: 'object',
				properties: { house: { type: 'string' } },
				required: [ 'house' ],
				additionalProperties: false,
			},
		],
		messages: {
			aroundFace:
				"'{{specifier}}' goes around the face of room {{room}}: import '{{face}}' (index.ts) or its lazy face (lazy.ts).",
		},
	},
	create( context ) {
		const file = context.physicalFilename ?? context.filename;
		const house = context.options[ 0 ].house;
		if ( ! path.isAbsolute( file ) ) {
			return {};
		}
		const rooms = fs.existsSync( house )
			? fs
					.readdirSync( house, { withFileTypes: true } )
					.filter(
						( entry ) =>
							entry.isDirectory() && entry.name !== 'test'
					)
					.map( ( entry ) => entry.name )
			: [];
		const roomOf = ( target ) => {
			const [ room, ...rest ] = path
				.relative( house, target )
				.split( path.sep );
			return rest.length > 0 && rooms.includes( room ) ? room : null;
		};
		return {
			Program( node ) {
				const own = roomOf( file );
				for ( const entry of readImports(
					file,
					context.sourceCode.text
				) ) {
					const room = roomOf( entry.target );
					if ( ! room || room === own ) {
						continue;
					}
					const inRoom = path.relative(
						path.join( house, room ),
						entry.target
					);
					const face = path.parse( inRoom );
					if ( face.dir === '' && FACES.includes( face.name ) ) {
						continue;
					}
					let faceSpecifier = path.relative(
						path.dirname( file ),
						path.join( house, room )
					);
					if ( ! faceSpecifier.startsWith( '.' ) ) {
						faceSpecifier = `./${ faceSpecifier }`;
					}
					context.report( {
						node,
						loc: { line: entry.line, column: entry.column },
						messageId: 'aroundFace',
						data: {
							specifier: entry.specifier,
							room,
							face: faceSpecifier,
						},
					} );
				}
			},
		};
	},
};
