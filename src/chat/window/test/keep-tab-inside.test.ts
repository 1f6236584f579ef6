/**
 * Internal dependencies
 */
import { coversWindow, keepTabInside } from '../lib/keep-tab-inside';

function dialogWithControls() {
	document.body.innerHTML = `
		<a href="/page">On the page</a>
		<div role="dialog">
			<button type="button">Close chat</button>
			<div tabindex="0">Conversation</div>
			<button type="button" disabled>Nursing</button>
			<textarea></textarea>
			<button type="button">Send</button>
		</div>`;
	const dialog = document.querySelector< HTMLElement >( '[role="dialog"]' )!;
	const [ close, , , , send ] = Array.from(
		dialog.children
	) as HTMLElement[];
	return { dialog, close, send };
}

const press = ( shiftKey = false ) => ( {
	shiftKey,
	preventDefault: jest.fn(),
} );

const everyControlShown = () => true;

describe( 'keepTabInside', () => {
	it( 'goes from the last control to the first, and back with Shift+Tab', () => {
		const { dialog, close, send } = dialogWithControls();
		send.focus();
		const tab = press();
		keepTabInside( tab, dialog, everyControlShown );
		expect( tab.preventDefault ).toHaveBeenCalled();
		expect( dialog.ownerDocument.activeElement ).toBe( close );
		const back = press( true );
		keepTabInside( back, dialog, everyControlShown );
		expect( dialog.ownerDocument.activeElement ).toBe( send );
	} );

	it( 'leaves Tab alone inside the dialog', () => {
		const { dialog, close } = dialogWithControls();
		close.focus();
		const tab = press();
		keepTabInside( tab, dialog, everyControlShown );
		expect( tab.preventDefault ).not.toHaveBeenCalled();
		expect( dialog.ownerDocument.activeElement ).toBe( close );
	} );

	it( 'skips disabled controls and a tabindex of -1', () => {
		const { dialog, close } = dialogWithControls();
		dialog.insertAdjacentHTML(
			'beforeend',
			'<button type="button" disabled>Last</button><div tabindex="-1">Not reached</div>'
		);
		close.focus();
		keepTabInside( press( true ), dialog, everyControlShown );
		expect( dialog.ownerDocument.activeElement?.textContent ).toBe(
			'Send'
		);
	} );

	it( 'counts only controls that are rendered', () => {
		const { dialog, close, send } = dialogWithControls();
		close.focus();
		const back = press( true );
		keepTabInside( back, dialog, ( element ) => element !== send );
		expect( dialog.ownerDocument.activeElement ).toBe(
			dialog.querySelector( 'textarea' )
		);
	} );
} );

/**
 * The dialog in a viewport of the given size (jsdom does no layout).
 *
 * @param viewportWidth  The viewport's clientWidth.
 * @param viewportHeight The viewport's clientHeight.
 */
function dialogInViewport( viewportWidth: number, viewportHeight: number ) {
	const { dialog } = dialogWithControls();
	const root = dialog.ownerDocument.documentElement;
	Object.defineProperty( root, 'clientWidth', {
		configurable: true,
		value: viewportWidth,
	} );
	Object.defineProperty( root, 'clientHeight', {
		configurable: true,
		value: viewportHeight,
	} );
	/**
	 * Whether a dialog box of this size covers the viewport.
	 *
	 * @param width  The dialog's width.
	 * @param height The dialog's height.
	 */
	return ( width: number, height: number ) => {
		jest.spyOn( dialog, 'getBoundingClientRect' ).mockReturnValue( {
			width,
			height,
		} as DOMRect );
		return coversWindow( dialog );
	};
}

describe( 'coversWindow', () => {
	it( 'is true only for a box as large as the viewport without its scrollbars', () => {
		const covers = dialogInViewport( 375, 844 );
		expect( covers( 375, 844 ) ).toBe( true );
		expect( covers( 384, 576 ) ).toBe( false );
	} );

	it( 'is true for a box a fraction of a pixel short of a zoomed viewport (WebKit)', () => {
		// Measured in WebKitGTK at 390×844 under a zoom: 390.0017 × 844.5676
		// against a viewport rounded to 390 × 845.
		const covers = dialogInViewport( 390, 845 );
		expect( covers( 390.0017, 844.5676 ) ).toBe( true );
		expect( covers( 390, 843.9 ) ).toBe( false );
	} );
} );
