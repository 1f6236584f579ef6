/**
 * Internal dependencies
 */
import {
	answerSignInRequests,
	isPlainClick,
	requestSignIn,
} from '../sign-in-request';

describe( 'sign-in requests between blocks', () => {
	it( 'goes to the login page when no sign-in modal answers', () => {
		const goToLogin = jest.fn();
		requestSignIn( document, null, goToLogin );
		expect( goToLogin ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'hands the opener to the modal that answers, and does not navigate', () => {
		const goToLogin = jest.fn();
		const handle = jest.fn();
		const stop = answerSignInRequests( document, handle );
		const opener = document.createElement( 'a' );
		requestSignIn( document, opener, goToLogin );
		expect( handle ).toHaveBeenCalledWith( { opener } );
		expect( goToLogin ).not.toHaveBeenCalled();
		stop();
		requestSignIn( document, opener, goToLogin );
		expect( goToLogin ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'leaves clicks that open a new tab or window to the browser', () => {
		expect( isPlainClick( new MouseEvent( 'click', { button: 0 } ) ) ).toBe(
			true
		);
		expect(
			isPlainClick(
				new MouseEvent( 'click', { button: 0, ctrlKey: true } )
			)
		).toBe( false );
		expect(
			isPlainClick(
				new MouseEvent( 'click', { button: 0, metaKey: true } )
			)
		).toBe( false );
		expect(
			isPlainClick(
				new MouseEvent( 'click', { button: 0, shiftKey: true } )
			)
		).toBe( false );
		expect( isPlainClick( new MouseEvent( 'click', { button: 1 } ) ) ).toBe(
			false
		);
	} );
} );
