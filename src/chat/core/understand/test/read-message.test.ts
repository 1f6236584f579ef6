/**
 * Internal dependencies
 */
import { readMessage } from '../read-message';
import { ENGLISH, ENGLISH_NAMES, SPANISH, SPANISH_NAMES } from './words';

const read = ( text: string, spanish = false ) =>
	readMessage( text, {
		utterances: ( spanish ? SPANISH : ENGLISH ).utterances,
		names: spanish ? SPANISH_NAMES : ENGLISH_NAMES,
		slips: false,
		grammar: ( spanish ? SPANISH : ENGLISH ).grammar,
	} );

describe( 'readMessage', () => {
	it.each( [
		[ 'nursing jobs in Dallas, TX', [ 'Nursing' ], 'Dallas, TX' ],
		[
			"I'm looking for accounting work near 78701",
			[ 'Accounting & Finance' ],
			'78701',
		],
		[ 'IT jobs in 78701', [ 'Information Technology' ], '78701' ],
		[ 'hi, I need a sales job in Chicago please', [ 'Sales' ], 'Chicago' ],
		[ 'Nursing Austin TX', [ 'Nursing' ], 'Austin TX' ],
		[ 'Portland, ME', [], 'Portland, ME' ],
		[ 'portland me', [], 'portland' ],
		[ 'Austin', [], 'Austin' ],
	] )( '%p: areas %p, place %p', ( text, areas, place ) => {
		const reading = read( text );
		expect( reading.categories ).toEqual( areas );
		expect( reading.place ).toBe( place );
	} );

	it( 'reads a Spanish sentence', () => {
		const reading = read( 'empleos de enfermería en Austin, TX', true );
		expect( reading.categories ).toEqual( [ 'Nursing' ] );
		expect( reading.place ).toBe( 'Austin, TX' );
		expect( reading.placeLike ).toBe( true );
	} );

	it( 'tells words that look like a place (a zip, a name, after "in") from others', () => {
		expect( read( 'What about IT jobs?' ) ).toMatchObject( {
			categories: [ 'Information Technology' ],
			place: 'about',
			placeLike: false,
		} );
		expect( read( 'nursing in dallas' ).placeLike ).toBe( true );
		expect( read( 'nursing 78701' ).placeLike ).toBe( true );
	} );

	it( 'says when a place word names a place by itself: a capitalised name or a zip, not "I" or a count', () => {
		expect( read( 'what about Houston?' ).byName ).toBe( true );
		expect( read( 'nursing 78701' ).byName ).toBe( true );
		expect( read( 'nursing in dallas' ).byName ).toBe( false );
		expect( read( 'turn 0' ).byName ).toBe( false );
		expect( read( 'what can I do' ).byName ).toBe( false );
	} );

	it( 'gives a sample utterance as such, and nothing else', () => {
		expect( read( 'Start over!' ) ).toMatchObject( {
			intent: { intent: 'StartOver', utterance: 'start over' },
			categories: [],
		} );
	} );

	it( 'keeps the words that named several areas, as typed', () => {
		expect( read( 'Sales and Marketing jobs in Austin' ) ).toMatchObject( {
			categories: [ 'Marketing', 'Sales' ],
			areaText: 'Sales and Marketing',
			place: 'Austin',
		} );
	} );

	it( 'in a long sentence, takes the place after a link word, not the longest other words', () => {
		expect(
			read(
				'I am a nurse with ten years of experience and I want to work in Dallas, TX'
			)
		).toMatchObject( {
			categories: [ 'Nursing' ],
			place: 'Dallas, TX',
			correction: false,
		} );
		expect(
			read(
				'soy enfermera con diez años de experiencia y quiero trabajar en Dallas, TX',
				true
			)
		).toMatchObject( { categories: [ 'Nursing' ], place: 'Dallas, TX' } );
	} );

	it( 'ends a named place at a comma before words that name nothing; “Dallas, tx” stays whole', () => {
		expect(
			read(
				'busco trabajo de ventas en Chicago, tengo experiencia',
				true
			).place
		).toBe( 'Chicago' );
		expect( read( 'nursing in Dallas, tx' ).place ).toBe( 'Dallas, tx' );
	} );
} );

describe( 'correction words', () => {
	const corrected = ( text: string ) =>
		readMessage( text, {
			utterances: ENGLISH.utterances,
			names: ENGLISH_NAMES,
			slips: false,
			grammar: ENGLISH.grammar,
			corrections: ENGLISH.correctionWords,
		} ).correction;

	it( 'count where they begin or end the message', () => {
		expect( corrected( 'actually, Chicago' ) ).toBe( true );
		expect( corrected( 'and in Houston?' ) ).toBe( true );
		expect( corrected( 'Chicago instead' ) ).toBe( true );
		expect( corrected( 'I meant Chicago' ) ).toBe( true );
	} );

	it( 'not inside a sentence (“and”, the “I” of “I meant”)', () => {
		expect(
			corrected(
				'I have worked in retail and would love a job in Chicago'
			)
		).toBe( false );
	} );
} );
