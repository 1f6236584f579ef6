/**
 * The chat, timed: Enter to the Lex request leaving the page, the reply
 * arriving to the message painted (minus the reply delay the settings ask
 * for), and the requests each candidate turn makes, seen from the page
 * (Playwright request events) and from the stand-ins (`__calls`).
 */
import type { Browser, Page } from '@playwright/test';

import schema from '../../includes/settings.schema.json';
import { parseLexV2Reply } from '../../src/chat/core/bot/parse-lex-v2';
import { replyDelay } from '../../src/chat/core/conversation/reply-delay';
import type { ServiceUrls } from '../stack/stack';
import { newCandidateContext } from './browser';
import {
	installChatTimingProbe,
	readChatTiming,
} from './probes/chat-timing-probe';
import { countCalls } from './stand-in-calls';

export type TurnRole =
	/** An answer sent as it is (an area: checked against the list). */
	| 'answer'
	/** A location answer: geocoded before it is sent. */
	| 'location';

/**
 * A whole conversation with the template's bot after its welcome (which
 * opening brings, see first-words.ts): the place, the area (the job list
 * follows), then a message to the bot waiting for a new request.
 */
export const CONVERSATION: ReadonlyArray< { text: string; role: TurnRole } > = [
	{ text: 'Austin, TX', role: 'location' },
	{ text: 'Nursing', role: 'answer' },
	{ text: 'help', role: 'answer' },
];

export interface TurnRequests {
	/** Seen leaving the page. */
	page: { cognito: number; lex: number };
	/** Answered by the stand-ins. */
	standIns: { cognito: number; lex: number };
}

export interface ChatTurnTiming {
	message: string;
	role: TurnRole;
	/** Enter to the Lex request leaving the page, ms. */
	enterToLexMs: number;
	/** Reply arrived to the first bot row painted, ms. */
	replyToPaintMs: number;
	/** The reply delay the settings ask for (spec §9), ms. */
	configuredDelayMs: number;
	/** replyToPaintMs minus the configured delay: the chat's own cost. */
	renderOverheadMs: number;
	/** Enter to the job list painted (turns that list jobs), ms. */
	enterToJobsMs: number | null;
	requests: TurnRequests;
}

export interface ConversationTiming {
	/**
	 * Cognito and Lex requests from loading the page to the first Enter
	 * (opening the chat brings the welcome: credentials and one Lex call).
	 */
	beforeFirstTurn: { cognito: number; lex: number };
	turns: ChatTurnTiming[];
}

function serviceCounts(
	counts: Record< string, number >,
	operations: readonly string[]
): number {
	return operations.reduce(
		( sum, operation ) => sum + ( counts[ operation ] ?? 0 ),
		0
	);
}

async function standInCounts(
	services: ServiceUrls
): Promise< { cognito: number; lex: number } > {
	const [ cognito, lex ] = await Promise.all( [
		countCalls( services[ 'cognito-identity' ] ),
		countCalls( services[ 'lex-runtime-v2' ] ),
	] );
	return {
		cognito: serviceCounts( cognito, [
			'GetId',
			'GetCredentialsForIdentity',
		] ),
		lex: serviceCounts( lex, [ 'RecognizeText' ] ),
	};
}

async function waitForTurnEnd(
	page: Page,
	rowsBefore: number
): Promise< void > {
	await page.waitForFunction(
		( before ) => {
			const input = document.querySelector< HTMLTextAreaElement >(
				'.careers-chat__input'
			);
			return (
				document.querySelectorAll( '.careers-chat__entry--bot' )
					.length > before &&
				input !== null &&
				! input.readOnly
			);
		},
		rowsBefore,
		{ timeout: 30_000 }
	);
}

/**
 * One conversation in a fresh, signed-out browser context.
 *
 * @param browser  Browser.
 * @param baseUrl  Site URL.
 * @param services Stand-in URLs.
 * @param path     Page with the chat.
 */
