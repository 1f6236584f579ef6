/**
 * The chat launcher: plain DOM, no React. The button the server rendered
 * loads the chat window on first click (prefetched when the page is idle or
 * the pointer comes near), then toggles it. A chat left open on another
 * page opens again here.
 */

/**
 * Internal dependencies
 */
import {
	showFirstWords,
	type ChatGlobal,
	type ChatHandle,
	type ChatHost,
	type ChatMountOptions,
	type FirstWords,
	type FirstWordsCandidate,
	type FirstWordsWindow,
} from '../../src/chat/public';
import type { LazyAssets } from './lazy-assets';
import { mountOptions } from './mount-options';

export interface LauncherDeps {
	/** Holds `careersFrontend.chat` once the window's script has run. */
	host: ChatHost;
	/** Whether the chat was open when the candidate left the last page. */
	wasOpen: () => boolean;
	loadAssets: ( assets: LazyAssets ) => Promise< void >;
	/**
	 * Prefetch the window's files and the chunks it imports on open; a
	 * failure only means the click will fetch them.
	 */
	prefetch: ( assets: LazyAssets ) => Promise< void >;
	whenIdle: ( callback: () => void ) => void;
	/**
	 * The browser asks to save data (Save-Data): no prefetch at idle, only
	 * when the pointer or focus comes to the launcher.
	 */
	savesData?: () => boolean;
	/** Whether this tab keeps a conversation (the window shows it). */
	hasConversation?: () => boolean;
	/** The candidate as the runtime's store has it now. */
	candidate?: () => FirstWordsCandidate | null;
	/** Says the text once through the page's live region. */
	announce?: ( text: string ) => void;
	logger?: Pick< Console, 'error' >;
}

export const LAUNCHER_SELECTOR = '.careers-chat__launcher';
export const WINDOW_SELECTOR = '.careers-chat__window';
export const STATUS_SELECTOR = '.careers-chat__status';
export const LAUNCHER_READY_CLASS = 'is-ready';

/**
 * Prefetch once; a failure is logged and the next pointer or focus tries
 * again.
 *
 * @param assets What opening loads.
 * @param deps   The launcher's prefetch.
 * @param logger Console stand-in.
 */
function prefetcher(
	assets: LazyAssets,
	deps: Pick< LauncherDeps, 'prefetch' >,
	logger: Pick< Console, 'error' >
): () => void {
	let prefetched = false;
	return () => {
		if ( ! prefetched ) {
			prefetched = true;
			deps.prefetch( assets ).catch( ( error: unknown ) => {
				logger.error( error );
				prefetched = false;
			} );
		}
	};
}

/**
 * Mount the window, its script loaded, with what the launcher showed.
 *
 * @param deps       The window's host.
 * @param root       The window's root.
 * @param options    Title, ids, the launcher's callbacks.
 * @param firstWords The first turn, from the server's config.
 * @param shown      What the launcher showed and the candidate did.
 */
function mountWindow(
	deps: LauncherDeps,
	root: HTMLElement,
	options: ChatMountOptions,
	firstWords: FirstWords | null,
	shown: FirstWordsWindow | undefined
): ChatHandle {
	// A window script that published nothing fails here (a TypeError), as
	// any failure to load does: logged, the load error shown, the next
	// click tries again. No message of its own: the page's bytes (issue 17).
	return ( deps.host.careersFrontend?.chat as ChatGlobal ).mount( root, {
		...options,
		firstTurn: firstWords?.turn,
		shown: shown?.handover(),
	} );
}

/**
 * The button's click opens (the first words at once) or toggles the
 * window; pointer and focus prefetch it.
 *
 * @param button     The launcher button.
 * @param showAtOnce Shows the first words (true) if the window is not here.
 * @param load       Loads and mounts the window, once.
 * @param prefetch   Prefetches the window's files once.
 * @param showStatus Writes the block's status line.
 */
