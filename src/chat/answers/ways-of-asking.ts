/**
 * Each way an answer is asked (its question and each phrasing) on its
 * own, to measure how close a message is to one, and how telling each
 * word is: a word every answer is asked with ("es", "work") tells nothing,
 * whatever the stop words missed.
 */
import MiniSearch from 'minisearch';

/**
 * Internal dependencies
 */
import { MATCHING, stemsOf, termsOf, type TermProcessor } from './terms';
import { tokenize } from './text';
import type { Answer } from './types';

export interface WayOfAsking {
	id: number;
	/** The answer's position. */
	answer: number;
	text: string;
	/** The weight of its words together. */
	weight: number;
}

export interface WaysOfAsking {
	all: WayOfAsking[];
	/** The ways of asking a word matches, typos and stems included. */
	matching: ( word: string ) => Set< number >;
	/**
	 * A word's weight from how many answers have it: 1 for one, 0 for all,
	 * `unknownWord` for none.
	 */
	weightOf: ( answerCount: number ) => number;
}

/**
 * Index the ways of asking.
 *
 * @param answers     The answers.
 * @param processTerm The language's term processing.
 * @param unknownWord The weight of a word no answer has.
 */
export function waysOfAsking(
	answers: readonly Answer[],
	processTerm: TermProcessor,
	unknownWord: number
): WaysOfAsking {
	// In how many answers each term is, in any field.
	const answersWith = new Map< string, number >();
	for ( const answer of answers ) {
		const text = [ answer.question, ...answer.phrasings, answer.answer ];
		for ( const term of new Set(
			termsOf( text.join( '\n' ), processTerm )
		) ) {
			answersWith.set( term, ( answersWith.get( term ) ?? 0 ) + 1 );
		}
	}
	const spread = Math.log( Math.max( 2, answers.length ) );
	const weightOf = ( count: number ) =>
		count === 0
			? unknownWord
			: Math.max( 0, Math.log( answers.length / count ) / spread );

	const all: WayOfAsking[] = answers
		.flatMap( ( answer, index ) =>
			[ answer.question, ...answer.phrasings ].map( ( text ) => ( {
				answer: index,
				text,
			} ) )
		)
		.map( ( way, id ) => ( {
			...way,
			id,
			// By word, as a message's words weigh: its first term, its stem.
			weight: [ ...stemsOf( way.text, processTerm ) ].reduce(
				( sum, stem ) => sum + weightOf( answersWith.get( stem ) ?? 0 ),
				0
			),
		} ) );
	const index = new MiniSearch< WayOfAsking >( {
		fields: [ 'text' ],
		tokenize,
		processTerm,
		searchOptions: MATCHING,
	} );
	index.addAll( all );
	return {
		all,
		weightOf,
		matching: ( word ) =>
			new Set( index.search( word ).map( ( { id } ) => id as number ) ),
	};
}
