/* @jest-environment node */
/**
 * Lex V2 runtime stand-in running the bot in aws/recruiting-bot.template.json,
 * through LexRuntimeV2Client signed with credentials from the Cognito
 * stand-in.
 */
import {
	AccessDeniedException,
	BadGatewayException,
	ConflictException,
	DependencyFailedException,
	InternalServerException,
	RecognizeTextCommand,
	ResourceNotFoundException,
	ThrottlingException,
	ValidationException,
	type RecognizeTextCommandOutput,
} from '@aws-sdk/client-lex-runtime-v2';

/**
 * Internal dependencies
 */
import { startServices, type RunningServices } from '../start-services';
import {
	armFault,
	BOT,
	clearFaults,
	cognitoCredentials,
	lexV2Client,
	rejectionOf,
	untilCalled,
} from './support';

let services: RunningServices;
let clock = Date.now();
let sessionCount = 0;

beforeAll( async () => {
	services = await startServices( { basePort: 0, now: () => clock } );
} );
afterAll( () => services.close() );
beforeEach( () => {
	clock = Date.now();
} );
afterEach( () => clearFaults( services.urls[ 'lex-runtime-v2' ] ) );

function newSession() {
	sessionCount += 1;
	return `test-session-${ sessionCount }`;
}

function say(
	client: ReturnType< typeof lexV2Client >,
	sessionId: string,
	text: string,
	sessionAttributes?: Record< string, string >
): Promise< RecognizeTextCommandOutput > {
	return client.send(
		new RecognizeTextCommand( {
			...BOT,
			sessionId,
			text,
			...( sessionAttributes
				? { sessionState: { sessionAttributes } }
				: {} ),
		} )
	);
}

const contents = ( reply: RecognizeTextCommandOutput ) =>
	( reply.messages ?? [] ).map( ( message ) => message.content );

