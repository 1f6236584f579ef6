/**
 * What to do with a message: hand a command to its intent, ask the open
 * question again, answer with a place and an area (either, or both), offer
 * choices, give the site's answer to a question, or say what was not
 * understood. Places are looked up here, once, and never for a question.
 */

/**
 * Internal dependencies
 */
import type { GeocodeResult } from '../places';
import {
	areaNames,
	type IntentMatch,
	looseUtteranceOf,
	type MessageReading,
	readMessage,
	readPlaces,
} from '../understand';
import { LOCATION_NOT_FOUND_MESSAGE } from './error-entry';
import { citiesOf, lookUp } from './look-up-places';
import type { QuestionReading } from './conversation-types';
import { answerPlan, questionOf, questionStep } from './question-plan';
import type { OpenQuestion } from './open-question';
import type { TemplateWords } from './template-words';
import type { NewTranscriptEntry } from './transcript';
import type { TurnContext } from './turn';

export interface FoundPlace {
	/** As the candidate typed it ("Dallas, TX"): the slot's value. */
	text: string;
	result: GeocodeResult;
}

export type Plan =
	| { kind: 'command'; match: IntentMatch }
	| { kind: 'repeat' }
	| {
			kind: 'answer';
			place?: FoundPlace;
			area?: string;
			/** Said before the bot's reply (a place not found). */
			before: NewTranscriptEntry[];
			/** Said after it (the choices for what is still open). */
			after: NewTranscriptEntry[];
	  }
	| { kind: 'lines'; lines: NewTranscriptEntry[] }
	/** Lines, then the open question again (a question answered). */
	| { kind: 'say'; lines: NewTranscriptEntry[] }
	| { kind: 'refuse' }
	| { kind: 'free' };

export const NOT_FOUND: NewTranscriptEntry = {
	kind: 'location-not-found',
	text: LOCATION_NOT_FOUND_MESSAGE,
};

interface PlacePart {
	place?: FoundPlace;
	notice?: NewTranscriptEntry;
	missing?: boolean;
	/** The geocoder failed: whether the words name a place is not known. */
	failed?: boolean;
}

/**
 * The place the words name, or the choices to offer for them.
 * @param ctx  The conversation.
 * @param text The words that may name a place.
 */
async function placePart(
	ctx: TurnContext,
	text: string
): Promise< PlacePart > {
	const found = await lookUp( ctx, text );
	if ( ! found ) {
		return { missing: true, failed: true };
	}
	const reading = readPlaces( found, text );
	switch ( reading.kind ) {
		case 'place':
			return { place: { text, result: reading.place } };
		case 'choices':
			return {
				notice: {
					kind: 'notice',
					notice: 'place-choices',
					text,
					choices: reading.options,
				},
			};
		case 'state': {
			const { state } = reading;
			const cities = await citiesOf( ctx, state.state );
			return {
				notice: {
					kind: 'notice',
					notice: reading.short ? 'state-code' : 'state-choices',
					text: state.formatted.split( ',' )[ 0 ] || state.state,
					choices: cities.map(
						( city ) => `${ city }, ${ state.state }`
					),
				},
			};
		}
	}
	return { missing: true };
}

function areaPart( reading: MessageReading ): PlacePart & { area?: string } {
	if ( reading.categories.length === 1 ) {
		return { area: reading.categories[ 0 ] };
	}
	return reading.categories.length > 1
		? {
				notice: {
					kind: 'notice',
					notice: 'area-choices',
					text: reading.areaText ?? '',
					choices: reading.categories,
				},
			}
		: {};
}

/**
 * Words given as a place with no question open: a name, a zip code or a
 * correction ("Atlantis", "actually, Atlantis"); others ("turn 0", "jobs
 * 0") are the bot's.
 * @param reading The message read.
 */
const givenAsPlace = ( reading: MessageReading ) =>
	reading.placeLike && ( reading.correction || reading.byName );

function intentPlan( match: IntentMatch, open: OpenQuestion | null ): Plan {
	return open && match.intent === open.intent
		? { kind: 'repeat' }
		: { kind: 'command', match };
}

/**
 * Nothing understood: a command said loosely, else the open question's
 * line ("couldn't find that location", an area that is none of ours), or
 * after a search, the bot's to read.
 * @param reading
 * @param open
 * @param words
 * @param typed
 * @param listed
 */
