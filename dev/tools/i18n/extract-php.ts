/**
 * Finds translation calls in PHP without PHP: a small tokenizer that knows
 * comments, quoted strings, heredocs and `?>` … `<?php` HTML.
 */

/**
 * Internal dependencies
 */
import {
	isKeyword,
	messagesFromCalls,
	type CallArguments,
	type Extraction,
	type FoundCall,
	type FoundComment,
} from './gettext-keywords';

type Token =
	| { kind: 'string'; value: string | null; start: number }
	| { kind: 'name'; value: string; start: number }
	| { kind: 'punct'; value: string; start: number };

const SINGLE_ESCAPES: Record< string, string > = { "'": "'", '\\': '\\' };
const DOUBLE_ESCAPES: Record< string, string > = {
	n: '\n',
	t: '\t',
	r: '\r',
	v: '\v',
	e: '\x1b',
	f: '\f',
	'\\': '\\',
	$: '$',
	'"': '"',
};

function unquoteSingle( body: string ): string {
	return body.replace(
		/\\(['\\])/g,
		( _, char: string ) => SINGLE_ESCAPES[ char ]
	);
}

// The value of a double-quoted string, or null when it interpolates.
function unquoteDouble( body: string ): string | null {
	if ( /(^|[^\\])(\\\\)*\$[A-Za-z_{]/.test( body ) || /\{\$/.test( body ) ) {
		return null;
	}
	return body.replace(
		/\\(x[0-9A-Fa-f]{1,2}|u\{[0-9A-Fa-f]+\}|[0-7]{1,3}|.)/g,
		( whole, escape: string ) => {
			if ( escape[ 0 ] === 'x' ) {
				return String.fromCharCode( parseInt( escape.slice( 1 ), 16 ) );
			}
			if ( escape[ 0 ] === 'u' ) {
				return String.fromCodePoint(
					parseInt( escape.slice( 2, -1 ), 16 )
				);
			}
			if ( /^[0-7]/.test( escape ) ) {
				return String.fromCharCode( parseInt( escape, 8 ) );
			}
			return DOUBLE_ESCAPES[ escape ] ?? whole;
		}
	);
}

/**
 * Tokens and comments of a PHP file.
 *
 * @param source The file's text.
 */
export function tokenizePhp( source: string ): {
	tokens: Token[];
	comments: FoundComment[];
} {
	const tokens: Token[] = [];
	const comments: FoundComment[] = [];
	const lineAt = lineCounter( source );
	let index = 0;
	let inPhp = false;
	while ( index < source.length ) {
		if ( ! inPhp ) {
			const open = source.indexOf( '<?', index );
			if ( open === -1 ) {
				break;
			}
			index = source.startsWith( '<?php', open ) ? open + 5 : open + 2;
			if ( source[ index ] === '=' ) {
				index++;
			}
			inPhp = true;
			continue;
		}
		const char = source[ index ];
		const next = source[ index + 1 ];
		if ( /\s/.test( char ) ) {
			index++;
		} else if ( char === '?' && next === '>' ) {
			inPhp = false;
			index += 2;
		} else if (
			( char === '/' && next === '/' ) ||
			( char === '#' && next !== '[' )
		) {
			const newline = source.indexOf( '\n', index );
			const close = source.indexOf( '?>', index );
			let end = newline === -1 ? source.length : newline;
			if ( close !== -1 && close < end ) {
				end = close;
			}
			const text = source.slice( index + ( char === '#' ? 1 : 2 ), end );
			comments.push( {
				text,
				start: index,
				end,
				endLine: lineAt( end ),
			} );
			index = end;
		} else if ( char === '/' && next === '*' ) {
			const close = source.indexOf( '*/', index + 2 );
			const end = close === -1 ? source.length : close + 2;
			const text = source
				.slice( index + 2, close === -1 ? end : close )
				.split( '\n' )
				.map( ( line ) => line.replace( /^\s*\*+\s?/, '' ) )
				.join( '\n' );
			comments.push( {
				text,
				start: index,
				end,
				endLine: lineAt( end ),
			} );
			index = end;
		} else if ( char === "'" || char === '"' ) {
			let end = index + 1;
			while ( end < source.length && source[ end ] !== char ) {
				end += source[ end ] === '\\' ? 2 : 1;
			}
			const body = source.slice( index + 1, end );
			tokens.push( {
				kind: 'string',
				value:
					char === "'"
						? unquoteSingle( body )
						: unquoteDouble( body ),
				start: index,
			} );
			index = end + 1;
		} else if ( source.startsWith( '<<<', index ) ) {
			const match = /^<<<[ \t]*(['"]?)([A-Za-z_]\w*)\1\r?\n/.exec(
				source.slice( index )
			);
			if ( ! match ) {
				tokens.push( { kind: 'punct', value: '<', start: index } );
				index++;
				continue;
			}
			const closing = new RegExp( `\\n[ \\t]*${ match[ 2 ] }\\b` );
			const rest = source.slice( index + match[ 0 ].length );
			const found = closing.exec( rest );
			const end = found
				? index + match[ 0 ].length + found.index + found[ 0 ].length
				: source.length;
			tokens.push( { kind: 'string', value: null, start: index } );
			index = end;
		} else if ( /[A-Za-z_\\\x80-\uffff]/.test( char ) ) {
			const match = /^[A-Za-z_\\\x80-\uffff][\w\\\x80-\uffff]*/.exec(
				source.slice( index, index + 200 )
			);
			const name = match ? match[ 0 ] : char;
			tokens.push( { kind: 'name', value: name, start: index } );
			index += name.length;
		} else {
			const two = source.slice( index, index + 2 );
			const value = two === '->' || two === '::' ? two : char;
			tokens.push( { kind: 'punct', value, start: index } );
			index += value.length;
		}
	}
	return { tokens, comments };
}

/**
 * Line number (1-based) of an offset, by binary search over newlines.
 *
 * @param source The file's text.
 */
export function lineCounter( source: string ): ( offset: number ) => number {
	const newlines: number[] = [];
	for (
		let index = source.indexOf( '\n' );
		index !== -1;
		index = source.indexOf( '\n', index + 1 )
	) {
		newlines.push( index );
	}
	return ( offset ) => {
		let low = 0;
		let high = newlines.length;
		while ( low < high ) {
			const middle = Math.floor( ( low + high ) / 2 );
			if ( newlines[ middle ] < offset ) {
				low = middle + 1;
			} else {
				high = middle;
			}
		}
		return low + 1;
	};
}

/**
 * Read the arguments of a call whose `(` is at tokens[open].
 *
 * @param tokens All tokens.
 * @param open   Index of the opening parenthesis.
 */
function readArguments( tokens: Token[], open: number ): CallArguments {
	const args: CallArguments = [];
	let depth = 0;
	let current: Token[] = [];
	const finish = () => {
		// One literal, or literals joined with `.`, is a literal.
		const literal =
			current.length > 0 &&
			current.every( ( token, position ) =>
				position % 2 === 0
					? token.kind === 'string' && token.value !== null
					: token.kind === 'punct' && token.value === '.'
			) &&
			current.length % 2 === 1;
		args.push(
			literal
				? current
						.filter( ( token ) => token.kind === 'string' )
						.map( ( token ) => token.value )
						.join( '' )
				: null
		);
		current = [];
	};
	for ( let index = open + 1; index < tokens.length; index++ ) {
		const token = tokens[ index ];
		if (
			token.kind === 'punct' &&
			( token.value === '(' || token.value === '[' )
		) {
			depth++;
		} else if (
			token.kind === 'punct' &&
			( token.value === ')' || token.value === ']' )
		) {
			if ( depth === 0 ) {
				if ( current.length > 0 || args.length > 0 ) {
					finish();
				}
				return args;
			}
			depth--;
		} else if (
			depth === 0 &&
			token.kind === 'punct' &&
			token.value === ','
		) {
			finish();
			continue;
		}
		current.push( token );
	}
	return args;
}

/**
 * Translatable messages of one PHP file.
 *
 * @param source The file's text.
 * @param file   Path relative to the plugin root (for references).
 */
export function extractPhp( source: string, file: string ): Extraction {
	const { tokens, comments } = tokenizePhp( source );
	const lineAt = lineCounter( source );
	const calls: FoundCall[] = [];
	tokens.forEach( ( token, index ) => {
		const before = tokens[ index - 1 ];
		const after = tokens[ index + 1 ];
		if (
			token.kind !== 'name' ||
			! isKeyword( token.value.replace( /^\\/, '' ) ) ||
			! after ||
			after.kind !== 'punct' ||
			after.value !== '(' ||
			( before &&
				( ( before.kind === 'punct' &&
					( before.value === '->' || before.value === '::' ) ) ||
					( before.kind === 'name' &&
						before.value.toLowerCase() === 'function' ) ) )
		) {
			return;
		}
		calls.push( {
			name: token.value.replace( /^\\/, '' ),
			args: readArguments( tokens, index + 1 ),
			start: token.start,
			line: lineAt( token.start ),
		} );
	} );
	return messagesFromCalls( file, calls, comments );
}
