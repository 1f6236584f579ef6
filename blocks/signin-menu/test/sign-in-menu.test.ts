/**
 * External dependencies
 */
import { screen } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import type { CandidateSnapshot } from '@careers-frontend/runtime';
import { startSignInMenu, type MenuRuntime } from '../sign-in-menu';
import { trapFocus } from '../../../src/runtime/a11y';
import { createModalDialog } from '../modal-dialog';
import { requestSignIn } from '../../../src/blocks/sign-in-request';
import { menuMarkup } from './markup';
import {
	memoryCandidateStore,
	SIGNED_OUT,
	signedIn,
} from '../../../src/runtime/test/memory-candidate-store';

const SIGNED_IN = signedIn();

let store: ReturnType< typeof memoryCandidateStore >;
let runtime: MenuRuntime & {
	signOut: jest.Mock;
	goToLogin: jest.Mock;
	announce: jest.Mock;
};
let stop: () => void;
let assign: jest.Mock;
let logger: { error: jest.Mock };
// What the menu-dialogs part gives once loaded; set to fail where a test says.
let loadDialogs: jest.Mock;

const setCandidate = ( snapshot: CandidateSnapshot ) => store.set( snapshot );

function start( {
	signinModal = true,
	leadCaptureModal = true,
	pathname = '/careers/',
	snapshot = SIGNED_OUT,
} = {} ) {
	document.body.innerHTML = menuMarkup( { signinModal, leadCaptureModal } );
	store = memoryCandidateStore( snapshot );
	assign = jest.fn();
	logger = { error: jest.fn() };
	loadDialogs = jest.fn( () =>
		Promise.resolve( { createModalDialog, trapFocus } )
	);
	runtime = {
		candidateStore: store,
		signOut: jest.fn( () => {
			setCandidate( SIGNED_OUT );
			return Promise.resolve( { kind: 'stay' as const } );
		} ),
		goToLogin: jest.fn(),
		isMobileWidth: () => false,
		announce: jest.fn(),
	};
	stop = startSignInMenu( {
		root: document.querySelector(
			'.wp-block-careers-frontend-signin-menu'
		)!,
		dialogs: {
			...( signinModal ? { 'sign-in': '/profile/login/' } : {} ),
			...( leadCaptureModal ? { 'lead-capture': '/profile/join/' } : {} ),
		},
		runtime,
		location: { pathname, assign },
		loadDialogs,
		logger,
	} );
}

const dialog = ( name: string ) =>
	document.querySelector< HTMLDialogElement >(
		`dialog[data-careers-dialog="${ name }"]`
	)!;

async function openSignedOutMenu( user: ReturnType< typeof userEvent.setup > ) {
	screen.getByRole( 'button', { name: 'Sign in' } ).focus();
	await user.keyboard( '{Enter}' );
}

const settle = () => new Promise( ( resolve ) => setTimeout( resolve ) );

const focusedElement = () =>
	document.body.ownerDocument.activeElement as HTMLElement;

afterEach( () => stop() );

