/**
 * What the chunk chat-markdown holds: marked's lexer and the renderer of
 * its tokens, which only a reply with markdown needs.
 */

/**
 * External dependencies
 */
import { Lexer, type MarkedToken } from 'marked';

/**
 * Internal dependencies
 */
import { renderTokens } from '../components/markdown';
import type { Lex } from './lex';

export const renderMarkdown: Lex = ( markdown ) =>
	// Without extensions the lexer only makes MarkedTokens.
	renderTokens(
		Lexer.lex( markdown, { gfm: true, breaks: true } ) as MarkedToken[]
	);
