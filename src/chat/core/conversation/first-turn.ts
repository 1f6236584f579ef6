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
import type { FirstTurn } from '../bot';
import { hasRole, START_UTTERANCE } from './conversation-types';
import { botErrorText } from './error-entry';
import {
	isProvisional,
	NEAR_ME,
	type BotEntry,
	type FirstTurnSteps,
} from './first-turn-actions';
import { locationSuggestions } from './location-suggestions';
import {
	clientSessionAttributes,
	withoutCandidate,
} from './session-attributes';
import type { TurnContext } from './turn';

export interface FirstTurnFlow {
	/**
	 * Show the first turn in an empty conversation; false (and nothing
	 * shown) without a first turn. `confirm` then asks Lex.
	 *
	 * @param utterance The start utterance sent to Lex.
	 * @param at        When the rows were first shown (the launcher's time).
	 */
	show: ( utterance: string, at?: number ) => boolean;
	/** The shown first turn still waits for Lex: sends are queued. */
	waiting: () => boolean;
	/** Shown now, sent when the session is ready. */
	queueMessage: ( text: string ) => Promise< boolean >;
	/** "Find jobs near me", once the session is ready. */
	queueNearMe: () => Promise< boolean >;
	/** Ask Lex (once at a time per session), then send what was queued. */
	confirm: () => Promise< void >;
	/** Ask again after a failure, in a new session. */
	retry: () => Promise< void >;
}

/** What the flow's parts share: what is asked of Lex, and what waits. */
interface FlowState {
	/** The start utterance sent to Lex. */
	utterance: string;
	/** Queued user entries' ids, and NEAR_ME, in order. */
	actions: string[];
}

// What comes after Lex's first answer comes with a turn's code (chunk
// chat-job-search), not as the window opens: the chat leads with the
// template's first words and one Lex call, so opening needs no turn.
const afterAnswer = () =>
	import( /* webpackChunkName: "chat-job-search" */ './first-turn-settle' );

/**
 * The words shown stay; a line says what failed, with "Try again", which
 * asks in a new session (this one may have moved on unseen).
 *
 * @param ctx   The conversation.
 * @param text  What was to be sent.
 * @param error What failed.
 */
function failed( ctx: TurnContext, text: string, error: unknown ) {
	ctx.deps.logger.error( error );
	ctx.store.append( {
		kind: 'error',
		text: botErrorText( error ),
		failedText: text,
	} );
}

/** Fetch the turn's code now (Lex's first answer came), not on first use. */
export const preloadTurn = () => void afterAnswer().catch( () => undefined );

/**
 * The start utterance sent as it is, when there is no first turn to show:
 * a turn of its own (turn.ts), its code fetched first, the input locked
 * meanwhile. A failed fetch is said as a failed message, offered for
 * retry.
 *
 * @param ctx  The conversation.
 * @param text The start utterance.
 */
export function sendAsTyped( ctx: TurnContext, text: string ) {
	const { store } = ctx;
	const { sessionId } = store.get();
	store.update( { busy: true, typing: true, suggestions: null }, false );
	return afterAnswer().then(
		( code ) => code.runAsTyped( ctx, text, sessionId ),
		( error ) => {
			failed( ctx, text, error );
			store.update( { busy: false, typing: false } );
			ctx.refreshSuggestions();
		}
	);
}

/**
 * Asks Lex the start utterance, once per session (a new one, after a retry
 * or a restore, asks again), then settles its answer and sends the queue.
 *
 * @param ctx   The conversation.
 * @param state What is asked, and what waits.
 * @param steps Sending and "Find jobs near me", once the session is ready.
 */