describe( 'sign-in menu', () => {
	it( 'is shown (no longer is-loading, see style.scss) once wired', () => {
		start();
		expect(
			document.querySelector( '.wp-block-careers-frontend-signin-menu' )
		).not.toHaveClass( 'is-loading' );
	} );

	it( '“Already have a profile?” opens the sign-in modal, loads the login page in it and focuses inside', async () => {
		start();
		const user = userEvent.setup();
		await openSignedOutMenu( user );
		await user.click(
			screen.getByRole( 'link', { name: 'Already have a profile?' } )
		);
		expect( dialog( 'sign-in' ) ).toHaveAttribute( 'open' );
		expect( dialog( 'sign-in' ).querySelector( 'iframe' ) ).toHaveAttribute(
			'src',
			'/profile/login/'
		);
		expect( dialog( 'sign-in' ) ).toContainElement( focusedElement() );
		expect( runtime.goToLogin ).not.toHaveBeenCalled();
	} );

	it( 'keeps Tab inside the modal, closes it with Escape and gives focus back to the menu', async () => {
		start();
		const user = userEvent.setup();
		await openSignedOutMenu( user );
		await user.click(
			screen.getByRole( 'link', { name: 'Already have a profile?' } )
		);
		for ( let step = 0; step < 5; step++ ) {
			await user.tab();
			expect( dialog( 'sign-in' ) ).toContainElement( focusedElement() );
		}
		await user.keyboard( '{Escape}' );
		expect( dialog( 'sign-in' ) ).not.toHaveAttribute( 'open' );
		expect(
			screen.getByRole( 'button', { name: 'Sign in' } )
		).toHaveFocus();
	} );

	it( 'goes to the login page when the sign-in modal is off', async () => {
		start( { signinModal: false } );
		const user = userEvent.setup();
		await openSignedOutMenu( user );
		await user.click(
			screen.getByRole( 'link', { name: 'Already have a profile?' } )
		);
		expect( runtime.goToLogin ).toHaveBeenCalledTimes( 1 );
		expect(
			document.querySelector( 'dialog[data-careers-dialog="sign-in"]' )
		).toBeNull();
	} );

	it( 'loads the modals’ code once, on first open, not with the menu', async () => {
		start();
		expect( loadDialogs ).not.toHaveBeenCalled();
		const user = userEvent.setup();
		await openSignedOutMenu( user );
		await user.click(
			screen.getByRole( 'link', { name: 'Already have a profile?' } )
		);
		expect( dialog( 'sign-in' ) ).toHaveAttribute( 'open' );
		await user.keyboard( '{Escape}' );
		await openSignedOutMenu( user );
		await user.click(
			screen.getByRole( 'link', { name: 'Create a profile' } )
		);
		expect( dialog( 'lead-capture' ) ).toHaveAttribute( 'open' );
		expect( loadDialogs ).toHaveBeenCalledTimes( 2 );
	} );

	async function clickWhileTheModalsCannotLoad( name: string ) {
		start();
		const failure = new Error( 'menu-dialogs could not be loaded' );
		loadDialogs.mockRejectedValue( failure );
		const user = userEvent.setup();
		await openSignedOutMenu( user );
		await user.click( screen.getByRole( 'link', { name } ) );
		await settle();
		expect( logger.error ).toHaveBeenCalledWith( failure );
	}

	it( '“Already have a profile?” goes to the login page, as with the modal off, when the modals’ code cannot load', async () => {
		await clickWhileTheModalsCannotLoad( 'Already have a profile?' );
		expect( runtime.goToLogin ).toHaveBeenCalledTimes( 1 );
	} );

	it( '“Create a profile” goes to the join page when the modals’ code cannot load', async () => {
		await clickWhileTheModalsCannotLoad( 'Create a profile' );
		expect( assign ).toHaveBeenCalledWith( '/profile/join/' );
	} );

	it( '“Create a profile” opens the lead-capture modal', async () => {
		start();
		const user = userEvent.setup();
		await openSignedOutMenu( user );
		await user.click(
			screen.getByRole( 'link', { name: 'Create a profile' } )
		);
		expect( dialog( 'lead-capture' ) ).toHaveAttribute( 'open' );
		expect(
			dialog( 'lead-capture' ).querySelector( 'iframe' )
		).toHaveAttribute( 'src', '/profile/join/' );
	} );

	it.each( [
		[ 'on the apply page', { pathname: '/apply/' } ],
		[ 'on a translated apply page', { pathname: '/es/apply/' } ],
		[ 'when lead capture is not a modal', { leadCaptureModal: false } ],
	] )(
		'“Create a profile” is a plain link to /profile/join/ %s',
		async ( _label, options ) => {
			start( options );
			const user = userEvent.setup();
			await openSignedOutMenu( user );
			const link = screen.getByRole( 'link', {
				name: 'Create a profile',
			} );
			// Seen after the menu's handler; the browser would then navigate
			// (which the test environment cannot).
			let prevented: boolean | undefined;
			document.addEventListener(
				'click',
				( event ) => {
					prevented = event.defaultPrevented;
					event.preventDefault();
				},
				{ once: true }
			);
			await user.click( link );
			expect( prevented ).toBe( false );
			expect( link ).toHaveAttribute( 'href', '/profile/join/' );
			expect(
				dialog( 'lead-capture' )?.hasAttribute( 'open' ) ?? false
			).toBe( false );
		}
	);

	it( 'a sign-in link elsewhere on the page opens the same modal', async () => {
		start();
		const opener = screen.getByRole( 'link', { name: 'After the menu' } );
		requestSignIn( document, opener, runtime.goToLogin );
		await settle();
		expect( dialog( 'sign-in' ) ).toHaveAttribute( 'open' );
		expect( runtime.goToLogin ).not.toHaveBeenCalled();
	} );

	it( 'signing in inside the modal closes it, focuses the signed-in menu and says so', async () => {
		start();
		const user = userEvent.setup();
		await openSignedOutMenu( user );
		await user.click(
			screen.getByRole( 'link', { name: 'Already have a profile?' } )
		);
		setCandidate( SIGNED_IN );
		expect( dialog( 'sign-in' ) ).not.toHaveAttribute( 'open' );
		// After every subscriber (the page's state may follow in a later
		// one, and shows the signed-in toggle only then).
		await Promise.resolve();
		expect(
			screen.getByRole( 'button', { name: 'My account' } )
		).toHaveFocus();
		expect( runtime.announce ).toHaveBeenCalledWith( 'You are signed in.' );
	} );

	it( 'Log out runs the sign-out and focus lands on the signed-out menu', async () => {
		start( { snapshot: SIGNED_IN } );
		const user = userEvent.setup();
		screen.getByRole( 'button', { name: 'My account' } ).focus();
		await user.keyboard( '{Enter}' );
		expect(
			screen.getByRole( 'link', { name: 'My profile' } )
		).toHaveAttribute( 'href', '/profile/' );
		await user.click( screen.getByRole( 'button', { name: 'Log out' } ) );
		expect( runtime.signOut ).toHaveBeenCalledTimes( 1 );
		expect(
			screen.getByRole( 'button', { name: 'Sign in' } )
		).toHaveFocus();
		expect(
			screen.getByRole( 'button', { name: 'My account' } )
		).toHaveAttribute( 'aria-expanded', 'false' );
		expect( runtime.announce ).toHaveBeenCalledWith(
			'You are signed out.'
		);
	} );

	it( 'a change of candidate in another tab closes an open submenu', async () => {
		start();
		const user = userEvent.setup();
		await openSignedOutMenu( user );
		await user.tab();
		setCandidate( SIGNED_IN );
		expect(
			screen.getByRole( 'button', { name: 'Sign in' } )
		).toHaveAttribute( 'aria-expanded', 'false' );
		expect( document.getElementById( 'm-signed-out' ) ).not.toBeVisible();
	} );
} );
