/**
 * The first turn at once (issue 34): the template's words show before Lex
 * answers, Lex's answer confirms or replaces them, and what the candidate
 * sends meanwhile is shown at once and sent, in order, once it has.
 */

/**
 * Internal dependencies
 */
import type { BotRequest } from '../../bot/bot-client';
import type { FirstTurn } from '../../bot/bot-words';
import type { BotReply } from '../../bot/reply-model';
import {
	ASK_AREA as SCRIPTED_ASK_AREA,
	say,
	setup,
	type ScriptedReply,
} from '../../test/scripted-chat';
import { TEMPLATE_WORDS } from '../../test/template-words';
import { CONVERSATION_KEY } from '../conversation-storage';
import type { TranscriptEntry } from '../transcript';
import { createConversation, START_UTTERANCE, type ConversationDeps } from '..';

const GREETING =
	"Hi! I'm the careers assistant. I can help you find a job that suits you.";
const PLACE_QUESTION =
	'Where would you like to work? Enter a 5-digit zip code or a city and state, like Austin, TX.';

const FIRST_TURN: FirstTurn = {
	messages: [ GREETING, PLACE_QUESTION ],
	intentName: 'FindJobs',
	slotToElicit: 'location',
};

/** What the template's bot answers to the start utterance. */
const TEMPLATE_ANSWER: BotReply = {
	messages: [
		{ contentType: 'PlainText', text: GREETING },
		{ contentType: 'PlainText', text: PLACE_QUESTION },
	],
	slots: {},
	intentName: 'FindJobs',
	slotToElicit: 'location',
	sessionAttributes: { showJobResults: 'false' },
};

/**
 * A scripted reply as Lex returns it: with the session's attributes.
 *
 * @param reply The scripted reply (its attributes, when a map).
 */
function lex( reply: ScriptedReply ): BotReply {
	const { sessionAttributes, ...rest } = reply;
	return {
		...rest,
		sessionAttributes:
			typeof sessionAttributes === 'object' ? sessionAttributes : {},
	};
}

const ASK_AREA = lex( SCRIPTED_ASK_AREA );

/**
 * A bot whose answers wait until the test gives them, one per request.
 */
function heldBot() {
	const requests: Array< BotRequest & { sessionId: string } > = [];
	const waiting: Array< ( reply: BotReply | Error ) => void > = [];
	const createBotClient: ConversationDeps[ 'createBotClient' ] = async (
		sessionId
	) => ( {
		send: ( request ) => {
			requests.push( { ...request, sessionId } );
			return new Promise< BotReply >( ( resolve, reject ) =>
				waiting.push( ( reply ) =>
					reply instanceof Error ? reject( reply ) : resolve( reply )
				)
			);
		},
	} );
	const settle = () => new Promise( ( resolve ) => setTimeout( resolve ) );
	return {
		requests,
		createBotClient,
		/**
		 * Answer the oldest request still waiting.
		 * @param reply What the bot says (or an error).
		 */
		async answer( reply: BotReply | Error ) {
			await settle();
			const next = waiting.shift();
			if ( ! next ) {
				throw new Error( 'No request is waiting for an answer.' );
			}
			next( reply );
			await settle();
		},
		pending: () => waiting.length,
		settle,
	};
}

function texts( entries: readonly TranscriptEntry[] ): string[] {
	return entries.map( ( entry ) => {
		if ( entry.kind === 'bot' && 'text' in entry.message ) {
			return `bot: ${ entry.message.text }`;
		}
		return entry.kind === 'user'
			? `user: ${ entry.text }`
			: `${ entry.kind }`;
	} );
}

function setUpFirstTurn( overrides: Partial< ConversationDeps > = {} ) {
	const bot = heldBot();
	const chat = setup( [], {
		createBotClient: bot.createBotClient,
		firstTurn: FIRST_TURN,
		locateNearby: async () => ( { name: 'Austin, TX 78701' } ),
		...overrides,
	} );
	return { ...chat, bot };
}

