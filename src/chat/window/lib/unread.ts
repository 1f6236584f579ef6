/**
 * Counting the bot's messages that arrive while the window is closed, for
 * the launcher's badge.
 */

/**
 * Internal dependencies
 */
import type { Conversation, TranscriptEntry } from '../../core/conversation';

/**
 * Whether an entry is something the bot says that the window shows (not
 * the candidate's words, not a JSON payload for the page).
 * @param entry A transcript entry.
 */
function isShownBotEntry( entry: TranscriptEntry ): boolean {
	if ( entry.kind === 'user' ) {
		return false;
	}
	return ! (
		entry.kind === 'bot' &&
		entry.message.contentType === 'CustomPayload' &&
		entry.message.data !== undefined
	);
}

/**
 * Tell `onUnread` the count each time it changes: new bot entries (any
 * entry but the candidate's own) while closed; 0 when the window opens.
 *
 * @param conversation The conversation.
 * @param onUnread     The launcher's callback.
 * @return Stop counting.
 */
export function trackUnread(
	conversation: Conversation,
	onUnread: ( count: number ) => void
): () => void {
	let known = new Set( conversation.getState().entries.map( ( e ) => e.id ) );
	let count = 0;
	const report = ( next: number ) => {
		if ( next !== count ) {
			count = next;
			onUnread( count );
		}
	};
	return conversation.subscribe( ( state ) => {
		const fresh = state.entries.filter(
			( entry ) => ! known.has( entry.id ) && isShownBotEntry( entry )
		);
		known = new Set( state.entries.map( ( entry ) => entry.id ) );
		report( state.open ? 0 : count + fresh.length );
	} );
}

/**
 * Count for a new conversation (a new candidate, or signed out): the old
 * count stops and the badge clears.
 *
 * @param stop         Stops the old count.
 * @param conversation The new conversation.
 * @param onUnread     The launcher's callback, if any.
 * @return Stop counting.
 */
export function restartUnread(
	stop: () => void,
	conversation: Conversation,
	onUnread?: ( count: number ) => void
): () => void {
	stop();
	if ( ! onUnread ) {
		return () => undefined;
	}
	onUnread( 0 );
	return trackUnread( conversation, onUnread );
}
