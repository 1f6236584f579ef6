/* @jest-environment node */
/**
 * The dialog a RecognizeText request sets in its `sessionState`, through
 * LexRuntimeV2Client and the recruiting template: each `describe` is a row
 * of the conformance table in dev/services/README.md.
 */
import {
	RecognizeTextCommand,
	ValidationException,
	type RecognizeTextCommandOutput,
	type SessionState,
} from '@aws-sdk/client-lex-runtime-v2';

/**
 * Internal dependencies
 */
import { parseV2SessionState } from '../lex/v2-session-state';
import { startServices, type RunningServices } from '../start-services';
import {
	BOT,
	cognitoCredentials,
	lexV2Client,
	loggedCalls,
	rejectionOf,
} from './support';

let services: RunningServices;
let clock = Date.now();
let sessionCount = 0;
let client: ReturnType< typeof lexV2Client >;

beforeAll( async () => {
	services = await startServices( { basePort: 0, now: () => clock } );
	client = lexV2Client( services.urls, cognitoCredentials( services.urls ) );
} );
afterAll( () => services.close() );
beforeEach( () => {
	clock = Date.now();
} );

function newSession() {
	sessionCount += 1;
	return `state-session-${ sessionCount }`;
}

function say(
	sessionId: string,
	text: string,
	sessionState?: SessionState,
	localeId = BOT.localeId
): Promise< RecognizeTextCommandOutput > {
	return client.send(
		new RecognizeTextCommand( {
			...BOT,
			localeId,
			sessionId,
			text,
			...( sessionState ? { sessionState } : {} ),
		} )
	);
}

const contents = ( reply: RecognizeTextCommandOutput ) =>
	( reply.messages ?? [] ).map( ( message ) => message.content );

const ELICIT_INTENT: SessionState = { dialogAction: { type: 'ElicitIntent' } };

function elicitSlot(
	slot: string,
	slots: Record< string, string > = {},
	intent = 'FindJobs'
): SessionState {
	return {
		dialogAction: { type: 'ElicitSlot', slotToElicit: slot },
		intent: {
			name: intent,
			state: 'InProgress',
			slots: Object.fromEntries(
				Object.entries( slots ).map( ( [ name, value ] ) => [
					name,
					{
						value: {
							originalValue: value,
							interpretedValue: value,
						},
					},
				] )
			),
		},
	};
}

const AREA_QUESTION = 'Which area are you interested in?';
const PLACE_QUESTION =
	'Where would you like to work? Enter a 5-digit zip code or a city and state, like Austin, TX.';

describe( 'Lex rule: a request’s sessionState sets the dialog of that turn, in place of the session’s', () => {
	it( 'answers by the dialog the request sets, whatever the session was doing', async () => {
		const sessionId = newSession();
		// The session asks for the place…
		expect(
			( await say( sessionId, 'hi' ) ).sessionState?.dialogAction
		).toEqual( { type: 'ElicitSlot', slotToElicit: 'location' } );
		// …the request says the area is being answered, the place known.
		const reply = await say(
			sessionId,
			'Nursing',
			elicitSlot( 'areaInterest', { location: 'Dallas, TX' } )
		);
		expect( contents( reply ) ).toEqual( [
			'Let me look for Nursing jobs near Dallas, TX.',
		] );
	} );

	it( 'keeps to the session when a request sets no dialog', async () => {
		const sessionId = newSession();
		await say( sessionId, 'hi' );
		// The stored dialog: "help" is the place's answer (free-form).
		const reply = await say( sessionId, 'help', { sessionAttributes: {} } );
		expect( reply.sessionState?.dialogAction ).toEqual( {
			type: 'ElicitSlot',
			slotToElicit: 'areaInterest',
		} );
		expect(
			reply.sessionState?.intent?.slots?.location?.value?.interpretedValue
		).toBe( 'help' );
	} );
} );