describe( 'the first turn at once', () => {
	it( 'shows the template’s words as start is called, before any answer, with the place panel and the input free', () => {
		const { conversation, bot } = setUpFirstTurn();
		void conversation.start( START_UTTERANCE, 1_600_000_000_000 );
		const state = conversation.getState();
		expect( texts( state.entries ) ).toEqual( [
			`bot: ${ GREETING }`,
			`bot: ${ PLACE_QUESTION }`,
		] );
		expect(
			state.entries.map( ( entry ) => [
				entry.at,
				entry.kind === 'bot' && entry.provisional,
			] )
		).toEqual( [
			[ 1_600_000_000_000, true ],
			[ 1_600_000_000_000, true ],
		] );
		expect( state.busy ).toBe( false );
		expect( state.typing ).toBe( false );
		expect( state.slotToElicit ).toBe( 'location' );
		expect( state.suggestions ).toEqual( {
			kind: 'location',
			options: [],
			nearMe: true,
		} );
		expect( bot.pending() ).toBe( 0 );
	} );

	it( 'sends the start utterance to Lex behind the scenes; the same answer leaves the rows as they were, confirmed, with no reply delay', async () => {
		const { conversation, bot, sleeps } = setUpFirstTurn();
		const started = conversation.start( START_UTTERANCE );
		const shown = conversation.getState().entries;
		await bot.answer( TEMPLATE_ANSWER );
		expect( await started ).toBe( true );
		expect( bot.requests.map( ( request ) => request.text ) ).toEqual( [
			START_UTTERANCE,
		] );
		const { entries, sessionAttributes } = conversation.getState();
		expect( entries.map( ( entry ) => entry.id ) ).toEqual(
			shown.map( ( entry ) => entry.id )
		);
		expect( entries.some( ( entry ) => 'provisional' in entry ) ).toBe(
			false
		);
		expect( sessionAttributes ).toEqual( { showJobResults: 'false' } );
		expect( sleeps ).toEqual( [] );
	} );

	it( 'replaces the shown words with a different first answer, in their place, with no duplicate', async () => {
		const { conversation, bot, searches } = setUpFirstTurn();
		const started = conversation.start( START_UTTERANCE );
		const shownIds = conversation
			.getState()
			.entries.map( ( entry ) => entry.id );
		const queued = conversation.send( 'Nursing' );
		await bot.answer( {
			...ASK_AREA,
			messages: [
				{ contentType: 'PlainText', text: 'Hello from another bot.' },
				...ASK_AREA.messages,
			],
			sessionAttributes: {},
		} );
		// Nursing is sent as the area the other bot asks for.
		await bot.answer( lex( say( 'Let me look.' ) ) );
		expect( await started ).toBe( true );
		expect( await queued ).toBe( true );
		const { entries } = conversation.getState();
		expect( texts( entries ) ).toEqual( [
			'bot: Hello from another bot.',
			'bot: Which area are you interested in?',
			'user: Nursing',
			'bot: Let me look.',
		] );
		expect(
			entries.filter( ( entry ) => shownIds.includes( entry.id ) )
		).toEqual( [] );
		expect( bot.requests.map( ( request ) => request.text ) ).toEqual( [
			START_UTTERANCE,
			'Nursing',
		] );
		expect( bot.requests[ 1 ].sessionAttributes ).toMatchObject( {
			job_category: 'Nursing',
		} );
		expect( searches ).toEqual( [] );
	} );

	it( 'shows messages sent before Lex answered at once and sends each once, in order, when it has', async () => {
		const { conversation, bot, geocoded } = setUpFirstTurn();
		void conversation.start( START_UTTERANCE );
		const first = conversation.send( 'Austin, TX' );
		const second = conversation.send( 'Nursing' );
		const state = conversation.getState();
		expect( texts( state.entries ) ).toEqual( [
			`bot: ${ GREETING }`,
			`bot: ${ PLACE_QUESTION }`,
			'user: Austin, TX',
			'user: Nursing',
		] );
		// The answer is given: the panel goes; the input stays free.
		expect( state.suggestions ).toBeNull();
		expect( state.busy ).toBe( false );
		await bot.settle();
		expect( bot.requests.map( ( request ) => request.text ) ).toEqual( [
			START_UTTERANCE,
		] );
		expect( geocoded ).toEqual( [] );

		await bot.answer( TEMPLATE_ANSWER );
		await bot.answer( ASK_AREA );
		expect( await first ).toBe( true );
		await bot.answer( lex( say( 'Let me look for Nursing jobs.' ) ) );
		expect( await second ).toBe( true );
		expect( bot.requests.map( ( request ) => request.text ) ).toEqual( [
			START_UTTERANCE,
			'Austin, TX',
			'Nursing',
		] );
		expect( geocoded ).toEqual( [ 'Austin, TX' ] );
		expect( bot.requests[ 1 ].sessionAttributes ).toMatchObject( {
			job_location: 'Austin, TX',
		} );
		expect( texts( conversation.getState().entries ) ).toEqual( [
			`bot: ${ GREETING }`,
			`bot: ${ PLACE_QUESTION }`,
			'user: Austin, TX',
			'user: Nursing',
			'bot: Which area are you interested in?',
			'bot: Let me look for Nursing jobs.',
		] );
		expect(
			conversation
				.getState()
				.entries.some(
					( entry ) => entry.kind === 'user' && entry.queued
				)
		).toBe( false );
	} );

	it( 'reads a message sent before Lex answered as a typed one once it has: "hi" goes as a command, the place question stays open', async () => {
		const { conversation, bot, geocoded } = setUpFirstTurn( {
			words: TEMPLATE_WORDS.en_US,
		} );
		void conversation.start( START_UTTERANCE );
		const hi = conversation.send( 'hi' );
		await bot.answer( TEMPLATE_ANSWER );
		await bot.answer(
			lex(
				say( GREETING, {
					dialogState: 'ElicitIntent',
				} )
			)
		);
		expect( await hi ).toBe( true );
		// As the Welcome intent's own sample, to be recognised as it.
		expect( bot.requests[ 1 ] ).toMatchObject( {
			dialog: { dialogAction: { type: 'ElicitIntent' } },
		} );
		expect( TEMPLATE_WORDS.en_US.utterances.Welcome ).toContain(
			bot.requests[ 1 ].text
		);
		// Not taken for a place: nothing looked up, the question stays.
		expect( geocoded ).toEqual( [] );
		expect( conversation.getState().slotToElicit ).toBe( 'location' );
	} );

	it( 'keeps "Find jobs near me" clicked before Lex answered until it has', async () => {
		const { conversation, bot } = setUpFirstTurn();
		void conversation.start( START_UTTERANCE );
		const nearMe = conversation.findNearMe();
		expect( conversation.getState().suggestions ).toBeNull();
		await bot.settle();
		expect( conversation.getState().entries ).toHaveLength( 2 );
		await bot.answer( TEMPLATE_ANSWER );
		await bot.answer( ASK_AREA );
		expect( await nearMe ).toBe( true );
		expect( texts( conversation.getState().entries ) ).toEqual( [
			`bot: ${ GREETING }`,
			`bot: ${ PLACE_QUESTION }`,
			'user: Austin, TX 78701',
			'bot: Which area are you interested in?',
		] );
		expect( bot.requests[ 1 ].text ).toBe( 'Austin, TX 78701' );
	} );

	it( 'says when Lex cannot be reached, keeps the words and what was typed, and sends it after "Try again"', async () => {
		const { conversation, bot } = setUpFirstTurn();
		void conversation.start( START_UTTERANCE );
		const typed = conversation.send( 'Austin, TX' );
		await bot.answer( new Error( 'Network failure' ) );
		const failed = conversation.getState().entries.at( -1 );
		expect( failed ).toMatchObject( {
			kind: 'error',
			text: 'Error:  Network failure (see console for details)',
		} );
		expect( texts( conversation.getState().entries ) ).toEqual( [
			`bot: ${ GREETING }`,
			`bot: ${ PLACE_QUESTION }`,
			'user: Austin, TX',
			'error',
		] );
		const retried = conversation.retry( failed?.id ?? '' );
		await bot.answer( TEMPLATE_ANSWER );
		// The retry is done once what waited for it is sent.
		await bot.answer( ASK_AREA );
		expect( await retried ).toBe( true );
		expect( await typed ).toBe( true );
		expect( bot.requests.map( ( request ) => request.text ) ).toEqual( [
			START_UTTERANCE,
			START_UTTERANCE,
			'Austin, TX',
		] );
		expect( texts( conversation.getState().entries ) ).toEqual( [
			`bot: ${ GREETING }`,
			`bot: ${ PLACE_QUESTION }`,
			'user: Austin, TX',
			'bot: Which area are you interested in?',
		] );
	} );

	it( 'sends a message typed after the first turn failed, without "Try again": Lex is asked again in a new session, then the message goes, once (issue 42)', async () => {
		const { conversation, bot } = setUpFirstTurn();
		void conversation.start( START_UTTERANCE );
		await bot.answer( new Error( 'Network failure' ) );
		expect( texts( conversation.getState().entries ).at( -1 ) ).toBe(
			'error'
		);
		const firstSession = bot.requests[ 0 ].sessionId;
		const typed = conversation.send( 'Austin, TX' );
		await bot.answer( TEMPLATE_ANSWER );
		await bot.answer( ASK_AREA );
		expect( await typed ).toBe( true );
		expect( bot.requests.map( ( request ) => request.text ) ).toEqual( [
			START_UTTERANCE,
			START_UTTERANCE,
			'Austin, TX',
		] );
		expect( bot.requests[ 1 ].sessionId ).not.toBe( firstSession );
		expect( bot.pending() ).toBe( 0 );
		// The failure's line gives way to what happened since.
		expect( texts( conversation.getState().entries ) ).toEqual( [
			`bot: ${ GREETING }`,
			`bot: ${ PLACE_QUESTION }`,
			'user: Austin, TX',
			'bot: Which area are you interested in?',
		] );
	} );

	it( 'a second failure says so again, and the message still waits for the next try, never sent twice', async () => {
		const { conversation, bot } = setUpFirstTurn();
		void conversation.start( START_UTTERANCE );
		await bot.answer( new Error( 'Network failure' ) );
		void conversation.send( 'Austin, TX' );
		await bot.answer( new Error( 'Network failure' ) );
		expect( texts( conversation.getState().entries ) ).toEqual( [
			`bot: ${ GREETING }`,
			`bot: ${ PLACE_QUESTION }`,
			'user: Austin, TX',
			'error',
		] );
		const failed = conversation.getState().entries.at( -1 );
		const retried = conversation.retry( failed?.id ?? '' );
		await bot.answer( TEMPLATE_ANSWER );
		await bot.answer( ASK_AREA );
		expect( await retried ).toBe( true );
		expect(
			bot.requests.filter( ( request ) => request.text === 'Austin, TX' )
		).toHaveLength( 1 );
	} );

	it( 'restores an unconfirmed first turn on the next page: a new Lex session confirms it, then what was queued is sent', async () => {
		const before = setUpFirstTurn();
		void before.conversation.start( START_UTTERANCE );
		void before.conversation.send( 'Austin, TX' );
		const oldSession = before.conversation.getState().sessionId;

		const bot = heldBot();
		const storage = before.storage;
		let id = 100;
		const next = createConversation( {
			...before.deps,
			storage,
			createBotClient: bot.createBotClient,
			createId: () => `next-${ ++id }`,
		} );
		expect( texts( next.getState().entries ) ).toEqual( [
			`bot: ${ GREETING }`,
			`bot: ${ PLACE_QUESTION }`,
			'user: Austin, TX',
		] );
		await bot.answer( TEMPLATE_ANSWER );
		await bot.answer( ASK_AREA );
		expect( bot.requests.map( ( request ) => request.text ) ).toEqual( [
			START_UTTERANCE,
			'Austin, TX',
		] );
		expect( bot.requests[ 0 ].sessionId ).not.toBe( oldSession );
		// Kept: the next page goes on in the new session.
		expect(
			Object( storage.items.get( CONVERSATION_KEY ) ).sessionId
		).toBe( bot.requests[ 0 ].sessionId );
		expect( texts( next.getState().entries ) ).toEqual( [
			`bot: ${ GREETING }`,
			`bot: ${ PLACE_QUESTION }`,
			'user: Austin, TX',
			'bot: Which area are you interested in?',
		] );
	} );

	it( 'restores a confirmed conversation without asking Lex anything', async () => {
		const before = setUpFirstTurn();
		const started = before.conversation.start( START_UTTERANCE );
		await before.bot.answer( TEMPLATE_ANSWER );
		await started;

		const bot = heldBot();
		const next = createConversation( {
			...before.deps,
			createBotClient: bot.createBotClient,
		} );
		next.setOpen( true );
		await bot.settle();
		expect( bot.requests ).toEqual( [] );
		expect( next.getState().sessionId ).toBe(
			before.conversation.getState().sessionId
		);
		expect( texts( next.getState().entries ) ).toEqual( [
			`bot: ${ GREETING }`,
			`bot: ${ PLACE_QUESTION }`,
		] );
	} );

	it( 'drops a late first answer after "New conversation", and starts again with the words at once', async () => {
		const { conversation, bot } = setUpFirstTurn();
		void conversation.start( START_UTTERANCE );
		const lost = conversation.send( 'Austin, TX' );
		conversation.startNew();
		expect( conversation.getState().entries ).toEqual( [] );
		void conversation.start( START_UTTERANCE );
		await bot.answer( {
			...TEMPLATE_ANSWER,
			messages: [ { contentType: 'PlainText', text: 'Too late.' } ],
		} );
		await bot.answer( TEMPLATE_ANSWER );
		// Accepted when sent, but the conversation it was sent in is gone.
		expect( await lost ).toBe( true );
		expect( texts( conversation.getState().entries ) ).toEqual( [
			`bot: ${ GREETING }`,
			`bot: ${ PLACE_QUESTION }`,
		] );
		expect( bot.requests.map( ( request ) => request.text ) ).toEqual( [
			START_UTTERANCE,
			START_UTTERANCE,
		] );
	} );

	it( 'without a first turn, the chat leads as before: one turn, rows after the answer', async () => {
		const { conversation, bot } = setUpFirstTurn( { firstTurn: null } );
		const started = conversation.start( START_UTTERANCE );
		expect( conversation.getState().entries ).toEqual( [] );
		expect( conversation.getState().busy ).toBe( true );
		expect( await conversation.send( 'Austin, TX' ) ).toBe( false );
		await bot.answer( TEMPLATE_ANSWER );
		await started;
		expect( texts( conversation.getState().entries ) ).toEqual( [
			`bot: ${ GREETING }`,
			`bot: ${ PLACE_QUESTION }`,
		] );
	} );
} );
