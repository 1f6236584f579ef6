/**
 * Internal dependencies
 */
import {
	CANDIDATE_KEY,
	type CandidateSnapshot,
	type ChatInterest,
} from './candidate';
import type { PrefixedStorage } from './storage';

/**
 * Store (or update) what a signed-out visitor told the chat, marked
 * `from_chat`, with the usual 30-minute expiry. The write refreshes the
 * candidate store, so blocks on the page follow at once. A signed-in or
 * locked candidate's record is never overwritten.
 *
 * @param storage  Prefixed local storage (the runtime's).
 * @param snapshot The candidate store's current snapshot.
 * @param patch    Fields to set; merged into what is stored.
 * @return Whether anything was stored.
 */
export function rememberChatInterest(
	storage: Pick< PrefixedStorage, 'set' >,
	snapshot: CandidateSnapshot,
	patch: Partial< ChatInterest >
): boolean {
	if ( snapshot.state !== 'signed-out' ) {
		return false;
	}
	const next = { ...snapshot.chatInterest, ...patch };
	if ( ! next.areaInterest?.trim() ) {
		return false;
	}
	storage.set( CANDIDATE_KEY, { ...next, from_chat: true } );
	return true;
}

/**
 * Forget the chat's record ("Start over"); a real candidate is left alone.
 *
 * @param storage  Prefixed local storage (the runtime's).
 * @param snapshot The candidate store's current snapshot.
 */
export function forgetChatInterest(
	storage: Pick< PrefixedStorage, 'remove' >,
	snapshot: CandidateSnapshot
): void {
	if ( snapshot.chatInterest ) {
		storage.remove( CANDIDATE_KEY );
	}
}
