/**
 * ESLint rule: no import circles, `import type` included. import/no-cycle
 * leaves out every import for types only, so a circle closed through one
 * passed; this rule follows every import (types, `import()`, re-exports)
 * and reports each one that leads back to its own file, with the chain.
 * A circle of run-time imports only is import/no-cycle's to report, and
 * is not reported twice.
 */
const path = require( 'path' );
const { importsOnDisk, readImports } = require( './read-imports.cjs' );

/**
 * The shortest chain of imports from `start` back to `goal`, or null.
 *
 * @param {string}  start       Absolute path.
 * @param {string}  goal        Absolute path.
 * @param {boolean} runtimeOnly Follow run-time imports only.
 * @return {string[]|null} The files after `start`, ending with `goal`.
 */
function chainBack( start, goal, runtimeOnly ) {
	const cameFrom = new Map( [ [ start, null ] ] );
	const queue = [ start ];
	while ( queue.length > 0 ) {
		const file = queue.shift();
		for ( const { target, typeOnly } of importsOnDisk( file ) ) {
			if ( runtimeOnly && typeOnly ) {
				continue;
			}
			if ( target === goal ) {
				const chain = [ goal ];
				for ( let at = file; at !== null; at = cameFrom.get( at ) ) {
					chain.unshift( at );
				}
				return chain.slice( 1 );
			}
			if ( ! cameFrom.has( target ) ) {
				cameFrom.set( target, file );
				queue.push( target );
			}
		}
	}
	return null;
}

/** @type {import('eslint').Rule.RuleModule} */
module.exports = {
	meta: {
		type: 'problem',
		docs: {
			description:
				'No import circles, imports for types only included (dev/tools/import-rules.cjs)',
		},
		schema: [],
		messages: {
			circle: 'Import circle (import type counts): {{chain}}',
		},
	},
	create( context ) {
		const file = context.physicalFilename ?? context.filename;
		if ( ! path.isAbsolute( file ) ) {
			return {};
		}
		return {
			Program( node ) {
				const here = path.dirname( file );
				const name = ( target ) =>
					path.relative( here, target ).startsWith( '.' )
						? path.relative( here, target )
						: `./${ path.relative( here, target ) }`;
				for ( const entry of readImports(
					file,
					context.sourceCode.text
				) ) {
					if ( entry.target === file ) {
						continue;
					}
					const back = chainBack( entry.target, file, false );
					const runtimeBack =
						! entry.typeOnly &&
						back &&
						chainBack( entry.target, file, true );
					if ( ! back || runtimeBack ) {
						continue;
					}
					context.report( {
						node,
						loc: {
							line: entry.line,
							column: entry.column,
						},
						messageId: 'circle',
						data: {
							chain: [ file, entry.target, ...back ]
								.map( name )
								.join( ' → ' ),
						},
					} );
				}
			},
		};
	},
};
