/** @jest-environment node */

/**
 * Every fault the stand-ins can inject, seen from the chat: the spec's
 * message in the transcript, the input unlocked, and the chat still working.
 */

/**
 * Internal dependencies
 */
import { identityCacheKey } from '../bot/credentials';
import type { Conversation } from '../conversation';
import type { TranscriptEntry } from '../conversation/transcript';
import {
	armFault,
	callCounts,
	lexUrl,
	memoryIdentityCache,
	POOL_ID,
	standInChat,
	UNKNOWN_POOL_ID,
} from './stand-in-chat';
import { setUpStandIns } from './stand-in-services';

const standIns = setUpStandIns();

const GREETING =
	"Hi! I'm the careers assistant. I can help you find a job that suits you.";

const lastEntry = ( conversation: Conversation ): TranscriptEntry => {
	const { entries } = conversation.getState();
	return entries[ entries.length - 1 ];
};

/**
 * Sends 'help' and tells what came back: the bot's answer, input unlocked.
 *
 * @param conversation The conversation.
 */
async function answersHelp( conversation: Conversation ) {
	await conversation.send( 'help' );
	return {
		kind: lastEntry( conversation ).kind,
		busy: conversation.getState().busy,
	};
}

const WORKING = { kind: 'bot', busy: false };

/**
 * Sends 'Hi' and returns the turn: the last two entries and the flags.
 *
 * @param conversation The conversation.
 */
async function sayHi( conversation: Conversation ) {
	await conversation.send( 'Hi' );
	const { entries, busy, typing } = conversation.getState();
	return { entries: entries.slice( -2 ), busy, typing };
}

/**
 * The turn `sayHi` returns when the bot call fails with `message`.
 *
 * @param message What goes between 'Error:  ' and the console hint.
 */
const failedTurn = ( message: string ) => ( {
	entries: [
		{ kind: 'user', text: 'Hi' },
		{
			kind: 'error',
			text: `Error:  ${ message } (see console for details)`,
			failedText: 'Hi',
		},
	],
	// The input is unlocked.
	busy: false,
	typing: false,
} );

