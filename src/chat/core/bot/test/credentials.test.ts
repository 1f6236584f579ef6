/** @jest-environment node */

/**
 * External dependencies
 */
import { fromCognitoIdentityPool } from '@aws-sdk/credential-provider-cognito-identity';

/**
 * Internal dependencies
 */
import { memoryIdentityCache } from '../../test/memory-storage';
import {
	createCognitoCredentials,
	credentialsFromSettings,
	identityCacheKey,
	identityPoolFor,
	identityRegionFor,
	regionFor,
	type CognitoCredentialsOptions,
} from '../credentials';

const POOL = 'us-east-1:00000000-0000-4000-8000-000000000000';

/** 'hang' is a Cognito that never answers. */
type Answer = Record< string, unknown > | Error | 'hang';

/**
 * The SDK's real provider, talking to a Cognito client that answers GetId
 * and GetCredentialsForIdentity from the given lists (in order).
 *
 * @param answers                What each operation answers, call by call.
 * @param answers.getId          GetId answers.
 * @param answers.getCredentials GetCredentialsForIdentity answers.
 */
function sdkWithCognito( answers: {
	getId: Answer[];
	getCredentials: Answer[];
} ) {
	const calls: string[] = [];
	const client = {
		send: async ( command: { input: Record< string, unknown > } ) => {
			const isGetId = 'IdentityPoolId' in command.input;
			calls.push( isGetId ? 'GetId' : 'GetCredentialsForIdentity' );
			const answer = (
				isGetId ? answers.getId : answers.getCredentials
			).shift();
			if ( answer instanceof Error ) {
				throw answer;
			}
			if ( answer === 'hang' ) {
				return new Promise( () => undefined );
			}
			return answer ?? {};
		},
	};
	const fromPool: CognitoCredentialsOptions[ 'fromPool' ] = ( parameters ) =>
		fromCognitoIdentityPool( {
			...parameters,
			client: client as unknown as Parameters<
				typeof fromCognitoIdentityPool
			>[ 0 ][ 'client' ],
		} );
	return { calls, fromPool };
}

const CREDENTIALS = {
	Credentials: {
		AccessKeyId: 'ASIAEXAMPLE',
		SecretKey: 'secret',
		SessionToken: 'token',
		Expiration: new Date( Date.now() + 3_600_000 ),
	},
};

function serviceError( name: string ) {
	return Object.assign( new Error( `${ name } message` ), {
		name,
		$metadata: { httpStatusCode: 400 },
	} );
}

const options = (
	extra: Partial< CognitoCredentialsOptions > = {}
): CognitoCredentialsOptions => ( {
	identityPoolId: POOL,
	clientConfig: { region: 'us-east-1' },
	...extra,
} );

