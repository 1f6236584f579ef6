/** @jest-environment node */

/**
 * A second search in one Lex V2 session, under each reading of an inline
 * `sessionState`. Lex's documentation does not say whether the dialog a
 * RecognizeText request sends replaces the state Lex stored or is merged
 * over it (dev/services/README.md, freedoms `sessionState=merge|replace`).
 * Merged, the area of the first search survives in Lex, and the bot closes
 * the second search with it; the chat must ask the area the candidate did
 * not give in this search, and search with the one they give.
 */

/**
 * Internal dependencies
 */
import type { ConversationState } from '../conversation';
import {
	callCounts,
	lexUrl,
	standInChat,
	stateWhere,
	type StandInChat,
} from './stand-in-chat';
import { setUpStandIns } from './stand-in-services';

const standIns = setUpStandIns();

const AREA_QUESTION = 'Which area are you interested in?';

async function setSessionState( mode: string ) {
	const response = await fetch(
		`${ lexUrl( standIns.urls, 'v2' ) }__freedoms`,
		{
			method: mode === 'reset' ? 'DELETE' : 'POST',
			headers: { 'content-type': 'application/json' },
			...( mode === 'reset'
				? {}
				: { body: JSON.stringify( { sessionState: mode } ) } ),
		}
	);
	expect( response.status ).toBe( 200 );
}

/**
 * The transcript as the candidate reads it, bot lines and results.
 * @param state
 */
const lines = ( state: ConversationState ) =>
	state.entries.map( ( entry ) => {
		if ( entry.kind === 'bot' ) {
			return entry.message.contentType === 'ImageResponseCard'
				? `card: ${ entry.message.card.title }`
				: `bot: ${ entry.message.text }`;
		}
		if ( entry.kind === 'jobs' ) {
			return `jobs: ${ entry.results.searchUrl }`;
		}
		return `${ entry.kind }: ${ 'text' in entry ? entry.text : '' }`;
	} );

async function firstSearch(): Promise< StandInChat > {
	const chat = standInChat( standIns.urls, { version: 'v2' } );
	await chat.conversation.send( 'Hi' );
	await chat.conversation.send( 'Austin, TX' );
	await chat.conversation.send( 'Nursing' );
	expect( lines( chat.conversation.getState() ).at( -2 ) ).toBe(
		'bot: Let me look for Nursing jobs near Austin, TX.'
	);
	return chat;
}

/**
 * The second search's place answered: the area is asked, and the area
 * given is the one searched.
 * @param chat The chat, asked for the place.
 */
async function expectAreaAskedThenSearched( chat: StandInChat ) {
	const { conversation } = chat;
	expect( conversation.getState().slotToElicit ).toBe( 'location' );
	await conversation.send( 'Dallas, TX' );
	let state = conversation.getState();
	expect( lines( state ).slice( -2 ) ).toEqual( [
		'user: Dallas, TX',
		`bot: ${ AREA_QUESTION }`,
	] );
	expect( state.slotToElicit ).toBe( 'areaInterest' );
	expect( state.busy ).toBe( false );
	// The job API's areas are offered, as for the bot's own question.
	state = await stateWhere( conversation, ( current ) =>
		Boolean( current.suggestions )
	);
	expect( state.suggestions?.kind ).toBe( 'category' );

	await conversation.send( 'Sales' );
	state = conversation.getState();
	const after = lines( state ).slice( -3 );
	expect( after.slice( 0, 2 ) ).toEqual( [
		'user: Sales',
		'bot: Let me look for Sales jobs near Dallas, TX.',
	] );
	expect( after[ 2 ] ).toMatch( /^jobs: .*keyword=Sales/ );
	expect( after[ 2 ] ).toMatch( /location=Dallas/ );
	expect( chat.errors ).toEqual( [] );
}

describe.each( [ 'default', 'merge', 'replace' ] )(
	'Lex V2 with sessionState=%s: a second search asks the area again',
	( mode ) => {
		beforeEach( () => setSessionState( mode ) );
		afterEach( () => setSessionState( 'reset' ) );

		it( 'after "start over"', async () => {
			const chat = await firstSearch();
			await chat.conversation.send( 'start over' );
			await expectAreaAskedThenSearched( chat );
			// Hi, Austin, Nursing, start over, Dallas, Sales: one call each.
			expect( await callCounts( lexUrl( standIns.urls, 'v2' ) ) ).toEqual(
				{ RecognizeText: 6 }
			);
		} );

		it( 'after "find jobs" once the results are shown', async () => {
			const chat = await firstSearch();
			await chat.conversation.send( 'find jobs' );
			await expectAreaAskedThenSearched( chat );
			// The first search's results are still there, above.
			expect(
				lines( chat.conversation.getState() ).filter( ( line ) =>
					line.startsWith( 'jobs: ' )
				)
			).toHaveLength( 2 );
		} );

		it( 'after "start over", the area given first: the place is asked', async () => {
			const chat = await firstSearch();
			const { conversation } = chat;
			await conversation.send( 'start over' );
			await conversation.send( 'Sales' );
			expect( lines( conversation.getState() ).slice( -2 ) ).toEqual( [
				'user: Sales',
				'bot: Where would you like to work? Enter a 5-digit zip code or a city and state, like Austin, TX.',
			] );
			expect( conversation.getState().slotToElicit ).toBe( 'location' );
			await conversation.send( 'Dallas, TX' );
			expect( lines( conversation.getState() ).slice( -2 ) ).toEqual( [
				'bot: Let me look for Sales jobs near Dallas, TX.',
				expect.stringMatching(
					/^jobs: .*location=Dallas.*keyword=Sales/
				),
			] );
		} );
	}
);
