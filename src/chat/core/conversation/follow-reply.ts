/**
 * What follows the bot's reply to a message the chat understood: a
 * command answered while a question is open leaves that question open
 * (asked again, unless the candidate said goodbye); "start over" forgets
 * the search; a search's slots are kept for the next one; the choices
 * still open are offered; and the search runs, never under a reply the
 * bot did not understand.
 */

/**
 * Internal dependencies
 */
import type { BotReply } from '../bot';
import type { DialogRecord } from './conversation-storage';
import { START_OVER_INTENT } from './conversation-types';
import { findJobs, searchSpecFrom } from './find-jobs';
import { questionEntry, type OpenQuestion } from './open-question';
import {
	jobResultsRequested,
	withoutSearch,
	withShowJobResults,
} from './search-attributes';
import { SHOW_JOB_RESULTS } from './session-attributes';
import { rememberInterest, showJobs } from './show-jobs';
import type { TemplateWords } from './template-words';
import type { NewTranscriptEntry } from './transcript';
import type { ReplyFollower, StatePatch, TurnContext } from './turn';

export interface FollowOptions {
	/** The question open when the message was sent. */
	open: OpenQuestion | null;
	words: TemplateWords;
	/** The message was a command (handed to its intent). */
	command: boolean;
	/** The intent a command was handed to. */
	intent?: string;
	/** The dialog as sent with an answer (kept after the closing). */
	sent?: DialogRecord;
	/** The search's slots, in the order the bot asks them (with `sent`). */
	searchSlots?: readonly string[];
	/** The area sent, to tell when the bot dropped it. */
	area?: string;
	/** Lines for after the reply (the choices still open). */
	after?: NewTranscriptEntry[];
}

/**
 * The bot did not understand: the session's intent is its fallback intent
 * (`FallbackIntent` in V2, `AMAZON.FallbackIntent` in V1). Only the
 * session's intent is read, never the interpretations' order or scores:
 * Lex orders them by confidence, and on a turn that fills a
 * `FreeFormInput` slot "FallbackIntent will not be triggered"
 * (AMAZON.FreeFormInput, Lex V2 developer guide), whatever it ranks first.
 * @param reply The reply.
 */
export const isFallback = ( reply: BotReply ) =>
	/FallbackIntent$/.test( reply.intentName ?? '' );

/**
 * The search starts anew: the chat handed "start over" to its intent, or
 * the session's intent says so. (StartOver's next step moves the session
 * on to the search's intent, so the chat's own reading is what tells.)
 * @param reply   The reply.
 * @param options What was sent.
 */
const startsOver = ( reply: BotReply, options: FollowOptions ) =>
	! isFallback( reply ) &&
	( options.intent === START_OVER_INTENT ||
		reply.intentName === START_OVER_INTENT );

/**
 * The search slot the bot closed the search without being told in this
 * search, if any. Whether a request's inline `sessionState` replaces the
 * state Lex stored or is merged over it is not documented (Understanding
 * Amazon Lex V2 bot sessions: "Pass the session information inline"): a
 * merged store keeps the area of an earlier search, so the bot may close
 * with it and skip the question. The chat asks it itself instead.
 * @param reply   The reply.
 * @param options What was sent.
 */
function untoldSlot(
	reply: BotReply,
	options: FollowOptions
): string | undefined {
	const { sent, searchSlots = [] } = options;
	// Only an answer to the chat's own search question: words sent with
	// none open are the bot's to close on as it will.
	if (
		options.command ||
		! options.open ||
		! sent ||
		reply.slotToElicit ||
		isFallback( reply )
	) {
		return undefined;
	}
	return searchSlots.find( ( slot ) => ! sent.slots[ slot ] );
}

async function search( ctx: TurnContext, current: () => boolean ) {
	const attributes = ctx.store.get().sessionAttributes;
	const spec = searchSpecFrom( attributes );
	await showJobs(
		ctx,
		current,
		async () => {
			rememberInterest( ctx, attributes );
			return findJobs( ctx.deps, spec );
		},
		spec
	);
}

/**
 * The bot closed the search without a slot the candidate gave in it: its
 * closing is not shown, and the chat asks that slot's question itself.
 * @param ctx     The conversation.
 * @param options What was sent.
 * @param next    The state the reply makes.
 * @param slot    The slot not given.
 * @param sent    The dialog as sent.
 */
