/** What Tab can reach. */
const FOCUSABLE = [
	'a[href]',
	'button:not([disabled])',
	'input:not([disabled]):not([type="hidden"])',
	'textarea:not([disabled])',
	'select:not([disabled])',
	'[tabindex]:not([tabindex="-1"])',
].join( ', ' );

const isRendered = ( element: Element ) => element.getClientRects().length > 0;

/**
 * Whether the element covers the whole viewport: on a phone the chat is
 * the page, and the page behind it cannot be seen. The viewport without
 * its scrollbars (headless Firefox on Linux keeps 12 px for one; a fixed box with
 * 100% width does not cover it).
 *
 * @param element The dialog.
 */
export function coversWindow( element: HTMLElement ): boolean {
	const viewport = element.ownerDocument.documentElement;
	const rect = element.getBoundingClientRect();
	return (
		rect.width >= viewport.clientWidth &&
		rect.height >= viewport.clientHeight
	);
}

/**
 * Tab on the dialog's last control goes to its first, Shift+Tab on its
 * first to its last, so focus never lands on the page hidden behind it.
 *
 * @param event                The key event (its default is prevented when
 *                             focus goes round).
 * @param event.key            The key.
 * @param event.shiftKey       Whether Shift is down.
 * @param event.preventDefault
 * @param dialog               The dialog.
 * @param shown                Whether a control is rendered (jsdom has no layout).
 */
export function keepTabInside(
	event: Pick< KeyboardEvent, 'key' | 'shiftKey' | 'preventDefault' >,
	dialog: HTMLElement,
	shown: ( element: Element ) => boolean = isRendered
): void {
	if ( event.key !== 'Tab' ) {
		return;
	}
	const controls = Array.from(
		dialog.querySelectorAll< HTMLElement >( FOCUSABLE )
	).filter( shown );
	const first = controls[ 0 ];
	const last = controls[ controls.length - 1 ];
	const active = dialog.ownerDocument.activeElement;
	const target = event.shiftKey
		? active === first && last
		: active === last && first;
	if ( target ) {
		event.preventDefault();
		target.focus();
	}
}
