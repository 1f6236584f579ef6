/**
 * Finds the answer to a candidate's message among the site's answers, or
 * none. MiniSearch ranks the answers (BM25 over the question and the
 * phrasings, boosted, and the answer text; the language's stems, accent
 * folding, typos within an edit or two, word beginnings). The best ranked
 * that fits (fit.ts) is the answer: a word shared by chance ("what time
 * is it?" and "part time") is not enough.
 */
import MiniSearch from 'minisearch';

/**
 * Internal dependencies
 */
import {
	DEFAULT_THRESHOLDS,
	fitOf,
	type AnswerFit,
	type FitThresholds,
	type WordMatch,
} from './fit';
import { MATCHING, termProcessor, type TermProcessor } from './terms';
import { tokenize } from './text';
import { waysOfAsking } from './ways-of-asking';
import type { Answer, LanguageData } from './types';

export interface AnswerIndex {
	/** The answer to give, or undefined when none fits well enough. */
	find: ( message: string ) => Answer | undefined;
	/** The answer chosen and how well it fits, if any shares a word. */
	explain: ( message: string ) => AnswerFit | undefined;
}

/** How many of the best ranked answers are weighed for fit. */
const CANDIDATES = 3;

/**
 * The ranking index: the answers by position (ids from the server are not
 * trusted to be unique), the question and phrasings boosted over the text.
 *
 * @param answers     The answers.
 * @param processTerm The language's term processing.
 */
function rankingIndex(
	answers: readonly Answer[],
	processTerm: TermProcessor
) {
	const index = new MiniSearch< {
		id: number;
		question: string;
		phrasings: string;
		answer: string;
	} >( {
		fields: [ 'question', 'phrasings', 'answer' ],
		tokenize,
		processTerm,
		searchOptions: {
			...MATCHING,
			boost: { question: 2, phrasings: 2, answer: 1 },
		},
	} );
	index.addAll(
		answers.map( ( answer, id ) => ( {
			id,
			question: answer.question,
			phrasings: answer.phrasings.join( '\n' ),
			answer: answer.answer,
		} ) )
	);
	return index;
}

/**
 * The message's words, once each (by their first term).
 *
 * @param message     The candidate's message.
 * @param processTerm The language's term processing.
 */
function wordsOf( message: string, processTerm: TermProcessor ): string[] {
	const words = new Map< string, string >();
	for ( const word of tokenize( message ) ) {
		const terms = processTerm( word );
		if ( terms && ! words.has( terms[ 0 ] ) ) {
			words.set( terms[ 0 ], word );
		}
	}
	return [ ...words.values() ];
}

/**
 * Build the index of some answers in one language.
 *
 * @param answers    The site's answers in that language.
 * @param language   Its stemmer and stop words (loadLanguageData()).
 * @param thresholds How close is close enough.
 */
export function createAnswerIndex(
	answers: readonly Answer[],
	language: LanguageData,
	thresholds: FitThresholds = DEFAULT_THRESHOLDS
): AnswerIndex {
	const processTerm = termProcessor( language );
	const ranking = rankingIndex( answers, processTerm );
	const ways = waysOfAsking( answers, processTerm, thresholds.unknownWord );

	function explain( message: string ): AnswerFit | undefined {
		const words = wordsOf( message, processTerm );
		const ranked = ranking.search( message ).slice( 0, CANDIDATES );
		if ( words.length === 0 || ranked.length === 0 ) {
			return undefined;
		}
		const matches: WordMatch[] = words.map( ( word ) => ( {
			// Typos count, word beginnings not ("whats" is not "whatever").
			weight: ways.weightOf(
				ranking.search( word, { prefix: false } ).length
			),
			ways: ways.matching( word ),
		} ) );
		const fits = ranked.map( ( { id } ) =>
			fitOf( answers, id as number, matches, ways, thresholds )
		);
		// The best ranked that fits; else the best ranked, unfit.
		const chosen = fits.find( ( fit ) => fit.fits );
		if ( ! chosen ) {
			return fits[ 0 ];
		}
		// Another is closer to one way of asking: the message is between
		// two answers, so neither.
		const between = fits.some(
			( fit ) => fit.utterance > chosen.utterance
		);
		return between ? { ...chosen, fits: false } : chosen;
	}

	return {
		explain,
		find: ( message ) => {
			const fit = explain( message );
			return fit?.fits ? fit.answer : undefined;
		},
	};
}

export { DEFAULT_THRESHOLDS, type AnswerFit, type FitThresholds };
