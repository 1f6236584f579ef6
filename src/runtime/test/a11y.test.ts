/**
 * External dependencies
 */
import { fireEvent } from '@testing-library/dom';

/**
 * Internal dependencies
 */
import {
	LIVE_REGION_ID,
	UPDATING_MESSAGE,
	announce,
	announceFormSubmits,
	focusableIn,
	getLiveRegion,
	returnFocus,
	trapFocus,
} from '../a11y';

beforeEach( () => {
	document.body.innerHTML = '';
} );

// The focused element, read through a node's ownerDocument as house rules ask.
const active = () => document.body.ownerDocument.activeElement;

const screenReaderText = () =>
	document.getElementById( LIVE_REGION_ID )?.textContent;

describe( 'live region', () => {
	it( 'is the runtime’s own: a hidden element with its id in post content silences nothing', () => {
		// A page of its own: the region is made once per page.
		const page = document.implementation.createHTMLDocument( 'Post' );
		page.body.innerHTML = `<div id="${ LIVE_REGION_ID }" hidden></div>`;
		const forged = page.getElementById( LIVE_REGION_ID );

		const region = getLiveRegion( page );
		expect( region ).not.toBe( forged );
		expect( getLiveRegion( page ) ).toBe( region );
		announce( 'You are signed out.', page );
		// A page without a window: jest-dom's matchers cannot read it.
		expect( region.textContent ).toBe( 'You are signed out.' );
		expect( region.getAttribute( 'role' ) ).toBe( 'status' );
		expect( region.isConnected && ! region.hidden ).toBe( true );
		expect( forged?.textContent ).toBe( '' );
	} );

	it( 'is one polite, visually hidden region for the page', () => {
		const region = getLiveRegion( document );
		expect( getLiveRegion( document ) ).toBe( region );
		expect(
			document.querySelectorAll( `#${ LIVE_REGION_ID }` )
		).toHaveLength( 1 );
		expect( region ).toHaveAttribute( 'role', 'status' );
		expect( region ).toHaveAttribute( 'aria-live', 'polite' );
		expect( region.style.position ).toBe( 'absolute' );
		expect( region.style.width ).toBe( '1px' );
	} );

	it( 'announces a message, and a repeat changes the text so it is read again', () => {
		announce( 'Saved.', document );
		const region = getLiveRegion( document );
		expect( region ).toHaveTextContent( 'Saved.' );
		const first = region.textContent;

		announce( 'Saved.', document );
		expect( region.textContent ).not.toBe( first );
		expect( region.textContent?.trim() ).toBe( 'Saved.' );

		announce( 'Done.', document );
		expect( region.textContent ).toBe( 'Done.' );
	} );

	it( 'creates the region on first announcement if the page has none yet', () => {
		announce( 'Hello.', document );
		expect(
			document.querySelectorAll( `#${ LIVE_REGION_ID }` )
		).toHaveLength( 1 );
		expect( screenReaderText() ).toBe( 'Hello.' );
	} );

	it( 'says "Your information is being updated." when a form is submitted', () => {
		expect( UPDATING_MESSAGE ).toBe( 'Your information is being updated.' );
		document.body.innerHTML =
			'<form><input name="q"><button>Save</button></form>';
		const stop = announceFormSubmits( document );
		const form = document.querySelector( 'form' ) as HTMLFormElement;
		// A form that stops the event is still heard (capture phase).
		form.addEventListener( 'submit', ( event ) => {
			event.preventDefault();
			event.stopPropagation();
		} );
		fireEvent.submit( form );
		expect( getLiveRegion( document ) ).toHaveTextContent(
			UPDATING_MESSAGE
		);
		stop();
	} );

	it( 'says the message the page config brought translated', () => {
		document.body.innerHTML = '<form></form>';
		const stop = announceFormSubmits(
			document,
			'Se está actualizando tu información.'
		);
		fireEvent.submit( document.querySelector( 'form' ) as HTMLFormElement );
		expect( getLiveRegion( document ) ).toHaveTextContent(
			'Se está actualizando tu información.'
		);
		stop();
	} );
} );

describe( 'focus helpers', () => {
	function dialog() {
		document.body.innerHTML = `
			<button id="opener">Open</button>
			<div id="dialog">
				<button id="first">First</button>
				<a id="skipped" tabindex="-1" href="#">Skipped</a>
				<span hidden><button id="hidden">Hidden</button></span>
				<button id="disabled" disabled>Disabled</button>
				<input id="last">
			</div>
			<button id="outside">Outside</button>`;
		const byId = ( id: string ) =>
			document.getElementById( id ) as HTMLElement;
		return { byId, container: byId( 'dialog' ) };
	}

	it( 'finds only the elements Tab can reach', () => {
		const { container } = dialog();
		expect( focusableIn( container ).map( ( el ) => el.id ) ).toEqual( [
			'first',
			'last',
		] );
	} );

	it( 'keeps Tab and Shift+Tab inside the container, then returns focus', () => {
		const { byId, container } = dialog();
		byId( 'opener' ).focus();
		const release = trapFocus( container );

		byId( 'last' ).focus();
		const forward = fireEvent.keyDown( active() as Element, {
			key: 'Tab',
		} );
		expect( forward ).toBe( false ); // default prevented
		expect( active() ).toBe( byId( 'first' ) );

		fireEvent.keyDown( active() as Element, {
			key: 'Tab',
			shiftKey: true,
		} );
		expect( active() ).toBe( byId( 'last' ) );

		// Inside the container, ordinary Tab is left to the browser.
		byId( 'first' ).focus();
		expect( fireEvent.keyDown( byId( 'first' ), { key: 'Tab' } ) ).toBe(
			true
		);

		// Focus that escaped is brought back in.
		byId( 'outside' ).focus();
		fireEvent.keyDown( byId( 'outside' ), { key: 'Tab' } );
		expect( active() ).toBe( byId( 'first' ) );

		release();
		expect( active() ).toBe( byId( 'opener' ) );
		byId( 'last' ).focus();
		expect( fireEvent.keyDown( byId( 'last' ), { key: 'Tab' } ) ).toBe(
			true
		);
	} );

	it( 'returns focus only to an element still on the page', () => {
		const { byId } = dialog();
		const opener = byId( 'opener' );
		byId( 'first' ).focus();
		opener.remove();
		returnFocus( opener );
		expect( active() ).toBe( byId( 'first' ) );
		returnFocus( byId( 'outside' ) );
		expect( active() ).toBe( byId( 'outside' ) );
	} );
} );
