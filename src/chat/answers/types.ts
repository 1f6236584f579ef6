/**
 * An answer as the answers endpoint serves it
 * (`GET careers-frontend/v1/answers`, includes/answers-rest.php).
 */
export interface Answer {
	/** The answer post's id. */
	id: number;
	/** The question, as its title. */
	question: string;
	/** Other ways candidates ask it. */
	phrasings: string[];
	/** The answer as plain text (paragraphs separated by blank lines). */
	answer: string;
	/** A fuller page on the topic, or empty. */
	link: string;
	/** What the link goes to (the page's title), or empty. */
	linkTitle: string;
}

/** What one language needs for matching: its stemmer and stop words. */
export interface LanguageData {
	stem: ( word: string ) => string;
	stopWords: readonly string[];
}