function askUntold(
	ctx: TurnContext,
	options: FollowOptions,
	next: StatePatch,
	slot: string,
	sent: DialogRecord
): StatePatch {
	const { store } = ctx;
	return {
		...next,
		slotToElicit: slot,
		dialog: sent,
		entries: [
			...store.get().entries,
			...questionEntry(
				ctx,
				{ slot, intent: sent.intent },
				options.words
			),
			...( options.after ?? [] ).map( ( entry ) => store.stamp( entry ) ),
		],
	};
}

/**
 * What the reply does to the state, as the follower sees it.
 * @param ctx     The conversation.
 * @param options What was sent, and what is still open.
 * @param reply   The reply.
 * @param patch   What the reply alone would do.
 */
function patchReply(
	ctx: TurnContext,
	options: FollowOptions,
	reply: BotReply,
	patch: StatePatch
): StatePatch {
	const { store } = ctx;
	const before = store.get();
	const next = { ...patch };
	const entries = [ ...( patch.entries ?? before.entries ) ];
	if ( startsOver( reply, options ) && patch.sessionAttributes ) {
		next.sessionAttributes = withoutSearch(
			patch.sessionAttributes,
			ctx.freshAttributes()
		);
	}
	const untold = untoldSlot( reply, options );
	if ( untold && options.sent ) {
		return askUntold( ctx, options, next, untold, options.sent );
	}
	const keepOpen = options.command || isFallback( reply );
	if ( ! reply.slotToElicit && options.open && keepOpen ) {
		// Lex answered and asks nothing: the question stands, asked again
		// where the bot waits for more (help, not understood), quietly
		// after a goodbye.
		next.slotToElicit = options.open.slot;
		next.dialog = before.dialog;
		if ( reply.dialogState === 'ElicitIntent' || isFallback( reply ) ) {
			entries.push(
				...questionEntry( ctx, options.open, options.words )
			);
		}
	} else if ( ! reply.slotToElicit && options.sent ) {
		next.dialog = options.sent;
	} else if ( options.sent && options.sent.intent === next.dialog?.intent ) {
		// The next question of the same search: what was sent holds unless
		// the reply says otherwise (Intent `slots` is "Required: No" in
		// Lex's API reference).
		next.dialog = {
			intent: options.sent.intent,
			slots: { ...options.sent.slots, ...next.dialog.slots },
		};
	}
	entries.push(
		...( options.after ?? [] ).map( ( entry ) => store.stamp( entry ) )
	);
	return { ...next, entries };
}

/**
 * After the reply is shown: the page forgets a search started over, and
 * the search runs after the bot's closing.
 * @param ctx     The conversation.
 * @param options What was sent.
 * @param reply   The reply.
 * @param current Whether the conversation is still the same.
 */
async function afterReply(
	ctx: TurnContext,
	options: FollowOptions,
	reply: BotReply,
	current: () => boolean
) {
	const { store } = ctx;
	const replied = store.get().sessionAttributes;
	if (
		startsOver( reply, options ) ||
		( options.area && ! replied.job_category )
	) {
		// The candidate started over, or the bot forgot the area: so does
		// the page.
		ctx.deps.forgetInterest?.();
	}
	// Only after the bot's closing: never under a question, or a reply
	// that did not understand.
	const closing =
		! reply.slotToElicit &&
		! isFallback( reply ) &&
		! untoldSlot( reply, options );
	if ( jobResultsRequested( replied ) && closing ) {
		await search( ctx, current );
	} else if ( replied[ SHOW_JOB_RESULTS ] === 'true' ) {
		// No search: not asked again with the next message.
		store.update( {
			sessionAttributes: withShowJobResults( replied, false ),
		} );
	}
}

/**
 * @param ctx     The conversation.
 * @param options What was sent, and what is still open.
 */
export function followReply(
	ctx: TurnContext,
	options: FollowOptions
): ReplyFollower {
	return {
		patch: ( reply, patch ) => patchReply( ctx, options, reply, patch ),
		after: ( reply, current ) => afterReply( ctx, options, reply, current ),
	};
}
