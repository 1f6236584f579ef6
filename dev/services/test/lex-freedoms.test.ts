/* @jest-environment node */
/**
 * The V2 stand-in's freedoms (lex/freedoms.ts): each choice Lex V2's
 * documentation leaves open, taken when its switch is on, through
 * LexRuntimeV2Client and the recruiting template. Each `describe` is a
 * freedom row of the conformance table in dev/services/README.md.
 */
import {
	RecognizeTextCommand,
	ResourceNotFoundException,
	type RecognizeTextCommandOutput,
	type SessionState,
} from '@aws-sdk/client-lex-runtime-v2';

/**
 * Internal dependencies
 */
import {
	FREEDOM_SWITCHES,
	FREEDOMS_ENV_VAR,
	NO_FREEDOMS,
	OPTIONAL_PARTS,
	parseFreedoms,
	patchFreedoms,
} from '../lex/freedoms';
import { startServices, type RunningServices } from '../start-services';
import { BOT, cognitoCredentials, lexV2Client, rejectionOf } from './support';

let services: RunningServices;
let client: ReturnType< typeof lexV2Client >;
let sessionCount = 0;

beforeAll( async () => {
	services = await startServices( { basePort: 0, lexFreedoms: NO_FREEDOMS } );
	client = lexV2Client( services.urls, cognitoCredentials( services.urls ) );
} );
afterAll( () => services.close() );
afterEach( () => freedomsCall( 'DELETE' ) );

function freedomsUrl( urls = services.urls ) {
	return `${ urls[ 'lex-runtime-v2' ] }__freedoms`;
}

async function freedomsCall(
	method: 'GET' | 'POST' | 'DELETE',
	body?: unknown
): Promise< { status: number; json: Record< string, unknown > } > {
	const response = await fetch( freedomsUrl(), {
		method,
		...( body === undefined
			? {}
			: {
					headers: { 'content-type': 'application/json' },
					body: JSON.stringify( body ),
				} ),
	} );
	return {
		status: response.status,
		json: ( await response.json() ) as Record< string, unknown >,
	};
}

/**
 * Turns freedoms on through the control endpoint, as an e2e test does.
 * @param freedoms What to change: a partial LexFreedoms (`omit` may be "all").
 */
async function take( freedoms: Record< string, unknown > ) {
	expect( ( await freedomsCall( 'POST', freedoms ) ).status ).toBe( 200 );
}

