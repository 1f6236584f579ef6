/**
 * What the chat does with a message before and after the bot (scripted)
 * answers it: the dialog state sent, the question kept open, the idle
 * timeout, choices, retries. The corpus (understanding.corpus.stand-ins)
 * holds what candidates type; these hold the rules.
 */

/**
 * Internal dependencies
 */
import type { BotReply } from '../../bot/reply-model';
import { setup, say, type ScriptedReply } from '../../test/scripted-chat';
import { TEMPLATE_WORDS } from '../../test/template-words';
import type { ConversationDeps } from '..';

const PLACE_PROMPT = TEMPLATE_WORDS.en_US.prompts.FindJobs.location;
const AREA_PROMPT = TEMPLATE_WORDS.en_US.prompts.FindJobs.areaInterest;

const ask = ( slot: string, slots: BotReply[ 'slots' ] = {} ) =>
	say( slot === 'location' ? PLACE_PROMPT : AREA_PROMPT, {
		intentName: 'FindJobs',
		slotToElicit: slot,
		slots,
		dialogState: 'ElicitSlot',
	} );
const HELP = say( 'I can help you find a job.', {
	dialogState: 'ElicitIntent',
} );
const GOODBYE = say( 'Happy to help!', {
	intentName: 'Goodbye',
	dialogState: 'Fulfilled',
} );
const CLOSING = say( 'Let me look.', {
	dialogState: 'ElicitIntent',
} );

function chat(
	replies: Array< ScriptedReply | Error >,
	extra: Partial< ConversationDeps > = {}
) {
	return setup( replies, { words: TEMPLATE_WORDS.en_US, ...extra } );
}

type Chat = ReturnType< typeof chat >;

const lines = ( { conversation }: Chat ) =>
	conversation.getState().entries.map( ( entry ) => {
		switch ( entry.kind ) {
			case 'bot':
				return 'text' in entry.message ? entry.message.text : 'card';
			case 'notice':
				return `notice ${ entry.notice }: ${ entry.text ?? '' }`;
			case 'jobs':
				return 'jobs';
			default:
				return `${ entry.kind }: ${ entry.text }`;
		}
	} );

describe( 'the dialog state each message goes with', () => {
	it( 'a sentence with both answers goes as the area, the place among the slots given, and searches near the place looked up once', async () => {
		const c = chat( [ ask( 'location' ), CLOSING ] );
		await c.conversation.start( 'get started' );
		await c.conversation.send( 'nursing jobs in Austin, TX' );
		expect( c.bot.requests[ 0 ].dialog ).toBeUndefined();
		expect( c.bot.requests[ 1 ] ).toMatchObject( {
			text: 'Nursing',
			dialog: {
				dialogAction: {
					type: 'ElicitSlot',
					slotToElicit: 'areaInterest',
				},
				intent: { name: 'FindJobs', slots: { location: 'Austin, TX' } },
			},
			sessionAttributes: {
				job_location: 'Austin, TX',
				job_category: 'Nursing',
				showJobResults: 'true',
				latitude: '30.2672',
			},
		} );
		expect( c.geocoded ).toEqual( [ 'Austin, TX' ] );
		expect( c.searches ).toEqual( [
			expect.objectContaining( {
				keyword: 'Nursing',
				location: 'Austin, TX',
				latitude: '30.2672',
			} ),
		] );
	} );

	it( 'a command goes as its sample utterance with ElicitIntent; the open question stays, asked again after help', async () => {
		const c = chat( [ ask( 'location' ), HELP ] );
		await c.conversation.start( 'get started' );
		await c.conversation.send( 'hlep' );
		expect( c.bot.requests[ 1 ] ).toMatchObject( {
			text: 'help',
			dialog: { dialogAction: { type: 'ElicitIntent' } },
		} );
		expect( lines( c ).slice( -3 ) ).toEqual( [
			'user: hlep',
			'I can help you find a job.',
			PLACE_PROMPT,
		] );
		const state = c.conversation.getState();
		expect( state.slotToElicit ).toBe( 'location' );
		expect( c.geocoded ).toEqual( [] );
	} );

	it( 'after a goodbye the question stays open, not asked again', async () => {
		const c = chat( [ ask( 'location' ), GOODBYE ] );
		await c.conversation.start( 'get started' );
		await c.conversation.send( 'thanks' );
		expect( lines( c ).slice( -2 ) ).toEqual( [
			'user: thanks',
			'Happy to help!',
		] );
		expect( c.conversation.getState().slotToElicit ).toBe( 'location' );
	} );

	it( 'the open question’s own words ask it again, sending nothing', async () => {
		const c = chat( [ ask( 'location' ) ] );
		await c.conversation.start( 'get started' );
		await c.conversation.send( 'find jobs' );
		expect( c.bot.requests ).toHaveLength( 1 );
		expect( lines( c ).slice( -2 ) ).toEqual( [
			'user: find jobs',
			PLACE_PROMPT,
		] );
	} );

	it( 'after a search, a new place keeps the area: both go, and it searches again', async () => {
		const c = chat( [
			ask( 'location' ),
			ask( 'areaInterest', { location: 'Austin' } ),
			CLOSING,
			CLOSING,
		] );
		await c.conversation.start( 'get started' );
		await c.conversation.send( 'Austin' );
		await c.conversation.send( 'sales' );
		await c.conversation.send( '78701' );
		expect( c.bot.requests[ 3 ] ).toMatchObject( {
			text: '78701',
			dialog: {
				dialogAction: { type: 'ElicitSlot', slotToElicit: 'location' },
				intent: { name: 'FindJobs', slots: { areaInterest: 'Sales' } },
			},
		} );
		expect( c.searches.map( ( search ) => search.location ) ).toEqual( [
			'Austin',
			'78701',
		] );
	} );

	it( 'never lists jobs under a reply the bot did not understand', async () => {
		const fallback = say( 'Sorry, I didn’t understand that.', {
			intentName: 'FallbackIntent',
			dialogState: 'ElicitIntent',
		} );
		const c = chat( [ ask( 'location' ), fallback ] );
		await c.conversation.start( 'get started' );
		await c.conversation.send( 'nursing jobs in Austin' );
		expect( c.searches ).toEqual( [] );
		expect( c.conversation.getState().slotToElicit ).toBe( 'location' );
		expect( lines( c ).at( -1 ) ).toBe( PLACE_PROMPT );
	} );
} );

