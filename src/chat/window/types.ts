/**
 * The contract between the chat launcher (the block's view script, plain
 * DOM) and the chat window (this bundle, loaded on first open). The
 * launcher imports these types only, never code.
 */

export interface ChatMountOptions {
	/** Dialog title (block attribute, or the default). */
	title: string;
	/** Unique per block instance; ids inside the window start with it. */
	idPrefix: string;
	/**
	 * Told when the window opens or closes; `returnFocus` is true when the
	 * candidate closed it from inside, so focus goes back to the launcher.
	 */
	onOpenChange?: ( open: boolean, returnFocus: boolean ) => void;
	/**
	 * Told how many bot messages came while the window was closed, each
	 * time that changes (0 when it opens).
	 */
	onUnread?: ( count: number ) => void;
}

export interface ChatHandle {
	isOpen: () => boolean;
	/** Open (moving focus into the window) or close. */
	setOpen: ( open: boolean ) => void;
	unmount: () => void;
}

export interface ChatGlobal {
	mount: ( root: HTMLElement, options: ChatMountOptions ) => ChatHandle;
}

/** Where the window publishes `mount`: `window.careersFrontend.chat`. */
export interface ChatHost {
	careersFrontend?: { chat?: ChatGlobal } & Record< string, unknown >;
}
