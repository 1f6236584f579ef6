/**
 * Runs one of issue 41's "Why" examples against the stand-ins through the
 * real chat, with the site's answers read as the chat window reads them
 * (src/chat/answers' readQuestion, given the page's answers config): the
 * demo's answers, served over HTTP as the answers endpoint serves them.
 */

/**
 * External dependencies
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Internal dependencies
 */
import { readQuestion } from '../../../answers';
import { demoAnswers } from '../../../answers/test/demo-answers';
import type { BotReply } from '../../bot/reply-model';
import type { ConversationState } from '../../conversation';
import { intentSaid } from '../corpus/intent-said';
import {
	callCounts,
	clearStandIns,
	standInChat,
	stateWhere,
	type Urls,
} from '../stand-in-chat';
import type { WhyCase } from './why-cases';

export type { WhyCase };

/** The demo's answers at `/answers?lang=…`, as the endpoint serves them. */
export interface AnswersServer {
	urlFor: ( language: 'en' | 'es' ) => string;
	close: () => Promise< void >;
}

export async function answersServer(): Promise< AnswersServer > {
	const server = http.createServer( ( request, response ) => {
		const language =
			new URL( request.url ?? '/', 'http://x' ).searchParams.get(
				'lang'
			) === 'es'
				? 'es'
				: 'en';
		response.setHeader( 'content-type', 'application/json' );
		response.end(
			JSON.stringify( {
				language,
				answers: demoAnswers( language ).answers,
			} )
		);
	} );
	await new Promise< void >( ( resolve ) =>
		server.listen( 0, '127.0.0.1', resolve )
	);
	const { port } = server.address() as AddressInfo;
	return {
		urlFor: ( language ) =>
			`http://127.0.0.1:${ port }/answers?lang=${ language }`,
		close: () =>
			new Promise( ( resolve ) => server.close( () => resolve() ) ),
	};
}

/** The messages that bring a conversation to each step. */
const SET_UP = {
	place: [],
	area: [ 'Austin, TX' ],
	results: [ 'Dallas, TX', 'Nursing' ],
} as const;

export interface WhySeen {
	/** The chat's own lines: its notices and "couldn't find". */
	lines: Array< {
		notice: string;
		text?: string;
		link?: string;
		linkTitle?: string;
	} >;
	/** The bot's last words after the message (the question asked). */
	asked?: string;
	/** The slot the chat now asks for. */
	slot?: string;
	/** The intent the bot answered with, told by its words. */
	intent?: string;
	lexCalls: number;
	geocodes: number;
	/** The search run: its place and area. */
	searched?: { place: string; area: string };
	/** Place, area and the open question are as before the message. */
	kept: boolean;
}

export interface WhyRun {
	entry: WhyCase;
	locale: 'en_US' | 'es_US';
	/** The answers endpoint's URL, its language, the contact page. */
	answers: string;
	language: string;
	contact: string;
}

async function settled( chat: ReturnType< typeof standInChat > ) {
	// The panel is filled after the turn (the job API's list, the places).
	await new Promise( ( resolve ) => setTimeout( resolve, 30 ) );
	return stateWhere( chat.conversation, ( state ) => ! state.busy );
}

const heldOf = ( state: ConversationState ) =>
	JSON.stringify( [
		state.sessionAttributes,
		state.slotToElicit,
		state.dialog?.slots,
	] );

function seenLines( fresh: ConversationState[ 'entries' ] ) {
	return fresh.flatMap( ( entry ) => {
		if ( entry.kind === 'location-not-found' ) {
			return [ { notice: 'location-not-found' } ];
		}
		if ( entry.kind !== 'notice' ) {
			return [];
		}
		const { notice, text, link, linkTitle } = entry;
		return [
			Object.fromEntries(
				Object.entries( { notice, text, link, linkTitle } ).filter(
					( [ , value ] ) => value !== undefined
				)
			) as WhySeen[ 'lines' ][ number ],
		];
	} );
}

/**
 * Sends the example at its step and reports what the candidate saw.
 *
 * @param urls The stand-ins.
 * @param run  The example, and the page's answers.
 */
export async function runWhyCase(
	urls: Urls,
	run: WhyRun
): Promise< WhySeen > {
	const replies: BotReply[] = [];
	const page = {
		careersFrontendConfig: {
			answers: {
				url: run.answers,
				language: run.language,
				contact: run.contact,
			},
		},
	} as unknown as Window;
	const chat = standInChat( urls, {
		version: 'v2',
		settings: { bot_locale: run.locale },
		onReply: ( reply ) => void replies.push( reply ),
		conversation: { readQuestion: ( text ) => readQuestion( text, page ) },
	} );
	await chat.conversation.start( 'get started' );
	for ( const text of SET_UP[ run.entry.step ] ) {
		await chat.conversation.send( text );
	}
	const before = await settled( chat );
	await clearStandIns( urls );
	replies.length = 0;
	await chat.conversation.send( run.entry.text );
	const after = await settled( chat );
	const fresh = after.entries.slice( before.entries.length );
	const jobs = fresh.find( ( entry ) => entry.kind === 'jobs' );
	const lastBot = [ ...fresh ]
		.reverse()
		.find( ( entry ) => entry.kind === 'bot' );
	const { city, state } = after.sessionAttributes;
	return {
		lines: seenLines( fresh ),
		asked:
			lastBot?.kind === 'bot' && 'text' in lastBot.message
				? lastBot.message.text
				: undefined,
		slot: after.slotToElicit,
		intent: intentSaid( run.locale, replies.at( -1 ) ),
		lexCalls: replies.length,
		geocodes: ( await callCounts( urls.geocoder ) ).Geocode ?? 0,
		searched:
			jobs?.kind === 'jobs'
				? {
						place: `${ city }, ${ state }`,
						area: jobs.results.search?.keyword ?? '',
					}
				: undefined,
		kept: heldOf( before ) === heldOf( after ),
	};
}
