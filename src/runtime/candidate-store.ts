/**
 * Internal dependencies
 */
import type { CandidateSnapshot } from './candidate';

export type CandidateListener = ( snapshot: CandidateSnapshot ) => void;

export interface CandidateStore {
	get(): CandidateSnapshot;
	/** Called with each new snapshot; returns the unsubscribe function. */
	subscribe( listener: CandidateListener ): () => void;
	/** Re-read the sources and tell subscribers if anything changed. */
	refresh(): void;
}

export interface CandidateStoreOptions {
	read: () => CandidateSnapshot;
	/** Full storage keys whose change in another tab may change the candidate. */
	watchedKeys: readonly string[];
	win: Pick< Window, 'addEventListener' | 'removeEventListener' >;
	doc: Pick< Document, 'addEventListener' | 'removeEventListener' | 'visibilityState' >;
	logger?: Pick< Console, 'error' >;
}

export interface StartedCandidateStore extends CandidateStore {
	/** Stop listening to the window and document. */
	stop(): void;
}

/**
 * The one source of truth for the candidate on a page. Writes through the
 * runtime call refresh(); other tabs are seen through the `storage` event;
 * cookie-only changes (no event exists for them) are caught by a re-read
 * when the tab regains focus or becomes visible.
 *
 * @param options Sources and event targets.
 */
export function createCandidateStore( {
	read,
	watchedKeys,
	win,
	doc,
	logger = console,
}: CandidateStoreOptions ): StartedCandidateStore {
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

	const onStorage = ( event: StorageEvent ) => {
		// A null key means the whole area was cleared.
		if ( event.key === null || watchedKeys.includes( event.key ) ) {
			refresh();
		}
	};
	const onVisibility = () => {
		if ( doc.visibilityState === 'visible' ) {
			refresh();
		}
	};

	win.addEventListener( 'storage', onStorage );
	win.addEventListener( 'focus', refresh );
	doc.addEventListener( 'visibilitychange', onVisibility );

	return {
		get: () => current,
		subscribe( listener ) {
			listeners.add( listener );
			return () => {
				listeners.delete( listener );
			};
		},
		refresh,
		stop() {
			win.removeEventListener( 'storage', onStorage );
			win.removeEventListener( 'focus', refresh );
			doc.removeEventListener( 'visibilitychange', onVisibility );
		},
	};
}
