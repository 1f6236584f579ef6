/**
 * A real modal dialog around the profile app's page (sign-in or create
 * profile): `<dialog>` opened with showModal() so the page behind is inert,
 * focus kept inside by the runtime's trap, Escape closes (also from inside
 * the same-origin frame), and focus goes back to where it came from.
 */

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
	return element.ownerDocument.activeElement === element;
}

export function createModalDialog( {
	dialog,
	src,
	trapFocus,
	fallbackFocus,
}: ModalDialogOptions ): ModalDialog {
	const frame = dialog.querySelector< HTMLIFrameElement >( 'iframe' );
	let opener: HTMLElement | null = null;
	let release: ( () => void ) | null = null;

	function finish(): void {
		if ( ! release ) {
			return;
		}
		const releaseTrap = release;
		release = null;
		releaseTrap();
		// Unload the page in the frame: nothing runs behind a closed dialog.
		frame?.setAttribute( 'src', 'about:blank' );
		if ( ! tryFocus( opener ) ) {
			tryFocus( fallbackFocus() );
		}
		opener = null;
	}

	function close(): void {
		if ( typeof dialog.close === 'function' ) {
			dialog.close();
		} else {
			dialog.removeAttribute( 'open' );
		}
		finish();
	}

	function listenInsideFrame(): void {
		// The profile pages share the site's origin; elsewhere this throws
		// and the close buttons remain.
		try {
			frame?.contentDocument?.addEventListener( 'keydown', ( event ) => {
				if ( event.key === 'Escape' ) {
					close();
				}
			} );
		} catch {}
	}

	function open( from: HTMLElement | null ): void {
		if ( release ) {
			return;
		}
		opener = from;
		// A fresh page each time: the last visit may have ended elsewhere.
		frame?.setAttribute( 'src', src );
		if ( typeof dialog.showModal === 'function' ) {
			dialog.showModal();
		} else {
			dialog.setAttribute( 'open', '' );
		}
		release = trapFocus( dialog );
		dialog
			.querySelector< HTMLElement >( '[data-careers-dialog-close]' )
			?.focus();
	}

	// Closed by the browser (Escape fires `cancel` then `close`) or any
	// other way: keep the focus bookkeeping in step.
	const onClose = () => finish();
	// Escape handled here too, for browsers without showModal().
	const onKeyDown = ( event: KeyboardEvent ) => {
		if ( event.key === 'Escape' ) {
			event.preventDefault();
			close();
		}
	};
	const onClick = ( event: MouseEvent ) => {
		const target = event.target as Element | null;
		// The dialog has no padding, so a click on the element itself is a
		// click on the backdrop.
		if (
			target === dialog ||
			target?.closest( '[data-careers-dialog-close]' )
		) {
			close();
		}
	};

	dialog.addEventListener( 'close', onClose );
	dialog.addEventListener( 'click', onClick );
	dialog.addEventListener( 'keydown', onKeyDown );
	frame?.addEventListener( 'load', listenInsideFrame );

	return {
		open,
		close,
		isOpen: () => release !== null,
		element: dialog,
		destroy() {
			dialog.removeEventListener( 'close', onClose );
			dialog.removeEventListener( 'click', onClick );
			dialog.removeEventListener( 'keydown', onKeyDown );
			frame?.removeEventListener( 'load', listenInsideFrame );
		},
	};
}
