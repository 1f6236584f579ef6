/**
 * The chat's first words at once (issue 34): the template's first turn
 * (build/bot-words.json, handed over by the page) is shown as the chat
 * opens, before credentials or Lex. The start utterance still goes to
 * Lex, whose answer is the truth: the same words stay (the rows are not
 * touched), other words replace them. What the candidate sends meanwhile
 * is shown at once and sent, in order, once Lex has answered.
 *
 * The shown rows carry `provisional` and the waiting messages `queued`,
 * so a conversation restored on the next page resumes: its unconfirmed
 * first turn is asked of Lex in a new session (the old one may have moved
 * on), and what was queued is sent.
 */

/**
 * Internal dependencies
 */
import type { FirstTurn } from './bot-words';
import { hasRole, START_UTTERANCE } from './conversation-types';
import { botErrorText } from './error-entry';
import { messageText, type BotMessage, type BotReply } from './reply-model';
import {
	clientSessionAttributes,
	withoutCandidate,
} from './session-attributes';
import { locationSuggestions } from './suggestions';
import type { TranscriptEntry } from './transcript';
import type { TurnContext } from './turn';

/** What the flow does once the session is ready. */
export interface FirstTurnSteps {
	/** Send a message already shown (an area answer is checked first). */
	deliver: ( text: string ) => Promise< boolean >;
	findNearMe: () => Promise< boolean >;
}

export interface FirstTurnFlow {
	/**
	 * Show the first turn in an empty conversation and ask Lex; false (and
	 * nothing shown) without a first turn.
	 *
	 * @param utterance The start utterance sent to Lex.
	 * @param at        When the rows were first shown (the launcher's time).
	 */
	show: ( utterance: string, at?: number ) => boolean;
	/** The shown first turn still waits for Lex: sends are queued. */
	waiting: () => boolean;
	/** Shown now, sent when the session is ready; resolves when sent. */
	queueMessage: ( text: string ) => Promise< boolean >;
	/** "Find jobs near me", once the session is ready. */
	queueNearMe: () => Promise< boolean >;
	/** Ask Lex (once at a time per session), then send what was queued. */
	confirm: () => Promise< void >;
}

interface QueuedAction {
	sessionId: string;
	/** The queued user entry; none for "Find jobs near me". */
	entryId?: string;
	done: ( sent: boolean ) => void;
}

type ProvisionalEntry = Extract< TranscriptEntry, { kind: 'bot' } >;

function isProvisional( entry: TranscriptEntry ): entry is ProvisionalEntry {
	return entry.kind === 'bot' && entry.provisional === true;
}

/**
 * Lex's message says what the shown row says.
 *
 * @param message Lex's message.
 * @param shown   The row's message.
 */
function sameWords( message: BotMessage, shown: BotMessage ): boolean {
	return (
		( message.contentType === 'PlainText' ||
			message.contentType === 'SSML' ) &&
		message.text === messageText( shown )
	);
}

/**
 * The transcript with Lex's first answer in place of the shown turn: the
 * same rows when it says the same (no longer provisional), else its own
 * rows where the shown ones were; what came after stays after.
 *
 * @param ctx   The conversation.
 * @param reply Lex's answer to the start utterance.
 */
function settledEntries(
	ctx: TurnContext,
	reply: BotReply
): { entries: TranscriptEntry[]; same: boolean } {
	const { entries, slotToElicit } = ctx.store.get();
	const shown = entries.filter( isProvisional );
	const same =
		reply.slotToElicit === slotToElicit &&
		reply.messages.length === shown.length &&
		reply.messages.every( ( message, index ) =>
			sameWords( message, shown[ index ].message )
		);
	let placed = false;
	const settled = entries.flatMap( ( entry ): TranscriptEntry[] => {
		if ( ! isProvisional( entry ) ) {
			return [ entry ];
		}
		if ( same ) {
			const { provisional, ...confirmed } = entry;
			return [ confirmed ];
		}
		if ( placed ) {
			return [];
		}
		placed = true;
		return reply.messages.map( ( message ) =>
			ctx.store.stamp( { kind: 'bot', message } )
		);
	} );
	return { entries: settled, same };
}

/**
 * @param ctx   The conversation.
 * @param turn  The template's first turn in the bot's locale, if known.
 * @param steps Sending and "Find jobs near me", once the session is ready.
 */
