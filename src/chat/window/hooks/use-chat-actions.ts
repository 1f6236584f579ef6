/**
 * What the window's controls do: send the draft or a choice, use the
 * device's location, retry a failed message, take a step a job entry
 * offers, start over.
 */

/**
 * WordPress dependencies
 */
import type { RefObject } from '@wordpress/element';

/**
 * Internal dependencies
 */
import type { Conversation } from '../../core/conversation';

export function chatActions(
	conversation: Conversation,
	input: RefObject< HTMLTextAreaElement >,
	setDraft: ( text: string ) => void,
	logger: Pick< Console, 'error' >
) {
	const log = ( error: unknown ) => logger.error( error );
	const send = ( text: string ) => {
		conversation.send( text ).catch( log );
	};
	return {
		onSendDraft( text: string ) {
			setDraft( '' );
			send( text );
		},
		onChoose( text: string ) {
			if ( conversation.getState().busy ) {
				return;
			}
			setDraft( '' );
			// The chosen button is disabled during the turn: keep focus usable.
			input.current?.focus();
			send( text );
		},
		onNearMe() {
			// The panel goes while the place is found: keep focus usable.
			input.current?.focus();
			conversation.findNearMe().catch( log );
		},
		onWiden( entryId: string, area?: string ) {
			conversation.widen( entryId, area ).catch( log );
		},
		onRetry( entryId: string ) {
			input.current?.focus();
			conversation.retry( entryId ).catch( log );
		},
		onStartNew() {
			setDraft( '' );
			conversation.startNew();
			input.current?.focus();
		},
	};
}
