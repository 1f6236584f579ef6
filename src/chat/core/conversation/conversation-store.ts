/**
 * The conversation's state: restored from session storage for the same
 * owner, saved after each change, and told to every listener.
 */

/**
 * Internal dependencies
 */
import {
	loadConversation,
	loadOpen,
	saveConversation,
} from './conversation-storage';
import type {
	ConversationListener,
	ConversationState,
	ResolvedDeps,
} from './conversation-types';
import type { SessionAttributes } from './session-attributes';
import type { NewTranscriptEntry, TranscriptEntry } from './transcript';

export interface ConversationStore {
	get: () => ConversationState;
	/** Whose conversation this is ('' for a visitor). */
	owner: () => string;
	setOwner: ( owner: string ) => void;
	update: ( patch: Partial< ConversationState >, save?: boolean ) => void;
	stamp: ( entry: NewTranscriptEntry ) => TranscriptEntry;
	append: ( entry: NewTranscriptEntry ) => void;
	/** Change one entry in place (a used offer). */
	replaceEntry: ( entry: TranscriptEntry ) => void;
	subscribe: ( listener: ConversationListener ) => () => void;
}

export function createConversationStore(
	deps: ResolvedDeps,
	initialOwner: string,
	freshAttributes: () => SessionAttributes
): ConversationStore {
	const listeners = new Set< ConversationListener >();
	let owner = initialOwner;
	const stored = loadConversation( deps.storage );
	const saved = stored?.owner === owner ? stored : null;
	let state: ConversationState = {
		sessionId: saved?.sessionId ?? deps.createId(),
		open: loadOpen( deps.storage ),
		entries: saved?.entries ?? [],
		busy: false,
		typing: false,
		slotToElicit: saved?.slotToElicit,
		dialog: saved?.dialog,
		activeAt: saved?.activeAt,
		sessionAttributes: saved?.sessionAttributes ?? freshAttributes(),
		suggestions: null,
	};

	function persist() {
		try {
			saveConversation( deps.storage, {
				version: 1,
				owner,
				sessionId: state.sessionId,
				entries: [ ...state.entries ],
				slotToElicit: state.slotToElicit,
				dialog: state.dialog,
				activeAt: state.activeAt,
				sessionAttributes: state.sessionAttributes,
			} );
		} catch ( error ) {
			deps.logger.error( error );
		}
	}

	const update: ConversationStore[ 'update' ] = ( patch, save = true ) => {
		state = { ...state, ...patch };
		if ( save ) {
			persist();
		}
		listeners.forEach( ( listener ) => listener( state ) );
	};
	const stamp = ( entry: NewTranscriptEntry ): TranscriptEntry =>
		( {
			...entry,
			id: deps.createId(),
			at: deps.now(),
		} ) as TranscriptEntry;

	return {
		get: () => state,
		owner: () => owner,
		setOwner: ( next ) => ( owner = next ),
		update,
		stamp,
		append: ( entry ) =>
			update( { entries: [ ...state.entries, stamp( entry ) ] } ),
		replaceEntry: ( entry ) =>
			update( {
				entries: state.entries.map( ( item ) =>
					item.id === entry.id ? entry : item
				),
			} ),
		subscribe( listener ) {
			listeners.add( listener );
			return () => void listeners.delete( listener );
		},
	};
}
