/**
 * One turn, as spec section 4 has it: a place is geocoded first (and the
 * message sent with its coordinates), the bot answers after the reply
 * delay, and when it closes with showJobResults the jobs are listed.
 */

/**
 * Internal dependencies
 */
import type { BotClient } from './bot-client';
import type { CategoryList } from './category-list';
import type { ConversationStore } from './conversation-store';
import {
	hasRole,
	START_OVER_INTENT,
	type ResolvedDeps,
} from './conversation-types';
import { botErrorText, LOCATION_NOT_FOUND_MESSAGE } from './error-entry';
import type { GeocodeResult } from './geocoder';
import { replyDelay } from './reply-delay';
import type { BotReply } from './reply-model';
import {
	clientSessionAttributes,
	jobResultsRequested,
	SHOW_JOB_RESULTS,
	withCategory,
	withLocation,
	withoutCandidate,
	withoutSearch,
	withShowJobResults,
	type SessionAttributes,
} from './session-attributes';
import { showJobs } from './show-jobs';

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

export async function geocodeQuietly(
	ctx: TurnContext,
	place: string
): Promise< GeocodeResult | null > {
	try {
		return await ctx.deps.geocode( place );
	} catch ( error ) {
		ctx.deps.logger.error( error );
		return null;
	}
}

/**
 * The attributes to send with `text`, or null when the place is unknown:
 * the session's (as the bot last returned them) with the client's own.
 * @param ctx  The conversation.
 * @param text The candidate's message.
 */
async function attributesFor(
	ctx: TurnContext,
	text: string
): Promise< SessionAttributes | null > {
	const { slotToElicit, sessionAttributes } = ctx.store.get();
	const roles = ctx.deps.slotRoles;
	let attributes = {
		...withoutCandidate( sessionAttributes ),
		...clientSessionAttributes( ctx.attributesInput() ),
	};
	if ( hasRole( slotToElicit, roles.location ) ) {
		const place = await geocodeQuietly( ctx, text );
		if ( ! place ) {
			return null;
		}
		attributes = withLocation( attributes, place, text );
	}
	if ( hasRole( slotToElicit, roles.category ) ) {
		attributes = withCategory( attributes, text );
	}
	return attributes;
}

async function askBot(
	ctx: TurnContext,
	text: string,
	attributes: SessionAttributes
): Promise< { reply: BotReply } | { error: unknown } > {
	try {
		const client = await ctx.botClient();
		return {
			reply: await client.send( { text, sessionAttributes: attributes } ),
		};
	} catch ( error ) {
		ctx.deps.logger.error( error );
		return { error };
	}
}

/**
 * A signed-out visitor's area and place, kept for the page's blocks.
 * @param ctx        The conversation.
 * @param attributes The attributes the bot closed with.
 */
export function rememberInterest(
	ctx: Pick< TurnContext, 'deps' >,
	attributes: SessionAttributes
) {
	const areaInterest = attributes.job_category;
	if ( ! areaInterest || ctx.deps.readCandidate() ) {
		return;
	}
	const latitude = Number( attributes.latitude );
	const longitude = Number( attributes.longitude );
	const hasPoint =
		attributes.latitude && Number.isFinite( latitude ) && longitude;
	ctx.deps.rememberInterest?.( {
		areaInterest,
		...( attributes.zip ? { zip: attributes.zip } : {} ),
		...( hasPoint ? { latitude, longitude } : {} ),
	} );
}

/**
 * The bot's "start over" (its intent, or the one the input was understood
 * as before the bot moved on to the place question).
 * @param reply The bot's reply.
 */
function startsOver( reply: BotReply ): boolean {
	return [ reply.intentName, reply.recognizedIntentName ].includes(
		START_OVER_INTENT
	);
}

async function showReply(
	ctx: TurnContext,
	reply: BotReply,
	sent: SessionAttributes,
	current: () => boolean
) {
	// Lex returns the whole session state: what the bot removed stays
	// removed; after "start over" the chat itself drops the old search.
	const startOver = startsOver( reply );
	const replied = startOver
		? withoutSearch( reply.sessionAttributes, ctx.freshAttributes() )
		: reply.sessionAttributes;
	await ctx.deps.sleep(
		replyDelay( reply.messages, ctx.deps.settings.ai_delay )
	);
	if ( ! current() ) {
		return;
	}
	const { store } = ctx;
	store.update( {
		entries: [
			...store.get().entries,
			...reply.messages.map( ( message ) =>
				store.stamp( { kind: 'bot', message } )
			),
		],
		slotToElicit: reply.slotToElicit,
		sessionAttributes: replied,
	} );
	if ( startOver || ( sent.job_category && ! replied.job_category ) ) {
		// The candidate started over, or the bot forgot the area: so does
		// the page.
		ctx.deps.forgetInterest?.();
	}
	if ( jobResultsRequested( replied ) ) {
		await showJobs( ctx, current, async () => {
			// The search's code comes with the job API's, after the window
			// opened (hidden by the job-results delay).
			const { findJobs, searchSpecFrom } = await import(
				/* webpackChunkName: "chat-job-search" */ './find-jobs'
			);
			const spec = await searchSpecFrom( replied, ctx.deps );
			// A place typed before the bot asked is geocoded only now.
			rememberInterest( ctx, {
				...replied,
				latitude: replied.latitude || spec.latitude,
				longitude: replied.longitude || spec.longitude,
			} );
			return findJobs( ctx.deps, spec );
		} );
	} else if ( replied[ SHOW_JOB_RESULTS ] === 'true' ) {
		// Echoed without a category: no search, and not sent again.
		store.update( {
			sessionAttributes: withShowJobResults( replied, false ),
		} );
	}
}

/**
 * Send `text` (already shown, or the silent start utterance) and show
 * what comes back.
 * @param ctx  The conversation.
 * @param text What to send.
 */
export async function runTurn( ctx: TurnContext, text: string ) {
	const { store } = ctx;
	const sessionId = store.get().sessionId;
	const current = () => store.get().sessionId === sessionId;
	store.update( { busy: true, typing: true, suggestions: null }, false );
	try {
		const attributes = await attributesFor( ctx, text );
		if ( ! current() ) {
			return;
		}
		if ( ! attributes ) {
			store.append( {
				kind: 'location-not-found',
				text: LOCATION_NOT_FOUND_MESSAGE,
			} );
			return;
		}
		const answer = await askBot( ctx, text, attributes );
		if ( 'reply' in answer ) {
			await showReply( ctx, answer.reply, attributes, current );
		} else if ( current() ) {
			store.append( {
				kind: 'error',
				text: botErrorText( answer.error ),
				failedText: text,
			} );
		}
	} finally {
		if ( current() ) {
			store.update( { busy: false, typing: false } );
			ctx.refreshSuggestions();
		}
	}
}
