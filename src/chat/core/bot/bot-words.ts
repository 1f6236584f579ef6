/**
 * The template's words: what the shipped bot template says and understands
 * in each locale, read from aws/recruiting-bot.template.json at build time
 * (tools/bot-words writes build/bot-words.json) and handed to the page
 * by PHP (includes/bot-words.php) for the page's bot locale only. One
 * source: the chat keeps no word list of its own.
 */

/** The bot's first turn, as Lex answers the chat's start utterance. */
export interface FirstTurn {
	/** The messages' text (plain text, or SSML without its tags). */
	messages: string[];
	/** The intent the turn leaves open (`FindJobs`). */
	intentName: string;
	/** The slot it asks for (`location`). */
	slotToElicit: string;
}

/** One locale's words. */
export interface LocaleWords {
	/** Intent name to its sample utterances, as the template writes them. */
	utterances: Record< string, string[] >;
	/** Intent name to slot name to the slot's (first) prompt text. */
	prompts: Record< string, Record< string, string > >;
	/** Null when the first turn is not plain text (a card, a variation). */
	firstTurn: FirstTurn | null;
	/**
	 * The job API's category name (`Nursing`) to the words candidates use
	 * for it in this locale (`nurse`, `RN`; `enfermería`): the locale's
	 * `AreaWords` slot type, its values and their synonyms. Empty when the
	 * template has none.
	 */
	areaWords: Record< string, string[] >;
	/**
	 * The words candidates put around a new place or area to change a
	 * search ("actually", "what about"; "mejor"): the locale's
	 * `CorrectionWords` slot type. Never a place, never an area. Empty
	 * when the template has none.
	 */
	correctionWords: string[];
	/**
	 * The grammar words the chat reads a message with (link words, join
	 * words, word endings): those of every language the template speaks,
	 * from src/chat/core/understand/languages/{code}.json, as messages mix
	 * them (the job API's category names are in its own language). Empty
	 * lists when the page was given none.
	 */
	grammar: LanguageGrammar;
}

/** A language's grammar words (src/chat/core/understand/languages). */
export interface LanguageGrammar {
	linkWords: string[];
	joinWords: string[];
	wordEndings: string[];
}

/** build/bot-words.json: locale id (`en_US`) to its words. */
export type BotWords = Record< string, LocaleWords >;

export function isStringList( value: unknown ): value is string[] {
	return (
		Array.isArray( value ) &&
		value.every( ( item ) => typeof item === 'string' )
	);
}

/**
 * The first turn, or null when it is missing or malformed.
 * @param value As the config holds it.
 */
export function parseFirstTurn( value: unknown ): FirstTurn | null {
	const { messages, intentName, slotToElicit } = Object( value );
	return isStringList( messages ) &&
		messages.length > 0 &&
		typeof intentName === 'string' &&
		typeof slotToElicit === 'string'
		? { messages, intentName, slotToElicit }
		: null;
}
