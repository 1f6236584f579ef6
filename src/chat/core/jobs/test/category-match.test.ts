/**
 * An area typed at the area question, against the job API's categories.
 */

/**
 * Internal dependencies
 */
import { areaKey, matchCategory } from '../category-match';

const CATEGORIES = [
	'Accounting & Finance',
	'Customer Service',
	'Engineering',
	'Information Technology',
	'Nursing',
	'Sales',
	'Sales Operations',
	'Skilled Trades',
	'Médecine',
];

describe( 'matchCategory', () => {
	it.each( [
		[ 'Nursing', 'Nursing' ],
		[ '  nURSING ', 'Nursing' ],
		[ 'accounting and finance', 'Accounting & Finance' ],
		[ 'Accounting &Finance.', 'Accounting & Finance' ],
		[ 'customer   service', 'Customer Service' ],
		[ 'medecine', 'Médecine' ],
		[ 'MÉDECINE', 'Médecine' ],
	] )( 'the same words: %p is %p', ( typed, category ) => {
		expect( matchCategory( typed, CATEGORIES ) ).toBe( category );
	} );

	it.each( [
		[ 'skilled trade', 'Skilled Trades' ],
		[ 'Nursings', 'Nursing' ],
		[ 'sales operation', 'Sales Operations' ],
	] )( 'one "s" more or less: %p is %p', ( typed, category ) => {
		expect( matchCategory( typed, CATEGORIES ) ).toBe( category );
	} );

	it.each( [
		[ 'nurs', 'Nursing' ],
		[ 'Info', 'Information Technology' ],
		[ 'eng', 'Engineering' ],
	] )( 'the start of exactly one: %p is %p', ( typed, category ) => {
		expect( matchCategory( typed, CATEGORIES ) ).toBe( category );
	} );

	it( 'an exact name wins over a longer one it starts', () => {
		expect( matchCategory( 'sales', CATEGORIES ) ).toBe( 'Sales' );
	} );

	it.each( [
		[ 'sal', 'the start of two' ],
		[ 'nu', 'under three letters' ],
		[ 'nurse', 'another word' ],
		[ 'Technology', 'a word inside a name' ],
		[ 'Nursign', 'a typo' ],
		[ 'start over', 'a command' ],
		[ '!!!', 'no letters' ],
		[ '看护', 'no Latin letters' ],
	] )( 'matches nothing for %p (%s)', ( typed ) => {
		expect( matchCategory( typed, CATEGORIES ) ).toBeUndefined();
	} );

	it( 'matches nothing in an empty list', () => {
		expect( matchCategory( 'Nursing', [] ) ).toBeUndefined();
	} );

	it( 'compares names in one form', () => {
		expect( areaKey( ' Logistics & Supply-Chain ' ) ).toBe(
			'logistics and supply chain'
		);
	} );
} );