describe( 'Lex V2 stand-in: the recruiting dialog', () => {
	it( 'greets, asks for the place, then the area, then closes and waits for a new intent', async () => {
		const client = lexV2Client(
			services.urls,
			cognitoCredentials( services.urls )
		);
		const sessionId = newSession();

		const greeting = await say( client, sessionId, 'Hi', {
			xcloudOrg: '1234',
			showJobResults: 'false',
		} );
		expect( greeting.sessionId ).toBe( sessionId );
		expect( greeting.sessionState?.dialogAction ).toEqual( {
			type: 'ElicitSlot',
			slotToElicit: 'location',
		} );
		// Welcome's closing step elicits FindJobs' place.
		expect( greeting.sessionState?.intent ).toMatchObject( {
			name: 'FindJobs',
			state: 'InProgress',
		} );
		expect( greeting.interpretations?.[ 0 ]?.intent?.name ).toBe(
			'Welcome'
		);
		expect( contents( greeting ) ).toEqual( [
			"Hi! I'm the careers assistant. I can help you find a job that suits you.",
			'Where would you like to work? Enter a 5-digit zip code or a city and state, like Austin, TX.',
		] );

		const area = await say( client, sessionId, '78701', {
			xcloudOrg: '1234',
			showJobResults: 'false',
		} );
		expect( area.sessionState?.dialogAction ).toEqual( {
			type: 'ElicitSlot',
			slotToElicit: 'areaInterest',
		} );
		expect( area.sessionState?.intent?.slots?.location?.value ).toEqual( {
			originalValue: '78701',
			interpretedValue: '78701',
			resolvedValues: [ '78701' ],
		} );
		// No cards: the chat offers the job API's areas itself.
		expect( area.messages ).toEqual( [
			{
				contentType: 'PlainText',
				content: 'Which area are you interested in?',
			},
		] );

		// The client's category answer asks for the search itself.
		const done = await say( client, sessionId, 'Nursing', {
			xcloudOrg: '1234',
			job_category: 'Nursing',
			showJobResults: 'true',
		} );
		expect( done.sessionState?.dialogAction ).toEqual( {
			type: 'ElicitIntent',
		} );
		expect( done.messages ).toEqual( [
			{
				contentType: 'PlainText',
				content: 'Let me look for Nursing jobs near 78701.',
			},
		] );
		// No code hook and no step that sets one: as sent.
		expect( done.sessionState?.sessionAttributes ).toEqual( {
			xcloudOrg: '1234',
			job_category: 'Nursing',
			showJobResults: 'true',
		} );
		expect( done.interpretations?.[ 0 ] ).toMatchObject( {
			intent: { name: 'FindJobs' },
			nluConfidence: { score: 1 },
		} );
	} );

	it( 'replaces the stored session attributes with those a call sends, and keeps them when a call sends none', async () => {
		const client = lexV2Client(
			services.urls,
			cognitoCredentials( services.urls )
		);
		const sessionId = newSession();
		await say( client, sessionId, 'help', { x: '1', y: '2' } );
		const replaced = await say( client, sessionId, 'help', { z: '3' } );
		expect( replaced.sessionState?.sessionAttributes ).toEqual( {
			z: '3',
		} );
		const kept = await say( client, sessionId, 'help' );
		expect( kept.sessionState?.sessionAttributes ).toEqual( { z: '3' } );
	} );

	it( 'takes any text as the answer to each question: no intent switch, no fallback', async () => {
		const client = lexV2Client(
			services.urls,
			cognitoCredentials( services.urls )
		);
		const sessionId = newSession();
		await say( client, sessionId, 'find jobs' );
		const place = await say( client, sessionId, 'help' );
		expect( place.sessionState?.dialogAction?.slotToElicit ).toBe(
			'areaInterest'
		);
		expect(
			place.sessionState?.intent?.slots?.location?.value?.originalValue
		).toBe( 'help' );
		const area = await say( client, sessionId, 'Astronaut, maybe  IT' );
		expect( area.sessionState?.dialogAction?.type ).toBe( 'ElicitIntent' );
		expect( contents( area ) ).toEqual( [
			'Let me look for Astronaut, maybe  IT jobs near help.',
		] );
	} );

	it( 'talks Spanish in es_US, with the area as typed', async () => {
		const client = lexV2Client(
			services.urls,
			cognitoCredentials( services.urls )
		);
		const sessionId = newSession();
		const spanish = { ...BOT, localeId: 'es_US' };
		const send = ( text: string ) =>
			client.send(
				new RecognizeTextCommand( { ...spanish, sessionId, text } )
			);
		expect( contents( await send( 'hola' ) ) ).toEqual( [
			'¡Hola! Soy el asistente de empleo. Puedo ayudarte a encontrar un trabajo que te convenga.',
			'¿Dónde te gustaría trabajar? Escribe un código postal de 5 dígitos o una ciudad y un estado, como Austin, TX.',
		] );
		expect( contents( await send( '78701' ) ) ).toEqual( [
			'¿Qué área te interesa?',
		] );
		const done = await send( 'Enfermería' );
		expect( contents( done ) ).toEqual( [
			'Voy a buscar empleos de Enfermería cerca de 78701.',
		] );
		expect( done.sessionState?.dialogAction?.type ).toBe( 'ElicitIntent' );
	} );

	it( 'refuses a locale the template does not define', async () => {
		const client = lexV2Client(
			services.urls,
			cognitoCredentials( services.urls )
		);
		const error = await rejectionOf(
			client.send(
				new RecognizeTextCommand( {
					...BOT,
					localeId: 'fr_CA',
					sessionId: newSession(),
					text: 'bonjour',
				} )
			)
		);
		expect( error ).toBeInstanceOf( ResourceNotFoundException );
		expect( ( error as Error ).message ).toBe(
			'The bot has no locale fr_CA; it supports en_US, es_US.'
		);
	} );

	it( 'logs the requestAttributes each call sent', async () => {
		const client = lexV2Client(
			services.urls,
			cognitoCredentials( services.urls )
		);
		const url = services.urls[ 'lex-runtime-v2' ];
		await fetch( `${ url }__calls`, { method: 'DELETE' } );
		await client.send(
			new RecognizeTextCommand( {
				...BOT,
				sessionId: newSession(),
				text: 'help',
				requestAttributes: {},
			} )
		);
		await say( client, newSession(), 'help' );
		const calls = ( await ( await fetch( `${ url }__calls` ) ).json() ) as {
			details?: Record< string, unknown >;
		}[];
		expect( calls.map( ( call ) => call.details ) ).toEqual( [
			{ requestAttributes: {} },
			undefined,
		] );
	} );

	it( 'answers help with markdown and no bracketed text, without an intent', async () => {
		const client = lexV2Client(
			services.urls,
			cognitoCredentials( services.urls )
		);
		const reply = await say( client, newSession(), 'help' );
		expect( reply.sessionState?.dialogAction ).toEqual( {
			type: 'ElicitIntent',
		} );
		expect( reply.sessionState?.intent ).toBeUndefined();
		expect( contents( reply ) ).toEqual( [
			'I can help you find a job. Tell me **where** you\'d like to work and the **area** you\'re interested in, and I\'ll list matching jobs. Say "find jobs" to begin, or "start over" at any time.',
		] );
	} );

	it( 'starts over with SSML and the place question, leaving the attributes to the client', async () => {
		const client = lexV2Client(
			services.urls,
			cognitoCredentials( services.urls )
		);
		const sessionId = newSession();
		await say( client, sessionId, 'help' );
		const reply = await say( client, sessionId, 'start over', {
			job_category: 'Sales',
		} );
		expect( reply.messages ).toEqual( [
			{
				contentType: 'SSML',
				content: "<speak>No problem, let's start over.</speak>",
			},
			{
				contentType: 'PlainText',
				content:
					'Where would you like to work? Enter a 5-digit zip code or a city and state, like Austin, TX.',
			},
		] );
		expect( reply.sessionState?.dialogAction?.slotToElicit ).toBe(
			'location'
		);
		expect( reply.sessionState?.intent?.name ).toBe( 'FindJobs' );
		expect( reply.interpretations?.[ 0 ]?.intent?.name ).toBe(
			'StartOver'
		);
		expect( reply.sessionState?.sessionAttributes ).toEqual( {
			job_category: 'Sales',
		} );
	} );

	it( 'falls back with ElicitIntent and no intent, and says goodbye, then closes', async () => {
		const client = lexV2Client(
			services.urls,
			cognitoCredentials( services.urls )
		);
		const sessionId = newSession();
		const fallback = await say(
			client,
			sessionId,
			'What is the weather like?'
		);
		expect( fallback.sessionState?.dialogAction ).toEqual( {
			type: 'ElicitIntent',
		} );
		expect( fallback.sessionState?.intent ).toBeUndefined();
		expect( fallback.interpretations?.[ 0 ]?.intent?.name ).toBe(
			'FallbackIntent'
		);
		expect( contents( fallback )[ 0 ] ).toMatch(
			/^Sorry, I didn't understand that/
		);

		const goodbye = await say( client, sessionId, 'thanks' );
		expect( contents( goodbye ) ).toEqual( [
			'Happy to help! Good luck with your job search.',
		] );
		expect( goodbye.sessionState?.dialogAction?.type ).toBe( 'Close' );
	} );

	it( 'forgets a session after 300 seconds without a call', async () => {
		const client = lexV2Client(
			services.urls,
			cognitoCredentials( services.urls ),
			3
		);
		const sessionId = newSession();
		await say( client, sessionId, 'hi' );
		await say( client, sessionId, '78701' );
		clock += 301_000;
		const reply = await say( client, sessionId, 'Nursing' );
		// A fresh session asks nothing: "Nursing" is no intent's utterance.
		expect( reply.sessionState?.dialogAction ).toEqual( {
			type: 'ElicitIntent',
		} );
		expect( reply.interpretations?.[ 0 ]?.intent?.name ).toBe(
			'FallbackIntent'
		);
	} );
} );

