/* @jest-environment node */
/**
 * The build needs no stand-in: what `npm run build` runs after webpack
 * (tools/bot-words/write.ts) and the template reader it shares with the
 * stand-in import nothing of dev/, types included. Every import is
 * resolved as TypeScript resolves it (the tsconfig's path aliases too),
 * and the walk follows each file of the project it reaches.
 */
import path from 'node:path';

import ts from 'typescript';

const ROOT = path.resolve( __dirname, '../../..' );

const { options } = ts.parseJsonConfigFileContent(
	ts.readConfigFile( path.join( ROOT, 'tsconfig.json' ), ts.sys.readFile )
		.config,
	ts.sys,
	ROOT
);

/**
 * The project's files `file` imports, statically or with `import()`,
 * `require()` or for types only.
 *
 * @param file Absolute path.
 */
function importsOf( file: string ): string[] {
	const text = ts.sys.readFile( file ) ?? '';
	return ts
		.preProcessFile( text, true, true )
		.importedFiles.map(
			( { fileName } ) =>
				ts.resolveModuleName( fileName, file, options, ts.sys )
					.resolvedModule
		)
		.filter(
			( resolved ): resolved is ts.ResolvedModuleFull =>
				!! resolved && ! resolved.isExternalLibraryImport
		)
		.map( ( resolved ) => path.resolve( resolved.resolvedFileName ) );
}

/**
 * Every project file reached from `entry`, with the chain that reaches it.
 *
 * @param entry Path from the project's root.
 */
function importGraph( entry: string ): Map< string, string[] > {
	const start = path.join( ROOT, entry );
	const chains = new Map< string, string[] >( [ [ start, [ entry ] ] ] );
	const todo = [ start ];
	while ( todo.length > 0 ) {
		const file = todo.pop() as string;
		for ( const target of importsOf( file ) ) {
			if ( ! chains.has( target ) ) {
				chains.set( target, [
					...( chains.get( file ) ?? [] ),
					path.relative( ROOT, target ),
				] );
				todo.push( target );
			}
		}
	}
	return chains;
}

it.each( [ 'tools/bot-words/write.ts', 'tools/bot-template/index.ts' ] )(
	'%s imports nothing of dev/',
	( entry ) => {
		const graph = importGraph( entry );
		const intoDev = [ ...graph ]
			.filter( ( [ file ] ) =>
				path.relative( ROOT, file ).startsWith( `dev${ path.sep }` )
			)
			.map( ( [ , chain ] ) => chain.join( ' → ' ) );
		expect( intoDev ).toEqual( [] );
		// The walk reached the reader and, from the build, the chat's words.
		expect(
			graph.has( path.join( ROOT, 'tools/bot-template/read.ts' ) )
		).toBe( true );
	}
);

it( 'follows imports for types only and through a path alias', () => {
	// The walk itself, on files known to import what it must see.
	const test = importGraph( 'tools/bot-words/test/first-turn.test.ts' );
	expect( test.has( path.join( ROOT, 'dev/services/bot/turn.ts' ) ) ).toBe(
		true
	);
	expect( test.has( path.join( ROOT, 'dev/services/bot/types.ts' ) ) ).toBe(
		true
	);
	const aliased = importGraph( 'src/admin/test/validate.test.ts' );
	expect( aliased.has( path.join( ROOT, 'src/settings/index.ts' ) ) ).toBe(
		true
	);
} );
