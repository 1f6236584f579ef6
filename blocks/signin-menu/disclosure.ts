/**
 * The WAI-ARIA disclosure pattern for one menu toggle: a button with
 * `aria-expanded` and `aria-controls`, and the panel it shows. Enter and
 * Space come with the button element; Escape closes and returns focus.
 */

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

	const onClick = () => {
		// A click on a panel opened by hover keeps it open rather than
		// closing it under the pointer.
		if ( isOpen() && openedByHover ) {
			openedByHover = false;
			return;
		}
		setOpen( ! isOpen() );
	};

	const onKeyDown = ( event: KeyboardEvent ) => {
		if ( event.key === 'Escape' && isOpen() ) {
			event.preventDefault();
			event.stopPropagation();
			close( { focusToggle: true } );
		}
	};

	const onFocusOut = ( event: FocusEvent ) => {
		const next = event.relatedTarget;
		if ( next instanceof Node && ! container.contains( next ) ) {
			close();
		}
	};

	const onPointerDown = ( event: Event ) => {
		if (
			isOpen() &&
			event.target instanceof Node &&
			! container.contains( event.target )
		) {
			close();
		}
	};

	const onMouseEnter = () => {
		if ( ! isOpen() && hoverOpens() ) {
			setOpen( true );
			openedByHover = true;
		}
	};

	const onMouseLeave = () => {
		if ( openedByHover ) {
			close();
		}
	};

	setOpen( false );
	toggle.addEventListener( 'click', onClick );
	container.addEventListener( 'keydown', onKeyDown );
	container.addEventListener( 'focusout', onFocusOut );
	container.addEventListener( 'mouseenter', onMouseEnter );
	container.addEventListener( 'mouseleave', onMouseLeave );
	doc.addEventListener( 'pointerdown', onPointerDown );

	return {
		open: () => setOpen( true ),
		close,
		isOpen,
		toggle,
		destroy() {
			toggle.removeEventListener( 'click', onClick );
			container.removeEventListener( 'keydown', onKeyDown );
			container.removeEventListener( 'focusout', onFocusOut );
			container.removeEventListener( 'mouseenter', onMouseEnter );
			container.removeEventListener( 'mouseleave', onMouseLeave );
			doc.removeEventListener( 'pointerdown', onPointerDown );
		},
	};
}
