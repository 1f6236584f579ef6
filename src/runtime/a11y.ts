/** Announced when any form on the page is submitted (spec §2). */
export const UPDATING_MESSAGE = 'Your information is being updated.';
export const LIVE_REGION_ID = 'careers-frontend-live-region';

// Visually hidden but read by screen readers; the runtime ships no CSS.
const VISUALLY_HIDDEN =
	'position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0';

/**
 * The page's one polite live region, created on first use.
 *
 * @param doc Document to look in.
 */
export function getLiveRegion( doc: Document ): HTMLElement {
	const existing = doc.getElementById( LIVE_REGION_ID );
	if ( existing ) {
		return existing;
	}
	const region = doc.createElement( 'div' );
	region.id = LIVE_REGION_ID;
	region.setAttribute( 'role', 'status' );
	region.setAttribute( 'aria-live', 'polite' );
	region.setAttribute( 'aria-atomic', 'true' );
	region.style.cssText = VISUALLY_HIDDEN;
	doc.body.appendChild( region );
	return region;
}

/**
 * Say `message` once through the live region. The region is cleared first,
 * and a repeat of the previous message gets a trailing no-break space so the
 * text node really changes and screen readers read it again.
 *
 * @param message Text to announce.
 * @param doc     Document holding the region.
 */
export function announce( message: string, doc: Document = document ): void {
	const region = getLiveRegion( doc );
	const previous = region.textContent ?? '';
	region.textContent = '';
	region.textContent =
		previous === message ? `${ message }\u00A0` : message;
}

/**
 * Announce UPDATING_MESSAGE on every form submit in the page. Listens in the
 * capture phase so forms that stop propagation are heard too. Returns the
 * function that stops listening.
 *
 * @param doc Document to listen on.
 */
export function announceFormSubmits( doc: Document ): () => void {
	const onSubmit = ( event: Event ) => {
		if ( event.target instanceof HTMLFormElement ) {
			announce( UPDATING_MESSAGE, doc );
		}
	};
	doc.addEventListener( 'submit', onSubmit, true );
	return () => doc.removeEventListener( 'submit', onSubmit, true );
}

const FOCUSABLE = [
	'a[href]',
	'area[href]',
	'button:not([disabled])',
	'input:not([disabled]):not([type="hidden"])',
	'select:not([disabled])',
	'textarea:not([disabled])',
	'iframe',
	'[contenteditable="true"]',
	'[tabindex]',
].join( ',' );

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
			! element.closest( '[hidden],[inert],[aria-hidden="true"]' )
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
	const before = doc.activeElement;
	const onKeyDown = ( event: KeyboardEvent ) => {
		if ( event.key !== 'Tab' ) {
			return;
		}
		const focusable = focusableIn( container );
		if ( focusable.length === 0 ) {
			event.preventDefault();
			return;
		}
		const first = focusable[ 0 ];
		const last = focusable[ focusable.length - 1 ];
		const active = doc.activeElement;
		const outside = ! container.contains( active );
		if ( event.shiftKey && ( active === first || outside ) ) {
			event.preventDefault();
			last.focus();
		} else if ( ! event.shiftKey && ( active === last || outside ) ) {
			event.preventDefault();
			first.focus();
		}
	};
	doc.addEventListener( 'keydown', onKeyDown, true );
	return () => {
		doc.removeEventListener( 'keydown', onKeyDown, true );
		returnFocus( before );
	};
}
