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
};

describe( 'parseLocaleWords', () => {
	it( 'keeps the area words: each area to the words candidates use for it', () => {
		expect( parseLocaleWords( WORDS ) ).toEqual( WORDS );
	} );

	it( 'reads a locale without area or correction words (an older build) as having none', () => {
		const { areaWords, correctionWords, ...older } = WORDS;
		expect( areaWords ).toBeDefined();
		expect( correctionWords ).toBeDefined();
		expect( parseLocaleWords( older ) ).toEqual( {
			...older,
			areaWords: {},
			correctionWords: [],
		} );
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
