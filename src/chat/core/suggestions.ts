/**
 * The "Please select one" panel: the areas of interest when the bot asks
 * for one, the zip and city/state when it asks for a place. It stays empty
 * while the bot's own cards offer choices: one set of choices at a time.
 */

/**
 * Internal dependencies
 */
import type { ConversationStore } from './conversation-store';
import {
	hasRole,
	type ResolvedDeps,
	type Suggestions,
} from './conversation-types';
import type { TranscriptEntry } from './transcript';

function uniqueOptions( options: Array< string | undefined > ): string[] {
	return [
		...new Set(
			options.filter( ( option ): option is string => Boolean( option ) )
		),
	];
}

/**
 * Whether the bot's messages since the candidate's last one hold a card
 * with buttons (or a job entry with a step to offer).
 * @param entries The transcript.
 */
export function offersChoices( entries: readonly TranscriptEntry[] ): boolean {
	for ( let index = entries.length - 1; index >= 0; index-- ) {
		const entry = entries[ index ];
		if ( entry.kind === 'user' ) {
			return false;
		}
		if (
			entry.kind === 'bot' &&
			entry.message.contentType === 'ImageResponseCard' &&
			entry.message.card.buttons.length > 0
		) {
			return true;
		}
	}
	return false;
}

/**
 * The candidate's zip first (pre-filled), then the zip and city/state
 * the session has.
 * @param deps  The candidate.
 * @param store The session attributes.
 */
function locationSuggestions(
	deps: ResolvedDeps,
	store: ConversationStore
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
	};
}

/**
 * The signed-in candidate's own answer for the slot, offered in the input
 * while the bot's cards hold the choices.
 * @param deps The candidate and slot roles.
 * @param slot The slot being asked for.
 */
function prefillOnly(
	deps: ResolvedDeps,
	slot: string | undefined
): Suggestions | null {
	const candidate = deps.readCandidate();
	const kind = hasRole( slot, deps.slotRoles.category )
		? 'category'
		: 'location';
	const value =
		kind === 'category' ? candidate?.areaInterest : candidate?.zip;
	if ( ! hasRole( slot, deps.slotRoles[ kind ] ) || ! value ) {
		return null;
	}
	return { kind, options: [], prefill: String( value ) };
}

export function createSuggestions(
	deps: ResolvedDeps,
	store: ConversationStore
) {
	let categories: Promise< string[] > | null = null;

	async function categorySuggestions(): Promise< Suggestions > {
		if ( ! categories ) {
			categories = deps.jobSearch.categories();
			categories.catch( ( error ) => {
				deps.logger.error( error );
				categories = null;
			} );
		}
		let names: string[] = [];
		try {
			names = await categories;
		} catch {
			// Logged above; the panel stays empty.
		}
		const prefill = deps.readCandidate()?.areaInterest || undefined;
		return {
			kind: 'category',
			options: uniqueOptions( [ prefill, ...names ] ),
			...( prefill ? { prefill } : {} ),
		};
	}

	async function forSlot(
		slot: string | undefined
	): Promise< Suggestions | null > {
		if ( hasRole( slot, deps.slotRoles.category ) ) {
			return categorySuggestions();
		}
		if ( hasRole( slot, deps.slotRoles.location ) ) {
			deps.preloadGeocoder?.();
			return locationSuggestions( deps, store );
		}
		return null;
	}

	/**
	 * Fill the panel for the slot being asked for; when that is a place,
	 * start fetching the geocoder the answer will need.
	 */
	return async function refresh(): Promise< void > {
		const { slotToElicit: slot, sessionId, entries } = store.get();
		// The bot's cards are the choices: only the pre-fill is offered, and
		// the job API is not asked for the areas.
		const cards = offersChoices( entries );
		const suggestions = cards
			? prefillOnly( deps, slot )
			: await forSlot( slot );
		const shown = cards
			? suggestions?.prefill
			: suggestions?.options.length;
		const now = store.get();
		const stillAsking =
			now.slotToElicit === slot &&
			now.sessionId === sessionId &&
			! now.busy;
		if ( stillAsking ) {
			store.update(
				{
					suggestions: shown ? suggestions : null,
				},
				false
			);
		}
	};
}
