/**
 * The WAI-ARIA disclosure pattern for one menu toggle: a button with
 * `aria-expanded` and `aria-controls`, and the panel it shows. Enter and
 * Space come with the button element; Escape closes and returns focus.
 */

/**
 * Internal dependencies
 */
import { listen } from '../../src/blocks/listen';

export interface Disclosure {
	open: () => void;
	/** Close; with `focusToggle`, focus goes back to the toggle. */
	close: ( options?: { focusToggle?: boolean } ) => void;
	isOpen: () => boolean;
	readonly toggle: HTMLButtonElement;
	/** Remove every listener. */
	destroy: () => void;
}

export interface DisclosureOptions {
	toggle: HTMLButtonElement;
	panel: HTMLElement;
	/** Element holding toggle and panel: focus or pointer outside it closes. */
	container: HTMLElement;
	/**
	 * Whether hovering opens the panel. False on small screens and iPad,
	 * where a tap would fire both hover and click (spec §2: click there).
	 */
	hoverOpens: () => boolean;
}

export function createDisclosure( {
	toggle,
	panel,
	container,
	hoverOpens,
}: DisclosureOptions ): Disclosure {
	const doc = container.ownerDocument;
	let openedByHover = false;

	const isOpen = () => toggle.getAttribute( 'aria-expanded' ) === 'true';

	function setOpen( open: boolean ): void {
		toggle.setAttribute( 'aria-expanded', String( open ) );
		panel.hidden = ! open;
		if ( ! open ) {
			openedByHover = false;
		}
	}

	function close( { focusToggle = false } = {} ): void {
		setOpen( false );
		if ( focusToggle ) {
			toggle.focus();
		}
	}

	// Focus or a press outside the container closes.
	const closeOutside = ( target: EventTarget | null ) => {
		if (
			isOpen() &&
			target instanceof Node &&
			! container.contains( target )
		) {
			close();
		}
	};

	setOpen( false );
	const stops = [
		listen( toggle, 'click', () => {
			// A click on a panel opened by hover keeps it open rather than
			// closing it under the pointer.
			if ( isOpen() && openedByHover ) {
				openedByHover = false;
				return;
			}
			setOpen( ! isOpen() );
		} ),
		listen< KeyboardEvent >( container, 'keydown', ( event ) => {
			if ( event.key === 'Escape' && isOpen() ) {
				event.preventDefault();
				event.stopPropagation();
				close( { focusToggle: true } );
			}
		} ),
		listen< FocusEvent >( container, 'focusout', ( event ) =>
			closeOutside( event.relatedTarget )
		),
		listen( doc, 'pointerdown', ( event ) => closeOutside( event.target ) ),
		listen( container, 'mouseenter', () => {
			if ( ! isOpen() && hoverOpens() ) {
				setOpen( true );
				openedByHover = true;
			}
		} ),
		listen( container, 'mouseleave', () => openedByHover && close() ),
	];

	return {
		open: () => setOpen( true ),
		close,
		isOpen,
		toggle,
		destroy: () => stops.forEach( ( stop ) => stop() ),
	};
}
