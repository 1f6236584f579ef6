/**
 * Internal dependencies
 */
import { documentMember } from '../shared/page-document';

/**
 * Announced when any form on the page is submitted (spec §2). The page
 * config brings it translated from PHP (context `updatingMessage`), so the
 * runtime needs no wp-i18n on the page; this is its English fallback.
 */
export const UPDATING_MESSAGE = 'Your information is being updated.';
export const LIVE_REGION_ID = 'careers-frontend-live-region';

// Not @wordpress/a11y's speak(): its handle brings wp-i18n (for its own
// region's label) onto every page, which the runtime left behind to stay
// light on load; one polite region of our own does the same job.
// Visually hidden but read by screen readers; the runtime ships no CSS.
const VISUALLY_HIDDEN =
	'position:absolute;width:1px;height:1px;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap';

let ownRegion: HTMLElement | undefined;

/**
 * The page's one polite live region: the element the runtime made, made on
 * first use. Never looked up by its id: post content is untrusted, and an
 * Author's hidden element with that id would swallow every announcement.
 *
 * @param doc Document to look in.
 */
export function getLiveRegion( doc: Document ): HTMLElement {
	if ( ownRegion?.ownerDocument !== doc ) {
		ownRegion = documentMember( doc, 'createElement' )( 'div' );
		ownRegion.id = LIVE_REGION_ID;
		ownRegion.setAttribute( 'role', 'status' );
		ownRegion.setAttribute( 'aria-live', 'polite' );
		ownRegion.style.cssText = VISUALLY_HIDDEN;
	}
	// Back in place should a script have removed it.
	if ( ! ownRegion.isConnected ) {
		documentMember( doc, 'body' ).append( ownRegion );
	}
	return ownRegion;
}

/**
 * Say `message` once through the live region. The region is cleared first,
 * and a repeat of the previous message gets a trailing no-break space so the
 * text really changes and screen readers read it again.
 *
 * @param message Text to announce.
 * @param doc     Document holding the region.
 */
export function announce( message: string, doc: Document = document ): void {
	const region = getLiveRegion( doc );
	const previous = region.textContent;
	region.textContent = '';
	region.textContent = previous === message ? message + '\u00A0' : message;
}

/**
 * Announce `message` on every form submit in the page. Listens in the
 * capture phase so forms that stop propagation are heard too; only forms
 * fire `submit`. Returns the function that stops listening.
 *
 * @param doc     Document to listen on.
 * @param message The translated UPDATING_MESSAGE.
 */
export function announceFormSubmits(
	doc: Document,
	message = UPDATING_MESSAGE
): () => void {
	const onSubmit = () => announce( message, doc );
	documentMember( doc, 'addEventListener' )( 'submit', onSubmit, true );
	return () =>
		documentMember( doc, 'removeEventListener' )(
			'submit',
			onSubmit,
			true
		);
}

const FOCUSABLE =
	'a[href],button:not([disabled]),input:not([disabled]):not([type=hidden]),select:not([disabled]),textarea:not([disabled]),[tabindex]';

/**
 * Elements in `container` reachable with Tab, in order.
 *
 * @param container Menu or dialog.
 */
export function focusableIn( container: ParentNode ): HTMLElement[] {
	return Array.from(
		container.querySelectorAll< HTMLElement >( FOCUSABLE )
	).filter(
		( element ) =>
			element.getAttribute( 'tabindex' ) !== '-1' &&
			! element.closest( '[hidden],[inert]' )
	);
}

/**
 * Move focus back to `element` if it is still on the page.
 *
 * @param element Element that had focus before a menu or dialog opened.
 */
export function returnFocus( element: Element | null ): void {
	if ( element instanceof HTMLElement && element.isConnected ) {
		element.focus();
	}
}

/**
 * Keep Tab and Shift+Tab inside `container` (a dialog or open menu). The
 * returned release function removes the trap and returns focus to where it
 * was before.
 *
 * @param container Element to keep focus in.
 */
export function trapFocus( container: HTMLElement ): () => void {
	const doc = container.ownerDocument;
	const before = documentMember( doc, 'activeElement' );
	const onKeyDown = ( event: KeyboardEvent ) => {
		if ( event.key !== 'Tab' ) {
			return;
		}
		const focusable = focusableIn( container );
		const active = documentMember( doc, 'activeElement' );
		// The element Tab would leave from: last going forward, first going back.
		const edge = focusable.at( event.shiftKey ? 0 : -1 );
		if ( ! edge || active === edge || ! container.contains( active ) ) {
			event.preventDefault();
			focusable.at( event.shiftKey ? -1 : 0 )?.focus();
		}
	};
	documentMember( doc, 'addEventListener' )( 'keydown', onKeyDown, true );
	return () => {
		documentMember( doc, 'removeEventListener' )(
			'keydown',
			onKeyDown,
			true
		);
		returnFocus( before );
	};
}
