/**
 * @jest-environment node
 */

/**
 * External dependencies
 */
import path from 'node:path';
import ts from 'typescript';

/**
 * Internal dependencies
 */
import { directDocumentReads, productProgram } from '../document-reads';

const ROOT = path.resolve( __dirname, '..', '..', '..', '..' );

/**
 * A program of one product file, written here.
 *
 * @param source The file's code.
 */
function programOf( source: string ): ts.Program {
	const file = path.join( ROOT, 'src', 'probe.ts' );
	const options: ts.CompilerOptions = {
		lib: [ 'lib.es2022.d.ts', 'lib.dom.d.ts' ],
		strict: true,
		noEmit: true,
		types: [],
	};
	const host = ts.createCompilerHost( options );
	const read = host.getSourceFile.bind( host );
	host.getSourceFile = ( name, language, ...rest ) =>
		name === file
			? ts.createSourceFile( name, source, language, true )
			: read( name, language, ...rest );
	return ts.createProgram( [ file ], options, host );
}

describe( 'reads of the document outside src/shared/page-document.ts', () => {
	it( 'are found through any name, and where a document is handed on as less', () => {
		const found = directDocumentReads(
			programOf(
				[
					'export function a( doc: Document ) { return doc.body; }',
					'export function b( el: Element ) { return el.ownerDocument.activeElement; }',
					'export function c( doc: Pick< Document, "cookie" > ) { return doc.cookie; }',
					'function query( root: ParentNode ) { return root.querySelectorAll( "a" ); }',
					'export const d = query( document );',
					// Elements are no document: nothing to say.
					'export const e = ( el: Element ) => el.querySelector( "a" );',
				].join( '\n' )
			),
			ROOT
		);
		expect( found.map( ( { line, why } ) => [ line, why ] ) ).toEqual( [
			[ 1, 'member read' ],
			[ 2, 'member read' ],
			[ 3, 'member read' ],
			[ 5, 'passed on as less than a Document' ],
		] );
	} );

	it( 'are none in the plugin’s code (`npm run typecheck`’s program)', () => {
		expect( directDocumentReads( productProgram( ROOT ), ROOT ) ).toEqual(
			[]
		);
	}, 180_000 );
} );
