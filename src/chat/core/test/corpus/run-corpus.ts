/**
 * Runs one corpus case against the stand-ins through the real chat: a new
 * conversation is brought to the case's step, the message is sent, and
 * what the candidate would see (the bot's intent, the place and area the
 * chat now holds, a search, the panel's choices, the chat's own lines) is
 * compared with what the case expects. The chat reads the site's answers
 * as on a page (the demo's), so none of these is taken for a question.
 */

/**
 * Internal dependencies
 */
import type { BotReply } from '../../bot/reply-model';
import type { ConversationState } from '../../conversation';
import {
	callCounts,
	clearStandIns,
	standInChat,
	stateWhere,
	type Urls,
} from '../stand-in-chat';
import type { CorpusCase, CorpusExpectation } from './corpus-types';
import { intentSaid } from './intent-said';
import { demoReadQuestion } from '../answers-chat';

/** The messages that bring a conversation to each step. */
const SET_UP = {
	place: [],
	area: [ 'Austin, TX' ],
	results: [ 'Dallas, TX', 'Nursing' ],
} as const;

export interface Observed {
	intent?: string;
	lexCalls: number;
	geocodes: number;
	searched?: string;
	place?: string;
	area?: string;
	asking?: string;
	choices?: string[];
	lines: string[];
	lastBot?: string;
}

function placeOf(
	state: ConversationState,
	expected: string | undefined
): string | undefined {
	const { city, state: region, zip } = state.sessionAttributes;
	if ( expected && /^\d{5}$/.test( expected ) ) {
		return zip || undefined;
	}
	return city && region ? `${ city }, ${ region }` : undefined;
}

async function settled( chat: ReturnType< typeof standInChat > ) {
	// The panel is filled after the turn (the job API's list, the places).
	await new Promise( ( resolve ) => setTimeout( resolve, 30 ) );
	return stateWhere( chat.conversation, ( state ) => ! state.busy );
}

function observe(
	before: ConversationState,
	after: ConversationState,
	replies: BotReply[],
	expected: CorpusExpectation,
	locale: string
): Omit< Observed, 'geocodes' > {
	const fresh = after.entries.slice( before.entries.length );
	const jobs = fresh.find( ( entry ) => entry.kind === 'jobs' );
	const reply = replies.at( -1 );
	const record = (
		after as { dialog?: { slots?: Record< string, string > } }
	 ).dialog;
	const lastBot = [ ...fresh ]
		.reverse()
		.find( ( entry ) => entry.kind === 'bot' );
	return {
		intent: intentSaid( locale, reply ),
		lexCalls: replies.length,
		searched: jobs?.kind === 'jobs' ? jobs.results.search?.keyword : '',
		place: placeOf( after, 'place' in expected ? expected.place : '' ),
		area:
			( jobs?.kind === 'jobs' && jobs.results.search?.keyword ) ||
			record?.slots?.areaInterest ||
			undefined,
		asking: after.slotToElicit,
		choices: after.suggestions?.options,
		lines: fresh
			.filter(
				( entry ) =>
					entry.kind === 'notice' ||
					entry.kind === 'location-not-found'
			)
			.map( ( entry ) =>
				entry.kind === 'notice' ? entry.notice : entry.kind
			),
		lastBot:
			lastBot?.kind === 'bot' && 'text' in lastBot.message
				? lastBot.message.text
				: undefined,
	};
}

/**
 * Sends the case's message at its step and reports what happened.
 *
 * @param urls  The stand-ins.
 * @param entry The case.
 */
export async function runCase(
	urls: Urls,
	entry: CorpusCase
): Promise< Observed > {
	const replies: BotReply[] = [];
	const chat = standInChat( urls, {
		version: 'v2',
		settings: { bot_locale: entry.locale },
		onReply: ( reply ) => void replies.push( reply ),
		conversation: {
			readQuestion: demoReadQuestion( entry.locale ),
		},
	} );
	await chat.conversation.start( 'get started' );
	for ( const text of SET_UP[ entry.step ] ) {
		await chat.conversation.send( text );
	}
	const before = await settled( chat );
	await clearStandIns( urls );
	replies.length = 0;
	await chat.conversation.send( entry.text );
	const after = await settled( chat );
	const geocodes = ( await callCounts( urls.geocoder ) ).Geocode ?? 0;
	return {
		...observe( before, after, replies, entry.expect, entry.locale ),
		geocodes,
	};
}