describe( 'Lex V2 stand-in: errors', () => {
	const errors = {
		AccessDenied: AccessDeniedException,
		Conflict: ConflictException,
		InternalServer: InternalServerException,
		ResourceNotFound: ResourceNotFoundException,
		Throttling: ThrottlingException,
		Validation: ValidationException,
		BadGateway: BadGatewayException,
		DependencyFailed: DependencyFailedException,
	};

	it.each( Object.entries( errors ) )(
		"delivers a %s fault as the SDK's typed exception",
		async ( fault, type ) => {
			const client = lexV2Client(
				services.urls,
				cognitoCredentials( services.urls )
			);
			await armFault( services.urls[ 'lex-runtime-v2' ], {
				operation: 'RecognizeText',
				fault,
			} );
			await expect(
				say( client, newSession(), 'hi' )
			).rejects.toBeInstanceOf( type );
		}
	);

	it( 'sends Retry-After with a throttling error', async () => {
		const client = lexV2Client(
			services.urls,
			cognitoCredentials( services.urls )
		);
		await armFault( services.urls[ 'lex-runtime-v2' ], {
			operation: 'RecognizeText',
			fault: 'Throttling',
			retryAfterSeconds: 7,
		} );
		const error = await rejectionOf( say( client, newSession(), 'hi' ) );
		expect( error ).toBeInstanceOf( ThrottlingException );
		expect( error ).toMatchObject( {
			$response: { statusCode: 429, headers: { 'retry-after': '7' } },
		} );
	} );

	it( 'answers an unknown bot with ResourceNotFoundException', async () => {
		const client = lexV2Client(
			services.urls,
			cognitoCredentials( services.urls )
		);
		await expect(
			client.send(
				new RecognizeTextCommand( {
					...BOT,
					botId: 'UNKNOWNBOT',
					sessionId: newSession(),
					text: 'hi',
				} )
			)
		).rejects.toBeInstanceOf( ResourceNotFoundException );
	} );

	it( 'refuses text longer than 1024 characters', async () => {
		const client = lexV2Client(
			services.urls,
			cognitoCredentials( services.urls )
		);
		await expect(
			say( client, newSession(), 'x'.repeat( 1025 ) )
		).rejects.toBeInstanceOf( ValidationException );
	} );

	it( 'answers a second call on a busy session with ConflictException', async () => {
		const url = services.urls[ 'lex-runtime-v2' ];
		const client = lexV2Client(
			services.urls,
			cognitoCredentials( services.urls )
		);
		const sessionId = newSession();
		await say( client, sessionId, 'hi' );
		await fetch( `${ url }__calls`, { method: 'DELETE' } );
		await armFault( url, { operation: 'RecognizeText', fault: 'hang' } );
		const abort = new AbortController();
		const first = client.send(
			new RecognizeTextCommand( { ...BOT, sessionId, text: 'Nursing' } ),
			{
				abortSignal: abort.signal,
			}
		);
		await untilCalled( url, 'RecognizeText' );

		await expect(
			say( client, sessionId, 'Nursing' )
		).rejects.toBeInstanceOf( ConflictException );

		abort.abort();
		await expect( first ).rejects.toMatchObject( { name: 'AbortError' } );
	} );

	it( 'answers HTTP 500 and malformed JSON faults', async () => {
		const url = services.urls[ 'lex-runtime-v2' ];
		const client = lexV2Client(
			services.urls,
			cognitoCredentials( services.urls )
		);
		await armFault( url, { operation: 'RecognizeText', fault: 'http500' } );
		await expect( say( client, newSession(), 'hi' ) ).rejects.toMatchObject(
			{ $metadata: { httpStatusCode: 500 } }
		);
		await armFault( url, {
			operation: 'RecognizeText',
			fault: 'malformedJson',
		} );
		await expect(
			say( client, newSession(), 'hi' )
		).rejects.toBeInstanceOf( Error );
	} );
} );

