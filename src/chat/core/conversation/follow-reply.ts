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
	/** The dialog as sent with an answer (kept after the closing). */
	sent?: DialogRecord;
	/** The area sent, to tell when the bot dropped it. */
	area?: string;
	/** Lines for after the reply (the choices still open). */
	after?: NewTranscriptEntry[];
}

const intentsOf = ( reply: BotReply ) =>
	[ reply.intentName, reply.recognizedIntentName ].filter(
		( name ): name is string => Boolean( name )
	);

/**
 * The bot did not understand (its fallback intent, `FallbackIntent` in V2,
 * `AMAZON.FallbackIntent` in V1).
 * @param reply The reply.
 */
export const isFallback = ( reply: BotReply ) =>
	intentsOf( reply ).some( ( name ) => /FallbackIntent$/.test( name ) );

const startsOver = ( reply: BotReply ) =>
	intentsOf( reply ).includes( START_OVER_INTENT );

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
			if ( startsOver( reply ) && patch.sessionAttributes ) {
				next.sessionAttributes = withoutSearch(
					patch.sessionAttributes,
					ctx.freshAttributes()
				);
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
				startsOver( reply ) ||
				( options.area && ! replied.job_category )
			) {
				// The candidate started over, or the bot forgot the area:
				// so does the page.
				ctx.deps.forgetInterest?.();
			}
			// Only after the bot's closing: never under a question, or a
			// reply that did not understand.
			const closing = ! reply.slotToElicit && ! isFallback( reply );
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
