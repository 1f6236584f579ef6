/**
 * Internal dependencies
 */
import { documentMember } from '../shared/page-document';
import type { CandidateState } from './candidate';

/**
 * `<html data-careers-candidate>`: set before first paint by the inline head
 * script and kept in step here, so CSS can show the right blocks without a
 * flash. Locked counts as signed out.
 */
export const ROOT_STATE_ATTRIBUTE = 'data-careers-candidate';

export type RootState = 'signed-in' | 'signed-out';

export function rootStateFor( state: CandidateState ): RootState {
	return state === 'signed-in' ? 'signed-in' : 'signed-out';
}

/**
 * @param doc   Document whose root element carries the state.
 * @param state Candidate state.
 */
export function syncRootState( doc: Document, state: CandidateState ): void {
	documentMember( doc, 'documentElement' ).dataset.careersCandidate =
		rootStateFor( state );
}
