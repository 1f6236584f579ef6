/**
 * WordPress dependencies
 */
import { useEffect, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import type { Conversation, ConversationState } from '../../core/conversation';

/**
 * The conversation's state, re-rendering on every change. (WordPress 6.1
 * ships React 17: no useSyncExternalStore.)
 *
 * @param conversation The chat controller.
 */
export function useConversationState(
	conversation: Conversation
): ConversationState {
	const [ state, setState ] = useState( conversation.getState );
	useEffect( () => {
		setState( conversation.getState() );
		return conversation.subscribe( setState );
	}, [ conversation ] );
	return state;
}
