/**
 * Whether a reply could render differently as markdown: emphasis, code,
 * links, headings, quotes, lists or tables. Replies without any of these
 * render the same as plain text with clickable addresses, so marked is only
 * fetched once a reply needs it.
 */
const MARKDOWN_SYNTAX = /[*_`~[\]|]|^\s{0,3}(#|>|[-+*]\s|\d+[.)]\s)/m;

export function mayBeMarkdown( text: string ): boolean {
	return MARKDOWN_SYNTAX.test( text );
}