export function createFirstTurnFlow(
	ctx: TurnContext,
	turn: FirstTurn | null | undefined,
	steps: FirstTurnSteps
): FirstTurnFlow {
	const { store, deps } = ctx;
	const actions: QueuedAction[] = [];
	let utterance = START_UTTERANCE;
	let confirming: { sessionId: string; promise: Promise< void > } | null =
		null;

	const waiting = () => store.get().entries.some( isProvisional );

	async function drain( sessionId: string ): Promise< void > {
		for ( let action = actions.shift(); action; action = actions.shift() ) {
			const id = action.entryId;
			const entry = store
				.get()
				.entries.find( ( item ) => item.id === id );
			if ( store.get().sessionId !== action.sessionId ) {
				action.done( false );
			} else if ( entry?.kind === 'user' ) {
				// Marked sent first: a reload mid-turn never sends it twice.
				const { queued, ...sent } = entry;
				store.replaceEntry( sent );
				action.done( await steps.deliver( entry.text ) );
			} else if ( ! id ) {
				action.done( await steps.findNearMe() );
			} else {
				action.done( false );
			}
			if ( store.get().sessionId !== sessionId ) {
				return;
			}
		}
	}

	async function confirmSession( sessionId: string ): Promise< void > {
		const current = () => store.get().sessionId === sessionId;
		const attributes = {
			...withoutCandidate( store.get().sessionAttributes ),
			...clientSessionAttributes( ctx.attributesInput() ),
		};
		let reply: BotReply;
		try {
			const client = await ctx.botClient();
			reply = await client.send( {
				text: utterance,
				sessionAttributes: attributes,
			} );
		} catch ( error ) {
			deps.logger.error( error );
			if ( current() ) {
				store.append( {
					kind: 'error',
					text: botErrorText( error ),
					failedText: utterance,
				} );
			}
			return;
		}
		if ( ! current() ) {
			return;
		}
		const { entries, same } = settledEntries( ctx, reply );
		store.update( {
			entries,
			slotToElicit: reply.slotToElicit,
			sessionAttributes: reply.sessionAttributes,
			...( same ? {} : { suggestions: null } ),
		} );
		if ( ! same && actions.length === 0 ) {
			ctx.refreshSuggestions();
		}
		await drain( sessionId );
	}

	function confirm(): Promise< void > {
		const { sessionId } = store.get();
		if ( confirming?.sessionId !== sessionId ) {
			const promise = confirmSession( sessionId ).finally( () => {
				if ( confirming?.promise === promise ) {
					confirming = null;
				}
			} );
			confirming = { sessionId, promise };
		}
		return confirming.promise;
	}

	function enqueue( entryId?: string ): Promise< boolean > {
		const { sessionId } = store.get();
		return new Promise( ( done ) =>
			actions.push( { sessionId, entryId, done } )
		);
	}

	// A conversation restored with its first turn unconfirmed: a new Lex
	// session (the old one may have answered, unseen, and moved on), and
	// what was queued goes once it is ready.
	const restoredWaiting = waiting();
	if ( restoredWaiting ) {
		store.update( { sessionId: deps.createId() } );
	}
	for ( const entry of store.get().entries ) {
		if ( entry.kind === 'user' && entry.queued === true ) {
			void enqueue( entry.id );
		}
	}
	if ( restoredWaiting ) {
		void confirm();
	} else if ( actions.length > 0 ) {
		void drain( store.get().sessionId );
	}

	return {
		show( text, at ) {
			if ( ! turn || store.get().entries.length > 0 ) {
				return false;
			}
			utterance = text;
			const location = hasRole(
				turn.slotToElicit,
				deps.slotRoles.location
			);
			if ( location ) {
				deps.preloadGeocoder?.();
			}
			store.update( {
				entries: turn.messages.map( ( message ): ProvisionalEntry => ( {
					...( store.stamp( {
						kind: 'bot',
						message: { contentType: 'PlainText', text: message },
					} ) as ProvisionalEntry ),
					...( at === undefined ? {} : { at } ),
					provisional: true,
				} ) ),
				slotToElicit: turn.slotToElicit,
				// The panel as the answer would leave it, at once: a place
				// is asked for, so "Find jobs near me" and the places known.
				suggestions: location
					? locationSuggestions( deps, store )
					: null,
			} );
			if ( ! location ) {
				ctx.refreshSuggestions();
			}
			return true;
		},
		waiting,
		queueMessage( text ) {
			const entry = store.stamp( { kind: 'user', text, queued: true } );
			store.update( {
				entries: [ ...store.get().entries, entry ],
				suggestions: null,
			} );
			return enqueue( entry.id );
		},
		queueNearMe() {
			store.update( { suggestions: null }, false );
			return enqueue();
		},
		confirm,
	};
}
