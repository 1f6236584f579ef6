/**
 * Internal dependencies
 */
import { looseUtteranceOf, utteranceOf } from '../commands';
import { tokenize } from '../tokens';
import { ENGLISH, SPANISH } from './words';

const intentOf = ( text: string, words = ENGLISH ) =>
	utteranceOf( text, words.utterances )?.intent;
const looseIntentOf = ( text: string, words = ENGLISH ) =>
	looseUtteranceOf( tokenize( text ), words.utterances, words.grammar )
		?.intent;

describe( 'utteranceOf: a sample utterance of the template, as typed', () => {
	it.each( [
		[ 'hi', 'Welcome' ],
		[ 'HELLO!', 'Welcome' ],
		[ 'What can you do?', 'Help' ],
		[ 'hlep', 'Help' ],
		[ 'Start  Over', 'StartOver' ],
		[ 'strat over', 'StartOver' ],
		[ 'Thank you!', 'Goodbye' ],
		[ "I'm looking for work", 'FindJobs' ],
		[ 'I’m looking for work', 'FindJobs' ],
	] )( '%p is %p', ( text, intent ) => {
		expect( intentOf( text ) ).toBe( intent );
	} );

	it( 'gives the utterance matched, which is what Lex is sent', () => {
		expect( utteranceOf( 'strat over', ENGLISH.utterances ) ).toEqual( {
			intent: 'StartOver',
			utterance: 'start over',
		} );
	} );

	it.each( [ 'ho', 'Austin', 'nursing', 'help me find nursing jobs', '' ] )(
		'%p is none',
		( text ) => {
			expect( intentOf( text ) ).toBeUndefined();
		}
	);

	it( 'reads the Spanish site’s words, accents or not', () => {
		expect( intentOf( 'buenos dias', SPANISH ) ).toBe( 'Welcome' );
		expect( intentOf( '¿Qué puedes hacer?', SPANISH ) ).toBe( 'Help' );
		expect( intentOf( 'adios', SPANISH ) ).toBe( 'Goodbye' );
		expect( intentOf( 'hi', SPANISH ) ).toBeUndefined();
	} );

	it( 'takes no slip where two intents are one slip away', () => {
		const utterances = { A: [ 'reset' ], B: [ 'resat' ] };
		expect( utteranceOf( 'reset', utterances )?.intent ).toBe( 'A' );
		expect( utteranceOf( 'resct', utterances ) ).toBeNull();
	} );

	it( 'never reads an utterance with a slot as words', () => {
		expect(
			utteranceOf( 'jobs in {location}', { A: [ 'jobs in {location}' ] } )
		).toBeNull();
	} );
} );

describe( 'looseUtteranceOf: utterances with a few short words besides', () => {
	it.each( [
		[ 'hello there', 'Welcome' ],
		[ 'thanks a lot', 'Goodbye' ],
		[ 'ok thanks, bye', 'Goodbye' ],
		[ 'help please', 'Help' ],
		[ 'hi there, can you help me?', 'Help' ],
		[ 'I need a job now', 'FindJobs' ],
	] )( '%p is %p', ( text, intent ) => {
		expect( looseIntentOf( text ) ).toBe( intent );
	} );

	it.each( [
		'hi austin',
		'thanks for nothing at all today',
		'help 78701',
		'nursing jobs',
	] )( '%p is none', ( text ) => {
		expect( looseIntentOf( text ) ).toBeUndefined();
	} );
} );