describe( 'Lex rule: dialogAction ElicitIntent has Lex recognise an intent in the text, also while a free-form slot was being elicited', () => {
	it( 'answers "help", "start over" and "thanks" with their intents at the place question', async () => {
		const help = newSession();
		await say( help, 'hi' );
		const helped = await say( help, 'help', ELICIT_INTENT );
		expect( helped.interpretations?.[ 0 ]?.intent?.name ).toBe( 'Help' );
		expect( helped.sessionState?.dialogAction ).toEqual( {
			type: 'ElicitIntent',
		} );
		expect( helped.sessionState?.intent ).toBeUndefined();

		const restart = newSession();
		await say( restart, 'hi' );
		await say( restart, '78701' );
		// At the area question.
		const restarted = await say( restart, 'start over', ELICIT_INTENT );
		expect( restarted.interpretations?.[ 0 ]?.intent?.name ).toBe(
			'StartOver'
		);
		expect( contents( restarted ) ).toEqual( [
			"<speak>No problem, let's start over.</speak>",
			PLACE_QUESTION,
		] );
		// The new FindJobs holds no slot of the old one.
		expect( restarted.sessionState?.intent?.slots ).toEqual( {
			location: null,
			areaInterest: null,
		} );

		const bye = newSession();
		await say( bye, 'hi' );
		const thanked = await say( bye, 'thanks', ELICIT_INTENT );
		expect( thanked.interpretations?.[ 0 ]?.intent?.name ).toBe(
			'Goodbye'
		);
	} );

	it( 'falls back when the text is no intent’s, rather than take it as the slot’s value', async () => {
		const sessionId = newSession();
		await say( sessionId, 'hi' );
		const reply = await say( sessionId, 'Austin, TX', ELICIT_INTENT );
		expect( reply.interpretations?.[ 0 ]?.intent?.name ).toBe(
			'FallbackIntent'
		);
		expect( reply.sessionState?.dialogAction ).toEqual( {
			type: 'ElicitIntent',
		} );
	} );

	it( 'does the same in es_US', async () => {
		const sessionId = newSession();
		await say( sessionId, 'hola', undefined, 'es_US' );
		const reply = await say( sessionId, 'ayuda', ELICIT_INTENT, 'es_US' );
		expect( reply.interpretations?.[ 0 ]?.intent?.name ).toBe( 'Help' );
	} );
} );

describe( 'Lex rule: dialogAction ElicitSlot with the intent and its slots has Lex take the text as that slot’s value, then go on in its default order', () => {
	it( 'takes the area with the place given, and closes with both', async () => {
		const reply = await say(
			newSession(),
			'Accounting & Finance',
			elicitSlot( 'areaInterest', { location: '78701' } )
		);
		expect( contents( reply ) ).toEqual( [
			'Let me look for Accounting & Finance jobs near 78701.',
		] );
		expect( reply.sessionState?.dialogAction ).toEqual( {
			type: 'ElicitIntent',
		} );
	} );

	it( 'takes a new place after a search with the area that still holds, and closes at once', async () => {
		const sessionId = newSession();
		await say( sessionId, 'hi' );
		await say( sessionId, 'Dallas, TX' );
		await say( sessionId, 'Nursing' );
		const reply = await say(
			sessionId,
			'San Antonio, TX',
			elicitSlot( 'location', { areaInterest: 'Nursing' } )
		);
		expect( contents( reply ) ).toEqual( [
			'Let me look for Nursing jobs near San Antonio, TX.',
		] );
	} );

	it( 'asks for the next slot still missing', async () => {
		const reply = await say(
			newSession(),
			'San Antonio, TX',
			elicitSlot( 'location' )
		);
		expect( contents( reply ) ).toEqual( [ AREA_QUESTION ] );
		expect( reply.sessionState?.dialogAction ).toEqual( {
			type: 'ElicitSlot',
			slotToElicit: 'areaInterest',
		} );
	} );

	it( 'holds after the session expired, since the request carries it', async () => {
		const sessionId = newSession();
		await say( sessionId, 'hi' );
		await say( sessionId, 'Austin, TX' );
		clock += 301_000;
		// Three attempts: the SDK corrects its clock to the stand-in's.
		const reply = await lexV2Client(
			services.urls,
			cognitoCredentials( services.urls ),
			3
		).send(
			new RecognizeTextCommand( {
				...BOT,
				sessionId,
				text: 'Nursing',
				sessionState: elicitSlot( 'areaInterest', {
					location: 'Austin, TX',
				} ),
			} )
		);
		expect( contents( reply ) ).toEqual( [
			'Let me look for Nursing jobs near Austin, TX.',
		] );
	} );

	it( 'the text wins over a value given for the slot it elicits', async () => {
		const reply = await say(
			newSession(),
			'Sales',
			elicitSlot( 'areaInterest', {
				location: 'Chicago, IL',
				areaInterest: 'Nursing',
			} )
		);
		expect( contents( reply ) ).toEqual( [
			'Let me look for Sales jobs near Chicago, IL.',
		] );
	} );
} );

