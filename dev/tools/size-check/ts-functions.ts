/**
 * The functions of a TypeScript file and their lengths, from the compiler's
 * own parser.
 */
import ts from 'typescript';

import type { FunctionSize } from './limits';

function nameOf( node: ts.Node ): string {
	const named = node as ts.Node & { name?: ts.Node };
	if ( named.name && ts.isIdentifier( named.name ) ) {
		return named.name.text;
	}
	if ( named.name && ts.isPropertyName( named.name ) ) {
		return named.name.getText();
	}
	if ( ts.isConstructorDeclaration( node ) ) {
		return 'constructor';
	}
	// An arrow or function expression takes the name it is bound to.
	const parent = node.parent;
	if (
		parent &&
		( ts.isVariableDeclaration( parent ) ||
			ts.isPropertyAssignment( parent ) ) &&
		ts.isIdentifier( parent.name )
	) {
		return parent.name.text;
	}
	return '(anonymous)';
}

function isFunction( node: ts.Node ): node is ts.FunctionLikeDeclaration {
	return (
		ts.isFunctionDeclaration( node ) ||
		ts.isFunctionExpression( node ) ||
		ts.isArrowFunction( node ) ||
		ts.isMethodDeclaration( node ) ||
		ts.isConstructorDeclaration( node ) ||
		ts.isGetAccessorDeclaration( node ) ||
		ts.isSetAccessorDeclaration( node )
	);
}

/**
 * Each function with a body, nested ones too, with its line span.
 *
 * @param fileName For the parser (TSX or not).
 * @param source   File content.
 */
export function tsFunctionSizes(
	fileName: string,
	source: string
): FunctionSize[] {
	const file = ts.createSourceFile(
		fileName,
		source,
		ts.ScriptTarget.Latest,
		true,
		fileName.endsWith( '.tsx' ) ? ts.ScriptKind.TSX : ts.ScriptKind.TS
	);
	const sizes: FunctionSize[] = [];
	const visit = ( node: ts.Node ) => {
		if ( isFunction( node ) && node.body ) {
			const start = file.getLineAndCharacterOfPosition(
				node.getStart( file )
			).line;
			const end = file.getLineAndCharacterOfPosition(
				node.getEnd()
			).line;
			sizes.push( {
				name: nameOf( node ),
				line: start + 1,
				lines: end - start + 1,
			} );
		}
		ts.forEachChild( node, visit );
	};
	visit( file );
	return sizes;
}
