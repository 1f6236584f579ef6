/**
 * Internal dependencies
 */
import { nonEmptyStrings } from '../guards';

describe( 'nonEmptyStrings', () => {
	it( 'keeps the non-empty strings and leaves out undefined and empty ones', () => {
		expect(
			nonEmptyStrings( { a: 'x', b: '', c: undefined, d: ' ' } )
		).toStrictEqual( { a: 'x', d: ' ' } );
	} );

	it( 'keeps a key such as "__proto__" as an entry', () => {
		const fields = JSON.parse( '{"__proto__":"x"}' ) as Record<
			string,
			string
		>;
		expect( Object.keys( nonEmptyStrings( fields ) ) ).toEqual( [
			'__proto__',
		] );
	} );
} );
