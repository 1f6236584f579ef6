/**
 * marked's lexer with the renderer of its tokens, fetched as one chunk the
 * first time a reply has markdown syntax. Only the lexer is used: its
 * tokens become React elements (components/markdown.tsx), never an HTML
 * string.
 */

/**
 * Internal dependencies
 */
import type { Lex } from './lex';

let loading: Promise< Lex > | undefined;

export function loadLexer(): Promise< Lex > {
	if ( ! loading ) {
		loading = import(
			/* webpackChunkName: "chat-markdown" */ './markdown-chunk'
		).then( ( { renderMarkdown } ) => renderMarkdown );
		// A failed chunk load may succeed next time.
		loading.catch( () => ( loading = undefined ) );
	}
	return loading;
}
