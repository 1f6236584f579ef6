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
import type { ReplyFollower, TurnContext } from './turn';

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
	if (
		options.command ||
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
	await showJobs( ctx, current, async () => {
		rememberInterest( ctx, attributes );
		return findJobs( ctx.deps, searchSpecFrom( attributes ) );
	} );
}

/**
 * @param ctx     The conversation.
 * @param options What was sent, and what is still open.
 */
export function followReply(
	ctx: TurnContext,
	options: FollowOptions
): ReplyFollower {
	const { store } = ctx;
	return {
		patch( reply, patch ) {
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
				// The bot's closing names what the candidate did not say:
				// not shown; its question asked in the template's words.
				const question = { slot: untold, intent: options.sent.intent };
				return {
					...next,
					slotToElicit: untold,
					dialog: options.sent,
					entries: [
						...before.entries,
						...questionEntry( ctx, question, options.words ),
						...( options.after ?? [] ).map( ( entry ) =>
							store.stamp( entry )
						),
					],
				};
			}
			const keepOpen = options.command || isFallback( reply );
			if ( ! reply.slotToElicit && options.open && keepOpen ) {
				// Lex answered and asks nothing: the question stands, asked
				// again where the bot waits for more (help, not understood),
				// quietly after a goodbye.
				next.slotToElicit = options.open.slot;
				next.dialog = before.dialog;
				if (
					reply.dialogState === 'ElicitIntent' ||
					isFallback( reply )
				) {
					entries.push(
						...questionEntry( ctx, options.open, options.words )
					);
				}
			} else if ( ! reply.slotToElicit && options.sent ) {
				next.dialog = options.sent;
			}
			entries.push(
				...( options.after ?? [] ).map( ( entry ) =>
					store.stamp( entry )
				)
			);
			return { ...next, entries };
		},
		async after( reply, current ) {
			const replied = store.get().sessionAttributes;
			if (
				startsOver( reply, options ) ||
				( options.area && ! replied.job_category )
			) {
				// The candidate started over, or the bot forgot the area:
				// so does the page.
				ctx.deps.forgetInterest?.();
			}
			// Only after the bot's closing: never under a question, or a
			// reply that did not understand.
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
		},
	};
}