describe( 'the idle timeout', () => {
	function clocked( ttl?: number ) {
		let now = 1_000_000;
		const c = chat( [ ask( 'location' ), ask( 'areaInterest' ), HELP ], {
			now: () => now,
			settings: {
				organization_name: 'acme',
				ai_delay: 0,
				max_jobs: 2,
				job_detail_path: '/job',
				job_search_path: '/jobs',
				no_jobs: 'None.',
				...( ttl === undefined ? {} : { bot_idle_session_ttl: ttl } ),
			},
		} );
		return { ...c, wait: ( seconds: number ) => ( now += seconds * 1000 ) };
	}

	it( 'after it, the message is kept, the chat says so and asks the open question again; the next one goes', async () => {
		const c = clocked( 120 );
		await c.conversation.start( 'get started' );
		c.wait( 120 );
		expect( await c.conversation.send( 'Austin' ) ).toBe( false );
		expect( c.bot.requests ).toHaveLength( 1 );
		expect( lines( c ).slice( -2 ) ).toEqual( [
			'notice session-expired: Austin',
			PLACE_PROMPT,
		] );
		expect( c.conversation.getState() ).toMatchObject( {
			busy: false,
			slotToElicit: 'location',
		} );
		expect( await c.conversation.send( 'Austin' ) ).toBe( true );
		expect( c.bot.requests[ 1 ] ).toMatchObject( {
			text: 'Austin',
			dialog: {
				dialogAction: { type: 'ElicitSlot', slotToElicit: 'location' },
			},
		} );
	} );

	it( 'is 300 seconds when the settings do not say, and counts from the bot’s last answer', async () => {
		const c = clocked();
		await c.conversation.start( 'get started' );
		c.wait( 299 );
		expect( await c.conversation.send( 'Austin' ) ).toBe( true );
		c.wait( 299 );
		expect( await c.conversation.send( 'help' ) ).toBe( true );
		c.wait( 300 );
		expect( await c.conversation.send( 'Nursing' ) ).toBe( false );
		expect( c.bot.requests ).toHaveLength( 3 );
	} );
} );

