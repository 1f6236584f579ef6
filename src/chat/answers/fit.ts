/**
 * Whether an answer fits a message well enough to be given: the message
 * is close to one way the answer is asked (a weighted Dice overlap of
 * their words, as an intent matches its sample utterances), or the
 * answer's ways of asking hold most of the message's weight.
 */

/**
 * Internal dependencies
 */
import type { WaysOfAsking } from './ways-of-asking';
import type { Answer } from './types';

/** How close is close enough; measured on the corpus in test/. */
export interface FitThresholds {
	/** Least weighted Dice overlap with one way of asking. */
	utterance: number;
	/** Least share of the message's weight the ways of asking hold… */
	coverage: number;
	/** …adding up to at least this weight (1: a word only it is asked with). */
	coverageWeight: number;
	/** Weight of a word no answer has, against the rarest one's 1. */
	unknownWord: number;
	/**
	 * A word at least this heavy tells what a message is about: sharing
	 * one word with an answer is chance while the message has two.
	 */
	telling: number;
	/**
	 * A fit this close to one way of asking, or one by coverage, is clear:
	 * it stands against a place the message also names ("do you sponsor
	 * visas in Austin"), where a closeness of 0.56 was two words by chance
	 * ("looking for something in Seattle, I have no experience yet").
	 */
	clear: number;
}

export const DEFAULT_THRESHOLDS: Readonly< FitThresholds > = Object.freeze( {
	utterance: 0.5,
	coverage: 0.6,
	coverageWeight: 0.8,
	unknownWord: 0.85,
	telling: 0.5,
	clear: 0.6,
} );

/** One word of the message: its weight, and the ways of asking it matches. */
export interface WordMatch {
	weight: number;
	ways: Set< number >;
}

/** How well an answer fits, with the evidence, for tests and tuning. */
export interface AnswerFit {
	answer: Answer;
	/** Best weighted Dice overlap with one of its ways of asking. */
	utterance: number;
	/** Share of the message's weight its ways of asking hold. */
	coverage: number;
	/** Whether it fits well enough to be given. */
	fits: boolean;
	/** Whether it fits clearly (FitThresholds.clear). */
	clear: boolean;
}

const sum = ( matches: WordMatch[] ) =>
	matches.reduce( ( total, { weight } ) => total + weight, 0 );

/**
 * How well one answer fits a message's words.
 *
 * @param answers    The answers.
 * @param index      The answer's position.
 * @param words      The message's words.
 * @param ways       The ways of asking.
 * @param thresholds How close is close enough.
 */
export function fitOf(
	answers: readonly Answer[],
	index: number,
	words: WordMatch[],
	ways: WaysOfAsking,
	thresholds: FitThresholds
): AnswerFit {
	const total = sum( words );
	// One word in common is chance, unless the message has one telling
	// word (unknown ones tell: "phone number" is not "apply on my phone").
	const needed = Math.min(
		2,
		words.filter( ( word ) => word.weight >= thresholds.telling ).length
	);
	let utterance = 0;
	for ( const way of ways.all ) {
		const common = words.filter( ( word ) => word.ways.has( way.id ) );
		if ( way.answer === index && common.length >= needed ) {
			const dice = ( 2 * sum( common ) ) / ( total + way.weight || 1 );
			utterance = Math.max( utterance, dice );
		}
	}
	const held = words.filter( ( word ) =>
		[ ...word.ways ].some( ( id ) => ways.all[ id ].answer === index )
	);
	const coverage = sum( held ) / ( total || 1 );
	const covered =
		coverage >= thresholds.coverage &&
		held.length >= needed &&
		sum( held ) >= thresholds.coverageWeight;
	return {
		answer: answers[ index ],
		utterance,
		coverage,
		fits: utterance >= thresholds.utterance || covered,
		clear: utterance >= thresholds.clear || covered,
	};
}
