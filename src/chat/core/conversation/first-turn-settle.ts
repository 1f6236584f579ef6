/**
 * Lex's first answer to the chat's start utterance, against the first
 * turn shown before it came (first-turn.ts): the same words stay, other
 * words replace them, then what the candidate sent meanwhile goes, in
 * order; or, with no first turn to show, the start utterance's own turn.
 * Comes with a turn's code (chunk chat-job-search), after the first
 * answer, not as the window opens.
 */

/**
 * Internal dependencies
 */
import { messageText, type BotReply } from '../bot';
import {
	isProvisional,
	NEAR_ME,
	type FirstTurnSteps,
} from './first-turn-actions';
import type { TranscriptEntry } from './transcript';
import {
	currentAttributes,
	dialogAfter,
	runTurn,
	type TurnContext,
} from './turn';

/**
 * The transcript with Lex's first answer in place of the shown turn: the
 * same rows when it says the same (no longer provisional), else its own
 * rows where the shown ones were; what came after stays after.
 *
 * @param ctx   The conversation.
 * @param reply Lex's answer to the start utterance.
 */
function settledEntries( ctx: TurnContext, reply: BotReply ) {
	const { entries, slotToElicit } = ctx.store.get();
	const shown = entries.filter( isProvisional );
	const same =
		reply.slotToElicit === slotToElicit &&
		reply.messages.length === shown.length &&
		reply.messages.every(
			( message, index ) =>
				message.contentType !== 'CustomPayload' &&
				messageText( message ) === messageText( shown[ index ].message )
		);
	const replies = reply.messages.map( ( message ) =>
		ctx.store.stamp( { kind: 'bot', message } )
	);
	return entries.flatMap( ( entry, index ): TranscriptEntry[] => {
		if ( ! isProvisional( entry ) ) {
			return [ entry ];
		}
		if ( same ) {
			const { provisional, ...confirmed } = entry;
			return [ confirmed ];
		}
		// Lex's rows where the first shown one was, once.
		return entries.findIndex( isProvisional ) === index ? replies : [];
	} );
}

/**
 * Lex's first answer in the transcript, with its slot, the dialog it
 * leaves (what a message sent next is understood against) and attributes.
 *
 * @param ctx    The conversation.
 * @param reply  Lex's answer to the start utterance.
 * @param queued Something waits to be sent (its turn fills the panel).
 */
export function settle( ctx: TurnContext, reply: BotReply, queued: boolean ) {
	ctx.store.update( {
		entries: settledEntries( ctx, reply ),
		slotToElicit: reply.slotToElicit,
		dialog: dialogAfter( reply, ctx.store.get().dialog ),
		activeAt: ctx.deps.now(),
		sessionAttributes: reply.sessionAttributes,
	} );
	if ( ! queued ) {
		// The panel for Lex's question (and, for a place, the geocoder's
		// code, fetched only now).
		ctx.refreshSuggestions();
	}
}

/**
 * Send what was queued, in order, while the session is the same.
 *
 * @param ctx       The conversation.
 * @param actions   Queued user entries' ids, and NEAR_ME (taken off as sent).
 * @param sessionId The session they were queued in.
 * @param steps     Sending and "Find jobs near me".
 */
export async function drain(
	ctx: TurnContext,
	actions: string[],
	sessionId: string,
	steps: FirstTurnSteps
): Promise< void > {
	const { store } = ctx;
	for (
		let action = actions.shift();
		action !== undefined && store.get().sessionId === sessionId;
		action = actions.shift()
	) {
		const entry = store
			.get()
			.entries.find( ( item ) => item.id === action );
		if ( entry?.kind === 'user' && entry.queued ) {
			// Marked sent first: a reload mid-turn never sends it twice.
			const { queued, ...sent } = entry;
			store.replaceEntry( sent );
			await steps.deliver( entry.text );
		} else if ( action === NEAR_ME ) {
			await steps.findNearMe();
		}
	}
}

/**
 * Lex's first answer settled, then what was queued sent.
 *
 * @param ctx       The conversation.
 * @param reply     Lex's answer to the start utterance.
 * @param actions   Queued user entries' ids, and NEAR_ME.
 * @param sessionId The session they were queued in.
 * @param steps     Sending and "Find jobs near me".
 */
export function settleThenDrain(
	ctx: TurnContext,
	reply: BotReply,
	actions: string[],
	sessionId: string,
	steps: FirstTurnSteps
): Promise< void > {
	settle( ctx, reply, actions.length > 0 );
	return drain( ctx, actions, sessionId, steps );
}

/**
 * A conversation restored with its first turn unconfirmed: a new Lex
 * session (the old one may have answered, unseen, and moved on), asked
 * again; what was queued goes, before anything queued since, once it is
 * ready.
 *
 * @param ctx     The conversation.
 * @param actions The flow's queue (restored entries go first).
 * @param steps   Sending and "Find jobs near me".
 * @param confirm Asks Lex the first turn, then sends the queue.
 */
export function resume(
	ctx: TurnContext,
	actions: string[],
	steps: FirstTurnSteps,
	confirm: () => Promise< void >
): Promise< void > {
	const { store, deps } = ctx;
	const waiting = store.get().entries.some( isProvisional );
	if ( waiting ) {
		store.update( { sessionId: deps.createId() } );
	}
	actions.unshift(
		...store
			.get()
			.entries.filter(
				( entry ) => entry.kind === 'user' && entry.queued
			)
			.map( ( entry ) => entry.id )
	);
	return waiting
		? confirm()
		: drain( ctx, actions, store.get().sessionId, steps );
}

/**
 * The start utterance as it is, when there is no first turn to show: a
 * turn of its own, unless the session was given up meanwhile.
 *
 * @param ctx       The conversation.
 * @param text      The start utterance.
 * @param sessionId The session it was sent in.
 */
export async function runAsTyped(
	ctx: TurnContext,
	text: string,
	sessionId: string
) {
	if ( ctx.store.get().sessionId === sessionId ) {
		await runTurn( ctx, async () => ( {
			text,
			sessionAttributes: currentAttributes( ctx ),
		} ) );
	}
}