describe( 'choices', () => {
	it( 'a state offers its cities with jobs, from the job API, and sends nothing', async () => {
		const states: string[] = [];
		const c = chat( [ ask( 'location' ) ], {
			lookUpPlaces: async () => [
				{
					latitude: 31,
					longitude: -99,
					city: '',
					state: 'TX',
					country: 'US',
					zip: '',
					formatted: 'Texas, USA',
					kind: 'state',
				},
			],
			jobSearch: {
				search: async () => ( { totalHits: 0, jobs: [] } ),
				categories: async () => [ 'Nursing' ],
				citiesIn: async ( state ) => {
					states.push( state );
					return [ 'Houston', 'Dallas' ];
				},
			},
		} );
		await c.conversation.start( 'get started' );
		await c.conversation.send( 'Texas' );
		await new Promise( process.nextTick );
		const state = c.conversation.getState();
		expect( state.entries.at( -1 ) ).toMatchObject( {
			kind: 'notice',
			notice: 'state-choices',
			text: 'Texas',
			choices: [ 'Houston, TX', 'Dallas, TX' ],
		} );
		expect( state.suggestions ).toEqual( {
			kind: 'location',
			options: [ 'Houston, TX', 'Dallas, TX' ],
		} );
		expect( states ).toEqual( [ 'TX' ] );
		expect( c.bot.requests ).toHaveLength( 1 );
	} );
} );

describe( 'across pages', () => {
	it( 'the dialog record, the bot’s last answer time and the choices offered come back with the conversation', async () => {
		const portland = ( state: string ) => ( {
			latitude: 45,
			longitude: -100,
			city: 'Portland',
			state,
			country: 'US',
			zip: '',
			formatted: `Portland, ${ state }, USA`,
			kind: 'city' as const,
		} );
		const c = chat(
			[
				ask( 'location' ),
				ask( 'areaInterest', { location: 'Austin' } ),
			],
			{
				lookUpPlaces: async ( text ) =>
					/portland/i.test( text )
						? [ portland( 'ME' ), portland( 'OR' ) ]
						: [ { ...portland( 'TX' ), city: 'Austin' } ],
			}
		);
		await c.conversation.start( 'get started' );
		await c.conversation.send( 'Austin' );
		await c.conversation.send( 'Portland' );
		const before = c.conversation.getState();
		expect( before.dialog ).toEqual( {
			intent: 'FindJobs',
			slots: { location: 'Austin' },
		} );
		const { createConversation } = await import( '../conversation' );
		const again = createConversation( c.deps );
		again.setOpen( true );
		await new Promise( process.nextTick );
		const after = again.getState();
		expect( after ).toMatchObject( {
			dialog: before.dialog,
			activeAt: before.activeAt,
			slotToElicit: 'areaInterest',
			suggestions: {
				kind: 'location',
				options: [ 'Portland, ME', 'Portland, OR' ],
			},
		} );
		expect( after.entries.at( -1 ) ).toMatchObject( {
			kind: 'notice',
			notice: 'place-choices',
			text: 'Portland',
		} );
	} );
} );

describe( 'a retry', () => {
	it( 'reads the message again as typed', async () => {
		const c = chat( [
			ask( 'location' ),
			new Error( 'Service down' ),
			CLOSING,
		] );
		await c.conversation.start( 'get started' );
		await c.conversation.send( 'nursing jobs in Austin' );
		const failed = c.conversation.getState().entries.at( -1 );
		expect( failed ).toMatchObject( {
			kind: 'error',
			failedText: 'nursing jobs in Austin',
		} );
		await c.conversation.retry( failed?.id ?? '' );
		expect( c.bot.requests[ 2 ] ).toMatchObject( {
			text: 'Nursing',
			dialog: { intent: { slots: { location: 'Austin' } } },
		} );
		expect( c.searches ).toHaveLength( 1 );
	} );
} );

describe( 'Lex V1 (no dialog state)', () => {
	it( 'answers only the question asked', async () => {
		const c = chat( [ ask( 'location' ), ask( 'areaInterest' ) ], {
			dialogState: false,
		} );
		await c.conversation.start( 'get started' );
		await c.conversation.send( 'nursing jobs in Austin' );
		expect( c.bot.requests[ 1 ] ).toMatchObject( {
			text: 'Austin',
			sessionAttributes: { job_location: 'Austin' },
		} );
		expect( c.bot.requests[ 1 ].sessionAttributes.job_category ).toBe(
			undefined
		);
	} );
} );
