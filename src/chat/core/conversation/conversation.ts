/**
 * The chat's controller, without React: it owns the transcript, the busy
 * flag, the slot being asked for and the session attributes. Each step is
 * a module of its own: a turn (`turn.ts`), the suggestions panel
 * (`suggestions.ts`), job search and its widening (`find-jobs.ts`,
 * `widen.ts`), error entries (`error-entry.ts`) and persistence
 * (`conversation-store.ts`). Every collaborator is passed in.
 */

/**
 * Internal dependencies
 */
import type { BotClient } from '../bot';
import { createCategoryList, type CategoryList } from '../jobs';
import { conversationControls, loadAnswering } from './conversation-controls';
import {
	createConversationStore,
	type ConversationStore,
} from './conversation-store';
import {
	resolveDeps,
	type Conversation,
	type ConversationDeps,
	type ResolvedDeps,
} from './conversation-types';
import { candidateOwner, initialSessionAttributes } from './session-attributes';
import type { TurnContext } from './turn';

/**
 * Fills the "Please select one" panel, only while the bot asks for
 * something or the chat's last line offers choices (each turn empties the
 * panel first): its code comes with the answer's (`loadAnswering`, chunk
 * `chat-job-search`), which the bot's first question (a place) fetches
 * anyway, not as the chat opens.
 *
 * @param deps       The conversation's dependencies.
 * @param store      The conversation's state.
 * @param categories The job API's list.
 */
function lazySuggestions(
	deps: ResolvedDeps,
	store: ConversationStore,
	categories: CategoryList
): () => Promise< void > {
	return async () => {
		const { slotToElicit, entries } = store.get();
		// Or the chat's own line offers choices (two Portlands after a search).
		const last = entries.at( -1 );
		const offers = last?.kind === 'notice' && last.choices?.length;
		if ( slotToElicit || offers ) {
			const module = await loadAnswering();
			await module.refreshSuggestions( deps, store, categories );
		}
	};
}

/**
 * Starts over when the candidate changed; a message sent then goes to
 * `deps.passOn` instead, when given (the window's conversation for the new
 * candidate): true when it went there.
 *
 * @param deps     The conversation's dependencies.
 * @param changed  Whether the candidate is not the conversation's owner.
 * @param startNew Starts over for the candidate now.
 */
function candidateFollower(
	deps: ResolvedDeps,
	changed: () => boolean,
	startNew: () => void
) {
	return ( passing?: string ): boolean => {
		if ( ! changed() ) {
			return false;
		}
		if ( passing && deps.passOn ) {
			deps.passOn( passing );
			return true;
		}
		startNew();
		return false;
	};
}

export function createConversation( options: ConversationDeps ): Conversation {
	const deps = resolveDeps( options );
	const attributesInput = () => ( {
		organizationName: deps.settings.organization_name,
		origin: deps.origin,
		candidate: deps.readCandidate(),
	} );
	const freshAttributes = () => initialSessionAttributes( attributesInput() );
	// Whose conversation this is: a conversation never passes from one
	// candidate (or a visitor) to another.
	const ownerNow = () => candidateOwner( deps.readCandidate() );
	const store = createConversationStore( deps, ownerNow(), freshAttributes );
	const categories = createCategoryList( deps.jobSearch, deps.logger );
	const refresh = lazySuggestions( deps, store, categories );
	let client: { sessionId: string; promise: Promise< BotClient > } | null =
		null;

	function botClient(): Promise< BotClient > {
		const { sessionId } = store.get();
		if ( client?.sessionId !== sessionId ) {
			const promise = deps.createBotClient( sessionId );
			client = { sessionId, promise };
			promise.catch( () => ( client = null ) );
		}
		return client.promise;
	}

	const ctx: TurnContext = {
		deps,
		store,
		botClient,
		attributesInput,
		freshAttributes,
		categories,
		refreshSuggestions: () =>
			void refresh().catch( ( error ) => deps.logger.error( error ) ),
	};

	function startNew() {
		client = null;
		store.setOwner( ownerNow() );
		store.update( {
			sessionId: deps.createId(),
			entries: [],
			busy: false,
			typing: false,
			slotToElicit: undefined,
			dialog: undefined,
			activeAt: undefined,
			sessionAttributes: freshAttributes(),
			suggestions: null,
		} );
	}

	const followCandidate = candidateFollower(
		deps,
		() => ownerNow() !== store.owner(),
		startNew
	);

	return {
		getState: store.get,
		subscribe: store.subscribe,
		...conversationControls( ctx, {
			followCandidate,
			firstTurn: deps.firstTurn,
		} ),
		// Needed only after a search, whose chunk it shares (not fetched on open).
		widen: ( entryId, area ) =>
			import( /* webpackChunkName: "chat-job-search" */ './widen' ).then(
				( module ) => module.widenSearch( ctx, entryId, area )
			),
		startNew() {
			deps.forgetInterest?.();
			startNew();
		},
		followCandidate,
	};
}