describe( 'Lex rule: a slot not filled is null; a value needs its interpretedValue', () => {
	it( 'reads null as not filled, and the original value as the interpreted one when not given', () => {
		expect(
			parseV2SessionState( {
				dialogAction: {
					type: 'ElicitSlot',
					slotToElicit: 'areaInterest',
				},
				intent: {
					name: 'FindJobs',
					slots: {
						location: { value: { interpretedValue: '78701' } },
						areaInterest: null,
					},
				},
			} )
		).toEqual( {
			ok: true,
			value: {
				dialog: {
					type: 'ElicitSlot',
					slot: 'areaInterest',
					intent: 'FindJobs',
					slots: {
						location: { original: '78701', interpreted: '78701' },
					},
				},
			},
		} );
		expect(
			parseV2SessionState( {
				dialogAction: {
					type: 'ElicitSlot',
					slotToElicit: 'areaInterest',
				},
				intent: {
					name: 'FindJobs',
					slots: { location: { value: { originalValue: '78701' } } },
				},
			} )
		).toMatchObject( {
			ok: false,
			error: {
				type: 'ValidationException',
				message: expect.stringMatching( /interpretedValue/ ),
			},
		} );
	} );
} );

describe( 'Lex rule: the request’s session state has the shape the API reference gives (ValidationException otherwise)', () => {
	it.each( [
		[
			'ElicitSlot without slotToElicit',
			{
				dialogAction: { type: 'ElicitSlot' },
				intent: { name: 'FindJobs', state: 'InProgress' },
			},
			/slotToElicit/,
		],
		[
			'ElicitSlot without the intent',
			{ dialogAction: { type: 'ElicitSlot', slotToElicit: 'location' } },
			/sessionState\.intent/,
		],
		[
			'a dialog action type that is none of its valid values',
			{ dialogAction: { type: 'Elicit' } },
			/enum value set/,
		],
	] )( 'refuses %s', async ( _case, sessionState, message ) => {
		const error = await rejectionOf(
			say( newSession(), 'Austin', sessionState as SessionState )
		);
		expect( error ).toBeInstanceOf( ValidationException );
		expect( ( error as Error ).message ).toMatch( message );
	} );
} );

describe( 'the stand-in refuses a session state whose effect the documentation leaves open', () => {
	it.each( [
		[ 'Delegate', { dialogAction: { type: 'Delegate' } } ],
		[
			'an intent with ElicitIntent',
			{
				dialogAction: { type: 'ElicitIntent' },
				intent: { name: 'FindJobs' },
			},
		],
		[
			'an intent without a dialog action',
			{ intent: { name: 'FindJobs' } },
		],
		[
			'an intent the bot does not have',
			elicitSlot( 'location', {}, 'Order' ),
		],
		[ 'a slot the intent does not have', elicitSlot( 'size' ) ],
		[
			'another intent state',
			{
				...elicitSlot( 'location' ),
				intent: { name: 'FindJobs', state: 'Fulfilled' },
			},
		],
		[
			'active contexts',
			{
				activeContexts: [
					{
						name: 'x',
						timeToLive: {
							timeToLiveInSeconds: 60,
							turnsToLive: 1,
						},
						contextAttributes: {},
					},
				],
			},
		],
	] )( '%s', async ( _case, sessionState ) => {
		const error = await rejectionOf(
			say( newSession(), 'Austin', sessionState as SessionState )
		);
		expect( error ).toMatchObject( {
			$metadata: { httpStatusCode: 500 },
		} );
		expect( String( ( error as Error ).message ) ).toMatch(
			/Lex request:/
		);
	} );
} );

describe( 'the call log keeps the dialog a request set', () => {
	it( 'lists dialogAction and intent as sent', async () => {
		const base = services.urls[ 'lex-runtime-v2' ];
		await fetch( `${ base }__calls`, { method: 'DELETE' } );
		await say(
			newSession(),
			'Nursing',
			elicitSlot( 'areaInterest', { location: 'Dallas, TX' } )
		);
		const [ call ] = ( await loggedCalls( base ) ) as {
			details?: Record< string, unknown >;
		}[];
		expect( call.details ).toEqual( {
			dialogAction: { type: 'ElicitSlot', slotToElicit: 'areaInterest' },
			intent: {
				name: 'FindJobs',
				state: 'InProgress',
				slots: {
					location: {
						value: {
							originalValue: 'Dallas, TX',
							interpretedValue: 'Dallas, TX',
						},
					},
				},
			},
		} );
	} );
} );
