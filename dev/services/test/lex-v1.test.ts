/* @jest-environment node */
/**
 * Lex V1 runtime stand-in running the en_US bot of
 * aws/recruiting-bot.template.json, through LexRuntimeServiceClient signed
 * with credentials from the Cognito stand-in.
 */
import {
	BadGatewayException,
	BadRequestException,
	ConflictException,
	DependencyFailedException,
	InternalFailureException,
	LimitExceededException,
	LoopDetectedException,
	NotAcceptableException,
	NotFoundException,
	PostTextCommand,
	RequestTimeoutException,
	UnsupportedMediaTypeException,
	type PostTextCommandOutput,
} from '@aws-sdk/client-lex-runtime-service';

/**
 * Internal dependencies
 */
import { startServices, type RunningServices } from '../start-services';
import {
	armFault,
	clearFaults,
	cognitoCredentials,
	lexV1Client,
	rejectionOf,
	retryWhile,
	untilCalled,
	V1_BOT,
} from './support';

let services: RunningServices;
let userCount = 0;

beforeAll( async () => {
	services = await startServices( { basePort: 0 } );
} );
afterAll( () => services.close() );
afterEach( () => clearFaults( services.urls[ 'lex-runtime-v1' ] ) );

function newUser() {
	userCount += 1;
	return `test-user-${ userCount }`;
}

function say(
	client: ReturnType< typeof lexV1Client >,
	userId: string,
	inputText: string,
	sessionAttributes?: Record< string, string >
): Promise< PostTextCommandOutput > {
	return client.send(
		new PostTextCommand( {
			...V1_BOT,
			userId,
			inputText,
			sessionAttributes,
		} )
	);
}

interface MessageGroup {
	messages: { type: string; group: number; value: string }[];
}

describe( 'Lex V1 stand-in: the recruiting dialog', () => {
	it( 'greets with a Composite message, elicits location, then areaInterest, then waits for a new intent', async () => {
		const client = lexV1Client(
			services.urls,
			cognitoCredentials( services.urls )
		);
		const userId = newUser();

		const greeting = await say( client, userId, 'hello', {
			xcloudOrg: '1234',
		} );
		expect( greeting ).toMatchObject( {
			dialogState: 'ElicitSlot',
			slotToElicit: 'location',
			intentName: 'FindJobs',
			messageFormat: 'Composite',
			sessionId: expect.any( String ),
		} );
		const group = JSON.parse( greeting.message ?? '' ) as MessageGroup;
		expect( group.messages ).toEqual( [
			{
				type: 'PlainText',
				group: 1,
				value: "Hi! I'm the careers assistant. I can help you find a job that suits you.",
			},
			{
				type: 'PlainText',
				group: 2,
				value: 'Where would you like to work? Enter a 5-digit zip code or a city and state, like Austin, TX.',
			},
		] );

		const area = await say( client, userId, 'Chicago, IL', {
			xcloudOrg: '1234',
		} );
		expect( area ).toMatchObject( {
			dialogState: 'ElicitSlot',
			slotToElicit: 'areaInterest',
			messageFormat: 'PlainText',
			message: 'Which area are you interested in?',
			slots: { location: 'Chicago, IL', areaInterest: null },
		} );
		expect( area.responseCard ).toBeUndefined();

		// The closing waits for a new intent; the attributes are as sent.
		const done = await say( client, userId, 'Skilled Trades', {
			xcloudOrg: '1234',
			job_category: 'Skilled Trades',
			showJobResults: 'true',
		} );
		expect( done ).toMatchObject( {
			dialogState: 'ElicitIntent',
			sessionAttributes: {
				xcloudOrg: '1234',
				showJobResults: 'true',
				job_category: 'Skilled Trades',
			},
			messageFormat: 'PlainText',
			message: 'Let me look for Skilled Trades jobs near Chicago, IL.',
		} );
		expect( done.sentimentResponse?.sentimentLabel ).toBe( 'NEUTRAL' );
	} );

	it( 'answers help as ElicitIntent without an intent', async () => {
		const client = lexV1Client(
			services.urls,
			cognitoCredentials( services.urls )
		);
		const reply = await say( client, newUser(), 'What can you do?' );
		expect( reply.dialogState ).toBe( 'ElicitIntent' );
		expect( reply.intentName ).toBeUndefined();
		expect( reply.messageFormat ).toBe( 'PlainText' );
		expect( reply.message ).toMatch( /^I can help you find a job\./ );
		expect( reply.message ).not.toMatch( /[[\]{}]/ );
	} );

	it( 'starts over with an SSML group and the place question', async () => {
		const client = lexV1Client(
			services.urls,
			cognitoCredentials( services.urls )
		);
		const userId = newUser();
		await say( client, userId, 'help' );
		const reply = await say( client, userId, 'Start over' );
		const group = JSON.parse( reply.message ?? '' ) as MessageGroup;
		expect( group.messages[ 0 ] ).toEqual( {
			type: 'SSML',
			group: 1,
			value: "<speak>No problem, let's start over.</speak>",
		} );
		expect( group.messages[ 1 ].value ).toMatch(
			/^Where would you like to work\?/
		);
		expect( reply.slotToElicit ).toBe( 'location' );
		expect( reply.responseCard ).toBeUndefined();
	} );

	it( 'falls back and says goodbye', async () => {
		const client = lexV1Client(
			services.urls,
			cognitoCredentials( services.urls )
		);
		const userId = newUser();
		const fallback = await say( client, userId, 'sing me a song' );
		expect( fallback.dialogState ).toBe( 'ElicitIntent' );
		expect( fallback.message ).toMatch(
			/^Sorry, I didn't understand that/
		);
		const goodbye = await say( client, userId, 'bye' );
		expect( goodbye.dialogState ).toBe( 'Fulfilled' );
		expect( goodbye.message ).toBe(
			'Happy to help! Good luck with your job search.'
		);
	} );
} );

