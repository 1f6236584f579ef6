/** @jest-environment node */

/**
 * What the bot client loader fetches, and when: nothing before the first
 * message, then only the configured Lex version (and the Cognito provider).
 */

/**
 * External dependencies
 */
import { NodeHttpHandler } from '@smithy/node-http-handler';

/**
 * Internal dependencies
 */
import { botSettings, callCounts, lexUrl } from '../../test/stand-in-chat';
import { setUpStandIns } from '../../test/stand-in-services';
import {
	BOT_NOT_CONFIGURED,
	createBotClientFactory,
	preloadBotClient,
} from '../load-bot-client';

const mockLoaded: string[] = [];

jest.mock( '@aws-sdk/client-lex-runtime-v2', () => {
	mockLoaded.push( 'lex-runtime-v2' );
	return jest.requireActual( '@aws-sdk/client-lex-runtime-v2' );
} );
jest.mock( '@aws-sdk/client-lex-runtime-service', () => {
	mockLoaded.push( 'lex-runtime-service' );
	return jest.requireActual( '@aws-sdk/client-lex-runtime-service' );
} );
jest.mock( '@aws-sdk/credential-provider-cognito-identity', () => {
	mockLoaded.push( 'credential-provider-cognito-identity' );
	return jest.requireActual(
		'@aws-sdk/credential-provider-cognito-identity'
	);
} );

const standIns = setUpStandIns();

beforeEach( () => {
	mockLoaded.length = 0;
	jest.resetModules();
} );

const deps = {
	sleep: async () => undefined,
	sdkClientConfig: { requestHandler: new NodeHttpHandler() },
};

const hello = { text: 'Hi', sessionAttributes: {} };

/** Each Lex version, the SDK package the mocks record for it, and its call. */
const VERSIONS = [
	[ 'v2', 'lex-runtime-v2', 'RecognizeText' ],
	[ 'v1', 'lex-runtime-service', 'PostText' ],
] as const;

it.each( VERSIONS )(
	'Lex %s: nothing is loaded before the first message, then only that version',
	async ( version, sdk, operation ) => {
		const factory = createBotClientFactory(
			botSettings( standIns.urls, version ),
			deps
		);
		const client = await factory( 'session-1' );
		expect( mockLoaded ).toEqual( [] );

		const reply = await client.send( hello );
		expect( reply.messages.length ).toBeGreaterThan( 0 );
		expect( [ ...mockLoaded ].sort() ).toEqual(
			[ sdk, 'credential-provider-cognito-identity' ].sort()
		);
		const lex = lexUrl( standIns.urls, version );
		expect( await callCounts( lex ) ).toEqual( { [ operation ]: 1 } );
	}
);

it.each( VERSIONS )(
	'Lex %s: opening the window fetches only that version and the credentials provider, and calls no AWS service',
	async ( version, sdk, operation ) => {
		const settings = botSettings( standIns.urls, version );
		await expect( preloadBotClient( settings ) ).resolves.toBe( true );
		expect( [ ...mockLoaded ].sort() ).toEqual(
			[ sdk, 'credential-provider-cognito-identity' ].sort()
		);
		const lex = lexUrl( standIns.urls, version );
		expect( await callCounts( lex ) ).toEqual( {} );
		expect(
			await callCounts( standIns.urls[ 'cognito-identity' ] )
		).toEqual( {} );

		// The first message uses what was fetched.
		const client = await createBotClientFactory(
			settings,
			deps
		)( 'session-1' );
		await client.send( hello );
		expect( mockLoaded ).toHaveLength( 2 );
		expect( await callCounts( lex ) ).toEqual( { [ operation ]: 1 } );
	}
);

it.each( [
	[ 'v2', { bot_id: '' } ],
	[ 'v1', { bot_alias: '' } ],
] as const )(
	'Lex %s without %p: opening the window fetches nothing',
	async ( version, missing ) => {
		await expect(
			preloadBotClient( botSettings( standIns.urls, version, missing ) )
		).resolves.toBe( false );
		expect( mockLoaded ).toEqual( [] );
	}
);

it( 'one SDK client and one identity serve every session of the page', async () => {
	const factory = createBotClientFactory(
		botSettings( standIns.urls, 'v2' ),
		deps
	);
	await ( await factory( 'session-a' ) ).send( hello );
	await ( await factory( 'session-b' ) ).send( hello );
	expect( await callCounts( standIns.urls[ 'cognito-identity' ] ) ).toEqual( {
		GetId: 1,
		GetCredentialsForIdentity: 1,
	} );
} );

it.each( [
	[ 'v2', { bot_id: '' } ],
	[ 'v2', { bot_alias_id: '' } ],
	[ 'v1', { bot_name: '' } ],
	[ 'v1', { bot_alias: '' } ],
] as const )(
	'Lex %s without %p says the bot is not configured',
	async ( version, missing ) => {
		const factory = createBotClientFactory(
			botSettings( standIns.urls, version, missing ),
			deps
		);
		await expect( ( await factory( 's' ) ).send( hello ) ).rejects.toThrow(
			BOT_NOT_CONFIGURED
		);
		expect( mockLoaded ).toEqual( [] );
	}
);

it.each( [
	[ 'v2', 'lex-runtime-v2', { text: 'Hi', requestAttributes: {} } ],
	[ 'v1', 'lex-runtime-v1', { requestAttributes: {}, activeContexts: [] } ],
] as const )(
	'Lex %s: app_id travels as the SDK’s app id, with the spec’s empty request fields',
	async ( version, service, details ) => {
		const factory = createBotClientFactory(
			{
				...botSettings( standIns.urls, version ),
				app_id: 'careers-site',
			},
			deps
		);
		await ( await factory( 'session-app-id' ) ).send( hello );
		const response = await fetch( `${ standIns.urls[ service ] }__calls` );
		const calls = ( await response.json() ) as {
			headers: Record< string, string >;
			details?: unknown;
		}[];
		expect( calls ).toHaveLength( 1 );
		// In Node the SDK puts its long form in User-Agent (a browser
		// cannot set that header, so it uses X-Amz-User-Agent).
		expect( calls[ 0 ].headers[ 'user-agent' ] ).toMatch(
			/(^| )app\/careers-site( |$)/
		);
		expect( calls[ 0 ].details ).toEqual( details );
	}
);

it( 'an app_id over 50 characters draws the SDK’s own warning (spec section 5)', async () => {
	const factory = createBotClientFactory(
		{ ...botSettings( standIns.urls, 'v2' ), app_id: 'x'.repeat( 51 ) },
		deps
	);
	const warn = jest.spyOn( console, 'warn' ).mockImplementation( () => {} );
	try {
		await ( await factory( 'session-long-app-id' ) ).send( hello );
		expect( warn ).toHaveBeenCalledWith(
			'The provided userAgentAppId exceeds the maximum length of 50 characters.'
		);
	} finally {
		warn.mockRestore();
	}
} );