function notUnderstood(
	reading: MessageReading,
	open: OpenQuestion | null,
	words: TemplateWords,
	typed: string,
	listed: boolean
): Plan {
	const loose = looseUtteranceOf(
		reading.tokens,
		words.utterances,
		words.grammar,
		words.correctionWords
	);
	if ( loose ) {
		return intentPlan( loose, open );
	}
	// A place no geocoder knows, asked for or given after a search as a
	// name or a correction ("Atlantis", "actually, Atlantis"): the spec's
	// line. Other words with no question open are the bot's ("turn 0").
	if ( open?.role === 'place' || ( ! open && givenAsPlace( reading ) ) ) {
		return {
			kind: 'lines',
			lines: [ NOT_FOUND ],
		};
	}
	if ( open?.role === 'area' ) {
		// Without the job API's list, the area goes as typed.
		return listed
			? { kind: 'refuse' }
			: { kind: 'answer', area: typed, before: [], after: [] };
	}
	return { kind: 'free' };
}

/**
 * @param ctx   The conversation.
 * @param typed What the candidate typed (trimmed).
 * @param open  The open question.
 * @param words The template's words.
 */
export function planMessage(
	ctx: TurnContext,
	typed: string,
	open: OpenQuestion | null,
	words: TemplateWords
): Promise< Plan > {
	// Asked at once, beside the categories; a command does not wait for it.
	return readAndPlan( ctx, typed, open, words, questionOf( ctx, typed ) );
}

/**
 * @param ctx   The conversation.
 * @param typed What the candidate typed (trimmed).
 * @param open  The open question.
 * @param words The template's words.
 * @param asked What the site's answers make of it, on its way.
 */
async function readAndPlan(
	ctx: TurnContext,
	typed: string,
	open: OpenQuestion | null,
	words: TemplateWords,
	asked: Promise< QuestionReading >
): Promise< Plan > {
	const categories = await ctx.categories.forAnswer();
	const reading = readMessage( typed, {
		utterances: words.utterances,
		names: areaNames( categories ?? [], words.areaWords, words.grammar ),
		slips: open?.role === 'area',
		grammar: words.grammar,
		corrections: words.correctionWords,
	} );
	if ( reading.intent ) {
		return intentPlan( reading.intent, open );
	}
	const plain = ! reading.categories.length && ! reading.placeLike;
	const loose =
		plain &&
		looseUtteranceOf(
			reading.tokens,
			words.utterances,
			words.grammar,
			words.correctionWords
		);
	if ( loose ) {
		return intentPlan( loose, open );
	}
	// A question the site answers: a sentence, even one that names an area
	// ("what is the salary range for nurses"), or words that name no place
	// and no area ("visa sponsorship"); "ventas" stays an area. One that
	// is no place to look up and no area to refuse, the chat cannot answer.
	const question = await asked;
	const { step, placeLike } = questionStep( reading, question, typed );
	if ( step !== 'read' ) {
		return answerPlan(
			step === 'answer'
				? question
				: { contact: question.contact, sentence: true }
		);
	}
	const area = areaPart( reading );
	// A sentence's place only when it reads as one ("what about Houston?").
	const wanted =
		placeLike ||
		( ! question.sentence &&
			( ! reading.categories.length || open?.role === 'place' ) );
	const place =
		reading.place && wanted ? await placePart( ctx, reading.place ) : {};
	const notices = [ area.notice, place.notice ].filter(
		( notice ): notice is NewTranscriptEntry => notice !== undefined
	);
	if ( ! area.area && ! place.place ) {
		// The geocoder failed: the spec's line for a geocode failure, at
		// every step (after a search too, not the bot's "not understood").
		if ( place.failed && ( open || givenAsPlace( reading ) ) ) {
			return { kind: 'lines', lines: [ ...notices, NOT_FOUND ] };
		}
		return notices.length
			? { kind: 'lines', lines: notices }
			: notUnderstood(
					{ ...reading, placeLike },
					open,
					words,
					typed,
					Boolean( categories?.length )
				);
	}
	return {
		kind: 'answer',
		place: place.place,
		area: area.area,
		before: place.missing && placeLike ? [ NOT_FOUND ] : [],
		after: notices,
	};
}
