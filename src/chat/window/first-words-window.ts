/**
 * The chat window's first words, the moment the launcher is clicked
 * (issue 34): the server printed them, hidden, in the window's own markup
 * (includes/chat-first-words.php); here they show, with their times, and
 * the input works at once. What the candidate sends or chooses is shown
 * as the window would show it and handed over when the window's script
 * comes; its first render replaces these nodes in one commit.
 *
 * What was typed goes in as text, never as HTML.
 */

/**
 * Internal dependencies
 */
import { documentMember } from '../../shared/page-document';
import { pageLocale, timeFormatter } from './lib/format-time';
import { initials } from './lib/initials';
import type { ShownFirstWords } from './types';
import type { FirstWords } from './first-words';

/** The candidate as the runtime's store has it (for the avatar). */
export interface FirstWordsCandidate {
	firstName?: string;
	lastName?: string;
	zip?: string | number;
}

export interface FirstWordsOptions {
	candidate: FirstWordsCandidate | null;
	/** Told when it opens or closes, as the window tells the launcher. */
	onOpenChange: ( open: boolean, returnFocus: boolean ) => void;
	now?: () => number;
}

export interface FirstWordsWindow {
	setOpen: ( open: boolean ) => void;
	/** What was shown and done, for the window to take over. */
	handover: () => ShownFirstWords;
}

type Action = ShownFirstWords[ 'actions' ][ number ];

/**
 * Show the first words the server put in the window's root, open, the
 * input focused; undefined when the root holds none.
 *
 * @param root    The window's root (the window is not mounted).
 * @param words   The first turn, as the config has it.
 * @param options Candidate, open-state callback.
 */
export function showFirstWords(
	root: HTMLElement,
	words: FirstWords,
	options: FirstWordsOptions
): FirstWordsWindow | undefined {
	const doc = root.ownerDocument;
	const find = < E extends Element = HTMLElement >( name: string ) =>
		root.getElementsByClassName( `careers-chat__${ name }` )[ 0 ] as
			E | undefined;
	const dialog = find( 'dialog' );
	const input = find< HTMLTextAreaElement >( 'input' );
	const send = find( 'send' );
	const entries = find( 'entries' );
	const row = root.getElementsByTagName( 'template' )[ 0 ];
	if ( ! dialog || ! input || ! send || ! entries || ! row ) {
		return undefined;
	}
	const panel = find( 'suggestions' );
	const transcript = find( 'transcript' );
	const now = options.now ?? Date.now;
	const at = now();
	const formatTime = timeFormatter( pageLocale( doc, words.locale ) );
	const userInitials = initials(
		options.candidate?.firstName,
		options.candidate?.lastName
	);
	const actions: Action[] = [];

	const stamp = ( time: HTMLTimeElement | undefined, moment: number ) => {
		if ( time ) {
			time.dateTime = new Date( moment ).toISOString();
			time.textContent = formatTime( moment );
		}
	};
	const showSendable = () =>
		send.setAttribute( 'aria-disabled', String( ! input.value.trim() ) );

	/**
	 * As the window does: the panel goes, the message shows, the input
	 * empties and keeps focus.
	 *
	 * @param action What the candidate did.
	 */
	const act = ( action: Action ) => {
		actions.push( action );
		panel?.remove();
		if ( 'send' in action ) {
			const copy = row.content.cloneNode( true ) as DocumentFragment;
			const [ avatar ] = copy.querySelectorAll( 'span' );
			copy.querySelector( 'p' )?.append( action.send );
			stamp( copy.querySelector( 'time' ) ?? undefined, now() );
			if ( userInitials ) {
				avatar.textContent = userInitials;
			}
			entries.append( copy );
			if ( transcript ) {
				transcript.scrollTop = transcript.scrollHeight;
			}
			input.value = '';
			showSendable();
		}
		input.focus();
	};
	const sendDraft = () => {
		const text = input.value.trim();
		if ( text ) {
			act( { send: text } );
		}
	};
	const setOpen = ( open: boolean, returnFocus = false ) => {
		dialog.hidden = ! open;
		options.onOpenChange( open, returnFocus );
		if ( open ) {
			input.focus();
		}
	};

	Array.from( entries.getElementsByTagName( 'time' ) ).forEach( ( time ) =>
		stamp( time, at )
	);
	// "Find jobs near me" where the chat offers it: a place is asked for.
	if ( ! words.nearMe ) {
		panel?.remove();
	}
	const nearMe = find( 'choice--near-me' );
	if ( nearMe ) {
		nearMe.onclick = () => act( { nearMe: true } );
		// A candidate's own zip: offered after it, and in the input, as the
		// chat's suggestions have it.
		const zip = String( options.candidate?.zip ?? '' );
		if ( zip ) {
			const choice = nearMe.parentNode?.cloneNode( true ) as Element;
			const button = choice.firstChild as HTMLButtonElement;
			button.className = 'careers-chat__choice';
			button.textContent = input.value = zip;
			button.onclick = () => act( { send: zip } );
			nearMe.parentNode?.parentNode?.append( choice );
			showSendable();
		}
	}
	input.oninput = showSendable;
	input.onkeydown = ( event ) => {
		if (
			event.key === 'Enter' &&
			! event.shiftKey &&
			! event.isComposing
		) {
			event.preventDefault();
			sendDraft();
		}
	};
	const form = find< HTMLFormElement >( 'form' );
	if ( form ) {
		form.onsubmit = ( event ) => {
			event.preventDefault();
			sendDraft();
		};
	}
	const close = find( 'close' );
	if ( close ) {
		close.onclick = () => setOpen( false, true );
	}
	dialog.onkeydown = ( event ) => {
		if ( event.key === 'Escape' ) {
			event.stopPropagation();
			setOpen( false, true );
		}
	};
	setOpen( true );

	return {
		setOpen,
		handover() {
			const focused = documentMember( doc, 'activeElement' );
			return {
				at,
				open: ! dialog.hidden,
				draft: input.value,
				selection: [ input.selectionStart, input.selectionEnd ],
				focus:
					focused && root.contains( focused )
						? ( focused.classList[ 0 ] ?? '' )
						: '',
				actions,
			};
		},
	};
}
