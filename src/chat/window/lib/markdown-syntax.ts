/**
 * Whether a reply needs marked at all (issue 17): most bot replies are
 * plain sentences, shown the same with or without it, so the 15 kB lexer
 * is fetched only for a reply that has markdown syntax.
 */

/**
 * Internal dependencies
 */
import type { BotMessage } from '../../core/bot';

/**
 * Emphasis, code, links and images, or a line that starts a heading, list,
 * quote, rule or table. Line breaks alone need nothing: bubbles keep them.
 */
const MARKDOWN_SYNTAX =
	/(\*\*?|__?|~~)\S[\s\S]*?\S?\1|`|\]\(|!\[|<https?:|^ {0,3}(#{1,6}\s|[-*+]\s|\d+[.)]\s|>|([-*_] *){3,}$|\|)/m;

export function looksLikeMarkdown( text: string ): boolean {
	return MARKDOWN_SYNTAX.test( text );
}

/**
 * Whether a message is shown through marked when markdown is on: plain
 * text only (transcript-entry.tsx), and only with markdown syntax.
 *
 * @param message A bot message.
 */
export function needsMarkdown( message: BotMessage ): boolean {
	return (
		message.contentType === 'PlainText' && looksLikeMarkdown( message.text )
	);
}
