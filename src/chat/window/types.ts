/**
 * The contract between the chat launcher (the block's view script, plain
 * DOM) and the chat window (this bundle, loaded on first open). The
 * launcher imports these types only, never code.
 */

/**
 * The chat as the launcher showed it before the window came (issue 34):
 * the template's first turn, and what the candidate did with it.
 */
export interface ShownFirstWords {
	/** When the first turn showed (ms since the epoch): its rows' time. */
	at: number;
	/** Whether the window is open now (the candidate may have closed it). */
	open: boolean;
	/** The input's text and its selection (start, end). */
	draft: string;
	selection: [ number, number ];
	/**
	 * The focused control's index among the window's buttons and text
	 * area (in document order; the window renders the same markup), or -1.
	 */
	focus: number;
	/** What the candidate did, in order: a message, or "Find jobs near me". */
	actions: Array< { send: string } | { nearMe: true } >;
}

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
	/**
	 * The template's first turn in the bot's locale (the block's server
	 * config), as the config has it (the window checks it): every new
	 * conversation shows it before Lex answers.
	 */
	firstTurn?: unknown;
	/** What the launcher showed and the candidate did before the window came. */
	shown?: ShownFirstWords;
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
