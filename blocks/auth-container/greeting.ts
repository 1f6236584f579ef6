/**
 * Internal dependencies
 */
import type { CandidateSnapshot, RuntimeApi } from '@careers-frontend/runtime';

/** Replaced by the signed-in candidate's first name. */
export const FIRST_NAME_TOKEN = '{firstName}';

/**
 * The greeting for a snapshot: the template with the first name, or empty
 * when nobody is signed in (a locked candidate included).
 *
 * @param template Greeting with FIRST_NAME_TOKEN.
 * @param snapshot Candidate state.
 */
export function greetingText(
	template: string,
	snapshot: CandidateSnapshot
): string {
	if ( snapshot.state !== 'signed-in' || ! snapshot.candidate ) {
		return '';
	}
	return template
		.split( FIRST_NAME_TOKEN )
		.join( snapshot.candidate.firstName.trim() );
}

/**
 * Keep a greeting element filled for the current candidate. The text goes
 * in as text, never HTML, whatever the name holds. Returns the function
 * that stops following.
 *
 * @param element        Element with `data-careers-greeting`.
 * @param candidateStore The runtime's candidate store.
 */
export function followGreeting(
	element: HTMLElement,
	candidateStore: RuntimeApi[ 'candidateStore' ]
): () => void {
	const template = element.dataset.careersGreeting ?? '';
	const paint = ( snapshot: CandidateSnapshot ) => {
		element.textContent = greetingText( template, snapshot );
	};
	paint( candidateStore.get() );
	return candidateStore.subscribe( paint );
}
