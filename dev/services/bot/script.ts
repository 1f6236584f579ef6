/**
 * Everything the scripted recruiting bot says. dev/services/README.md quotes
 * these; keep the two in step.
 */

export const GREETING =
	"Hi! I'm the careers assistant. I can help you find a job that suits you.";

export const LOCATION_QUESTION =
	'Where would you like to work? Enter a 5-digit zip code or a city and state, like Austin, TX.';

export const AREA_QUESTION = 'Which area are you interested in?';

/**
 * The area question once the place is known.
 * @param location The place, as the bot understood it.
 */
export const areaQuestion = ( location: string ) =>
	`Great, ${ location }. ${ AREA_QUESTION }`;

export const AREA_CARD_TITLE = 'Areas of interest';

export const AREA_CARD_SUBTITLE = 'Choose one, or type it';

export const areaRetry = ( text: string ) =>
	`Sorry, I don't have jobs in "${ text.trim() }". Please choose one of these areas:`;

/**
 * The place question when the candidate named the area first.
 * @param category The area's exact name.
 */
export const locationQuestion = ( category: string ) =>
	`${ category }, great choice. ${ LOCATION_QUESTION }`;

export const LOCATION_RETRY =
	'Sorry, I need a 5-digit zip code or a city and state, like Austin, TX. Where would you like to work?';

export const closing = ( category: string, location: string ) =>
	`Thanks! Here are ${ category } jobs near ${ location }.`;

/** Markdown with a link: the chat renders it when markdown is on. */
export const HELP =
	"I can help you find a job. Tell me the **area** you're interested in and **where** you'd like to work, and I'll list matching jobs. You can also [search all jobs](/jobs/) or say \"start over\" at any time.";

export const START_OVER = "<speak>No problem, let's start over.</speak>";

export const FALLBACK =
	'Sorry, I didn\'t understand that. Say "find jobs" to search for jobs, or "help" to see what I can do.';
