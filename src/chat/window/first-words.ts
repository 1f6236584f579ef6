/**
 * The chat's first words as the server's config hands them to the
 * launcher (issue 34; includes/bot-words.php, blocks/chat-assistant/view.ts): the template's first turn
 * in the page's bot locale, which the chat shows before Lex answers and
 * Lex then confirms, and WordPress's locale for the rows' times. Read from
 * the config only, never from block markup.
 */

/**
 * Internal dependencies
 */
import { parseFirstTurn, type FirstTurn } from '../core/bot-words';

export interface FirstWords {
	turn: FirstTurn;
	/** WordPress's locale (`es_ES`), for the times when the page has no lang. */
	locale: string;
}

/**
 * The first words from the chat's shared config, or null when there are
 * none (the template's first turn is not plain text) or they are malformed.
 *
 * @param shared The chat's shared server config.
 */
export function parseFirstWords( shared: unknown ): FirstWords | null {
	const words = Object( Object( shared ).firstWords );
	const turn = parseFirstTurn( words.turn );
	return turn ? { turn, locale: String( words.locale ?? '' ) } : null;
}
