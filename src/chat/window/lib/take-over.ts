/**
 * The window taking over from the launcher (issue 34): the launcher showed
 * the first turn in plain DOM before this script came, with the same
 * markup; the conversation continues from there (the same rows, the same
 * time, what the candidate sent, queued), and React's first render, in
 * one synchronous commit, replaces the launcher's nodes. Focus and the
 * caret go back where they were.
 */

/**
 * Internal dependencies
 */
import type { Conversation } from '../../core/conversation';
import type { ShownFirstWords } from '../types';
import { CONTROLS } from './controls';

/**
 * Bring the conversation to where the launcher left it, before the window
 * renders: its first render then shows the same rows.
 *
 * @param conversation   A new, empty conversation.
 * @param shown          What the launcher showed and the candidate did.
 * @param startUtterance Sent to Lex behind the shown words.
 * @param logger         Where failures go.
 */
export function continueFromLauncher(
	conversation: Conversation,
	shown: ShownFirstWords,
	startUtterance: string,
	logger: Pick< Console, 'error' >
): void {
	const log = ( error: unknown ) => logger.error( error );
	conversation.start( startUtterance, shown.at ).catch( log );
	conversation.setOpen( shown.open );
	for ( const action of shown.actions ) {
		( 'send' in action
			? conversation.send( action.send )
			: conversation.findNearMe()
		).catch( log );
	}
}

/**
 * Focus what had it in the launcher's window, and the input's caret.
 *
 * @param root  The window's root, rendered by React now.
 * @param shown What the launcher showed, if it showed anything.
 */
export function restoreFocus( root: HTMLElement, shown?: ShownFirstWords ) {
	if ( ! shown?.open ) {
		return;
	}
	const element =
		root.querySelectorAll< HTMLElement >( CONTROLS )[ shown.focus ];
	element?.focus();
	if ( element instanceof HTMLTextAreaElement ) {
		element.setSelectionRange( ...shown.selection );
	}
}
