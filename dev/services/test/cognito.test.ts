/* @jest-environment node */
/**
 * Cognito Identity stand-in, through the SDK's fromCognitoIdentityPool.
 */
import { fromCognitoIdentity } from '@aws-sdk/credential-provider-cognito-identity';

/**
 * Internal dependencies
 */
import { COGNITO_ERRORS } from '../cognito/catalogue';
import { EMPTY_ANSWERS } from '../cognito/empty-answers';
import { startServices, type RunningServices } from '../start-services';
import {
	armFault,
	clearFaults,
	cognitoCredentials,
	loggedCalls,
	POOL_ID,
	REGION,
	UNKNOWN_POOL_ID,
} from './support';

let services: RunningServices;
const TTL_SECONDS = 900;

beforeAll( async () => {
	services = await startServices( {
		basePort: 0,
		credentialTtlSeconds: TTL_SECONDS,
	} );
} );
afterAll( () => services.close() );
afterEach( () => clearFaults( services.urls[ 'cognito-identity' ] ) );

describe( 'Cognito Identity stand-in', () => {
	it( 'issues an unauthenticated identity and temporary credentials', async () => {
		const before = Date.now();
		const credentials = await cognitoCredentials( services.urls )();

		expect( credentials.identityId ).toMatch(
			/^us-east-1:[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/
		);
		expect( credentials.accessKeyId ).toMatch( /^ASIA[A-Z2-7]{16}$/ );
		expect( credentials.secretAccessKey ).toBeTruthy();
		expect( credentials.sessionToken ).toBeTruthy();
		const expiresIn = ( credentials.expiration?.getTime() ?? 0 ) - before;
		expect( expiresIn ).toBeGreaterThan( ( TTL_SECONDS - 5 ) * 1000 );
		expect( expiresIn ).toBeLessThan( ( TTL_SECONDS + 5 ) * 1000 );
	} );

	it( 'answers both operations by X-Amz-Target and logs them', async () => {
		const url = services.urls[ 'cognito-identity' ];
		await fetch( `${ url }__calls`, { method: 'DELETE' } );
		await cognitoCredentials( services.urls )();

		const operations = ( await loggedCalls( url ) ).map(
			( call ) => call.operation
		);
		expect( operations ).toEqual( [
			'GetId',
			'GetCredentialsForIdentity',
		] );
	} );

	it( 'refuses an identity pool that does not exist', async () => {
		await expect(
			cognitoCredentials( services.urls, UNKNOWN_POOL_ID )()
		).rejects.toMatchObject( {
			name: 'ResourceNotFoundException',
			message: `IdentityPool '${ UNKNOWN_POOL_ID }' not found.`,
			$metadata: { httpStatusCode: 404 },
		} );
	} );

	it( 'refuses a malformed pool id as AWS validates it', async () => {
		await expect(
			cognitoCredentials( services.urls, 'us-east-1_UserPool' )()
		).rejects.toMatchObject( {
			name: 'ValidationException',
			message: expect.stringContaining(
				'Member must satisfy regular expression pattern: [\\w-]+:[0-9a-f-]+'
			),
		} );
	} );

	it( 'refuses credentials for an identity it never issued', async () => {
		const identityId = 'us-east-1:11111111-2222-4333-8444-555555555555';
		const provider = fromCognitoIdentity( {
			identityId,
			clientConfig: {
				region: REGION,
				endpoint: services.urls[ 'cognito-identity' ],
				maxAttempts: 1,
			},
		} );
		await expect( provider() ).rejects.toMatchObject( {
			name: 'ResourceNotFoundException',
			message: `Identity '${ identityId }' not found.`,
		} );
	} );

	it.each( Object.entries( COGNITO_ERRORS ) )(
		'delivers a %s fault as that AWS error',
		async ( name, entry ) => {
			await armFault( services.urls[ 'cognito-identity' ], {
				operation: 'GetId',
				fault: name,
			} );
			await expect(
				cognitoCredentials( services.urls )()
			).rejects.toMatchObject( {
				name,
				$metadata: { httpStatusCode: entry.status },
			} );
		}
	);

	it.each(
		Object.entries( EMPTY_ANSWERS ).flatMap( ( [ operation, faults ] ) =>
			Object.entries( faults ).map( ( [ fault, message ] ) => [
				fault,
				operation,
				message,
			] )
		)
	)(
		'answers a %s fault on %s with a well-formed answer the SDK calls "%s"',
		async ( fault, operation, message ) => {
			await armFault( services.urls[ 'cognito-identity' ], {
				operation,
				fault,
			} );
			await expect(
				cognitoCredentials( services.urls )()
			).rejects.toMatchObject( {
				name: 'CredentialsProviderError',
				message,
			} );
			// Used up: the next lookup works.
			await expect(
				cognitoCredentials( services.urls )()
			).resolves.toMatchObject( { accessKeyId: expect.any( String ) } );
		}
	);

	it( 'fails only the next call of the armed operation', async () => {
		await armFault( services.urls[ 'cognito-identity' ], {
			operation: 'GetCredentialsForIdentity',
			fault: 'TooManyRequests',
		} );
		await expect(
			cognitoCredentials( services.urls )()
		).rejects.toMatchObject( {
			name: 'TooManyRequestsException',
		} );
		await expect(
			cognitoCredentials( services.urls )()
		).resolves.toMatchObject( {
			accessKeyId: expect.any( String ),
		} );
	} );

	it( 'can answer with HTTP 500 or malformed JSON', async () => {
		const url = services.urls[ 'cognito-identity' ];
		await armFault( url, { operation: 'GetId', fault: 'http500' } );
		await expect(
			cognitoCredentials( services.urls )()
		).rejects.toMatchObject( {
			$metadata: { httpStatusCode: 500 },
		} );
		await armFault( url, { operation: 'GetId', fault: 'malformedJson' } );
		await expect(
			cognitoCredentials( services.urls )()
		).rejects.toBeInstanceOf( Error );
	} );

	it( 'rejects unknown operations', async () => {
		const response = await fetch( services.urls[ 'cognito-identity' ], {
			method: 'POST',
			headers: {
				'content-type': 'application/x-amz-json-1.1',
				'x-amz-target': 'AWSCognitoIdentityService.ListIdentityPools',
			},
			body: '{}',
		} );
		expect( response.status ).toBe( 400 );
		expect( await response.json() ).toMatchObject( {
			__type: 'UnknownOperationException',
		} );
	} );

	it( 'uses the pool region in the identity id', async () => {
		const credentials = await cognitoCredentials(
			services.urls,
			POOL_ID.replace( 'us-east-1', 'eu-west-2' )
		)();
		expect( credentials.identityId ).toMatch( /^eu-west-2:/ );
	} );
} );
