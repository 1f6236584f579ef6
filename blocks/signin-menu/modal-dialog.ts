/**
 * A real modal dialog around the profile app's page (sign-in or create
 * profile): `<dialog>` opened with showModal() so the page behind is inert,
 * focus kept inside by the runtime's trap, Escape closes (also from inside
 * the same-origin frame), and focus goes back to where it came from. The
 * frame is made as the dialog opens and removed as it closes: the page
 * loads none (each empty frame costs its load tens of milliseconds of main
 * thread), and nothing runs behind a closed dialog.
 */

/**
 * Internal dependencies
 */
import { documentMember } from '../../src/shared/page-document';
import { listen } from '../../src/blocks/listen';

export interface ModalDialog {
	/** Open; `opener` gets focus back on close. */
	open: ( opener: HTMLElement | null ) => void;
	close: () => void;
	isOpen: () => boolean;
	readonly element: HTMLDialogElement;
	destroy: () => void;
}

export interface ModalDialogOptions {
	dialog: HTMLDialogElement;
	/** The page its frame shows: from the server's config, never markup. */
	src: string;
	/** The runtime's trapFocus: returns the release function. */
	trapFocus: ( container: HTMLElement ) => () => void;
	/** Where focus goes when the opener is gone or hidden by then. */
	fallbackFocus: () => HTMLElement | null;
}

/**
 * Focus `element` and report whether it took focus: a hidden or detached
 * element does not.
 *
 * @param element Candidate for focus.
 */
export function tryFocus( element: HTMLElement | null ): boolean {
	if ( ! element || ! element.isConnected ) {
		return false;
	}
	element.focus();
	return documentMember( element.ownerDocument, 'activeElement' ) === element;
}

/**
 * Show as a modal, or hide; the `open` attribute where the browser has no
 * dialog methods.
 *
 * @param dialog The dialog.
 * @param shown  Show or hide.
 */
function setShown( dialog: HTMLDialogElement, shown: boolean ): void {
	if ( typeof dialog.showModal !== 'function' ) {
		dialog.toggleAttribute( 'open', shown );
	} else if ( shown ) {
		dialog.showModal();
	} else {
		dialog.close();
	}
}

/**
 * Escape inside the frame closes too. The profile pages share the site's
 * origin; elsewhere this throws and the close buttons remain.
 *
 * @param frame The dialog's frame.
 * @param close Closes the dialog.
 */
function closeOnEscapeInside(
	frame: HTMLIFrameElement | null,
	close: () => void
): void {
	const framed = frame?.contentDocument;
	try {
		if ( framed ) {
			documentMember( framed, 'addEventListener' )(
				'keydown',
				( event ) => {
					if ( event.key === 'Escape' ) {
						close();
					}
				}
			);
		}
	} catch {}
}

export const FRAME_CLASS =
	'wp-block-careers-frontend-signin-menu__dialog-frame';

/**
 * The frame for the dialog's page, titled as the dialog is.
 *
 * @param dialog The dialog.
 * @param src    The page.
 */
function createFrame(
	dialog: HTMLDialogElement,
	src: string
): HTMLIFrameElement {
	const doc = dialog.ownerDocument;
	const frame = documentMember( doc, 'createElement' )( 'iframe' );
	frame.className = FRAME_CLASS;
	frame.title =
		documentMember(
			doc,
			'getElementById'
		)(
			dialog.getAttribute( 'aria-labelledby' ) ?? ''
		)?.textContent?.trim() ?? '';
	frame.src = src;
	return frame;
}

/**
 * The dialog's frame, put where render.php left room for it as the dialog
 * opens, and taken out as it closes.
 *
 * @param dialog The dialog.
 * @param src    The page.
 * @param close  Closes the dialog (Escape inside the frame).
 */
function frameSlot(
	dialog: HTMLDialogElement,
	src: string,
	close: () => void
): { show: () => void; hide: () => void } {
	const slot = dialog.querySelector( '[data-careers-dialog-frame]' );
	let frame: HTMLIFrameElement | null = null;
	return {
		show() {
			if ( slot && ! frame ) {
				const shown = createFrame( dialog, src );
				shown.addEventListener( 'load', () =>
					closeOnEscapeInside( shown, close )
				);
				slot.replaceWith( shown );
				frame = shown;
			}
		},
		hide() {
			if ( slot && frame ) {
				frame.replaceWith( slot );
			}
			frame = null;
		},
	};
}

export function createModalDialog( {
	dialog,
	src,
	trapFocus,
	fallbackFocus,
}: ModalDialogOptions ): ModalDialog {
	const frame = frameSlot( dialog, src, close );
	let opener: HTMLElement | null = null;
	let release: ( () => void ) | null = null;

	function finish(): void {
		if ( ! release ) {
			return;
		}
		const releaseTrap = release;
		release = null;
		releaseTrap();
		// Unload the page: nothing runs behind a closed dialog.
		frame.hide();
		if ( ! tryFocus( opener ) ) {
			tryFocus( fallbackFocus() );
		}
		opener = null;
	}

	function close(): void {
		setShown( dialog, false );
		finish();
	}

	function open( from: HTMLElement | null ): void {
		if ( release ) {
			return;
		}
		opener = from;
		// A fresh page each time: the last visit may have ended elsewhere.
		frame.show();
		setShown( dialog, true );
		release = trapFocus( dialog );
		dialog
			.querySelector< HTMLElement >( '[data-careers-dialog-close]' )
			?.focus();
	}

	const stops = [
		// Closed by the browser (Escape fires `cancel` then `close`) or any
		// other way: keep the focus bookkeeping in step.
		listen( dialog, 'close', finish ),
		// Escape handled here too, for browsers without showModal().
		listen< KeyboardEvent >( dialog, 'keydown', ( event ) => {
			if ( event.key === 'Escape' ) {
				event.preventDefault();
				close();
			}
		} ),
		listen( dialog, 'click', ( event ) => {
			const target = event.target as Element | null;
			// The dialog has no padding, so a click on the element itself
			// is a click on the backdrop.
			if (
				target === dialog ||
				target?.closest( '[data-careers-dialog-close]' )
			) {
				close();
			}
		} ),
	];

	return {
		open,
		close,
		isOpen: () => release !== null,
		element: dialog,
		destroy: () => stops.forEach( ( stop ) => stop() ),
	};
}
