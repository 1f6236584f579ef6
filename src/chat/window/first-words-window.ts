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

/** The window's nodes the server printed (includes/chat-first-words.php). */
interface WindowParts {
	/** The first node of the window's class `careers-chat__{name}`. */
	find: < E extends Element = HTMLElement >( name: string ) => E | undefined;
	dialog: HTMLElement;
	input: HTMLTextAreaElement;
	send: HTMLElement;
	entries: HTMLElement;
	/** The candidate's row, to copy. */
	row: HTMLTemplateElement;
}

/**
 * @param root The window's root.
 * @return Its parts; undefined when the root holds no first words.
 */
function findParts( root: HTMLElement ): WindowParts | undefined {
	const find = < E extends Element = HTMLElement >( name: string ) =>
		root.getElementsByClassName( `careers-chat__${ name }` )[ 0 ] as
			E | undefined;
	const dialog = find( 'dialog' );
	const input = find< HTMLTextAreaElement >( 'input' );
	const send = find( 'send' );
	const entries = find( 'entries' );
	const row = root.getElementsByTagName( 'template' )[ 0 ];
	return dialog && input && send && entries && row
		? { find, dialog, input, send, entries, row }
		: undefined;
}

/** What the candidate does before the window's script came. */
interface Acting {
	/** Shown as the window shows it, and kept for the window. */
	act: ( action: Action ) => void;
	/** The send button says whether the input holds a message. */
	showSendable: () => void;
}

/**
 * As the window does: the panel goes, the message shows, the input
 * empties and keeps focus.
 *
 * @param parts   The window's nodes.
 * @param actions What was done, in order (handed over).
 * @param stamp   Writes a row's time.
 * @param options The candidate (for the avatar), the clock.
 */
function actAsTheWindow(
	parts: WindowParts,
	actions: Action[],
	stamp: ( time: HTMLTimeElement | undefined ) => void,
	options: FirstWordsOptions
): Acting {
	const { find, input, send, entries, row } = parts;
	const userInitials = initials(
		options.candidate?.firstName,
		options.candidate?.lastName
	);
	const showSendable = () =>
		send.setAttribute( 'aria-disabled', String( ! input.value.trim() ) );
	const act = ( action: Action ) => {
		actions.push( action );
		find( 'suggestions' )?.remove();
		if ( 'send' in action ) {
			const copy = row.content.cloneNode( true ) as DocumentFragment;
			const [ avatar ] = copy.querySelectorAll( 'span' );
			copy.querySelector( 'p' )?.append( action.send );
			stamp( copy.querySelector( 'time' ) ?? undefined );
			if ( userInitials ) {
				avatar.textContent = userInitials;
			}
			entries.append( copy );
			const transcript = find( 'transcript' );
			if ( transcript ) {
				transcript.scrollTop = transcript.scrollHeight;
			}
			input.value = '';
			showSendable();
		}
		input.focus();
	};
	return { act, showSendable };
}

/**
 * "Find jobs near me" where the chat offers it (a place is asked for); a
 * candidate's own zip offered after it, and in the input, as the chat's
 * suggestions have it.
 *
 * @param parts     The window's nodes.
 * @param words     The first turn.
 * @param candidate The candidate, if signed in.
 * @param doing     Acting as the window does.
 */
function offerChoices(
	parts: WindowParts,
	words: FirstWords,
	candidate: FirstWordsCandidate | null,
	doing: Acting
) {
	const { act, showSendable } = doing;
	const { find, input } = parts;
	if ( ! words.nearMe ) {
		find( 'suggestions' )?.remove();
	}
	const nearMe = find( 'choice--near-me' );
	if ( ! nearMe ) {
		return;
	}
	nearMe.onclick = () => act( { nearMe: true } );
	const zip = String( candidate?.zip ?? '' );
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

/**
 * Enter and the send button send what was typed; the close button and
 * Escape close.
 *
 * @param parts   The window's nodes.
 * @param doing   Acting as the window does.
 * @param setOpen Opens or closes, the focus back on the launcher.
 */
function listen(
	parts: WindowParts,
	doing: Acting,
	setOpen: ( open: boolean, returnFocus: boolean ) => void
) {
	const { act, showSendable } = doing;
	const { find, input, dialog } = parts;
	const sendDraft = () => {
		const text = input.value.trim();
		if ( text ) {
			act( { send: text } );
		}
	};
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
}

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
	const parts = findParts( root );
	if ( ! parts ) {
		return undefined;
	}
	const { dialog, input, entries } = parts;
	const doc = root.ownerDocument;
	const now = options.now ?? Date.now;
	const at = now();
	const formatTime = timeFormatter( pageLocale( doc, words.locale ) );
	const actions: Action[] = [];
	const stamp = ( time: HTMLTimeElement | undefined, moment = now() ) => {
		if ( time ) {
			time.dateTime = new Date( moment ).toISOString();
			time.textContent = formatTime( moment );
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
	const act = actAsTheWindow( parts, actions, stamp, options );
	offerChoices( parts, words, options.candidate, act );
	listen( parts, act, setOpen );
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
