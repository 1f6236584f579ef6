/**
 * Internal dependencies
 */
import { oneSlipApart, sharedStart, stem as stemWith } from '../word-forms';
import { GRAMMAR } from './words';

const stem = ( word: string ) => stemWith( word, GRAMMAR.wordEndings );

describe( 'oneSlipApart', () => {
	it.each( [
		[ 'help', 'hlep' ],
		[ 'nursing', 'nursng' ],
		[ 'accounting', 'acounting' ],
		[ 'start over', 'strat over' ],
		[ 'sales', 'salse' ],
		[ 'nurse', 'nurse' ],
		[ 'hello', 'hellow' ],
	] )( '%p and %p are one slip apart', ( a, b ) => {
		expect( oneSlipApart( a, b ) ).toBe( true );
		expect( oneSlipApart( b, a ) ).toBe( true );
	} );

	it.each( [
		[ 'help', 'hello' ],
		[ 'nursing', 'nurse' ],
		[ 'nursing', 'nursery' ],
		[ 'abcd', 'badc' ],
	] )( '%p and %p are not', ( a, b ) => {
		expect( oneSlipApart( a, b ) ).toBe( false );
	} );
} );

describe( 'stem', () => {
	it.each( [
		[ [ 'nurse', 'nurses', 'nursing' ], 'nurs' ],
		[ [ 'engineer', 'engineers', 'engineering' ], 'engin' ],
		[ [ 'accountant', 'accounting', 'accountants' ], 'account' ],
		[ [ 'sale', 'sales' ], 'sale' ],
		[ [ 'service', 'services' ], 'servic' ],
		[ [ 'marketing', 'marketer' ], 'market' ],
	] )( 'gives %p one form', ( words, form ) => {
		expect( words.map( stem ) ).toEqual( words.map( () => form ) );
	} );

	it( 'keeps short words whole', () => {
		expect( stem( 'sale' ) ).toBe( 'sale' );
		expect( stem( 'tech' ) ).toBe( 'tech' );
	} );
} );

it( 'sharedStart counts the letters two words begin with', () => {
	expect( sharedStart( 'enfermera', 'enfermeria' ) ).toBe( 8 );
	expect( sharedStart( 'austin', 'dallas' ) ).toBe( 0 );
} );
