/**
 * Internal dependencies
 */
import { phraseKeys, tokenize, wordKey } from '../tokens';

describe( 'wordKey', () => {
	it.each( [
		[ 'Enfermería', 'enfermeria' ],
		[ "I'm looking", 'im looking' ],
		[ 'I’m  looking!', 'im looking' ],
		[ '¿Qué puedes hacer?', 'que puedes hacer' ],
		[ 'Accounting & Finance', 'accounting finance' ],
		[ 'AUSTIN,TX', 'austin tx' ],
		// Once jobs/category-match.ts's areaKey, which read "&" as "and":
		// "&" is no word, as "and" and "y" are join words (the grammar's),
		// so "Accounting and Finance" names "Accounting & Finance" in any
		// language (category-of-area.test.ts).
		[ ' Logistics & Supply-Chain ', 'logistics supply chain' ],
		[ 'Children’s Services', 'childrens services' ],
	] )( '%p → %p', ( text, key ) => {
		expect( wordKey( text ) ).toBe( key );
	} );
} );

describe( 'tokenize', () => {
	it( 'keeps where each word is and how it was typed', () => {
		const text = 'IT jobs in Portland, ME 78701-1234';
		const tokens = tokenize( text );
		expect( tokens.map( ( token ) => token.key ) ).toEqual( [
			'it',
			'jobs',
			'in',
			'portland',
			'me',
			'787011234',
		] );
		expect(
			tokens.map( ( token ) => text.slice( token.start, token.end ) )
		).toEqual( [ 'IT', 'jobs', 'in', 'Portland', 'ME', '78701-1234' ] );
		expect( tokens.map( ( token ) => token.afterComma ) ).toEqual( [
			false,
			false,
			false,
			false,
			true,
			false,
		] );
		expect( tokens.map( ( token ) => token.capitals ) ).toEqual( [
			true,
			false,
			false,
			false,
			true,
			false,
		] );
		expect( tokens[ 3 ].capitalised ).toBe( true );
		expect( tokens[ 5 ].digits ).toBe( true );
	} );

	it( 'reads an utterance’s words the same way', () => {
		expect( phraseKeys( "I'm looking for work" ) ).toEqual( [
			'im',
			'looking',
			'for',
			'work',
		] );
		expect(
			tokenize( "I'm looking" ).map( ( token ) => token.key )
		).toEqual( [ 'im', 'looking' ] );
	} );
} );