export async function timeConversation(
	browser: Browser,
	baseUrl: string,
	services: ServiceUrls,
	path = '/careers/'
): Promise< ConversationTiming > {
	const lexUrl = services[ 'lex-runtime-v2' ];
	const cognitoUrl = services[ 'cognito-identity' ];
	const context = await newCandidateContext( browser, baseUrl );
	try {
		const page = await context.newPage();
		await installChatTimingProbe( page );
		// -1: before the first Enter.
		let turn = -1;
		const beforeFirstTurn = { cognito: 0, lex: 0 };
		const pageCounts = CONVERSATION.map( () => ( { cognito: 0, lex: 0 } ) );
		const bucket = () =>
			turn < 0 ? beforeFirstTurn : pageCounts[ turn ];
		const replies: Array< Promise< unknown > > = [];
		page.on( 'request', ( request ) => {
			if ( request.url().startsWith( cognitoUrl ) ) {
				bucket().cognito++;
			} else if (
				request.url().startsWith( lexUrl ) &&
				request.method() === 'POST'
			) {
				bucket().lex++;
			}
		} );
		page.on( 'response', ( response ) => {
			if (
				response.url().startsWith( lexUrl ) &&
				response.request().method() === 'POST'
			) {
				replies.push( response.json().catch( () => null ) );
			}
		} );
		await page.goto( path );
		await page.waitForLoadState( 'networkidle' );
		await page.locator( '.careers-chat__launcher' ).click();
		const input = page.getByRole( 'textbox', { name: 'Your message' } );
		await input.waitFor();
		// The chat leads: its welcome asks for the place.
		await waitForTurnEnd( page, 0 );
		// The chat's settings come with its window, and only those that
		// differ from the schema's defaults.
		const aiDelay =
			( await page.evaluate(
				() => window.careersFrontendConfig?.settings?.ai_delay
			) ) ?? schema.properties.ai_delay.default;

		const standIns: TurnRequests[ 'standIns' ][] = [];
		for ( const [ index, { text } ] of CONVERSATION.entries() ) {
			const before = await standInCounts( services );
			const rowsBefore = await page
				.locator( '.careers-chat__entry--bot' )
				.count();
			turn = index;
			await input.fill( text );
			await input.press( 'Enter' );
			await waitForTurnEnd( page, rowsBefore );
			const after = await standInCounts( services );
			standIns.push( {
				cognito: after.cognito - before.cognito,
				lex: after.lex - before.lex,
			} );
		}
		// The last paint of the last row.
		await page.evaluate(
			() =>
				new Promise( ( resolve ) =>
					requestAnimationFrame( () =>
						requestAnimationFrame( resolve )
					)
				)
		);
		const record = await readChatTiming( page, lexUrl );
		const bodies = await Promise.all( replies );
		const turns = CONVERSATION.map( ( { text: message, role }, index ) => {
			const enter = record.enters[ index ];
			const nextEnter = record.enters[ index + 1 ] ?? Infinity;
			const lexIndex = record.lexCalls.findIndex(
				( call ) => call.start >= enter && call.start < nextEnter
			);
			const lex = record.lexCalls[ lexIndex ];
			if ( enter === undefined || ! lex ) {
				throw new Error(
					`Turn ${ index + 1 } ("${ message }"): no Enter or no Lex call was recorded.`
				);
			}
			const rows = record.botRows.filter(
				( row ) => row.added >= lex.responseEnd && row.added < nextEnter
			);
			const reply = rows.find( ( row ) => row.kind === 'reply' );
			const jobs = rows.find( ( row ) => row.kind === 'jobs' );
			if ( ! reply ) {
				throw new Error(
					`Turn ${ index + 1 } ("${ message }"): no reply was painted.`
				);
			}
			const configuredDelayMs = replyDelay(
				parseLexV2Reply( bodies[ lexIndex ] ).messages,
				aiDelay
			);
			const replyToPaintMs = reply.painted - lex.responseEnd;
			return {
				message,
				role,
				enterToLexMs: lex.start - enter,
				replyToPaintMs,
				configuredDelayMs,
				renderOverheadMs: replyToPaintMs - configuredDelayMs,
				enterToJobsMs: jobs ? jobs.painted - enter : null,
				requests: {
					page: pageCounts[ index ],
					standIns: standIns[ index ],
				},
			};
		} );
		return { beforeFirstTurn, turns };
	} finally {
		await context.close();
	}
}
