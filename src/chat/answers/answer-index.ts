/**
 * Finds the answer to a candidate's message among the site's answers, or
 * none. MiniSearch ranks the answers (BM25 over the question and the
 * phrasings, boosted, and the answer text; the language's stems, accent
 * folding, typos within an edit or two, word beginnings). It then has to
 * fit: the message must be close to one way the answer is asked (a
 * weighted Dice overlap of their words, as an intent matches its sample
 * utterances), or the answer's ways of asking must hold most of the
 * message's words. Words all answers use weigh little, words no answer
 * uses a little more; stop words not at all. A word shared by chance
 * ("what time is it?" and "part time") is not enough.
 */
import MiniSearch, { type SearchOptions } from 'minisearch';

/**
 * Internal dependencies
 */
import { foldAccents, tokenize } from './text';
import type { Answer, LanguageData } from './types';

/** How close is close enough; measured on the corpus in test/. */
export interface FitThresholds {
	/** Least weighted Dice overlap with one way of asking. */
	utterance: number;
	/** Least share of the message's weight the ways of asking hold… */
	coverage: number;
	/** …adding up to at least this weight (1: one word only it is asked with). */
	coverageWeight: number;
	/** Weight of a word no way of asking has, against the rarest one's 1. */
	unknownWord: number;
}

export const DEFAULT_THRESHOLDS: Readonly< FitThresholds > = Object.freeze( {
	utterance: 0.5,
	coverage: 0.6,
	coverageWeight: 0.8,
	unknownWord: 0.85,
} );

/** What find() found, with the evidence, for tests and tuning. */
export interface AnswerFit {
	answer: Answer;
	/** Best weighted Dice overlap with one of its ways of asking. */
	utterance: number;
	/** Share of the message's weight its ways of asking hold. */
	coverage: number;
	/** How many of the message's words they hold. */
	words: number;
	/** Whether it fits well enough to be given. */
	fits: boolean;
}

export interface AnswerIndex {
	/** The answer to give, or undefined when none fits well enough. */
	find: ( message: string ) => Answer | undefined;
	/** The best-ranked answer and how well it fits, if any shares a word. */
	explain: ( message: string ) => AnswerFit | undefined;
}

interface Utterance {
	id: number;
	answer: number;
	text: string;
}

/**
 * Typos: none in stems under 6 letters ("medic" is not "medi"), one edit
 * up to 8, two beyond. Word beginnings for words of 4 letters or more.
 */
const MATCHING: SearchOptions = {
	fuzzy: ( term ) => {
		if ( term.length < 6 ) {
			return false;
		}
		return term.length < 9 ? 1 : 2;
	},
	prefix: ( term ) => term.length >= 4,
	combineWith: 'OR',
};

/** How many of the best ranked answers are weighed for fit. */
const CANDIDATES = 3;

/**
 * The language's term processing: stop words dropped, the word stemmed
 * as typed and folded, and folded then stemmed (a stemmer whose suffixes
 * carry accents leaves "postulacion" whole but cuts "postulación").
 *
 * @param language Stemmer and stop words.
 */
