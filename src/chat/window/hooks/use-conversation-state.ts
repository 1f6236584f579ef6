/**
 * WordPress dependencies
 */
import { useSyncExternalStore } from '@wordpress/element';

/**
 * Internal dependencies
 */
import type { Conversation, ConversationState } from '../../core/conversation';

/**
 * The conversation's state, re-rendering on every change (its `getState`
 * returns the same object until something changes).
 *
 * @param conversation The chat controller.
 */
export function useConversationState(
	conversation: Conversation
): ConversationState {
	return useSyncExternalStore(
		conversation.subscribe,
		conversation.getState
	);
}
