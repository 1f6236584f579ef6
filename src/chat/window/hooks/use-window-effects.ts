/**
 * What the window does as it opens and closes: the chat leads with the
 * bot's start utterance, focus goes in and back out, and a signed-in
 * candidate's answer is offered in the input.
 */

/**
 * WordPress dependencies
 */
import { useEffect, useRef, type RefObject } from '@wordpress/element';

/**
 * Internal dependencies
 */
import type { Conversation, ConversationState } from '../../core/conversation';

/**
 * An open window with nothing in it starts the conversation (first open,
 * and after "Start over"): the bot's welcome asks the first question.
 *
 * @param conversation   The conversation.
 * @param state          Its state.
 * @param startUtterance Sent unseen; '' sends nothing.
 * @param logger         Where failures go.
 */
export function useLeadOnOpen(
	conversation: Conversation,
	state: ConversationState,
	startUtterance: string,
	logger: Pick< Console, 'error' >
): void {
	const idle = state.entries.length === 0 && ! state.busy;
	useEffect( () => {
		if ( state.open && idle && startUtterance ) {
			conversation
				.start( startUtterance )
				.catch( ( error ) => logger.error( error ) );
		}
	}, [ state.open, idle, startUtterance, conversation, logger ] );
}

/**
 * Focus goes in when the window opens and back out when it closes; a
 * window restored open after navigation does not take focus.
 *
 * @param open         Whether the window is open.
 * @param input        The message input.
 * @param onOpenChange Told of each change.
 */
export function useOpenFocus(
	open: boolean,
	input: RefObject< HTMLTextAreaElement >,
	onOpenChange?: ( open: boolean, returnFocus: boolean ) => void
): void {
	const wasOpen = useRef< boolean | null >( null );
	useEffect( () => {
		const previous = wasOpen.current;
		wasOpen.current = open;
		if ( previous === open ) {
			return;
		}
		if ( previous !== null && open ) {
			input.current?.focus();
		}
		onOpenChange?.( open, previous !== null && ! open );
	}, [ open, input, onOpenChange ] );
}

/**
 * A signed-in candidate's answer is offered in the input.
 *
 * @param state    The conversation state.
 * @param setDraft Sets the input's text.
 */
export function usePrefill(
	state: ConversationState,
	setDraft: ( update: ( current: string ) => string ) => void
): void {
	const prefill = state.suggestions?.prefill;
	useEffect( () => {
		if ( prefill ) {
			setDraft( ( current ) => current || prefill );
		}
	}, [ prefill, state.suggestions, setDraft ] );
}

/** Lines that keep the message they refused (its `text`). */
const KEEPING: ReadonlySet< string > = new Set( [
	'unknown-area',
	'session-expired',
] );

/**
 * A message the chat did not send (an area that is none of the job
 * API's; a conversation that had timed out) goes back into the input, to
 * be corrected or sent again rather than typed again.
 *
 * @param entries  The transcript.
 * @param setDraft Sets the input's text.
 */
export function useKeptAnswer(
	entries: ConversationState[ 'entries' ],
	setDraft: ( update: ( current: string ) => string ) => void
): void {
	// Undefined until mounted: entries restored from an earlier page are
	// not answers just refused.
	const handled = useRef< string | null >();
	useEffect( () => {
		const seen = handled.current;
		handled.current = entries.at( -1 )?.id ?? null;
		if ( seen === undefined ) {
			return;
		}
		const from = entries.findIndex( ( entry ) => entry.id === seen ) + 1;
		const kept = entries
			.slice( from )
			.find(
				( entry ) =>
					entry.kind === 'notice' && KEEPING.has( entry.notice )
			);
		if ( kept?.kind === 'notice' ) {
			const text = kept.text ?? '';
			setDraft( ( current ) => current || text );
		}
	}, [ entries, setDraft ] );
}
