/**
 * The template's correction words (its `CorrectionWords` slot type:
 * "actually", "what about"; "mejor", "en cambio") around a new place or
 * area: never part of the place the geocoder is asked, never an area,
 * and no obstacle to a command said with them.
 */

/**
 * External dependencies
 */
import { US_STATES } from '../../../../../dev/services/geo/us-states';

/**
 * Internal dependencies
 */
import { looseUtteranceOf } from '../commands';
import { readMessage } from '../read-message';
import { phraseKeys, tokenize } from '../tokens';
import { ENGLISH, ENGLISH_NAMES, SPANISH, SPANISH_NAMES } from './words';

const LOCALES = [
	{ locale: 'en_US', words: ENGLISH, names: ENGLISH_NAMES, link: 'in' },
	{ locale: 'es_US', words: SPANISH, names: SPANISH_NAMES, link: 'en' },
] as const;

const reader =
	( { words, names }: ( typeof LOCALES )[ number ] ) =>
	( text: string ) =>
		readMessage( text, {
			utterances: words.utterances,
			names,
			slips: false,
			corrections: words.correctionWords,
			grammar: words.grammar,
		} );

describe.each( LOCALES )( 'in $locale', ( entry ) => {
	const read = reader( entry );
	const phrases = entry.words.correctionWords;

	it( 'the template has correction words', () => {
		expect( phrases.length ).toBeGreaterThanOrEqual( 15 );
	} );

	it.each( phrases )(
		'“%s” is no part of a place, before or after it',
		( phrase ) => {
			for ( const text of [
				`${ phrase } Chicago`,
				`${ phrase }, Chicago`,
				`${ phrase } ${ entry.link } Chicago?`,
				`Chicago, ${ phrase }`,
				`${ phrase } Seattle, WA`,
				`${ phrase } 60601`,
			] ) {
				const reading = read( text );
				expect( reading.place ).toMatch(
					/^(Chicago|Seattle, WA|60601)$/
				);
				expect( reading.placeLike ).toBe( true );
				expect( reading.correction ).toBe( true );
			}
		}
	);

	it.each( phrases )( '“%s” keeps an area alone', ( phrase ) => {
		const reading = read( `${ phrase } ${ entry.link } Retail?` );
		expect( reading.categories ).toEqual( [ 'Retail' ] );
		expect( reading.place ).toBeUndefined();
	} );

	it( 'no correction word names an area', () => {
		for ( const phrase of phrases ) {
			expect( read( phrase ).categories ).toEqual( [] );
		}
	} );

	it( 'no correction word is a state’s code (“ok”, “me”, “de”): those stay a place’s own part', () => {
		const codes = new Set(
			US_STATES.map( ( state ) => state.code.toLowerCase() )
		);
		const words = phrases.flatMap( phraseKeys );
		expect( words.filter( ( word ) => codes.has( word ) ) ).toEqual( [] );
	} );

	it( 'a command said with correction words is the command', () => {
		const startOver = entry.words.utterances.StartOver[ 0 ];
		for ( const phrase of phrases ) {
			expect(
				looseUtteranceOf(
					tokenize( `${ phrase }, ${ startOver }` ),
					entry.words.utterances,
					entry.words.grammar,
					phrases
				)?.intent
			).toBe( 'StartOver' );
		}
	} );
} );

describe( 'a state’s code typed as such after a comma', () => {
	it( 'stays the place’s, even were it a correction word', () => {
		const reading = readMessage( 'Tulsa, OK', {
			utterances: ENGLISH.utterances,
			names: ENGLISH_NAMES,
			slips: false,
			corrections: [ 'ok' ],
			grammar: ENGLISH.grammar,
		} );
		expect( reading.place ).toBe( 'Tulsa, OK' );
		expect(
			readMessage( 'Chicago, ok', {
				utterances: ENGLISH.utterances,
				names: ENGLISH_NAMES,
				slips: false,
				corrections: [ 'ok' ],
				grammar: ENGLISH.grammar,
			} ).place
		).toBe( 'Chicago' );
	} );
} );

describe( 'without correction words (an older build)', () => {
	it( 'reads as before: the words go with the place', () => {
		const reading = readMessage( 'actually, Chicago', {
			utterances: ENGLISH.utterances,
			names: ENGLISH_NAMES,
			slips: false,
			grammar: ENGLISH.grammar,
		} );
		expect( reading.place ).toBe( 'actually, Chicago' );
		expect( reading.correction ).toBe( false );
	} );
} );
