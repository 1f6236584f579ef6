/**
 * External dependencies
 */
import { screen } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import type { CandidateSnapshot } from '@careers-frontend/runtime';
import { startMenuWhenNeeded } from '../start-menu-when-needed';
import {
	answerSignInRequests,
	requestSignIn,
} from '../../../src/blocks/sign-in-request';
import { menuMarkup } from './markup';
import {
	memoryCandidateStore,
	SIGNED_OUT,
	signedIn,
} from '../../../src/runtime/test/memory-candidate-store';

const settle = () => new Promise( ( resolve ) => setTimeout( resolve ) );

// Each test's listeners on the document, removed after it.
let cleanUp: Array< () => void > = [];
afterEach( () => {
	cleanUp.forEach( ( stop ) => stop() );
	cleanUp = [];
} );

/**
 * The menu on load, with a stand-in for the part: when wired, each toggle
 * records its clicks and sign-in requests are answered, as the real part
 * does.
 *
 * @param fails Whether the part cannot load.
 */
function setUp( fails = false ) {
	document.body.innerHTML = menuMarkup();
	const root = document.querySelector< HTMLElement >(
		'.wp-block-careers-frontend-signin-menu'
	)!;
	const store = memoryCandidateStore( SIGNED_OUT );
	const wiredClicks: string[] = [];
	const answered: Array< HTMLElement | null > = [];
	const goToLogin = jest.fn();
	const logger = { error: jest.fn() };
	const start = jest.fn( async ( shown: CandidateSnapshot ) => {
		// A script loads later, never within the event that asked for it.
		await Promise.resolve( shown );
		if ( fails ) {
			throw new Error( 'signin-menu could not be loaded' );
		}
		root.querySelectorAll( 'button[aria-controls]' ).forEach( ( toggle ) =>
			toggle.addEventListener( 'click', () =>
				wiredClicks.push( toggle.textContent ?? '' )
			)
		);
		cleanUp.push(
			answerSignInRequests( document, ( { opener } ) =>
				answered.push( opener )
			)
		);
	} );
	const stop = startMenuWhenNeeded( root, {
		candidateStore: store,
		start,
		answersSignIn: true,
		goToLogin,
		logger,
	} );
	cleanUp.push( stop );
	return { root, store, start, wiredClicks, answered, goToLogin, logger };
}

describe( 'the sign-in menu on load', () => {
	it( 'is shown at once and loads nothing until it is needed', () => {
		const { root, start } = setUp();
		expect( root ).not.toHaveClass( 'is-loading' );
		expect( start ).not.toHaveBeenCalled();
	} );

	it( 'wires itself on the first click of a toggle and replays that click, once', async () => {
		const { start, wiredClicks } = setUp();
		const user = userEvent.setup();
		await user.click( screen.getByRole( 'button', { name: 'Sign in' } ) );
		await settle();
		expect( start ).toHaveBeenCalledTimes( 1 );
		expect( start ).toHaveBeenCalledWith( SIGNED_OUT );
		// The click came before the part: replayed once it is wired.
		expect( wiredClicks ).toEqual( [ 'Sign in' ] );
		await user.click( screen.getByRole( 'button', { name: 'Sign in' } ) );
		expect( start ).toHaveBeenCalledTimes( 1 );
		expect( wiredClicks ).toEqual( [ 'Sign in', 'Sign in' ] );
	} );

	it( 'wires itself when focus comes in', () => {
		const { start } = setUp();
		screen.getByRole( 'button', { name: 'Sign in' } ).focus();
		expect( start ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'wires itself on a change of candidate, with the state the page first showed', () => {
		const { store, start } = setUp();
		store.set( signedIn() );
		expect( start ).toHaveBeenCalledWith( SIGNED_OUT );
	} );

	it( 'takes a sign-in request at once, and hands it to the modal once wired', async () => {
		const { answered, goToLogin } = setUp();
		const opener = document.createElement( 'a' );
		requestSignIn( document, opener, goToLogin );
		expect( goToLogin ).not.toHaveBeenCalled();
		await settle();
		expect( answered ).toEqual( [ opener ] );
	} );

	it( 'still shows a toggle’s links, and goes to the login page for a sign-in, when its part cannot load', async () => {
		const { logger, goToLogin } = setUp( true );
		const toggle = screen.getByRole( 'button', { name: 'Sign in' } );
		toggle.click();
		await settle();
		expect( logger.error ).toHaveBeenCalledWith(
			new Error( 'signin-menu could not be loaded' )
		);
		expect( toggle ).toHaveAttribute( 'aria-expanded', 'true' );
		expect(
			screen.getByRole( 'link', { name: 'Already have a profile?' } )
		).toBeVisible();

		requestSignIn( document, toggle, goToLogin );
		await settle();
		expect( goToLogin ).toHaveBeenCalledTimes( 1 );
	} );
} );