function termProcessor( language: LanguageData ) {
	// "what's" is a stop word, so "whats" is one too.
	const stopWords = new Set(
		language.stopWords.flatMap( ( word ) => {
			const folded = foldAccents( word );
			return [ folded, folded.replace( /['’]/g, '' ) ];
		} )
	);
	return ( term: string ): string[] | null => {
		const folded = foldAccents( term );
		if ( stopWords.has( folded ) ) {
			return null;
		}
		return [
			...new Set( [
				foldAccents( language.stem( term ) ),
				language.stem( folded ),
			] ),
		];
	};
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
	const termsOf = ( text: string ) =>
		tokenize( text ).flatMap( ( word ) => processTerm( word ) ?? [] );

	// Documents by position: ids from the server are not trusted unique.
	const documents = new MiniSearch< {
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
	documents.addAll(
		answers.map( ( answer, id ) => ( {
			id,
			question: answer.question,
			phrasings: answer.phrasings.join( '\n' ),
			answer: answer.answer,
		} ) )
	);

	// Each way of asking on its own, to measure how close a message is.
	const utterances: Utterance[] = answers.flatMap( ( answer, index ) =>
		[ answer.question, ...answer.phrasings ].map( ( text ) => ( {
			id: 0,
			answer: index,
			text,
		} ) )
	);
	utterances.forEach( ( utterance, id ) => ( utterance.id = id ) );
	const asked = new MiniSearch< Utterance >( {
		fields: [ 'text' ],
		tokenize,
		processTerm,
		searchOptions: MATCHING,
	} );
	asked.addAll( utterances );

	// In how many answers' ways of asking each term is: a word every
	// answer is asked with ("es", "work") tells nothing, whatever the stop
	// words missed.
	const termAnswers = new Map< string, Set< number > >();
	answers.forEach( ( answer, index ) => {
		for ( const term of termsOf(
			[ answer.question, ...answer.phrasings, answer.answer ].join( '\n' )
		) ) {
			const holders = termAnswers.get( term ) ?? new Set< number >();
			holders.add( index );
			termAnswers.set( term, holders );
		}
	} );
	// Inverse document frequency: 1 for a word one answer is asked with, 0
	// for one every answer is; a word none is asked with weighs a set part.
	const spread = Math.log( Math.max( 2, answers.length ) );
	const weightOf = ( count: number ) =>
		count === 0
			? thresholds.unknownWord
			: Math.max( 0, Math.log( answers.length / count ) / spread );
	const utteranceWeights = utterances.map( ( { text } ) =>
		[ ...new Set( termsOf( text ) ) ].reduce(
			( sum, term ) =>
				sum + weightOf( termAnswers.get( term )?.size ?? 0 ),
			0
		)
	);

	/**
	 * How well one answer fits the message's words.
	 *
	 * @param index   The answer's position.
	 * @param matches Per word: its weight and the ways of asking it matches.
	 * @param count   How many of the message's words any answer is asked with.
	 */
	function fitOf(
		index: number,
		matches: Array< { weight: number; utterances: Set< number > } >,
		count: number
	): AnswerFit {
		const total = matches.reduce( ( sum, { weight } ) => sum + weight, 0 );
		let utterance = 0;
		for ( const { id } of utterances ) {
			if ( utterances[ id ].answer !== index ) {
				continue;
			}
			const common = matches.filter( ( match ) =>
				match.utterances.has( id )
			);
			// One word in common is chance unless the message has one.
			if ( common.length < Math.min( 2, count ) ) {
				continue;
			}
			const shared = common.reduce(
				( sum, { weight } ) => sum + weight,
				0
			);
			utterance = Math.max(
				utterance,
				( 2 * shared ) / ( total + utteranceWeights[ id ] || 1 )
			);
		}
		const held = matches.filter( ( match ) =>
			[ ...match.utterances ].some(
				( id ) => utterances[ id ].answer === index
			)
		);
		const coverage =
			held.reduce( ( sum, { weight } ) => sum + weight, 0 ) /
			( total || 1 );
		return {
			answer: answers[ index ],
			utterance,
			coverage,
			words: held.length,
			fits:
				utterance >= thresholds.utterance ||
				( coverage >= thresholds.coverage &&
					held.reduce( ( sum, { weight } ) => sum + weight, 0 ) >=
						thresholds.coverageWeight ),
		};
	}

	function explain( message: string ): AnswerFit | undefined {
		// The message's words, once each, by their first term.
		const words = new Map< string, string >();
		for ( const word of tokenize( message ) ) {
			const terms = processTerm( word );
			if ( terms && ! words.has( terms[ 0 ] ) ) {
				words.set( terms[ 0 ], word );
			}
		}
		const ranked = documents.search( message ).slice( 0, CANDIDATES );
		if ( words.size === 0 || ranked.length === 0 ) {
			return undefined;
		}
		// Which ways of asking each word matches, typos and stems included,
		// and how telling it is.
		const matches = [ ...words.values() ].map( ( word ) => {
			const found = asked
				.search( word )
				.map( ( { id } ) => id as number );
			return {
				// Typos count, word beginnings not ("whats" is not "whatever").
				weight: weightOf(
					documents.search( word, { prefix: false } ).length
				),
				utterances: new Set( found ),
			};
		} );
		const asking = matches.filter( ( match ) => match.utterances.size > 0 );
		const fits = ranked.map( ( { id } ) =>
			fitOf( id as number, matches, asking.length )
		);
		// The best ranked that fits; else the best ranked, unfit.
		return fits.find( ( fit ) => fit.fits ) ?? fits[ 0 ];
	}

	return {
		explain,
		find: ( message ) => {
			const fit = explain( message );
			return fit?.fits ? fit.answer : undefined;
		},
	};
}
