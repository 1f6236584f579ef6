/**
 * Internal dependencies
 */
import { documentMember } from '../shared/page-document';
import type { CandidateSnapshot } from './candidate';

export type CandidateListener = ( snapshot: CandidateSnapshot ) => void;

export interface CandidateStore {
	get: () => CandidateSnapshot;
	/** Called with each new snapshot; returns the unsubscribe function. */
	subscribe: ( listener: CandidateListener ) => () => void;
	/** Re-read the sources and tell subscribers if anything changed. */
	refresh: () => void;
}

/**
 * The one source of truth for the candidate on a page. Writes through the
 * runtime call refresh(); other tabs are seen through the `storage` event;
 * cookie-only changes (no event exists for them) are caught by a re-read
 * when the tab regains focus or becomes visible.
 *
 * @param read       Reads the candidate from storage and cookie.
 * @param watchedKey Full storage key of the candidate, as `storage` events name it.
 * @param win        Window to listen on (its document too).
 * @param logger     Where a failing subscriber's error goes.
 */
export function createCandidateStore(
	read: () => CandidateSnapshot,
	watchedKey: string,
	win: Pick< Window, 'addEventListener' | 'document' >,
	logger: Pick< Console, 'error' >
): CandidateStore {
	const doc = win.document;
	let current = read();
	let fingerprint = JSON.stringify( current );
	const listeners = new Set< CandidateListener >();

	function refresh(): void {
		const next = read();
		const nextFingerprint = JSON.stringify( next );
		if ( nextFingerprint === fingerprint ) {
			return;
		}
		current = next;
		fingerprint = nextFingerprint;
		for ( const listener of [ ...listeners ] ) {
			try {
				listener( current );
			} catch ( error ) {
				// One broken block must not stop the others from following.
				logger.error( error );
			}
		}
	}

	win.addEventListener( 'storage', ( event ) => {
		// A null key means the whole area was cleared.
		if ( event.key === null || event.key === watchedKey ) {
			refresh();
		}
	} );
	win.addEventListener( 'focus', refresh );
	documentMember( doc, 'addEventListener' )( 'visibilitychange', () => {
		if ( documentMember( doc, 'visibilityState' ) === 'visible' ) {
			refresh();
		}
	} );

	return {
		get: () => current,
		subscribe( listener ) {
			listeners.add( listener );
			return () => {
				listeners.delete( listener );
			};
		},
		refresh,
	};
}
