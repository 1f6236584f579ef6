/** @jest-environment node */

/**
 * The bot's idle-session timeout against the Lex V2 stand-in's own expiry
 * (POST /__sessions/expire: Lex "deletes any data provided before the
 * timeout"): the chat knows the timeout from its settings, sends no stale
 * answer, lists no jobs under a reply that did not understand, says the
 * conversation timed out and asks the open question again; the next answer
 * goes with the chat's own record of the dialog, so it holds.
 */

/**
 * Internal dependencies
 */
import type { TranscriptEntry } from '../conversation/transcript';
import {
	callCounts,
	lexUrl,
	standInChat,
	TEMPLATE_WORDS,
	type StandInChat,
} from './stand-in-chat';
import { setUpStandIns } from './stand-in-services';

const standIns = setUpStandIns();

const PLACE_PROMPT = TEMPLATE_WORDS.en_US.prompts.FindJobs.location;
const AREA_PROMPT = TEMPLATE_WORDS.en_US.prompts.FindJobs.areaInterest;

const lines = ( entries: readonly TranscriptEntry[] ) =>
	entries.map( ( entry ) => {
		switch ( entry.kind ) {
			case 'bot':
				return 'text' in entry.message ? entry.message.text : 'card';
			case 'jobs':
				return `jobs: ${ entry.results.totalHits }`;
			case 'notice':
				return `notice ${ entry.notice }: ${ entry.text ?? '' }`;
			default:
				return `${ entry.kind }: ${ entry.text }`;
		}
	} );

async function expireAtLex( sessionId: string ): Promise< number > {
	const response = await fetch(
		`${ lexUrl( standIns.urls, 'v2' ) }__sessions/expire`,
		{
			method: 'POST',
			headers: { 'content-type': 'application/json' },
			body: JSON.stringify( { sessionId } ),
		}
	);
	return ( ( await response.json() ) as { expired: number } ).expired;
}

async function searches(): Promise< number > {
	return ( await callCounts( standIns.urls.jobs ) ).JobSearch ?? 0;
}

function clockedChat( ttl: number ): StandInChat & {
	wait: ( seconds: number ) => void;
} {
	let now = Date.UTC( 2026, 0, 5, 14, 5 );
	const chat = standInChat( standIns.urls, {
		version: 'v2',
		conversation: {
			now: () => now,
			settings: {
				organization_name: 'acme',
				ai_delay: 0,
				max_jobs: 5,
				job_detail_path: '/job',
				job_search_path: '/jobs',
				no_jobs: 'No matching jobs right now. {link}',
				bot_idle_session_ttl: ttl,
			},
		},
	} );
	return { ...chat, wait: ( seconds ) => ( now += seconds * 1000 ) };
}

it( 'after the timeout at the area question: nothing stale is sent, the chat says so and asks again; the answer then holds in Lex’s new session', async () => {
	const chat = clockedChat( 120 );
	const { conversation } = chat;
	await conversation.start( 'get started' );
	await conversation.send( 'Austin, TX' );
	expect( conversation.getState().slotToElicit ).toBe( 'areaInterest' );

	chat.wait( 121 );
	const { sessionId } = conversation.getState();
	expect( await expireAtLex( sessionId ) ).toBe( 1 );
	const lex = await callCounts( lexUrl( standIns.urls, 'v2' ) );
	const searched = await searches();

	expect( await conversation.send( 'Nursing' ) ).toBe( false );
	expect( lines( conversation.getState().entries ).slice( -2 ) ).toEqual( [
		'notice session-expired: Nursing',
		AREA_PROMPT,
	] );
	expect( await callCounts( lexUrl( standIns.urls, 'v2' ) ) ).toEqual( lex );
	expect( await searches() ).toBe( searched );
	expect( conversation.getState() ).toMatchObject( {
		busy: false,
		slotToElicit: 'areaInterest',
	} );

	// Sent again: ElicitSlot with the place from the chat's record, so the
	// new session closes with both, and the search runs near Austin.
	expect( await conversation.send( 'Nursing' ) ).toBe( true );
	const after = lines( conversation.getState().entries );
	expect( after ).toContain(
		'Let me look for Nursing jobs near Austin, TX.'
	);
	expect( after.at( -1 ) ).toMatch( /^jobs: \d+$/ );
	expect( after.at( -1 ) ).not.toBe( 'jobs: 0' );
	expect( chat.errors ).toEqual( [] );
} );

it( 'before the timeout, nothing is held back; at the place question after it, the place is not looked up', async () => {
	const chat = clockedChat( 300 );
	const { conversation } = chat;
	await conversation.start( 'get started' );
	chat.wait( 299 );
	expect( await conversation.send( 'help' ) ).toBe( true );
	chat.wait( 300 );
	await expireAtLex( conversation.getState().sessionId );
	const geocodes = await callCounts( standIns.urls.geocoder );
	expect( await conversation.send( 'Dallas, TX' ) ).toBe( false );
	expect( lines( conversation.getState().entries ).slice( -2 ) ).toEqual( [
		'notice session-expired: Dallas, TX',
		PLACE_PROMPT,
	] );
	expect( await callCounts( standIns.urls.geocoder ) ).toEqual( geocodes );
	expect( await conversation.send( 'Dallas, TX' ) ).toBe( true );
	expect( conversation.getState().slotToElicit ).toBe( 'areaInterest' );
	expect( lines( conversation.getState().entries ).at( -1 ) ).toBe(
		AREA_PROMPT
	);
} );
