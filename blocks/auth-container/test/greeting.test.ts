/**
 * Internal dependencies
 */
import { followGreeting, greetingText } from '../greeting';
import {
	LOCKED,
	memoryCandidateStore,
	SIGNED_OUT,
	signedIn,
} from '../../../src/runtime/test/memory-candidate-store';

describe( 'personalised greeting', () => {
	it( 'puts the signed-in candidate’s first name in place of {firstName}', () => {
		expect( greetingText( 'Welcome back, {firstName}!', signedIn() ) ).toBe(
			'Welcome back, Ada!'
		);
	} );

	it( 'is empty for a signed-out visitor and for a locked candidate', () => {
		expect( greetingText( 'Hi {firstName}', SIGNED_OUT ) ).toBe( '' );
		expect( greetingText( 'Hi {firstName}', LOCKED ) ).toBe( '' );
	} );

	it( 'shows a name holding markup as text, never as HTML', () => {
		document.body.innerHTML =
			'<p data-careers-greeting="Hi {firstName}!"></p>';
		const element = document.querySelector< HTMLElement >( 'p' )!;
		const store = memoryCandidateStore(
			signedIn( { firstName: '<img src=x onerror="window.hacked=1">' } )
		);
		followGreeting( element, store );
		expect( element.textContent ).toBe(
			'Hi <img src=x onerror="window.hacked=1">!'
		);
		expect( element.querySelector( 'img' ) ).toBeNull();
	} );

	it( 'follows sign-in and sign-out without a reload', () => {
		document.body.innerHTML =
			'<p data-careers-greeting="Welcome back, {firstName}!"></p>';
		const element = document.querySelector< HTMLElement >( 'p' )!;
		const store = memoryCandidateStore( SIGNED_OUT );
		const stop = followGreeting( element, store );
		expect( element ).toHaveTextContent( '' );
		store.set( signedIn( { firstName: 'Grace' } ) );
		expect( element ).toHaveTextContent( 'Welcome back, Grace!' );
		store.set( SIGNED_OUT );
		expect( element.textContent ).toBe( '' );
		stop();
		store.set( signedIn() );
		expect( element.textContent ).toBe( '' );
	} );
} );