function listen(
	button: HTMLButtonElement,
	showAtOnce: () => boolean,
	load: () => Promise< ChatHandle >,
	prefetch: () => void,
	showStatus: ( text: string ) => void
) {
	let opening = false;
	button.addEventListener( 'click', () => {
		if ( showAtOnce() ) {
			showStatus( '' );
			load().catch( () => undefined );
			return;
		}
		// Clicks while the window loads count once.
		if ( opening ) {
			return;
		}
		opening = true;
		load()
			.then(
				( handle ) => handle.setOpen( ! handle.isOpen() ),
				() => undefined
			)
			.finally( () => ( opening = false ) );
	} );
	button.addEventListener( 'pointerenter', prefetch );
	button.addEventListener( 'focus', prefetch );
}

/**
 * What the page does before any click: a chat left open opens again; a
 * returning candidate's window loads when the page is idle; else the
 * window's files are prefetched then (not when the browser saves data).
 *
 * @param deps     The launcher's loaders and storage.
 * @param load     Loads and mounts the window.
 * @param prefetch Prefetches the window's files once.
 */
function getReady(
	deps: LauncherDeps,
	load: () => Promise< ChatHandle >,
	prefetch: () => void
) {
	if ( deps.wasOpen() ) {
		load().catch( () => undefined );
	} else if ( deps.hasConversation?.() ) {
		// A returning candidate: the window (in the cache since) is ready,
		// closed, by the time they open it, with their conversation.
		deps.whenIdle( () => void load().catch( () => undefined ) );
	} else if ( ! deps.savesData?.() ) {
		deps.whenIdle( prefetch );
	}
}

/**
 * Wire one chat block.
 *
 * @param wrapper    The block's wrapper (see render.php).
 * @param assets     What opening loads: from the server's config, never the markup.
 * @param deps       Loaders, storage and the window host.
 * @param firstWords The first turn shown at once (issue 34), from the server's config.
 */
export function startLauncher(
	wrapper: HTMLElement,
	assets: LazyAssets,
	deps: LauncherDeps,
	firstWords: FirstWords | null = null
): void {
	const button =
		wrapper.querySelector< HTMLButtonElement >( LAUNCHER_SELECTOR );
	const root = wrapper.querySelector< HTMLElement >( WINDOW_SELECTOR );
	if ( ! button || ! root ) {
		return;
	}
	const status = wrapper.querySelector< HTMLElement >( STATUS_SELECTOR );
	const { logger = console } = deps;
	const showStatus = ( text: string ) => {
		if ( status ) {
			status.textContent = text;
		}
	};
	const options = mountOptions( wrapper, button );
	let chat: Promise< ChatHandle > | undefined;
	// The first words the launcher shows until the window takes over.
	let shown: FirstWordsWindow | undefined;
	const load = (): Promise< ChatHandle > => {
		if ( ! chat ) {
			button.setAttribute( 'aria-busy', 'true' );
			chat = deps.loadAssets( assets ).then( () => {
				const handle = mountWindow(
					deps,
					root,
					options,
					firstWords,
					shown
				);
				shown = undefined;
				return handle;
			} );
			chat.then(
				() => showStatus( '' ),
				( error ) => {
					logger.error( error );
					// The next click tries again (what was shown waits).
					chat = undefined;
					shown?.setOpen( false );
					showStatus( wrapper.dataset.loadError ?? '' );
				}
			).finally( () => button.removeAttribute( 'aria-busy' ) );
		}
		return chat;
	};
	// The first words, at once, when the window is not here yet and the
	// tab keeps no conversation of its own to show.
	const showAtOnce = (): boolean => {
		if ( shown ) {
			shown.setOpen( true );
		} else if ( ! chat && firstWords && ! deps.hasConversation?.() ) {
			shown = showFirstWords(
				root,
				firstWords,
				deps.candidate?.() ?? null,
				options.onOpenChange
			);
			if ( shown ) {
				// Once, through the page's region: it stays as the window
				// takes over, and the window does not read these rows again.
				deps.announce?.( shown.said );
			}
		}
		return Boolean( shown );
	};
	const prefetch = prefetcher( assets, deps, logger );
	listen( button, showAtOnce, load, prefetch, showStatus );

	// Shown from here on (style.scss): it works now, and a button painted
	// while the parser was still inside it would grow and move.
	button.classList.add( LAUNCHER_READY_CLASS );
	getReady( deps, load, prefetch );
}
