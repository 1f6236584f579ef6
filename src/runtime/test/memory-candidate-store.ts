/**
 * A fake of the runtime's candidate store, for the blocks' tests (blocks
 * share through src/, never with one another).
 */

/**
 * Internal dependencies
 */
import type { CandidateSnapshot, RuntimeApi } from '@careers-frontend/runtime';

export const SIGNED_OUT: CandidateSnapshot = {
	state: 'signed-out',
	candidate: null,
};
export const LOCKED: CandidateSnapshot = { state: 'locked', candidate: null };

export function signedIn(
	fields: Record< string, unknown > = {}
): CandidateSnapshot {
	return {
		state: 'signed-in',
		candidate: {
			candidateId: 7,
			firstName: 'Ada',
			lastName: 'Lovelace',
			isLocked: false,
			...fields,
		},
	};
}

/**
 * The candidate store's contract (get, subscribe, refresh) over a value the test
 * sets, as the runtime's store does over storage. `set` also marks the root
 * element first, as the runtime does before any block hears of a change.
 *
 * @param initial First snapshot.
 */
export function memoryCandidateStore( initial: CandidateSnapshot ) {
	let current = initial;
	const listeners = new Set< ( snapshot: CandidateSnapshot ) => void >();
	const store: RuntimeApi[ 'candidateStore' ] & {
		set: ( next: CandidateSnapshot ) => void;
	} = {
		get: () => current,
		// Nothing to read again: the test sets the value.
		refresh: () => undefined,
		subscribe( listener ) {
			listeners.add( listener );
			return () => {
				listeners.delete( listener );
			};
		},
		set( next ) {
			current = next;
			document.documentElement.dataset.careersCandidate =
				next.state === 'signed-in' ? 'signed-in' : 'signed-out';
			listeners.forEach( ( listener ) => listener( next ) );
		},
	};
	return store;
}