describe( 'Lex V1 stand-in: request attributes and active contexts', () => {
	it( 'logs them, and refuses an active context Lex V1 would refuse', async () => {
		const client = lexV1Client(
			services.urls,
			cognitoCredentials( services.urls )
		);
		const url = services.urls[ 'lex-runtime-v1' ];
		await fetch( `${ url }__calls`, { method: 'DELETE' } );
		await client.send(
			new PostTextCommand( {
				...V1_BOT,
				userId: newUser(),
				inputText: 'help',
				requestAttributes: {},
				activeContexts: [],
			} )
		);
		const calls = ( await ( await fetch( `${ url }__calls` ) ).json() ) as {
			details?: Record< string, unknown >;
		}[];
		expect( calls[ 0 ].details ).toEqual( {
			requestAttributes: {},
			activeContexts: [],
		} );

		const error = await rejectionOf(
			client.send(
				new PostTextCommand( {
					...V1_BOT,
					userId: newUser(),
					inputText: 'help',
					activeContexts: [
						{
							name: 'searching',
							timeToLive: {
								timeToLiveInSeconds: 1,
								turnsToLive: 1,
							},
							parameters: {},
						},
					],
				} )
			)
		);
		expect( error ).toBeInstanceOf( BadRequestException );
		expect( ( error as Error ).message ).toBe(
			'activeContexts: [0].timeToLive needs timeToLiveInSeconds 5–86400 and turnsToLive 1–20.'
		);
	} );
} );

