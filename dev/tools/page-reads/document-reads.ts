/**
 * Where the plugin's own code reads the document around
 * src/shared/page-document.ts: a member read on a value TypeScript knows
 * is a Document (`doc.body`, `el.ownerDocument.activeElement`), or a
 * Document handed on as something less (a `ParentNode`, a `Node`), whose
 * reader would then meet a named element in its place. The compiler's
 * types see through every alias minified code hides (issue 32).
 */
import path from 'node:path';
import ts from 'typescript';

/** The one module that reads the document's members. */
export const PAGE_DOCUMENT_MODULE = 'src/shared/page-document.ts';

/**
 * Runs inline in `<head>`, before the parser reaches any post content: no
 * element can name the document yet (see the file).
 */
export const HEAD_SCRIPT = 'src/head/first-paint.ts';

/** Folders of product code; tests are left out. */
const PRODUCT_CODE = /^(src|blocks)\/(?!.*\/test\/)/;

const DOCUMENT_TYPES = new Set( [ 'Document', 'HTMLDocument', 'XMLDocument' ] );
const WRAPPERS = new Set( [
	'Pick',
	'Omit',
	'Partial',
	'Readonly',
	'Required',
] );

export interface DocumentRead {
	/** File, relative to the project, with `/`. */
	file: string;
	line: number;
	code: string;
	why: 'member read' | 'passed on as less than a Document';
}

/**
 * Whether values of this type are documents (a union holding one counts,
 * and `Pick< Document, … >` and the like).
 *
 * @param type A type.
 */
function isDocument( type: ts.Type ): boolean {
	if ( type.isUnion() || type.isIntersection() ) {
		return type.types.some( isDocument );
	}
	if ( WRAPPERS.has( type.aliasSymbol?.name ?? '' ) ) {
		return ( type.aliasTypeArguments ?? [] ).some( isDocument );
	}
	return DOCUMENT_TYPES.has( type.getSymbol()?.name ?? '' );
}

/**
 * The product code's program, with the project's tsconfig.json options.
 *
 * @param root The project's root folder.
 */
export function productProgram( root: string ): ts.Program {
	const config = ts.getParsedCommandLineOfConfigFile(
		path.join( root, 'tsconfig.json' ),
		{},
		{ ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined }
	);
	if ( ! config ) {
		throw new Error( `${ root }/tsconfig.json could not be read.` );
	}
	const product = config.fileNames.filter( ( file ) =>
		PRODUCT_CODE.test(
			path.relative( root, file ).split( path.sep ).join( '/' )
		)
	);
	return ts.createProgram( product, config.options );
}

/**
 * Every read of the document outside PAGE_DOCUMENT_MODULE in product code.
 *
 * @param program The project's program.
 * @param root    The project's root folder.
 */
export function directDocumentReads(
	program: ts.Program,
	root: string
): DocumentRead[] {
	const checker = program.getTypeChecker();
	const found: DocumentRead[] = [];
	for ( const source of program.getSourceFiles() ) {
		const file = path
			.relative( root, source.fileName )
			.split( path.sep )
			.join( '/' );
		if (
			! PRODUCT_CODE.test( file ) ||
			[ PAGE_DOCUMENT_MODULE, HEAD_SCRIPT ].includes( file )
		) {
			continue;
		}
		const report = ( node: ts.Node, why: DocumentRead[ 'why' ] ) =>
			found.push( {
				file,
				line:
					source.getLineAndCharacterOfPosition( node.getStart() )
						.line + 1,
				code: node.getText().split( '\n' )[ 0 ],
				why,
			} );
		const visit = ( node: ts.Node ): void => {
			if (
				( ts.isPropertyAccessExpression( node ) ||
					ts.isElementAccessExpression( node ) ) &&
				isDocument( checker.getTypeAtLocation( node.expression ) )
			) {
				report( node, 'member read' );
			} else if (
				ts.isExpression( node ) &&
				! ts.isParenthesizedExpression( node.parent ) &&
				isDocument( checker.getTypeAtLocation( node ) )
			) {
				const expected = checker.getContextualType( node );
				if ( expected && ! isDocument( expected ) ) {
					report( node, 'passed on as less than a Document' );
				}
			}
			ts.forEachChild( node, visit );
		};
		visit( source );
	}
	return found;
}
