/**
 * The chat's view of the candidate runtime: the candidate now, and the
 * visitor's interest kept for the page.
 */

/**
 * External dependencies
 */
import type { RuntimeApi } from '@careers-frontend/runtime';

/**
 * Internal dependencies
 */
import {
	forgetChatInterest,
	rememberChatInterest,
} from '../../../runtime/chat-interest';
import type { VisitorInterest } from '../../core/conversation';

export function candidateAccess(
	runtime: Pick< RuntimeApi, 'storage' | 'candidateStore' >
) {
	// Read afresh at every turn: the store learns of an expired record
	// only when the tab is focused again. Through the runtime's store, so
	// the page follows what the chat finds, and the window needs no parser
	// of its own.
	const snapshotNow = () => {
		runtime.candidateStore.refresh();
		return runtime.candidateStore.get();
	};
	return {
		candidateNow: () => snapshotNow().candidate,
		// What a visitor tells the chat personalises the page: stored as the
		// chat's own record (from_chat), never sent to the bot as a candidate.
		rememberInterest: ( interest: VisitorInterest ) =>
			void rememberChatInterest(
				runtime.storage,
				snapshotNow(),
				interest
			),
		forgetInterest: () =>
			forgetChatInterest( runtime.storage, snapshotNow() ),
	};
}
