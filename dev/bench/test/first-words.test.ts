/**
 * @jest-environment node
 */

/**
 * The first words' time subtracts the reply delay only when the row
 * painted waited for Lex's answer.
 */
import { delayBehindPaint } from '../first-words';

describe( 'delayBehindPaint', () => {
	it( 'counts the delay when Lex answered before the row was painted', () => {
		expect( delayBehindPaint( 1_000, 1_700, 627 ) ).toBe( 627 );
		expect( delayBehindPaint( 1_700, 1_700, 627 ) ).toBe( 627 );
	} );

	it( 'counts none when the row was painted before Lex answered (the first words from the page)', () => {
		expect( delayBehindPaint( 1_400, 1_030, 627 ) ).toBe( 0 );
	} );
} );
