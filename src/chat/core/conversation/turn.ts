/**
 * One turn: the request goes to the bot (the first message of a
 * conversation as it is; an answer as the understanding prepared it, in
 * chunk `chat-job-search`), the reply is shown after the reply delay, and
 * what the request asked to follow (a search, the question asked again)
 * runs after it.
 */

/**
 * Internal dependencies
 */
import type { BotClient, BotReply, BotRequest } from '../bot';
import type { CategoryList } from '../jobs';
import type { DialogRecord } from './conversation-storage';
import type { ConversationStore } from './conversation-store';
import type { ConversationState, ResolvedDeps } from './conversation-types';
import { botErrorText } from './error-entry';
import { replyDelay } from './reply-delay';
import {
	clientSessionAttributes,
	withoutCandidate,
	type SessionAttributes,
} from './session-attributes';

export interface TurnContext {
	deps: ResolvedDeps;
	store: ConversationStore;
	botClient: () => Promise< BotClient >;
	/** Organisation, origin and the candidate now (session attributes). */
	attributesInput: () => Parameters< typeof clientSessionAttributes >[ 0 ];
	/** What a new conversation's session attributes are. */
	freshAttributes: () => SessionAttributes;
	/** The job API's categories an area answer is checked against. */
	categories: CategoryList;
	refreshSuggestions: () => void;
}

export type StatePatch = Partial< ConversationState >;

/** What a request asks of its reply, besides showing it. */
export interface ReplyFollower {
	/** Change what the reply does to the state before it is shown. */
	patch?: ( reply: BotReply, patch: StatePatch ) => StatePatch;
	/** Run after the reply is shown (the search). */
	after?: ( reply: BotReply, current: () => boolean ) => Promise< void >;
}

export interface TurnRequest extends BotRequest {
	/** What a retry sends again (default: the text). */
	failedText?: string;
	follower?: ReplyFollower;
}

/**
 * The attributes to send: the session's (as the bot last returned them)
 * with the client's own, the candidate as the store has it now.
 * @param ctx The conversation.
 */
export function currentAttributes( ctx: TurnContext ): SessionAttributes {
	return {
		...withoutCandidate( ctx.store.get().sessionAttributes ),
		...clientSessionAttributes( ctx.attributesInput() ),
	};
}

async function askBot(
	ctx: TurnContext,
	{ failedText: _failed, follower: _follower, ...request }: TurnRequest
): Promise< { reply: BotReply } | { error: unknown } > {
	try {
		const client = await ctx.botClient();
		return { reply: await client.send( request ) };
	} catch ( error ) {
		ctx.deps.logger.error( error );
		return { error };
	}
}

/**
 * The dialog the reply leaves: the intent and slots of the question it
 * asks, else the chat's record as it was.
 * @param reply    The bot's reply.
 * @param previous The chat's record.
 */
export function dialogAfter(
	reply: BotReply,
	previous: DialogRecord | undefined
): DialogRecord | undefined {
	if ( ! reply.slotToElicit || ! reply.intentName ) {
		return previous;
	}
	const slots: Record< string, string > = {};
	for ( const [ name, value ] of Object.entries( reply.slots ) ) {
		if ( value ) {
			slots[ name ] = value;
		}
	}
	return { intent: reply.intentName, slots };
}

async function showReply(
	ctx: TurnContext,
	reply: BotReply,
	follower: ReplyFollower | undefined,
	current: () => boolean
) {
	await ctx.deps.sleep(
		replyDelay( reply.messages, ctx.deps.settings.ai_delay )
	);
	if ( ! current() ) {
		return;
	}
	const { store } = ctx;
	const state = store.get();
	const patch: StatePatch = {
		entries: [
			...state.entries,
			...reply.messages.map( ( message ) =>
				store.stamp( { kind: 'bot', message } )
			),
		],
		slotToElicit: reply.slotToElicit,
		dialog: dialogAfter( reply, state.dialog ),
		activeAt: ctx.deps.now(),
		// Lex returns the whole session state: what the bot removed
		// stays removed.
		sessionAttributes: reply.sessionAttributes,
	};
	store.update( follower?.patch?.( reply, patch ) ?? patch );
	await follower?.after?.( reply, current );
}

/**
 * Prepare a request (null: nothing to send), send it, and show what comes
 * back; the input is locked meanwhile.
 * @param ctx     The conversation.
 * @param prepare What to send, found while the input is locked.
 */
export async function runTurn(
	ctx: TurnContext,
	prepare: () => Promise< TurnRequest | null >
) {
	const { store } = ctx;
	const sessionId = store.get().sessionId;
	const current = () => store.get().sessionId === sessionId;
	store.update( { busy: true, typing: true, suggestions: null }, false );
	try {
		const request = await prepare();
		if ( ! request || ! current() ) {
			return;
		}
		const answer = await askBot( ctx, request );
		if ( 'reply' in answer ) {
			await showReply( ctx, answer.reply, request.follower, current );
		} else if ( current() ) {
			store.append( {
				kind: 'error',
				text: botErrorText( answer.error ),
				failedText: request.failedText ?? request.text,
			} );
		}
	} finally {
		if ( current() ) {
			store.update( { busy: false, typing: false } );
			ctx.refreshSuggestions();
		}
	}
}
