/**
 * marked's lexer for Jest: the package only exports its ES module build,
 * which Jest does not transform, so the UMD build is loaded by path.
 */

/**
 * External dependencies
 */
import path from 'path';
import type { MarkedToken } from 'marked';

/**
 * Internal dependencies
 */
import { renderTokens } from '../components/markdown';
import type { Lex } from '../lib/lex';

interface MarkedUmd {
	Lexer: {
		lex: (
			markdown: string,
			options: Record< string, unknown >
		) => unknown[];
	};
}

const umd = path.join(
	path.dirname( require.resolve( 'marked/package.json' ) ),
	'lib',
	'marked.umd.js'
);
const marked: MarkedUmd = require( umd );

/**
 * The same options and renderer as lib/markdown-chunk.ts.
 *
 * @param markdown Markdown source.
 */
export const testLex: Lex = ( markdown ) =>
	renderTokens(
		marked.Lexer.lex( markdown, {
			gfm: true,
			breaks: true,
		} ) as MarkedToken[]
	);

export const loadTestLexer = () => Promise.resolve( testLex );