function confirmer(
	ctx: TurnContext,
	state: FlowState,
	steps: FirstTurnSteps
): () => Promise< void > {
	const { store } = ctx;
	let confirming: Promise< void > | undefined;
	let confirmingSession = '';

	async function confirmSession( sessionId: string ): Promise< void > {
		const current = () => store.get().sessionId === sessionId;
		try {
			const client = await ctx.botClient();
			const reply = await client.send( {
				text: state.utterance,
				sessionAttributes: {
					...withoutCandidate( store.get().sessionAttributes ),
					...clientSessionAttributes( ctx.attributesInput() ),
				},
			} );
			const code = await afterAnswer();
			if ( current() ) {
				await code.settleThenDrain(
					ctx,
					reply,
					state.actions,
					sessionId,
					steps
				);
			}
		} catch ( error ) {
			// A session given up meanwhile has nothing to say.
			if ( current() ) {
				failed( ctx, state.utterance, error );
			}
		}
	}

	return () => {
		const { sessionId } = store.get();
		if ( ! confirming || confirmingSession !== sessionId ) {
			confirmingSession = sessionId;
			confirming = confirmSession( sessionId );
		}
		return confirming;
	};
}

/**
 * The first turn's rows, shown as the chat opens, and its question's
 * panel.
 *
 * @param ctx  The conversation.
 * @param turn The template's first turn.
 * @param at   When the rows were first shown (the launcher's time).
 */
function showTurn( ctx: TurnContext, turn: FirstTurn, at?: number ) {
	const { store, deps } = ctx;
	const { slotToElicit } = turn;
	store.update( {
		entries: turn.messages.map( ( message ): BotEntry => ( {
			...( store.stamp( {
				kind: 'bot',
				message: { contentType: 'PlainText', text: message },
			} ) as BotEntry ),
			...( at === undefined ? {} : { at } ),
			provisional: true,
		} ) ),
		slotToElicit,
		// The place panel, at once (no geocoder fetched yet).
		suggestions: hasRole( slotToElicit, deps.slotRoles.location )
			? locationSuggestions( deps, store )
			: null,
	} );
}

/**
 * A conversation restored with its first turn unconfirmed or messages
 * queued: the turn's code, which it needs anyway, resumes it.
 *
 * @param ctx     The conversation.
 * @param state   What is asked, and what waits.
 * @param steps   Sending and "Find jobs near me".
 * @param confirm Asks Lex the first turn, then sends the queue.
 */
function resumeRestored(
	ctx: TurnContext,
	state: FlowState,
	steps: FirstTurnSteps,
	confirm: () => Promise< void >
) {
	const unfinished = ctx.store
		.get()
		.entries.some(
			( entry ) =>
				isProvisional( entry ) ||
				( entry.kind === 'user' && entry.queued )
		);
	if ( unfinished ) {
		afterAnswer()
			.then( ( code ) =>
				code.resume( ctx, state.actions, steps, confirm )
			)
			.catch( ( error ) => failed( ctx, state.utterance, error ) );
	}
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
	const state: FlowState = { utterance: START_UTTERANCE, actions: [] };
	const confirm = confirmer( ctx, state, steps );
	resumeRestored( ctx, state, steps, confirm );
	const askAgain = () => {
		store.update( { sessionId: deps.createId() } );
		return confirm();
	};
	// A message or "Find jobs near me" after the first turn failed asks Lex
	// again, in a new session, as "Try again" would: it never waits unsent
	// for a click the candidate may not make.
	const askAgainIfFailed = () => {
		const { entries } = store.get();
		const failure = entries.find(
			( entry ) =>
				entry.kind === 'error' && entry.failedText === state.utterance
		);
		if ( failure ) {
			store.update( {
				entries: entries.filter( ( entry ) => entry !== failure ),
			} );
			void askAgain();
		}
	};

	return {
		show( text, at ) {
			if ( ! turn || store.get().entries.length > 0 ) {
				return false;
			}
			state.utterance = text;
			state.actions.length = 0;
			showTurn( ctx, turn, at );
			return true;
		},
		waiting: () => store.get().entries.some( isProvisional ),
		async queueMessage( text ) {
			const entry = store.stamp( { kind: 'user', text, queued: true } );
			state.actions.push( entry.id );
			store.update( {
				entries: [ ...store.get().entries, entry ],
				suggestions: null,
			} );
			askAgainIfFailed();
			return true;
		},
		async queueNearMe() {
			state.actions.push( NEAR_ME );
			store.update( { suggestions: null }, false );
			askAgainIfFailed();
			return true;
		},
		confirm,
		retry: askAgain,
	};
}