describe( 'createCognitoCredentials', () => {
	it( 'fails with "IdentityPoolId is required" without a pool', () => {
		expect( () =>
			createCognitoCredentials( options( { identityPoolId: '' } ) )
		).toThrow( new Error( 'IdentityPoolId is required' ) );
	} );

	it( 'fails with "Region is missing" without a region', () => {
		expect( () =>
			createCognitoCredentials(
				options( { clientConfig: { region: '' } } )
			)
		).toThrow( new Error( 'Region is missing' ) );
	} );

	it( 'resolves credentials and caches the identity id under the SDK key for ANONYMOUS', async () => {
		const cache = memoryIdentityCache();
		const sdk = sdkWithCognito( {
			getId: [ { IdentityId: 'us-east-1:abc' } ],
			getCredentials: [ CREDENTIALS ],
		} );
		const provider = createCognitoCredentials(
			options( { cache, fromPool: sdk.fromPool } )
		);
		await expect( provider() ).resolves.toMatchObject( {
			identityId: 'us-east-1:abc',
			accessKeyId: 'ASIAEXAMPLE',
			secretAccessKey: 'secret',
			sessionToken: 'token',
		} );
		expect( Object.fromEntries( cache.items ) ).toEqual( {
			[ identityCacheKey( POOL, 'ANONYMOUS' ) ]: 'us-east-1:abc',
		} );
		expect( identityCacheKey( POOL, 'ANONYMOUS' ) ).toBe(
			`aws:cognito-identity-credentials:${ POOL }:ANONYMOUS`
		);
	} );

	it.each( [
		[ 'no identity ID', { getId: [ {} ], getCredentials: [] } ],
		[
			'no credentials',
			{
				getId: [ { IdentityId: 'us-east-1:a' } ],
				getCredentials: [ {} ],
			},
		],
		[
			'no access key ID',
			{
				getId: [ { IdentityId: 'us-east-1:a' } ],
				getCredentials: [ { Credentials: { SecretKey: 's' } } ],
			},
		],
		[
			'no secret key',
			{
				getId: [ { IdentityId: 'us-east-1:a' } ],
				getCredentials: [ { Credentials: { AccessKeyId: 'A' } } ],
			},
		],
	] )(
		'passes on "Response from Amazon Cognito contained %s" and forgets the identity',
		async ( what, answers ) => {
			const cache = memoryIdentityCache();
			const sdk = sdkWithCognito( answers );
			const provider = createCognitoCredentials(
				options( { cache, fromPool: sdk.fromPool } )
			);
			await expect( provider() ).rejects.toThrow(
				`Response from Amazon Cognito contained ${ what }`
			);
			expect( cache.items.size ).toBe( 0 );
		}
	);

	it.each( [
		'ResourceNotFoundException',
		'NotAuthorizedException',
		'ExpiredTokenException',
	] )( 'after %s starts once more with a fresh identity', async ( name ) => {
		const cache = memoryIdentityCache();
		cache.items.set(
			identityCacheKey( POOL, 'ANONYMOUS' ),
			'us-east-1:stale'
		);
		const sdk = sdkWithCognito( {
			getId: [ { IdentityId: 'us-east-1:fresh' } ],
			getCredentials: [ serviceError( name ), CREDENTIALS ],
		} );
		const provider = createCognitoCredentials(
			options( { cache, fromPool: sdk.fromPool } )
		);
		await expect( provider() ).resolves.toMatchObject( {
			identityId: 'us-east-1:fresh',
		} );
		expect( sdk.calls ).toEqual( [
			'GetCredentialsForIdentity',
			'GetId',
			'GetCredentialsForIdentity',
		] );
		expect( [ ...cache.items.values() ] ).toEqual( [ 'us-east-1:fresh' ] );
	} );

	it( 'retries only once', async () => {
		const cache = memoryIdentityCache();
		const sdk = sdkWithCognito( {
			getId: [
				serviceError( 'NotAuthorizedException' ),
				serviceError( 'NotAuthorizedException' ),
			],
			getCredentials: [],
		} );
		const provider = createCognitoCredentials(
			options( { cache, fromPool: sdk.fromPool } )
		);
		await expect( provider() ).rejects.toThrow(
			'NotAuthorizedException message'
		);
		expect( sdk.calls ).toEqual( [ 'GetId', 'GetId' ] );
	} );

	it( 'ends a Cognito that never answers in "The request timed out.", and the next lookup starts afresh', async () => {
		const sdk = sdkWithCognito( {
			getId: [ 'hang', { IdentityId: 'us-east-1:late' } ],
			getCredentials: [ CREDENTIALS ],
		} );
		const provider = createCognitoCredentials(
			options( { fromPool: sdk.fromPool, timeoutMs: 50 } )
		);
		await expect( provider() ).rejects.toThrow( 'The request timed out.' );
		await expect( provider() ).resolves.toMatchObject( {
			identityId: 'us-east-1:late',
		} );
		expect( sdk.calls ).toEqual( [
			'GetId',
			'GetId',
			'GetCredentialsForIdentity',
		] );
	} );

	it( 'does not retry other errors, but still forgets the identity', async () => {
		const cache = memoryIdentityCache();
		cache.items.set( identityCacheKey( POOL, '42' ), 'us-east-1:known' );
		const sdk = sdkWithCognito( {
			getId: [],
			getCredentials: [ serviceError( 'InvalidParameterException' ) ],
		} );
		const provider = createCognitoCredentials(
			options( { cache, fromPool: sdk.fromPool, userIdentifier: '42' } )
		);
		await expect( provider() ).rejects.toThrow(
			'InvalidParameterException message'
		);
		expect( sdk.calls ).toEqual( [ 'GetCredentialsForIdentity' ] );
		expect( cache.items.size ).toBe( 0 );
	} );

	it( 'passes the region and, when set, the endpoint to the SDK', () => {
		const seen: unknown[] = [];
		createCognitoCredentials(
			options( {
				clientConfig: {
					region: 'eu-west-1',
					endpoint: 'http://127.0.0.1:9100/',
				},
				fromPool: ( parameters ) => {
					seen.push( parameters.clientConfig );
					return async () => ( {
						accessKeyId: 'a',
						secretAccessKey: 'b',
						identityId: 'c',
					} );
				},
			} )
		);
		expect( seen ).toEqual( [
			{ region: 'eu-west-1', endpoint: 'http://127.0.0.1:9100/' },
		] );
	} );
} );

