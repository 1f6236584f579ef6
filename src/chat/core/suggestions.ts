/**
 * The "Please select one" panel: the job API's categories when the bot
 * asks for the area of interest; "Find jobs near me", the zip and the
 * city/state when it asks for a place. It stays empty while the bot's own
 * cards offer choices: one set of choices at a time.
 */

/**
 * Internal dependencies
 */
import type { CategoryList } from './category-list';
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
 * "Find jobs near me" (when the device can be asked), the candidate's zip
 * first (pre-filled), then the zip and city/state the session has.
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
		...( deps.locateNearby ? { nearMe: true } : {} ),
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

/**
 * The categories, the candidate's own area first when it names one; when
 * the list could not be loaded, a line says so (once) and the candidate's
 * area is only offered in the input.
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
	const prefill = own && ( await categories.find( own ) );
	return {
		kind: 'category',
		options: uniqueOptions( [ prefill, ...names ] ),
		...( prefill ? { prefill } : {} ),
	};
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
	// The bot's cards are the choices: only the pre-fill is offered, and
	// the job API is not asked for the areas.
	const stillAsking = () => {
		const now = store.get();
		return (
			now.slotToElicit === slot &&
			now.sessionId === sessionId &&
			! now.busy
		);
	};
	let suggestions: Suggestions | null = null;
	if ( offersChoices( entries ) ) {
		suggestions = prefillOnly( deps, slot );
	} else if ( hasRole( slot, deps.slotRoles.category ) ) {
		suggestions = await categorySuggestions(
			deps,
			store,
			categories,
			stillAsking
		);
	} else if ( hasRole( slot, deps.slotRoles.location ) ) {
		deps.preloadGeocoder?.();
		suggestions = locationSuggestions( deps, store );
	}
	const shown =
		suggestions?.prefill ||
		suggestions?.options.length ||
		suggestions?.nearMe;
	if ( stillAsking() ) {
		store.update( { suggestions: shown ? suggestions : null }, false );
	}
}
