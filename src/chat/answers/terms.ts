/**
 * How the index reads words: the language's stop words dropped, its stems,
 * accents folded, and how far a typo may go.
 */
import type { SearchOptions } from 'minisearch';

/**
 * Internal dependencies
 */
import { foldAccents, tokenize } from './text';
import type { LanguageData } from './types';

/** A word's terms, or null for a stop word (MiniSearch's processTerm). */
export type TermProcessor = ( term: string ) => string[] | null;

/**
 * Typos: none in stems under 6 letters ("medic" is not "medi"), one edit
 * up to 8, two beyond. Word beginnings for stems of 4 letters or more.
 */
export const MATCHING: SearchOptions = {
	fuzzy: ( term ) => {
		if ( term.length < 6 ) {
			return false;
		}
		return term.length < 9 ? 1 : 2;
	},
	prefix: ( term ) => term.length >= 5,
	combineWith: 'OR',
};

/**
 * The language's term processing: stop words dropped; the word stemmed
 * as typed and folded, folded then stemmed (a stemmer whose suffixes
 * carry accents leaves "postulacion" whole but cuts "postulación"), and
 * folded whole. The stem comes first: words are known by it.
 *
 * @param language Stemmer and stop words.
 */
export function termProcessor( language: LanguageData ): TermProcessor {
	// "what's" is a stop word, so "whats" is one too.
	const stopWords = new Set(
		language.stopWords.flatMap( ( word ) => {
			const folded = foldAccents( word );
			return [ folded, folded.replace( /['’]/g, '' ) ];
		} )
	);
	return ( term ) => {
		const folded = foldAccents( term );
		if ( stopWords.has( folded ) ) {
			return null;
		}
		return [
			...new Set( [
				foldAccents( language.stem( term ) ),
				language.stem( folded ),
				// The word itself: a typo can spoil its stem ("relocaton").
				folded,
			] ),
		];
	};
}

/**
 * Every term of a text, in order.
 *
 * @param text        Any text.
 * @param processTerm The language's term processing.
 */
export function termsOf( text: string, processTerm: TermProcessor ): string[] {
	return tokenize( text ).flatMap( ( word ) => processTerm( word ) ?? [] );
}

/**
 * Each word of a text once, by its first term (its stem).
 *
 * @param text        Any text.
 * @param processTerm The language's term processing.
 */
export function stemsOf(
	text: string,
	processTerm: TermProcessor
): Set< string > {
	return new Set(
		tokenize( text ).flatMap( ( word ) => processTerm( word )?.[ 0 ] ?? [] )
	);
}
