/**
 * Finds @wordpress/i18n calls in TypeScript, JSX and built JavaScript with
 * Babel's parser: `__()`, `i18n.__()` and webpack's `(0, x.__)()` forms.
 */

/**
 * External dependencies
 */
import { parse, type ParserPlugin } from '@babel/parser';
import type { Comment, Expression, Node } from '@babel/types';

/**
 * Internal dependencies
 */
import {
	JS_KEYWORDS,
	messagesFromCalls,
	type CallArguments,
	type Extraction,
	type FoundCall,
	type FoundComment,
} from './gettext-keywords';

// The translation function a callee names, if it names one.
function calleeName( callee: Node ): string | undefined {
	if ( callee.type === 'Identifier' ) {
		return JS_KEYWORDS.has( callee.name ) ? callee.name : undefined;
	}
	if (
		callee.type === 'MemberExpression' &&
		! callee.computed &&
		callee.property.type === 'Identifier'
	) {
		return JS_KEYWORDS.has( callee.property.name )
			? callee.property.name
			: undefined;
	}
	if ( callee.type === 'SequenceExpression' ) {
		const last = callee.expressions[ callee.expressions.length - 1 ];
		return last ? calleeName( last ) : undefined;
	}
	if (
		callee.type === 'TSAsExpression' ||
		callee.type === 'TSNonNullExpression'
	) {
		return calleeName( callee.expression );
	}
	return undefined;
}

// The value of a literal string argument, or null.
function literal( node: Node | undefined ): string | null {
	if ( ! node ) {
		return null;
	}
	if ( node.type === 'StringLiteral' ) {
		return node.value;
	}
	if ( node.type === 'TemplateLiteral' && node.expressions.length === 0 ) {
		return node.quasis[ 0 ]?.value.cooked ?? null;
	}
	if ( node.type === 'BinaryExpression' && node.operator === '+' ) {
		const left = literal( node.left );
		const right = literal( node.right );
		return left === null || right === null ? null : left + right;
	}
	return null;
}

function walk( node: unknown, visit: ( node: Node ) => void ): void {
	if ( Array.isArray( node ) ) {
		for ( const item of node ) {
			walk( item, visit );
		}
		return;
	}
	if (
		typeof node !== 'object' ||
		node === null ||
		typeof ( node as Node ).type !== 'string'
	) {
		return;
	}
	visit( node as Node );
	for ( const [ key, value ] of Object.entries( node ) ) {
		if (
			key !== 'leadingComments' &&
			key !== 'trailingComments' &&
			key !== 'innerComments' &&
			typeof value === 'object'
		) {
			walk( value, visit );
		}
	}
}

function parserPlugins( file: string ): ParserPlugin[] {
	if ( /\.tsx?$/.test( file ) ) {
		return file.endsWith( '.tsx' )
			? [ 'typescript', 'jsx' ]
			: [ 'typescript' ];
	}
	return [ 'jsx' ];
}

/**
 * Translatable messages of one script.
 *
 * @param source The file's text.
 * @param file   Path relative to the plugin root (for references).
 */
export function extractJs( source: string, file: string ): Extraction {
	const ast = parse( source, {
		sourceType: 'unambiguous',
		plugins: parserPlugins( file ),
		errorRecovery: true,
	} );
	const calls: FoundCall[] = [];
	walk( ast.program, ( node ) => {
		if ( node.type !== 'CallExpression' ) {
			return;
		}
		const name = calleeName( node.callee );
		if ( ! name ) {
			return;
		}
		const args: CallArguments = node.arguments.map( ( argument ) =>
			literal( argument as Expression )
		);
		calls.push( {
			name,
			args,
			start: node.start ?? 0,
			line: node.loc?.start.line ?? 0,
		} );
	} );
	const comments: FoundComment[] = ( ast.comments ?? [] ).map(
		( comment: Comment ) => ( {
			text: comment.value
				.split( '\n' )
				.map( ( line ) => line.replace( /^\s*\*+\s?/, '' ) )
				.join( '\n' ),
			start: comment.start ?? 0,
			end: comment.end ?? 0,
			endLine: comment.loc?.end.line ?? 0,
		} )
	);
	return messagesFromCalls( file, calls, comments );
}
