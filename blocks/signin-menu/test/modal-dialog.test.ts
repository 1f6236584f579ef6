/**
 * External dependencies
 */
import { screen } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { trapFocus } from '../../../src/runtime/a11y';
import {
	FRAME_CLASS,
	createModalDialog,
	type ModalDialog,
} from '../modal-dialog';

let modal: ModalDialog;
let fallback: HTMLElement;

beforeEach( () => {
	document.body.innerHTML = `
		<button type="button">Opener</button>
		<button type="button">Fallback</button>
		<dialog aria-labelledby="t">
			<div>
				<h2 id="t">Sign in</h2>
				<button type="button" data-careers-dialog-close>Close</button>
				<div data-careers-dialog-frame hidden></div>
				<button type="button" data-careers-dialog-close>Cancel</button>
			</div>
		</dialog>`;
	fallback = screen.getByRole( 'button', { name: 'Fallback' } );
	modal = createModalDialog( {
		dialog: document.querySelector( 'dialog' )!,
		src: '/profile/login/',
		trapFocus,
		fallbackFocus: () => fallback,
	} );
} );
const focusedElement = () =>
	document.body.ownerDocument.activeElement as HTMLElement;

afterEach( () => modal.destroy() );

const dialog = () => document.querySelector( 'dialog' )!;
const opener = () => screen.getByRole( 'button', { name: 'Opener' } );

describe( 'modal dialog', () => {
	it( 'is labelled by its title and has a frame, with its page, only when opened', () => {
		expect( dialog().querySelector( 'iframe' ) ).toBeNull();
		modal.open( opener() );
		expect( screen.getByRole( 'dialog' ) ).toHaveAccessibleName(
			'Sign in'
		);
		const frame = dialog().querySelector( 'iframe' );
		expect( frame ).toHaveAttribute( 'src', '/profile/login/' );
		expect( frame ).toHaveAttribute( 'title', 'Sign in' );
		expect( frame ).toHaveClass( FRAME_CLASS );
		// Where render.php left room for it: between the title and Cancel.
		expect( frame?.previousElementSibling ).toHaveTextContent( 'Close' );
		expect( frame?.nextElementSibling ).toHaveTextContent( 'Cancel' );
		expect( modal.isOpen() ).toBe( true );
	} );

	it( 'removes its frame when closed and starts afresh when opened again', () => {
		modal.open( opener() );
		const first = dialog().querySelector( 'iframe' );
		modal.close();
		expect( dialog().querySelector( 'iframe' ) ).toBeNull();
		expect(
			dialog().querySelector( '[data-careers-dialog-frame]' )
		).not.toBeNull();
		modal.open( opener() );
		const second = dialog().querySelector( 'iframe' );
		expect( second ).toHaveAttribute( 'src', '/profile/login/' );
		expect( second ).not.toBe( first );
	} );

	it( 'moves focus in on open and keeps Tab and Shift+Tab inside', async () => {
		const user = userEvent.setup();
		opener().focus();
		modal.open( opener() );
		expect(
			screen.getByRole( 'button', { name: 'Close', hidden: true } )
		).toHaveFocus();
		for ( const key of [
			'{Tab}',
			'{Tab}',
			'{Tab}',
			'{Shift>}{Tab}{/Shift}',
			'{Shift>}{Tab}{/Shift}',
			'{Shift>}{Tab}{/Shift}',
		] ) {
			await user.keyboard( key );
			expect( dialog() ).toContainElement( focusedElement() );
		}
	} );

	it.each( [ 'Close', 'Cancel' ] )(
		'the %s button closes it and focus returns to the opener',
		async ( name ) => {
			const user = userEvent.setup();
			opener().focus();
			modal.open( opener() );
			await user.click(
				screen.getByRole( 'button', { name, hidden: true } )
			);
			expect( modal.isOpen() ).toBe( false );
			expect( dialog() ).not.toHaveAttribute( 'open' );
			expect( opener() ).toHaveFocus();
		}
	);

	it( 'Escape closes it', async () => {
		const user = userEvent.setup();
		modal.open( opener() );
		await user.keyboard( '{Escape}' );
		expect( modal.isOpen() ).toBe( false );
		expect( opener() ).toHaveFocus();
	} );

	it( 'a click on the backdrop closes it', async () => {
		const user = userEvent.setup();
		modal.open( opener() );
		await user.click( dialog() );
		expect( modal.isOpen() ).toBe( false );
	} );

	it( 'focus goes to the fallback when the opener is gone', () => {
		modal.open( opener() );
		opener().remove();
		modal.close();
		expect( fallback ).toHaveFocus();
	} );
} );
