/**
 * The place panel's choices: what the first turn shows as the window
 * opens (first-turn.ts) and the panel offers whenever a place is asked
 * for (suggestions.ts). Apart from the rest of the panel's code, which
 * comes with a turn's (chunk chat-job-search), not as the window opens.
 */

/**
 * Internal dependencies
 */
import type { ConversationStore } from './conversation-store';
import type { ResolvedDeps, Suggestions } from './conversation-types';

/**
 * The options given, each once, in order, without the empty ones.
 * @param options Options, some missing.
 */
export function uniqueOptions(
	options: Array< string | undefined >
): string[] {
	return [
		...new Set(
			options.filter( ( option ): option is string => Boolean( option ) )
		),
	];
}

/**
 * "Find jobs near me" (when the device can be asked), the candidate's zip
 * first (pre-filled), then the zip and city/state the session has.
 * @param deps  The candidate.
 * @param store The session attributes.
 */
export function locationSuggestions(
	deps: ResolvedDeps,
	store: Pick< ConversationStore, 'get' >
): Suggestions {
	const { zip, city, state: region } = store.get().sessionAttributes;
	const zipPrefill = deps.readCandidate()?.zip;
	const prefill = zipPrefill ? String( zipPrefill ) : undefined;
	return {
		kind: 'location',
		options: uniqueOptions( [
			prefill,
			zip,
			city && region ? `${ city }, ${ region }` : undefined,
		] ),
		...( prefill ? { prefill } : {} ),
		...( deps.locateNearby ? { nearMe: true } : {} ),
	};
}
