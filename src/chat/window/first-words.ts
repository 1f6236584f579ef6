/**
 * The chat's first words as the server's config hands them to the
 * launcher (issue 34; includes/bot-words.php, blocks/chat-assistant/view.ts): the template's first turn
 * in the page's bot locale, which the chat shows before Lex answers and
 * Lex then confirms, and WordPress's locale for the rows' times. Read from
 * the config only, never from block markup.
 */

export interface FirstWords {
	/**
	 * The template's first turn as the config has it: the launcher shows
	 * what the server printed and hands this on; the window checks it
	 * (parseFirstTurn), so the page's script carries no checker (issue 17).
	 */
	turn: unknown;
	/** WordPress's locale (`es_ES`), for the times when the page has no lang. */
	locale: string;
}

/**
 * The first words from the chat's shared config, or null when there are
 * none (the template's first turn is not plain text: the server then
 * prints no first words either).
 *
 * @param shared The chat's shared server config.
 */
export function parseFirstWords( shared: unknown ): FirstWords | null {
	const words = Object( shared ).firstWords;
	return words
		? { turn: words.turn, locale: String( words.locale ?? '' ) }
		: null;
}
