/**
 * marked's lexer, fetched as its own chunk the first time the window opens
 * with markdown on. Only the lexer is used: its tokens become React
 * elements (components/markdown.tsx), never an HTML string.
 */

/**
 * External dependencies
 */
import type { MarkedToken } from 'marked';

export type Lex = ( markdown: string ) => MarkedToken[];

let loading: Promise< Lex > | undefined;

export function loadLexer(): Promise< Lex > {
	if ( ! loading ) {
		loading = import(
			/* webpackChunkName: "chat-markdown" */ 'marked'
		).then(
			( { Lexer } ): Lex =>
				( markdown ) =>
					// Without extensions the lexer only makes MarkedTokens.
					Lexer.lex( markdown, {
						gfm: true,
						breaks: true,
					} ) as MarkedToken[]
		);
		// A failed chunk load may succeed next time.
		loading.catch( () => ( loading = undefined ) );
	}
	return loading;
}