describe.each( [
	{
		version: 'v2' as const,
		operation: 'RecognizeText',
		errors: {
			AccessDeniedException:
				'User is not authorized to perform: lex:RecognizeText',
			ConflictException:
				'There is a request in progress for this session. Try again after it completes.',
			InternalServerException: 'An internal server error occurred.',
			ResourceNotFoundException: 'The requested resource was not found.',
			ValidationException: 'The request is not valid.',
			BadGatewayException: 'The bot returned an invalid response.',
			DependencyFailedException:
				'Invalid Lambda Response: the code hook failed.',
		},
		throttling: { fault: 'ThrottlingException', message: 'Rate exceeded' },
		malformed: 'Unexpected Lex V2 response format.',
	},
	{
		version: 'v1' as const,
		operation: 'PostText',
		errors: {
			BadRequestException: 'The request is not valid.',
			ConflictException:
				'There is a request in progress for this user. Try again after it completes.',
			InternalFailureException: 'An internal failure occurred.',
			NotFoundException: 'The requested resource was not found.',
			BadGatewayException: 'The bot returned an invalid response.',
			DependencyFailedException:
				'Invalid Lambda Response: the code hook failed.',
			LoopDetectedException:
				'A loop was detected in the Lambda function.',
			NotAcceptableException:
				'The accept header in the request does not have a valid value.',
			RequestTimeoutException: 'The input speech is too long.',
			UnsupportedMediaTypeException:
				'The Content-Type header has an invalid value.',
		},
		throttling: {
			fault: 'LimitExceededException',
			message: 'Request limit exceeded',
		},
		malformed: 'No response received from Lex.',
	},
] )(
	'Lex $version faults',
	( { version, operation, errors, throttling, malformed } ) => {
		const lex = () => lexUrl( standIns.urls, version );

		it.each( Object.entries( errors ) )(
			'%s shows its message, and retrying the message works',
			async ( fault, message ) => {
				const { conversation } = standInChat( standIns.urls, {
					version,
				} );
				await armFault( lex(), { operation, fault } );
				expect( await sayHi( conversation ) ).toMatchObject(
					failedTurn( message )
				);

				const failed = lastEntry( conversation );
				expect( await conversation.retry( failed.id ) ).toBe( true );
				const { entries } = conversation.getState();
				expect(
					entries.some( ( entry ) => entry.kind === 'error' )
				).toBe( false );
				expect( entries[ 1 ] ).toMatchObject( {
					kind: 'bot',
					message: { text: GREETING },
				} );
			}
		);

		it( 'retries a throttled call after the retry-after time, once per message', async () => {
			const chat = standInChat( standIns.urls, { version } );
			await armFault( lex(), { operation, fault: throttling.fault } );
			await chat.conversation.send( 'Hi' );
			expect( lastEntry( chat.conversation ).kind ).toBe( 'bot' );
			// The stand-in asks for 2 seconds.
			expect( chat.sleeps[ 0 ] ).toBe( 2000 );
			expect( await callCounts( lex() ) ).toEqual( { [ operation ]: 2 } );
		} );

		it( 'gives up on throttling after three retries with the message', async () => {
			const chat = standInChat( standIns.urls, { version } );
			await armFault( lex(), {
				operation,
				fault: throttling.fault,
				count: 4,
			} );
			expect( await sayHi( chat.conversation ) ).toMatchObject(
				failedTurn( throttling.message )
			);
			expect( chat.sleeps.slice( 0, 3 ) ).toEqual( [ 2000, 2000, 2000 ] );
			expect( await callCounts( lex() ) ).toEqual( { [ operation ]: 4 } );
			expect( await answersHelp( chat.conversation ) ).toEqual( WORKING );
		} );

		it( 'an HTTP 500 shows a message and the chat keeps working', async () => {
			const { conversation } = standInChat( standIns.urls, { version } );
			await armFault( lex(), { operation, fault: 'http500' } );
			expect( await sayHi( conversation ) ).toMatchObject(
				failedTurn( 'Internal Server Error' )
			);
			expect( await answersHelp( conversation ) ).toEqual( WORKING );
		} );

		it( 'a hanging call times out with a message and the chat keeps working', async () => {
			const { conversation } = standInChat( standIns.urls, { version } );
			await armFault( lex(), { operation, fault: 'hang' } );
			expect( await sayHi( conversation ) ).toMatchObject(
				failedTurn( 'The request timed out.' )
			);
			expect( await answersHelp( conversation ) ).toEqual( WORKING );
		} );

		it( `a malformed reply says "${ malformed }"`, async () => {
			const { conversation } = standInChat( standIns.urls, { version } );
			await armFault( lex(), { operation, fault: 'malformedJson' } );
			expect( await sayHi( conversation ) ).toMatchObject(
				failedTurn( malformed )
			);
			expect( await answersHelp( conversation ) ).toEqual( WORKING );
		} );

		it( 'expired credentials are replaced once without the candidate noticing', async () => {
			const chat = standInChat( standIns.urls, { version } );
			await chat.conversation.send( 'Hi' );
			await armFault( lex(), { operation, fault: 'expiredCredentials' } );
			await chat.conversation.send( 'Austin, TX' );
			expect( lastEntry( chat.conversation ) ).toMatchObject( {
				kind: 'bot',
			} );
			// New credentials for the same cached identity.
			expect(
				await callCounts( standIns.urls[ 'cognito-identity' ] )
			).toEqual( {
				GetId: 1,
				GetCredentialsForIdentity: 2,
			} );
		} );

		it( 'credentials that stay expired show the message, then the chat works', async () => {
			const { conversation } = standInChat( standIns.urls, { version } );
			await armFault( lex(), {
				operation,
				fault: 'expiredCredentials',
				count: 2,
			} );
			expect( await sayHi( conversation ) ).toMatchObject(
				failedTurn(
					'The security token included in the request is expired'
				)
			);
			expect( await answersHelp( conversation ) ).toEqual( WORKING );
		} );

		it( 'a client clock off by 15 minutes is corrected', async () => {
			const { conversation } = standInChat( standIns.urls, { version } );
			await armFault( lex(), { operation, fault: 'clockSkew' } );
			await conversation.send( 'Hi' );
			expect( conversation.getState().entries[ 1 ] ).toMatchObject( {
				kind: 'bot',
				message: { text: GREETING },
			} );
		} );
	}
);

