/**
 * The chat window's first words, the moment the launcher is clicked
 * (issue 34): the server printed them, hidden, in the window's own markup
 * (includes/chat-first-words.php), with "Find jobs near me" where the
 * first question asks for a place; here they show, with their times, and
 * the input works at once. What the candidate sends or chooses is shown
 * as the window would show it and handed over when the window's script
 * comes; its first render replaces these nodes in one commit.
 *
 * One listener of each kind on the dialog serves all its controls: this
 * code is in every page's load, and each byte counts (issue 17).
 * What was typed goes in as text, never as HTML.
 */

/**
 * Internal dependencies
 */
import { documentMember } from '../../shared/page-document';
import { pageLocale, timeFormatter } from './lib/format-time';
import { CONTROLS } from './lib/controls';
import { initials } from './lib/initials';
import type { ShownFirstWords } from './types';
import type { FirstWords } from './first-words';

/** The candidate as the runtime's store has it (for the avatar). */
export interface FirstWordsCandidate {
	firstName?: string;
	lastName?: string;
	zip?: string | number;
}

export interface FirstWordsWindow {
	/** The shown rows' text, for the page's live region to say once. */
	said: string;
	setOpen: ( open: boolean ) => void;
	/** What was shown and done, for the window to take over. */
	handover: () => ShownFirstWords;
}

type Action = ShownFirstWords[ 'actions' ][ number ];

/**
 * The first node of the window's class `careers-chat__{name}`.
 *
 * @param root The window's root.
 * @param name The class's last part.
 */
const part = < E extends HTMLElement = HTMLElement >(
	root: HTMLElement,
	name: string
) =>
	root.getElementsByClassName( `careers-chat__${ name }` )[ 0 ] as
		E | undefined;

/**
 * The send button says whether the input holds a message.
 *
 * @param root  The window's root.
 * @param input The message input.
 */
const showSendable = ( root: HTMLElement, input: HTMLTextAreaElement ) =>
	part( root, 'send' )?.setAttribute(
		'aria-disabled',
		String( ! input.value.trim() )
	);

/**
 * What the candidate sends or chooses, done as the window does it: the
 * panel goes, a message shows as their row (the server's `<template>`),
 * the input empties and keeps focus.
 *
 * @param root    The window's root.
 * @param input   The message input.
 * @param stamp   Writes a row's time.
 * @param avatar  The candidate's initials for their rows' avatar, or ''.
 * @param actions What was done, in order (handed over).
 */
function actor(
	root: HTMLElement,
	input: HTMLTextAreaElement,
	stamp: ( time: HTMLTimeElement | null ) => void,
	avatar: string,
	actions: Action[]
): ( action: Action ) => void {
	return ( action ) => {
		actions.push( action );
		part( root, 'suggestions' )?.remove();
		if ( 'send' in action ) {
			const row = root.getElementsByTagName( 'template' )[ 0 ];
			const copy = row.content.cloneNode( true ) as DocumentFragment;
			copy.querySelector( 'p' )?.append( action.send );
			stamp( copy.querySelector( 'time' ) );
			if ( avatar ) {
				// The row's first span is its avatar.
				( copy.querySelector( 'span' ) as HTMLElement ).textContent =
					avatar;
			}
			part( root, 'entries' )?.append( copy );
			const transcript = part( root, 'transcript' );
			if ( transcript ) {
				transcript.scrollTop = transcript.scrollHeight;
			}
			input.value = '';
			showSendable( root, input );
		}
		input.focus();
	};
}

/**
 * Enter and the send button send what was typed; a choice sends itself;
 * the close button and Escape close.
 *
 * @param root    The window's root.
 * @param dialog  The dialog.
 * @param input   The message input.
 * @param act     Does what the candidate sent or chose.
 * @param setOpen Opens or closes, the focus back on the launcher.
 */