function newSession() {
	sessionCount += 1;
	return `freedom-session-${ sessionCount }`;
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

const names = ( reply: RecognizeTextCommandOutput ) =>
	( reply.interpretations ?? [] ).map(
		( interpretation ) => interpretation.intent?.name
	);

const scores = ( reply: RecognizeTextCommandOutput ) =>
	( reply.interpretations ?? [] ).map(
		( interpretation ) => interpretation.nluConfidence?.score
	);

function elicitSlot(
	slot: string,
	slots: Record< string, string > = {}
): SessionState {
	return {
		dialogAction: { type: 'ElicitSlot', slotToElicit: slot },
		intent: {
			name: 'FindJobs',
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
const NOT_UNDERSTOOD =
	'Sorry, I didn\'t understand that. Say "find jobs" to search for jobs, or "help" to see what I can do.';

/** The template's `NluConfidenceThreshold`. */
const THRESHOLD = 0.4;

describe( 'switches: SERVICES_LEX_FREEDOMS and POST /__freedoms', () => {
	it( 'reads each switch of the variable, and none when it is empty', () => {
		expect( parseFreedoms( undefined ) ).toEqual( NO_FREEDOMS );
		expect( parseFreedoms( ' none ' ) ).toEqual( NO_FREEDOMS );
		expect(
			parseFreedoms(
				'fallbackFirst, localeBadRequest,sessionState=merge,omit=interpretations+nluConfidence'
			)
		).toEqual( {
			fallbackFirst: true,
			localeBadRequest: true,
			sessionState: 'merge',
			omit: [ 'interpretations', 'nluConfidence' ],
		} );
		expect( parseFreedoms( 'omit=all' ).omit ).toEqual( [
			...OPTIONAL_PARTS,
		] );
		// Every switch a test run loops over is one the variable takes.
		for ( const name of FREEDOM_SWITCHES ) {
			expect( parseFreedoms( name ) ).not.toEqual( NO_FREEDOMS );
		}
	} );

	it( 'refuses a switch it does not know, naming the variable', () => {
		expect( () => parseFreedoms( 'fallbackLast' ) ).toThrow(
			`${ FREEDOMS_ENV_VAR }: "fallbackLast" is not a freedom`
		);
		expect( () => parseFreedoms( 'sessionState=mix' ) ).toThrow(
			'is not a freedom'
		);
		expect( () => parseFreedoms( 'omit=messages' ) ).toThrow(
			'"messages" is no optional part'
		);
		expect(
			patchFreedoms( NO_FREEDOMS, { fallbackFirst: 'yes' } )
		).toEqual( {
			ok: false,
			error: expect.stringContaining(
				'"fallbackFirst": "yes" is not a freedom'
			),
		} );
	} );

	it( 'starts with the variable’s switches when startServices is given none', async () => {
		const before = process.env[ FREEDOMS_ENV_VAR ];
		process.env[ FREEDOMS_ENV_VAR ] = 'fallbackFirst,sessionState=replace';
		const own = await startServices( { basePort: 0 } ).finally( () => {
			if ( before === undefined ) {
				delete process.env[ FREEDOMS_ENV_VAR ];
			} else {
				process.env[ FREEDOMS_ENV_VAR ] = before;
			}
		} );
		try {
			const url = freedomsUrl( own.urls );
			const read = async () =>
				( await ( await fetch( url ) ).json() ).freedoms;
			expect( await read() ).toEqual( {
				...NO_FREEDOMS,
				fallbackFirst: true,
				sessionState: 'replace',
			} );
			// A test flips one; DELETE goes back to the variable's, not to none.
			await fetch( url, {
				method: 'POST',
				body: JSON.stringify( { fallbackFirst: false, omit: 'all' } ),
			} );
			expect( await read() ).toEqual( {
				fallbackFirst: false,
				localeBadRequest: false,
				sessionState: 'replace',
				omit: [ ...OPTIONAL_PARTS ],
			} );
			await fetch( url, { method: 'DELETE' } );
			expect( await read() ).toEqual( {
				...NO_FREEDOMS,
				fallbackFirst: true,
				sessionState: 'replace',
			} );
		} finally {
			await own.close();
		}
	} );

	it( 'answers 400 with the usage for a body it cannot take, and keeps the freedoms', async () => {
		const refused = await freedomsCall( 'POST', { omit: [ 'messages' ] } );
		expect( refused.status ).toBe( 400 );
		expect( refused.json.error ).toContain( 'is not a freedom' );
		expect( ( await freedomsCall( 'GET' ) ).json.freedoms ).toEqual(
			NO_FREEDOMS
		);
	} );

	it( 'is V2’s alone: the V1 stand-in has no /__freedoms', async () => {
		const response = await fetch(
			`${ services.urls[ 'lex-runtime-v1' ] }__freedoms`
		);
		expect( response.status ).toBe( 404 );
	} );
} );

describe( 'freedom fallbackFirst: FallbackIntent ranked first wherever no ranking picked the intent', () => {
	it( 'is off by default: the intent that answers the slot comes first, scored 1', async () => {
		const sessionId = newSession();
		await say( sessionId, 'get started' );
		const reply = await say( sessionId, 'Dallas, TX' );
		expect( names( reply ) ).toEqual( [ 'FindJobs', 'FallbackIntent' ] );
		expect( scores( reply )[ 0 ] ).toBe( 1 );
	} );

	it( 'puts FallbackIntent first, the other intents under the threshold, when a free-form slot is answered', async () => {
		await take( { fallbackFirst: true } );
		const sessionId = newSession();
		await say( sessionId, 'get started' );
		const place = await say( sessionId, 'Dallas, TX' );
		// The session goes on as before: only the ranking changed.
		expect( contents( place ) ).toEqual( [ AREA_QUESTION ] );
		expect( place.sessionState?.intent?.name ).toBe( 'FindJobs' );
		expect( place.sessionState?.dialogAction ).toEqual( {
			type: 'ElicitSlot',
			slotToElicit: 'areaInterest',
		} );
		expect( names( place ) ).toEqual( [
			'FallbackIntent',
			'FindJobs',
			'Welcome',
			'Help',
			'StartOver',
		] );
		const [ fallbackScore, ...others ] = scores( place );
		expect( fallbackScore ).toBeUndefined();
		expect( others ).toEqual( [ 0.31, 0.3, 0.29, 0.28 ] );
		for ( const score of others ) {
			expect( score ).toBeLessThan( THRESHOLD );
		}
		// The closing that waits for a new intent: no session intent at all.
		const area = await say( sessionId, 'Nursing' );
		expect( contents( area ) ).toEqual( [
			'Let me look for Nursing jobs near Dallas, TX.',
		] );
		expect( area.sessionState?.dialogAction ).toEqual( {
			type: 'ElicitIntent',
		} );
		expect( area.sessionState?.intent ).toBeUndefined();
		expect( names( area )[ 0 ] ).toBe( 'FallbackIntent' );
	} );

	it( 'does the same when the request sets the slot being answered', async () => {
		await take( { fallbackFirst: true } );
		const reply = await say(
			newSession(),
			'Nursing',
			elicitSlot( 'areaInterest', { location: 'Austin, TX' } )
		);
		expect( contents( reply ) ).toEqual( [
			'Let me look for Nursing jobs near Austin, TX.',
		] );
		expect( names( reply )[ 0 ] ).toBe( 'FallbackIntent' );
	} );

	it( 'lists the other intents under FallbackIntent when nothing is understood, at most 5 in all', async () => {
		await take( { fallbackFirst: true } );
		const reply = await say( newSession(), 'blah blah' );
		expect( contents( reply ) ).toEqual( [ NOT_UNDERSTOOD ] );
		expect( names( reply )[ 0 ] ).toBe( 'FallbackIntent' );
		expect( names( reply ) ).toHaveLength( 5 );
		expect( scores( reply ).slice( 1 ) ).toEqual( [
			0.31, 0.3, 0.29, 0.28,
		] );
	} );

	it( 'keeps an intent recognised by its sample utterance first: that intent runs, so it passed the threshold', async () => {
		await take( { fallbackFirst: true } );
		const reply = await say( newSession(), 'help' );
		expect( names( reply ) ).toEqual( [ 'Help', 'FallbackIntent' ] );
	} );
} );

describe( 'freedom localeBadRequest: BadRequestException for a locale the alias lacks', () => {
	it( 'answers ResourceNotFoundException by default', async () => {
		const error = await rejectionOf(
			say( newSession(), 'hi', undefined, 'fr_CA' )
		);
		expect( error ).toBeInstanceOf( ResourceNotFoundException );
	} );

	it( 'answers BadRequestException (HTTP 400), which the V2 SDK knows by name only', async () => {
		await take( { localeBadRequest: true } );
		const error = await rejectionOf(
			say( newSession(), 'hi', undefined, 'fr_CA' )
		);
		expect( error ).toMatchObject( {
			name: 'BadRequestException',
			$metadata: { httpStatusCode: 400 },
		} );
		expect( error ).not.toBeInstanceOf( ResourceNotFoundException );
		// The bot's own locales answer as before.
		const reply = await say( newSession(), 'hola', undefined, 'es_US' );
		expect( reply.sessionState?.dialogAction?.type ).toBe( 'ElicitSlot' );
	} );
} );

/**
 * A search closed with a place and area, then "start over": the session
 * asks for the place again.
 * @param sessionId The session.
 */
async function searchThenStartOver( sessionId: string ) {
	await say( sessionId, 'get started' );
	await say( sessionId, 'Dallas, TX' );
	await say( sessionId, 'Nursing' );
	const restart = await say( sessionId, 'start over', {
		dialogAction: { type: 'ElicitIntent' },
	} );
	expect( contents( restart ) ).toContain( PLACE_QUESTION );
}

describe( 'freedom sessionState=merge: an inline sessionState merged with the stored one', () => {
	it( 'by default, the request’s intent has only the slots it gives: the area is asked again', async () => {
		const sessionId = newSession();
		await searchThenStartOver( sessionId );
		const reply = await say(
			sessionId,
			'Austin, TX',
			elicitSlot( 'location' )
		);
		expect( contents( reply ) ).toEqual( [ AREA_QUESTION ] );
	} );

	it( 'merged, the old area fills the slot the request leaves out: the search closes at once', async () => {
		await take( { sessionState: 'merge' } );
		const sessionId = newSession();
		await searchThenStartOver( sessionId );
		const reply = await say(
			sessionId,
			'Austin, TX',
			elicitSlot( 'location' )
		);
		expect( contents( reply ) ).toEqual( [
			'Let me look for Nursing jobs near Austin, TX.',
		] );
		expect( reply.sessionState?.dialogAction ).toEqual( {
			type: 'ElicitIntent',
		} );
	} );

	it( 'merged, a slot the request gives wins over the stored one', async () => {
		await take( { sessionState: 'merge' } );
		const sessionId = newSession();
		await searchThenStartOver( sessionId );
		const reply = await say(
			sessionId,
			'Austin, TX',
			elicitSlot( 'location', { areaInterest: 'Retail' } )
		);
		expect( contents( reply ) ).toEqual( [
			'Let me look for Retail jobs near Austin, TX.',
		] );
	} );
} );

describe( 'freedom sessionState=replace: an inline sessionState replaces the stored one', () => {
	it( 'by default, a sessionState without a dialog goes on with the session’s', async () => {
		const sessionId = newSession();
		await say( sessionId, 'get started' );
		const reply = await say( sessionId, 'Austin, TX', {
			sessionAttributes: { source: 'chat' },
		} );
		expect( contents( reply ) ).toEqual( [ AREA_QUESTION ] );
	} );

	it( 'replaced, a sessionState without a dialog leaves no slot elicited: the place is not understood', async () => {
		await take( { sessionState: 'replace' } );
		const sessionId = newSession();
		await say( sessionId, 'get started' );
		const reply = await say( sessionId, 'Austin, TX', {
			sessionAttributes: { source: 'chat' },
		} );
		expect( contents( reply ) ).toEqual( [ NOT_UNDERSTOOD ] );
		// Session attributes keep their documented rule.
		expect( reply.sessionState?.sessionAttributes ).toEqual( {
			source: 'chat',
		} );
	} );

	it( 'replaced, a request with no sessionState at all still goes on with the session', async () => {
		await take( { sessionState: 'replace' } );
		const sessionId = newSession();
		await say( sessionId, 'get started' );
		expect( contents( await say( sessionId, 'Austin, TX' ) ) ).toEqual( [
			AREA_QUESTION,
		] );
	} );
} );

describe( 'freedom omit: optional response members left out', () => {
	it( 'sends every member by default', async () => {
		const sessionId = newSession();
		await say( sessionId, 'get started' );
		const reply = await say( sessionId, 'Dallas, TX' );
		expect( reply.sessionId ).toBe( sessionId );
		expect( reply.sessionState?.originatingRequestId ).toEqual(
			expect.any( String )
		);
		expect( reply.sessionState?.intent?.confirmationState ).toBe( 'None' );
		expect( reply.sessionState?.intent?.slots?.location?.value ).toEqual( {
			originalValue: 'Dallas, TX',
			interpretedValue: 'Dallas, TX',
			resolvedValues: [ 'Dallas, TX' ],
		} );
		expect( scores( reply )[ 0 ] ).toBe( 1 );
	} );

	it( 'omit=all leaves out every optional member, and keeps what the documentation says Lex sends', async () => {
		await take( { omit: 'all' } );
		const sessionId = newSession();
		await say( sessionId, 'get started' );
		const reply = await say( sessionId, 'Dallas, TX', {
			sessionAttributes: {},
		} );
		expect( reply.interpretations ).toBeUndefined();
		expect( reply.sessionId ).toBeUndefined();
		expect( reply.requestAttributes ).toBeUndefined();
		expect( reply.sessionState ).toEqual( {
			dialogAction: { type: 'ElicitSlot', slotToElicit: 'areaInterest' },
			intent: {
				name: 'FindJobs',
				state: 'InProgress',
				slots: {
					location: { value: { interpretedValue: 'Dallas, TX' } },
					areaInterest: null,
				},
			},
		} );
		expect( contents( reply ) ).toEqual( [ AREA_QUESTION ] );
		// Attributes the session has are sent back, as documented.
		const withAttributes = await say( newSession(), 'help', {
			sessionAttributes: { source: 'chat' },
		} );
		expect( withAttributes.sessionState?.sessionAttributes ).toEqual( {
			source: 'chat',
		} );
	} );

	it( 'leaves out one part at a time', async () => {
		await take( { omit: [ 'nluConfidence' ] } );
		const reply = await say( newSession(), 'help' );
		expect( names( reply ) ).toEqual( [ 'Help', 'FallbackIntent' ] );
		expect( scores( reply ) ).toEqual( [ undefined, undefined ] );
		expect( reply.sessionId ).toEqual( expect.any( String ) );
	} );
} );