describe( 'credentials from settings', () => {
	const settings = {
		environment: 'production',
		identity_pool_production: POOL,
		identity_pool_development:
			'us-east-1:11111111-0000-4000-8000-000000000000',
		region: '',
		cognito_endpoint: '',
	};

	it( 'picks the pool by environment', () => {
		expect( identityPoolFor( settings ) ).toBe( POOL );
		expect(
			identityPoolFor( { ...settings, environment: 'development' } )
		).toBe( settings.identity_pool_development );
	} );

	it( 'defaults the region to us-east-1', () => {
		expect( regionFor( settings ) ).toBe( 'us-east-1' );
		expect( regionFor( { region: 'eu-central-1' } ) ).toBe(
			'eu-central-1'
		);
	} );

	it( 'calls Amazon Cognito in the region of the environment’s pool, whatever the bot’s region', () => {
		const seen: unknown[] = [];
		const fromPool: CognitoCredentialsOptions[ 'fromPool' ] = (
			parameters
		) => {
			seen.push( parameters.clientConfig );
			return async () => ( {
				accessKeyId: 'a',
				secretAccessKey: 'b',
				identityId: 'c',
			} );
		};
		const split = {
			...settings,
			identity_pool_production:
				'eu-west-1:22222222-0000-4000-8000-000000000000',
			identity_pool_development:
				'ap-southeast-2:33333333-0000-4000-8000-000000000000',
			region: 'us-west-2',
		};
		credentialsFromSettings( split, { fromPool } );
		credentialsFromSettings(
			{ ...split, environment: 'development' },
			{ fromPool }
		);
		expect( seen ).toEqual( [
			{ region: 'eu-west-1' },
			{ region: 'ap-southeast-2' },
		] );
		expect( identityRegionFor( split ) ).toBe( 'eu-west-1' );
		// The bot stays in the region setting.
		expect( regionFor( split ) ).toBe( 'us-west-2' );
		// A pool id without a region prefix falls back to the setting.
		expect(
			identityRegionFor( {
				...split,
				identity_pool_production: 'not-a-pool',
			} )
		).toBe( 'us-west-2' );
	} );

	it( 'uses real AWS when the endpoint setting is empty', () => {
		const seen: unknown[] = [];
		credentialsFromSettings( settings, {
			fromPool: ( parameters ) => {
				seen.push( parameters );
				return async () => ( {
					accessKeyId: 'a',
					secretAccessKey: 'b',
					identityId: 'c',
				} );
			},
		} );
		expect( seen ).toMatchObject( [
			{
				identityPoolId: POOL,
				clientConfig: { region: 'us-east-1' },
				userIdentifier: 'ANONYMOUS',
			},
		] );
		expect( seen[ 0 ] ).not.toHaveProperty( 'clientConfig.endpoint' );
	} );

	it( 'says "Credentials are not configured" without a pool for the environment', () => {
		expect( () =>
			credentialsFromSettings( {
				...settings,
				identity_pool_production: '  ',
			} )
		).toThrow( new Error( 'Credentials are not configured' ) );
	} );
} );
