/**
 * External dependencies
 */
import { fireEvent, screen } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { createDisclosure, type Disclosure } from '../disclosure';

let disclosure: Disclosure;
let hoverOpens = true;

function setUp() {
	document.body.innerHTML = `
		<div data-testid="menu">
			<button type="button" aria-controls="panel">Sign in</button>
			<ul id="panel" hidden><li><a href="/profile/login/">Already have a profile?</a></li></ul>
		</div>
		<a href="#outside">Outside</a>`;
	disclosure = createDisclosure( {
		toggle: screen.getByRole( 'button', {
			name: 'Sign in',
		} ) as HTMLButtonElement,
		panel: document.getElementById( 'panel' )!,
		container: screen.getByTestId( 'menu' ),
		hoverOpens: () => hoverOpens,
	} );
}

const toggle = () => screen.getByRole( 'button', { name: 'Sign in' } );
const panel = () => document.getElementById( 'panel' )!;

beforeEach( () => {
	hoverOpens = true;
	setUp();
} );
afterEach( () => disclosure.destroy() );

describe( 'menu disclosure', () => {
	it( 'starts closed, with aria-expanded false and aria-controls naming the panel', () => {
		expect( toggle() ).toHaveAttribute( 'aria-expanded', 'false' );
		expect( toggle() ).toHaveAttribute( 'aria-controls', 'panel' );
		expect( panel() ).not.toBeVisible();
	} );

	it( 'toggles with Enter and with Space', async () => {
		const user = userEvent.setup();
		toggle().focus();
		await user.keyboard( '{Enter}' );
		expect( toggle() ).toHaveAttribute( 'aria-expanded', 'true' );
		expect( panel() ).toBeVisible();
		await user.keyboard( ' ' );
		expect( toggle() ).toHaveAttribute( 'aria-expanded', 'false' );
		expect( panel() ).not.toBeVisible();
	} );

	it( 'closes with Escape from inside the panel and returns focus to the toggle', async () => {
		const user = userEvent.setup();
		toggle().focus();
		await user.keyboard( '{Enter}' );
		await user.tab();
		expect(
			screen.getByRole( 'link', { name: 'Already have a profile?' } )
		).toHaveFocus();
		await user.keyboard( '{Escape}' );
		expect( toggle() ).toHaveAttribute( 'aria-expanded', 'false' );
		expect( toggle() ).toHaveFocus();
	} );

	it( 'closes when focus leaves the menu', async () => {
		const user = userEvent.setup();
		toggle().focus();
		await user.keyboard( '{Enter}' );
		await user.tab();
		await user.tab();
		expect( screen.getByRole( 'link', { name: 'Outside' } ) ).toHaveFocus();
		expect( toggle() ).toHaveAttribute( 'aria-expanded', 'false' );
	} );

	it( 'closes on a click elsewhere on the page', async () => {
		const user = userEvent.setup();
		await user.click( toggle() );
		expect( toggle() ).toHaveAttribute( 'aria-expanded', 'true' );
		await user.click( document.body );
		expect( toggle() ).toHaveAttribute( 'aria-expanded', 'false' );
	} );

	it( 'opens on hover on wide screens and closes when the pointer leaves', () => {
		fireEvent.mouseEnter( screen.getByTestId( 'menu' ) );
		expect( toggle() ).toHaveAttribute( 'aria-expanded', 'true' );
		fireEvent.mouseLeave( screen.getByTestId( 'menu' ) );
		expect( toggle() ).toHaveAttribute( 'aria-expanded', 'false' );
	} );

	it( 'a click on a menu opened by hover keeps it open', async () => {
		const user = userEvent.setup();
		await user.hover( screen.getByTestId( 'menu' ) );
		await user.click( toggle() );
		expect( toggle() ).toHaveAttribute( 'aria-expanded', 'true' );
		fireEvent.mouseLeave( screen.getByTestId( 'menu' ) );
		expect( toggle() ).toHaveAttribute( 'aria-expanded', 'true' );
	} );

	it( 'on small screens and iPad only a click opens it, so one tap opens it once', async () => {
		hoverOpens = false;
		const user = userEvent.setup();
		// A tap fires hover and click together.
		await user.click( toggle() );
		expect( toggle() ).toHaveAttribute( 'aria-expanded', 'true' );
		fireEvent.mouseLeave( screen.getByTestId( 'menu' ) );
		expect( toggle() ).toHaveAttribute( 'aria-expanded', 'true' );
		await user.click( toggle() );
		expect( toggle() ).toHaveAttribute( 'aria-expanded', 'false' );
	} );
} );
