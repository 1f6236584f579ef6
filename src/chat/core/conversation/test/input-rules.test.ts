/**
 * Internal dependencies
 */
import {
	inputStatus,
	MAX_INPUT_LENGTH,
	NEAR_LIMIT_LENGTH,
} from '../input-rules';

describe( 'inputStatus', () => {
	it( 'trims what is sent', () => {
		expect( inputStatus( '  jobs in Austin \n' ) ).toMatchObject( {
			text: 'jobs in Austin',
			sendable: true,
		} );
	} );

	it.each( [ '', '   ', '\n\t ' ] )(
		'ignores empty or blank input %p',
		( raw ) => {
			expect( inputStatus( raw ).sendable ).toBe( false );
		}
	);

	it( 'allows at most 1024 characters (Lex’s limit)', () => {
		expect( MAX_INPUT_LENGTH ).toBe( 1024 );
		expect( inputStatus( 'a'.repeat( 1024 ) ) ).toMatchObject( {
			sendable: true,
			overLimit: false,
			remaining: 0,
		} );
		expect( inputStatus( 'a'.repeat( 1025 ) ) ).toMatchObject( {
			sendable: false,
			overLimit: true,
			remaining: -1,
		} );
	} );

	it( 'flags input near the limit so the count can show', () => {
		expect(
			inputStatus( 'a'.repeat( NEAR_LIMIT_LENGTH - 1 ) ).nearLimit
		).toBe( false );
		expect( inputStatus( 'a'.repeat( NEAR_LIMIT_LENGTH ) ) ).toMatchObject(
			{
				nearLimit: true,
				length: NEAR_LIMIT_LENGTH,
				remaining: MAX_INPUT_LENGTH - NEAR_LIMIT_LENGTH,
			}
		);
	} );
} );
