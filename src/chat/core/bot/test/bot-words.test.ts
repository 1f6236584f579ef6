/**
 * The template's words as the page config carries them: read and checked
 * by `parseLocaleWords`, or refused whole when malformed.
 */

/**
 * Internal dependencies
 */
import { parseLocaleWords } from '../locale-words';

const WORDS = {
	utterances: { Help: [ 'help' ] },
	prompts: { FindJobs: { location: 'Where?' } },
	firstTurn: {
		messages: [ 'Hi!', 'Where?' ],
		intentName: 'FindJobs',
		slotToElicit: 'location',
	},
	areaWords: { Nursing: [ 'nurse', 'RN' ], Sales: [] },
	correctionWords: [ 'actually', 'what about' ],
	grammar: {
		linkWords: [ 'in', 'cerca' ],
		joinWords: [ 'and' ],
		wordEndings: [ 'ing' ],
	},
};

const NO_GRAMMAR = { linkWords: [], joinWords: [], wordEndings: [] };

describe( 'parseLocaleWords', () => {
	it( 'keeps the area words, the correction words and the grammar words', () => {
		expect( parseLocaleWords( WORDS ) ).toEqual( WORDS );
	} );

	it( 'reads a locale without area, correction or grammar words (an older build) as having none', () => {
		const { areaWords, correctionWords, grammar, ...older } = WORDS;
		expect( areaWords ).toBeDefined();
		expect( correctionWords ).toBeDefined();
		expect( grammar ).toBeDefined();
		expect( parseLocaleWords( older ) ).toEqual( {
			...older,
			areaWords: {},
			correctionWords: [],
			grammar: NO_GRAMMAR,
		} );
	} );

	it( 'reads a grammar without one of its lists as having none of those words', () => {
		expect(
			parseLocaleWords( { ...WORDS, grammar: { linkWords: [ 'in' ] } } )
				?.grammar
		).toEqual( { ...NO_GRAMMAR, linkWords: [ 'in' ] } );
	} );

	it.each( [
		[ 'a list that is not all text', { linkWords: [ 'in', 3 ] } ],
		[ 'no object', [ 'in' ] ],
	] )( 'refuses grammar words with %s', ( _case, grammar ) => {
		expect( parseLocaleWords( { ...WORDS, grammar } ) ).toBeNull();
	} );

	it.each( [
		[ 'a list that is not all text', [ 'actually', 3 ] ],
		[ 'no list', 'actually' ],
	] )( 'refuses correction words with %s', ( _case, correctionWords ) => {
		expect( parseLocaleWords( { ...WORDS, correctionWords } ) ).toBeNull();
	} );

	it.each( [
		[ 'a list that is not all text', { Nursing: [ 'nurse', 3 ] } ],
		[ 'an area that is no list', { Nursing: 'nurse' } ],
		[ 'no object', [ 'nurse' ] ],
	] )( 'refuses area words with %s', ( _case, areaWords ) => {
		expect( parseLocaleWords( { ...WORDS, areaWords } ) ).toBeNull();
	} );
} );
