/**
 * Internal dependencies
 */
import { areaNames, matchAreas } from '../area-match';
import { tokenize } from '../tokens';
import { CATEGORIES, ENGLISH_NAMES, GRAMMAR, SPANISH_NAMES } from './words';

function areasOf(
	text: string,
	{ names = ENGLISH_NAMES, slips = false, ignored = [] as number[] } = {}
) {
	return matchAreas( tokenize( text ), names, {
		ignored: new Set( ignored ),
		slips,
		grammar: GRAMMAR,
	} ).areas;
}

describe( 'matchAreas against the job API’s categories and the template’s area words', () => {
	it.each( [
		[ 'Nursing', 'Nursing' ],
		[ 'nurse', 'Nursing' ],
		[ 'Nurses', 'Nursing' ],
		[ 'nurs', 'Nursing' ],
		[ 'IT', 'Information Technology' ],
		[ 'accounting', 'Accounting & Finance' ],
		[ 'accounting and finance', 'Accounting & Finance' ],
		[ 'Accountant', 'Accounting & Finance' ],
		[ 'customer service', 'Customer Service' ],
		[ 'engineering', 'Engineering' ],
		[ 'call center', 'Customer Service' ],
		[ 'HR', 'Human Resources' ],
	] )( '%p names %p', ( text, area ) => {
		expect( areasOf( text ) ).toEqual( [ area ] );
	} );

	it( 'reads the Spanish site’s area words, accents or not', () => {
		for ( const text of [ 'enfermería', 'Enfermeria', 'ENFERMERA' ] ) {
			expect( areasOf( text, { names: SPANISH_NAMES } ) ).toEqual( [
				'Nursing',
			] );
		}
		expect( areasOf( 'ventas', { names: SPANISH_NAMES } ) ).toEqual( [
			'Sales',
		] );
		expect(
			areasOf( 'atención al cliente', { names: SPANISH_NAMES } )
		).toEqual( [ 'Customer Service' ] );
	} );

	it( 'names every area a word fits, in the job API’s order', () => {
		expect( areasOf( 'sales and marketing' ) ).toEqual( [
			'Marketing',
			'Sales',
		] );
		const sixty = areaNames( [ ...CATEGORIES, 'Mental Health' ] );
		expect( areasOf( 'health', { names: sixty } ) ).toEqual( [
			'Mental Health',
		] );
	} );

	it( 'reads an acronym only in capitals, or as the whole answer', () => {
		expect( areasOf( 'it' ) ).toEqual( [ 'Information Technology' ] );
		expect( areasOf( 'I want it in Austin' ) ).toEqual( [] );
		expect( areasOf( 'IT jobs in Austin', { ignored: [ 1, 2 ] } ) ).toEqual(
			[ 'Information Technology' ]
		);
	} );

	it( 'counts a keyboard slip only where an area is asked for', () => {
		expect( areasOf( 'nursng' ) ).toEqual( [] );
		expect( areasOf( 'nursng', { slips: true } ) ).toEqual( [ 'Nursing' ] );
	} );

	it( 'counts three letters as a start only where an area is asked for, in the only word that could name one', () => {
		expect( areasOf( 'eng' ) ).toEqual( [] );
		expect( areasOf( 'eng', { slips: true } ) ).toEqual( [
			'Engineering',
		] );
		expect( areasOf( 'nur', { slips: true } ) ).toEqual( [ 'Nursing' ] );
		expect( areasOf( 'eng Dallas', { slips: true } ) ).toEqual( [] );
		// The start of two names both: the candidate chooses.
		const names = areaNames( [ 'Sales', 'Sales Operations' ] );
		expect( areasOf( 'sal', { names, slips: true } ) ).toEqual( [
			'Sales',
			'Sales Operations',
		] );
	} );

	it( 'skips the words it is told to (the template’s other words)', () => {
		expect( areasOf( 'jobs', { ignored: [ 0 ] } ) ).toEqual( [] );
		expect( areasOf( 'Austin, TX' ) ).toEqual( [] );
		expect( areasOf( 'underwater basket weaving' ) ).toEqual( [] );
	} );

	it( 'takes a category the job API lists now, whatever the template knows', () => {
		const names = areaNames( [ ...CATEGORIES, 'Drone Operations' ] );
		expect( areasOf( 'drone jobs', { names } ) ).toEqual( [
			'Drone Operations',
		] );
	} );
} );

describe( 'a name typed whole', () => {
	it( 'is that area alone, not also a shorter name inside it', () => {
		const names = areaNames( [ 'Operations', 'Drone Operations' ] );
		const read = ( text: string ) =>
			matchAreas( tokenize( text ), names, {
				ignored: new Set(),
				slips: true,
				grammar: GRAMMAR,
			} ).areas;
		expect( read( 'Drone Operations' ) ).toEqual( [ 'Drone Operations' ] );
		expect( read( 'drone operations jobs' ) ).toEqual( [
			'Drone Operations',
		] );
		expect( read( 'Operations' ) ).toEqual( [ 'Operations' ] );
	} );
} );
