/**
 * Internal dependencies
 */
import { foldAccents, tokenize } from '../text';

describe( 'foldAccents', () => {
	it( 'lowercases and drops accents and other marks', () => {
		expect( foldAccents( 'Postulación Ñandú Çà' ) ).toBe(
			'postulacion nandu ca'
		);
	} );
} );

describe( 'tokenize', () => {
	it( 'splits on anything but letters and digits, keeping accents', () => {
		expect( tokenize( '¿Cuánto pagan, por hora?' ) ).toEqual( [
			'cuánto',
			'pagan',
			'por',
			'hora',
		] );
	} );

	it( 'splits hyphens and apostrophes, joining parts with a digit', () => {
		expect( tokenize( "What's the H-1B?" ) ).toEqual( [
			'what',
			'the',
			'1b',
			'h1b',
		] );
		expect( tokenize( 'work-from-home' ) ).toEqual( [
			'work',
			'from',
			'home',
		] );
	} );

	it( 'drops single characters', () => {
		expect( tokenize( 'a b I y 5 to' ) ).toEqual( [ 'to' ] );
	} );
} );
