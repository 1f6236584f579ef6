/**
 * The shape of the understanding corpus: what a candidate types at one step
 * of the conversation, and what the chat should make of it.
 */

/** The locales of the bot's template. */
export type CorpusLocale = 'en_US' | 'es_US';

/**
 * Where the candidate is when typing: the place question (just after the
 * welcome), the area question (after "Austin, TX"), or after a search
 * (Nursing near Dallas, TX, listed).
 */
export type CorpusStep = 'place' | 'area' | 'results';

/** The intents of the template the chat hands a message to. */
export type CorpusIntent =
	| 'Welcome'
	| 'Help'
	| 'StartOver'
	| 'Goodbye'
	| 'FindJobs'
	| 'FallbackIntent';

export type CorpusExpectation =
	/** The bot answers with this intent: no place lookup, no search. */
	| { intent: CorpusIntent }
	/** The chat asks its open question again, sending nothing. */
	| { asked: 'location' | 'areaInterest' }
	/**
	 * What the chat knows after the message ("City, ST" or a zip, and the
	 * job API's category), and the choices the panel offers for what is
	 * still open. Both known and nothing to choose: the search runs.
	 */
	| { place?: string; area?: string; choices?: string[] }
	/** "Sorry, I couldn't find that location" (at the place question). */
	| { notFound: true }
	/** The area is none of the job API's (at the area question). */
	| { unknownArea: true };

export interface CorpusCase {
	locale: CorpusLocale;
	step: CorpusStep;
	text: string;
	expect: CorpusExpectation;
}

/** What each step's set-up leaves the chat knowing. */
export const STEP_PLACE: Record< CorpusStep, string | undefined > = {
	place: undefined,
	area: 'Austin, TX',
	results: 'Dallas, TX',
};
export const STEP_AREA: Record< CorpusStep, string | undefined > = {
	place: undefined,
	area: undefined,
	results: 'Nursing',
};

/** The cities of Texas with jobs, as the job API lists them. */
export const TEXAS_CITIES = [
	'Austin, TX',
	'Dallas, TX',
	'Fort Worth, TX',
	'Houston, TX',
	'Round Rock, TX',
	'San Antonio, TX',
];
export const PORTLANDS = [ 'Portland, ME', 'Portland, OR' ];