describe( 'Lex V1 stand-in: errors', () => {
	const errors = {
		BadRequest: BadRequestException,
		Conflict: ConflictException,
		InternalFailure: InternalFailureException,
		LimitExceeded: LimitExceededException,
		NotFound: NotFoundException,
		BadGateway: BadGatewayException,
		DependencyFailed: DependencyFailedException,
		LoopDetected: LoopDetectedException,
		NotAcceptable: NotAcceptableException,
		RequestTimeout: RequestTimeoutException,
		UnsupportedMediaType: UnsupportedMediaTypeException,
	};

	it.each( Object.entries( errors ) )(
		"delivers a %s fault as the SDK's typed exception",
		async ( fault, type ) => {
			const client = lexV1Client(
				services.urls,
				cognitoCredentials( services.urls )
			);
			await armFault( services.urls[ 'lex-runtime-v1' ], {
				operation: 'PostText',
				fault,
			} );
			const error = await rejectionOf( say( client, newUser(), 'hi' ) );
			expect( error ).toBeInstanceOf( type );
			expect( error ).toMatchObject( { message: expect.any( String ) } );
		}
	);

	it( 'gives LimitExceeded a retry-after value', async () => {
		const client = lexV1Client(
			services.urls,
			cognitoCredentials( services.urls )
		);
		await armFault( services.urls[ 'lex-runtime-v1' ], {
			operation: 'PostText',
			fault: 'LimitExceeded',
		} );
		await expect( say( client, newUser(), 'hi' ) ).rejects.toMatchObject( {
			retryAfterSeconds: '2',
		} );
	} );

	it( 'answers an unknown bot with NotFoundException', async () => {
		const client = lexV1Client(
			services.urls,
			cognitoCredentials( services.urls )
		);
		await expect(
			client.send(
				new PostTextCommand( {
					botName: 'UNKNOWNBOT',
					botAlias: 'live',
					userId: newUser(),
					inputText: 'hi',
				} )
			)
		).rejects.toBeInstanceOf( NotFoundException );
	} );

	it( 'refuses a user id Lex would refuse', async () => {
		const client = lexV1Client(
			services.urls,
			cognitoCredentials( services.urls )
		);
		await expect( say( client, 'x', 'hi' ) ).rejects.toBeInstanceOf(
			BadRequestException
		);
	} );

	it( 'answers a second call for a busy user with ConflictException', async () => {
		const url = services.urls[ 'lex-runtime-v1' ];
		const client = lexV1Client(
			services.urls,
			cognitoCredentials( services.urls )
		);
		const userId = newUser();
		await fetch( `${ url }__calls`, { method: 'DELETE' } );
		await armFault( url, { operation: 'PostText', fault: 'hang' } );
		const abort = new AbortController();
		const first = client.send(
			new PostTextCommand( { ...V1_BOT, userId, inputText: 'hi' } ),
			{
				abortSignal: abort.signal,
			}
		);
		await untilCalled( url, 'PostText' );

		await expect( say( client, userId, 'hi' ) ).rejects.toBeInstanceOf(
			ConflictException
		);

		abort.abort();
		await expect( first ).rejects.toMatchObject( { name: 'AbortError' } );
		// Once the stand-in sees the client leave, the session is free again.
		await expect(
			retryWhile( ConflictException, () => say( client, userId, 'hi' ) )
		).resolves.toMatchObject( { dialogState: 'ElicitSlot' } );
	} );

	it( 'refuses a call signed with credentials it did not issue', async () => {
		const client = lexV1Client( services.urls, {
			accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
			secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
		} );
		await expect( say( client, newUser(), 'hi' ) ).rejects.toMatchObject( {
			name: 'UnrecognizedClientException',
			$metadata: { httpStatusCode: 403 },
		} );
	} );

	it( 'can refuse as if the token had expired', async () => {
		const client = lexV1Client(
			services.urls,
			cognitoCredentials( services.urls )
		);
		await armFault( services.urls[ 'lex-runtime-v1' ], {
			operation: 'PostText',
			fault: 'expiredCredentials',
		} );
		await expect( say( client, newUser(), 'hi' ) ).rejects.toMatchObject( {
			name: 'ExpiredTokenException',
		} );
	} );
} );
