/**
 * Internal dependencies
 */
import { documentMember } from '../../../shared/page-document';

/** What Tab can reach in the chat (a tabindex of -1 and disabled do not). */
const CONTROLS = 'a[href],button,input,textarea,[tabindex]';

const isRendered = ( element: Element ) => element.getClientRects().length > 0;

/**
 * Whether the element covers the whole viewport: on a phone the chat is
 * the page, and the page behind it cannot be seen. The viewport without
 * its scrollbars (headless Firefox on Linux keeps 12 px for one; a fixed
 * box with 100% width does not cover it).
 *
 * @param element The dialog.
 */
export function coversWindow( element: HTMLElement ): boolean {
	const viewport = documentMember( element.ownerDocument, 'documentElement' );
	const rect = element.getBoundingClientRect();
	// The viewport's sizes are whole pixels, rounded: a zoomed page's box
	// may fall short of them by less than one.
	return (
		rect.width > viewport.clientWidth - 1 &&
		rect.height > viewport.clientHeight - 1
	);
}

/**
 * Tab (the caller checks the key) on the dialog's last control goes to its
 * first, Shift+Tab on its first to its last, so focus never lands on the
 * page hidden behind it.
 *
 * @param event                The key event (its default is prevented when
 *                             focus goes round).
 * @param event.shiftKey       Whether Shift is down.
 * @param event.preventDefault
 * @param dialog               The dialog.
 * @param shown                Whether a control is rendered (jsdom has no layout).
 */
export function keepTabInside(
	event: Pick< KeyboardEvent, 'shiftKey' | 'preventDefault' >,
	dialog: HTMLElement,
	shown: ( element: Element ) => boolean = isRendered
): void {
	const controls = Array.from(
		dialog.querySelectorAll< HTMLElement >( CONTROLS )
	).filter(
		( element ) =>
			element.tabIndex >= 0 &&
			! element.matches( ':disabled' ) &&
			shown( element )
	);
	const first = controls[ 0 ];
	const last = controls.at( -1 );
	const active = documentMember( dialog.ownerDocument, 'activeElement' );
	const target = event.shiftKey
		? active === first && last
		: active === last && first;
	if ( target ) {
		event.preventDefault();
		target.focus();
	}
}