describe( 'Lex V2 stand-in: signatures', () => {
	it( 'refuses a call signed with credentials it did not issue', async () => {
		const client = lexV2Client( services.urls, {
			accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
			secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
		} );
		await expect( say( client, newSession(), 'hi' ) ).rejects.toMatchObject(
			{
				name: 'UnrecognizedClientException',
				message:
					'The security token included in the request is invalid.',
				$metadata: { httpStatusCode: 403 },
			}
		);
	} );

	it( 'refuses a signature made with the wrong secret', async () => {
		const issued = await cognitoCredentials( services.urls )();
		const client = lexV2Client( services.urls, {
			accessKeyId: issued.accessKeyId,
			secretAccessKey: `${ issued.secretAccessKey }wrong`,
			sessionToken: issued.sessionToken,
		} );
		await expect( say( client, newSession(), 'hi' ) ).rejects.toMatchObject(
			{
				name: 'InvalidSignatureException',
				message: expect.stringMatching(
					/^The request signature we calculated does not match the signature you provided/
				),
				$metadata: { httpStatusCode: 403 },
			}
		);
	} );

	it( 'refuses expired credentials with ExpiredTokenException', async () => {
		const client = lexV2Client(
			services.urls,
			cognitoCredentials( services.urls )
		);
		const sessionId = newSession();
		await say( client, sessionId, 'hi' );
		clock += 2 * 3600 * 1000;
		await expect(
			say( client, sessionId, 'Nursing' )
		).rejects.toMatchObject( {
			name: 'ExpiredTokenException',
			$metadata: { httpStatusCode: 403 },
		} );
	} );

	it( 'can refuse as if the token had expired (fault)', async () => {
		const client = lexV2Client(
			services.urls,
			cognitoCredentials( services.urls )
		);
		await armFault( services.urls[ 'lex-runtime-v2' ], {
			operation: 'RecognizeText',
			fault: 'expiredCredentials',
		} );
		await expect( say( client, newSession(), 'hi' ) ).rejects.toMatchObject(
			{ name: 'ExpiredTokenException' }
		);
	} );

	it( 'refuses a clock-skewed signature, and the SDK corrects from the Date header', async () => {
		await armFault( services.urls[ 'lex-runtime-v2' ], {
			operation: 'RecognizeText',
			fault: 'clockSkew',
		} );
		const client = lexV2Client(
			services.urls,
			cognitoCredentials( services.urls )
		);
		const sessionId = newSession();
		await expect( say( client, sessionId, 'hi' ) ).rejects.toMatchObject( {
			name: 'InvalidSignatureException',
			message: expect.stringMatching(
				/^Signature expired: \d{8}T\d{6}Z is now earlier than \d{8}T\d{6}Z \(\d{8}T\d{6}Z - 5 min\.\)$/
			),
		} );
		const retried = await say( client, sessionId, 'hi' );
		expect( retried.sessionState?.dialogAction?.slotToElicit ).toBe(
			'location'
		);
	} );

	it( 'succeeds within one send when the SDK may retry a skewed call', async () => {
		await armFault( services.urls[ 'lex-runtime-v2' ], {
			operation: 'RecognizeText',
			fault: 'clockSkew',
		} );
		const client = lexV2Client(
			services.urls,
			cognitoCredentials( services.urls ),
			3
		);
		await expect(
			say( client, newSession(), 'hi' )
		).resolves.toMatchObject( {
			sessionState: { dialogAction: { type: 'ElicitSlot' } },
		} );
	} );
} );
