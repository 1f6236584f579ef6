/**
 * The one category an area names (the signed-in candidate's own area, at
 * the area question). Moved from jobs/test/category-match.test.ts when the
 * area question's matcher became the reader's: every case kept, the ones
 * the reader reads differently said so below.
 */

/**
 * Internal dependencies
 */
import { areaNames } from '../area-match';
import { categoryOfArea } from '../category-of-area';
import { ENGLISH, GRAMMAR } from './words';

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
const NAMES = areaNames( CATEGORIES, ENGLISH.areaWords, GRAMMAR );

const categoryOf = ( area: string, names = NAMES ) =>
	categoryOfArea( area, names, GRAMMAR );

describe( 'categoryOfArea', () => {
	it.each( [
		[ 'Nursing', 'Nursing' ],
		[ '  nURSING ', 'Nursing' ],
		[ 'accounting and finance', 'Accounting & Finance' ],
		[ 'Accounting &Finance.', 'Accounting & Finance' ],
		[ 'customer   service', 'Customer Service' ],
		[ 'medecine', 'Médecine' ],
		[ 'MÉDECINE', 'Médecine' ],
	] )( 'the same words: %p is %p', ( area, category ) => {
		expect( categoryOf( area ) ).toBe( category );
	} );

	it.each( [
		[ 'skilled trade', 'Skilled Trades' ],
		[ 'Nursings', 'Nursing' ],
		[ 'sales operation', 'Sales Operations' ],
	] )( 'one "s" more or less: %p is %p', ( area, category ) => {
		expect( categoryOf( area ) ).toBe( category );
	} );

	it.each( [
		[ 'nurs', 'Nursing' ],
		[ 'Info', 'Information Technology' ],
		[ 'eng', 'Engineering' ],
		[ 'nur', 'Nursing' ],
	] )( 'the start of exactly one: %p is %p', ( area, category ) => {
		expect( categoryOf( area ) ).toBe( category );
	} );

	it( 'an exact name wins over a longer one it starts', () => {
		expect( categoryOf( 'sales' ) ).toBe( 'Sales' );
	} );

	it.each( [
		[ 'sal', 'the start of two' ],
		[ 'nu', 'under three letters' ],
		[ 'start over', 'a command' ],
		[ '!!!', 'no letters' ],
		[ '看护', 'no Latin letters' ],
		[ 'Sales Nursing', 'two areas' ],
	] )( 'names none for %p (%s)', ( area ) => {
		expect( categoryOf( area ) ).toBeUndefined();
	} );

	// The old matcher took only whole names, an "s" and unique starts; the
	// area question reads more, and the candidate's own area is offered as
	// the category sending it would be.
	it.each( [
		[ 'nurse', 'another form of a word', 'Nursing' ],
		[ 'Technology', 'a word inside a name', 'Information Technology' ],
		[ 'Nursign', 'a slip of the keyboard', 'Nursing' ],
		[ 'IT', 'the initials', 'Information Technology' ],
		[ 'call center', 'the template’s area words', 'Customer Service' ],
	] )(
		'names one for %p (%s), as the area question reads it',
		( area, _why, category ) => {
			expect( categoryOf( area ) ).toBe( category );
		}
	);

	it( 'names none in an empty list', () => {
		expect( categoryOf( 'Nursing', [] ) ).toBeUndefined();
	} );

	it( 'names one of the list given, not another', () => {
		const names = areaNames( [ 'Nursing', 'Sales' ], {}, GRAMMAR );
		expect( categoryOf( 'sales', names ) ).toBe( 'Sales' );
		expect( categoryOf( 'Engineering', names ) ).toBeUndefined();
	} );
} );