describe( 'credential faults', () => {
	const cognito = () => standIns.urls[ 'cognito-identity' ];

	it.each( [
		[ 'InvalidParameterException', 'A parameter is not valid.' ],
		[
			'LimitExceededException',
			'The limit for identities in this pool has been reached.',
		],
		[
			'ResourceConflictException',
			'The identity is already linked to another user.',
		],
		[
			'ExternalServiceException',
			'An exception was thrown by a third-party identity provider.',
		],
		[
			'InvalidIdentityPoolConfigurationException',
			'Invalid identity pool configuration. Check assigned IAM roles for this pool.',
		],
		[
			'DeveloperUserAlreadyRegisteredException',
			'The developer user is already registered with Cognito.',
		],
		[
			'ConcurrentModificationException',
			'Another update to this resource is in progress.',
		],
	] )(
		'GetId %s shows its message; the next message works',
		async ( fault, message ) => {
			const { conversation } = standInChat( standIns.urls, {
				version: 'v2',
				// Room for the SDK's own backoff between Cognito attempts.
				botDeps: { timeoutMs: 15_000 },
			} );
			// The SDK's own Cognito client tries three times when it classes
			// the error as throttling (LimitExceeded); the others fail at once.
			await armFault( cognito(), {
				operation: 'GetId',
				fault,
				count: 3,
			} );
			expect( await sayHi( conversation ) ).toMatchObject(
				failedTurn( message )
			);
			await standIns.clear();
			expect( await answersHelp( conversation ) ).toEqual( WORKING );
		}
	);

	it.each( [ 'NotAuthorizedException', 'ResourceNotFoundException' ] )(
		'GetCredentialsForIdentity %s is retried once with a fresh identity',
		async ( fault ) => {
			const cache = memoryIdentityCache();
			const { conversation } = standInChat( standIns.urls, {
				version: 'v2',
				cache,
			} );
			await armFault( cognito(), {
				operation: 'GetCredentialsForIdentity',
				fault,
			} );
			await conversation.send( 'Hi' );
			expect( lastEntry( conversation ).kind ).toBe( 'bot' );
			expect( await callCounts( cognito() ) ).toEqual( {
				GetId: 2,
				GetCredentialsForIdentity: 2,
			} );
		}
	);

	it( 'removes a cached identity Cognito no longer knows and starts a new one', async () => {
		const cache = memoryIdentityCache();
		const key = identityCacheKey( POOL_ID, 'ANONYMOUS' );
		const stale = 'us-east-1:0badc0de-0000-4000-8000-000000000000';
		cache.items.set( key, stale );
		const { conversation } = standInChat( standIns.urls, {
			version: 'v1',
			cache,
		} );
		await conversation.send( 'Hi' );
		expect( lastEntry( conversation ).kind ).toBe( 'bot' );
		expect( cache.items.get( key ) ).toMatch( /^us-east-1:/ );
		expect( cache.items.get( key ) ).not.toBe( stale );
	} );

	it( 'removes the cached identity on any credential failure', async () => {
		const cache = memoryIdentityCache();
		const chat = standInChat( standIns.urls, { version: 'v2', cache } );
		const key = identityCacheKey( POOL_ID, 'ANONYMOUS' );
		cache.items.set(
			key,
			'us-east-1:0badc0de-0000-4000-8000-000000000001'
		);
		await armFault( cognito(), {
			operation: 'GetCredentialsForIdentity',
			fault: 'InvalidParameterException',
		} );
		expect( await sayHi( chat.conversation ) ).toMatchObject(
			failedTurn( 'A parameter is not valid.' )
		);
		expect( cache.items.has( key ) ).toBe( false );
	} );

	it( 'caches the identity per signed-in candidate, ANONYMOUS otherwise', async () => {
		const cache = memoryIdentityCache();
		const { conversation } = standInChat( standIns.urls, {
			version: 'v2',
			cache,
			botDeps: { userIdentifier: '4242' },
		} );
		await conversation.send( 'Hi' );
		expect( [ ...cache.items.keys() ] ).toEqual( [
			identityCacheKey( POOL_ID, '4242' ),
		] );
	} );

	it( 'an unknown identity pool shows Cognito’s message', async () => {
		const { conversation } = standInChat( standIns.urls, {
			version: 'v2',
			settings: { identity_pool_production: UNKNOWN_POOL_ID },
		} );
		expect( await sayHi( conversation ) ).toMatchObject(
			failedTurn( `IdentityPool '${ UNKNOWN_POOL_ID }' not found.` )
		);
	} );

	it( 'no identity pool for the environment says "Credentials are not configured"', async () => {
		const { conversation } = standInChat( standIns.urls, {
			version: 'v2',
			settings: { environment: 'development' },
		} );
		expect( await sayHi( conversation ) ).toMatchObject(
			failedTurn( 'Credentials are not configured' )
		);
	} );

	it( 'uses the development pool in development', async () => {
		const { conversation } = standInChat( standIns.urls, {
			version: 'v1',
			settings: {
				environment: 'development',
				identity_pool_production: '',
				identity_pool_development: POOL_ID,
			},
		} );
		await conversation.send( 'Hi' );
		expect( lastEntry( conversation ).kind ).toBe( 'bot' );
	} );
} );
