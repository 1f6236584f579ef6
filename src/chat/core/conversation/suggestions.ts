/**
 * The "Please select one" panel: the job API's categories when the bot
 * asks for the area of interest; "Find jobs near me", the zip and the
 * city/state when it asks for a place. It stays empty while the bot's own
 * cards offer choices: one set of choices at a time.
 */

/**
 * Internal dependencies
 */
import type { CategoryList } from '../jobs';
import { areaNames, categoryOfArea } from '../understand';
import type { ConversationStore } from './conversation-store';
import {
	hasRole,
	type ResolvedDeps,
	type Suggestions,
} from './conversation-types';
import { locationSuggestions, uniqueOptions } from './location-suggestions';
import { templateWords } from './template-words';
import type { TranscriptEntry } from './transcript';

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

/**
 * The categories, the candidate's own area first when it names one (the
 * category sending it would be); when the list could not be loaded, a line
 * says so (once) and the candidate's area is only offered in the input.
 * @param deps       The candidate and logger.
 * @param store      The transcript.
 * @param categories The job API's list.
 * @param asking     Whether the bot still asks for the area.
 */
async function categorySuggestions(
	deps: ResolvedDeps,
	store: ConversationStore,
	categories: CategoryList,
	asking: () => boolean
): Promise< Suggestions | null > {
	const names = await categories.load();
	const own = deps.readCandidate()?.areaInterest || undefined;
	if ( ! names ) {
		const last = store.get().entries.at( -1 );
		const said =
			last?.kind === 'notice' && last.notice === 'areas-unavailable';
		if ( asking() && ! said ) {
			store.append( { kind: 'notice', notice: 'areas-unavailable' } );
		}
		return own ? { kind: 'category', options: [], prefill: own } : null;
	}
	const words = templateWords( deps.words );
	const prefill =
		own &&
		categoryOfArea(
			own,
			areaNames( names, words.areaWords, words.grammar ),
			words.grammar
		);
	return {
		kind: 'category',
		options: uniqueOptions( [ prefill, ...names ] ),
		...( prefill ? { prefill } : {} ),
	};
}

/**
 * The choices the chat's last line left open (two Portlands, the cities
 * of a state, areas a word fits), if that line ends the transcript.
 * @param entries The transcript.
 */
function openChoices(
	entries: readonly TranscriptEntry[]
): Suggestions | null {
	const last = entries.at( -1 );
	if ( last?.kind !== 'notice' || ! last.choices?.length ) {
		return null;
	}
	return {
		kind: last.notice === 'area-choices' ? 'category' : 'location',
		options: last.choices,
	};
}

/**
 * The panel for the question the bot asks: only the pre-fill while the
 * bot's cards offer choices, else the areas or the place's shortcuts.
 *
 * @param deps       The conversation's dependencies.
 * @param store      The conversation's state.
 * @param categories The job API's list.
 * @param asking     Whether the same question is still open.
 */
async function slotSuggestions(
	deps: ResolvedDeps,
	store: ConversationStore,
	categories: CategoryList,
	asking: () => boolean
): Promise< Suggestions | null > {
	const { slotToElicit: slot, entries } = store.get();
	// The bot's cards are the choices: only the pre-fill is offered, and
	// the job API is not asked for the areas.
	if ( offersChoices( entries ) ) {
		return prefillOnly( deps, slot );
	}
	if ( hasRole( slot, deps.slotRoles.category ) ) {
		return categorySuggestions( deps, store, categories, asking );
	}
	if ( hasRole( slot, deps.slotRoles.location ) ) {
		deps.preloadGeocoder?.();
		return locationSuggestions( deps, store );
	}
	return null;
}

/**
 * Fill the panel for the slot being asked for; when that is a place,
 * start fetching the geocoder the answer will need. In the job search's
 * chunk (conversation.ts): the panel follows the bot's first answer, and
 * what opening the chat fetches stays small.
 *
 * @param deps       The conversation's dependencies.
 * @param store      The conversation's state.
 * @param categories The job API's list.
 */
export async function refreshSuggestions(
	deps: ResolvedDeps,
	store: ConversationStore,
	categories: CategoryList
): Promise< void > {
	const { slotToElicit: slot, sessionId, entries } = store.get();
	const stillAsking = () => {
		const now = store.get();
		return (
			now.slotToElicit === slot &&
			now.sessionId === sessionId &&
			! now.busy
		);
	};
	// The chat's own line's choices first (two Portlands, a state's cities).
	const suggestions =
		openChoices( entries ) ??
		( await slotSuggestions( deps, store, categories, stillAsking ) );
	const shown =
		suggestions?.prefill ||
		suggestions?.options.length ||
		suggestions?.nearMe;
	if ( stillAsking() ) {
		store.update( { suggestions: shown ? suggestions : null }, false );
	}
}