function listen(
	root: HTMLElement,
	dialog: HTMLElement,
	input: HTMLTextAreaElement,
	act: ( action: Action ) => void,
	setOpen: ( open: boolean, returnFocus: boolean ) => void
) {
	const sendDraft = () => {
		const text = input.value.trim();
		if ( text ) {
			act( { send: text } );
		}
	};
	dialog.oninput = () => showSendable( root, input );
	dialog.onsubmit = ( event ) => {
		event.preventDefault();
		sendDraft();
	};
	dialog.onkeydown = ( event ) => {
		if ( event.key === 'Escape' ) {
			event.stopPropagation();
			setOpen( false, true );
		} else if ( event.key === 'Tab' && ! dialog.offsetLeft ) {
			// Its CSS puts it at the left edge only where it covers the page
			// (a phone): there Tab goes round, as in the window
			// (keep-tab-inside.ts), from Send (its last control) to Close
			// (its first) and back.
			const ends = [ part( root, 'close' ), part( root, 'send' ) ];
			if ( event.target === ends[ event.shiftKey ? 0 : 1 ] ) {
				event.preventDefault();
				ends[ event.shiftKey ? 1 : 0 ]?.focus();
			}
		} else if (
			event.target === input &&
			event.key === 'Enter' &&
			! event.shiftKey &&
			! event.isComposing
		) {
			event.preventDefault();
			sendDraft();
		}
	};
	dialog.onclick = ( event ) => {
		const button = ( event.target as Element ).closest( 'button' );
		const is = ( name: string ) =>
			button?.classList.contains( `careers-chat__${ name }` );
		if ( is( 'close' ) ) {
			setOpen( false, true );
		} else if ( is( 'choice--near-me' ) ) {
			act( { nearMe: true } );
		} else if ( button && is( 'choice' ) ) {
			act( { send: button.textContent ?? '' } );
		}
	};
}

/**
 * A signed-in candidate's zip, offered after "Find jobs near me" and put
 * in the input, as the chat's suggestions have it.
 *
 * @param root  The window's root.
 * @param input The message input.
 * @param zip   The candidate's zip, or ''.
 */
function offerZip(
	root: HTMLElement,
	input: HTMLTextAreaElement,
	zip: string
) {
	const nearMe = part( root, 'choice--near-me' )?.parentElement;
	if ( zip && nearMe ) {
		const choice = nearMe.cloneNode( true ) as HTMLElement;
		const button = choice.firstElementChild as HTMLElement;
		button.className = 'careers-chat__choice';
		button.textContent = input.value = zip;
		nearMe.after( choice );
		showSendable( root, input );
	}
}

/**
 * Show the first words the server put in the window's root, open, the
 * input focused; undefined when the root holds none.
 *
 * @param root         The window's root (the window is not mounted).
 * @param words        The first turn, as the config has it.
 * @param candidate    The candidate as the runtime's store has it now.
 * @param onOpenChange Told when it opens or closes, as the window tells
 *                     the launcher.
 */
export function showFirstWords(
	root: HTMLElement,
	words: FirstWords,
	candidate: FirstWordsCandidate | null,
	onOpenChange: ( open: boolean, returnFocus: boolean ) => void
): FirstWordsWindow | undefined {
	const dialog = part( root, 'dialog' );
	const input = part< HTMLTextAreaElement >( root, 'input' );
	if (
		! dialog ||
		! input ||
		! root.getElementsByTagName( 'template' )[ 0 ]
	) {
		return undefined;
	}
	const doc = root.ownerDocument;
	const at = Date.now();
	const formatTime = timeFormatter( pageLocale( doc, words.locale ) );
	const actions: Action[] = [];
	const stamp = ( time: HTMLTimeElement | null, moment = Date.now() ) => {
		if ( time ) {
			time.dateTime = new Date( moment ).toISOString();
			time.textContent = formatTime( moment );
		}
	};
	const setOpen = ( open: boolean, returnFocus = false ) => {
		dialog.hidden = ! open;
		onOpenChange( open, returnFocus );
		if ( open ) {
			input.focus();
		}
	};

	Array.from( dialog.getElementsByTagName( 'time' ) ).forEach( ( time ) =>
		stamp( time, at )
	);
	offerZip( root, input, String( candidate?.zip ?? '' ) );
	listen(
		root,
		dialog,
		input,
		actor(
			root,
			input,
			stamp,
			initials( candidate?.firstName, candidate?.lastName ),
			actions
		),
		setOpen
	);
	setOpen( true );

	return {
		// Each row's text is its one paragraph (the user row's template
		// is not in the document).
		said: Array.from(
			dialog.getElementsByTagName( 'p' ),
			( paragraph ) => paragraph.textContent
		).join( ' ' ),
		setOpen,
		handover() {
			const focused = documentMember( doc, 'activeElement' );
			return {
				at,
				open: ! dialog.hidden,
				draft: input.value,
				selection: [ input.selectionStart, input.selectionEnd ],
				// By its place among the controls: the window's markup is
				// the same, so a focused zip choice stays the zip choice.
				focus: Array.prototype.indexOf.call(
					root.querySelectorAll( CONTROLS ),
					focused
				),
				actions,
			};
		},
	};
}
