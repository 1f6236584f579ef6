/**
 * Cognito Identity stand-in: AWS JSON 1.1 at the service root,
 * `X-Amz-Target: AWSCognitoIdentityService.GetId` / `.GetCredentialsForIdentity`.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * Internal dependencies
 */
import {
	catalogueError,
	sendJson11Error,
	type AwsError,
} from '../lib/aws-errors';
import type { OperationFaults } from '../lib/faults';
import { isRecord, parseJson, readBody, sendJson } from '../lib/http';
import type { ServiceContext, ServiceHandler } from '../lib/service-server';
import { answerStandardFault } from '../lib/standard-faults';
import { COGNITO_ERRORS } from './catalogue';
import type { CredentialStore } from './credential-store';
import {
	emptyAnswer,
	emptyAnswerFaults,
	isEmptyAnswerFault,
} from './empty-answers';
import { AWS_ID_PATTERN, poolRegion } from './identity-pools';

const TARGET_PREFIX = 'AWSCognitoIdentityService.';
const CONTENT_TYPE = 'application/x-amz-json-1.1';

export const COGNITO_OPERATIONS: OperationFaults = {
	GetId: [
		...Object.keys( COGNITO_ERRORS ),
		...emptyAnswerFaults( 'GetId' ),
	],
	GetCredentialsForIdentity: [
		...Object.keys( COGNITO_ERRORS ),
		...emptyAnswerFaults( 'GetCredentialsForIdentity' ),
	],
};

type Answer =
	| { ok: true; body: Record< string, unknown > }
	| { ok: false; error: AwsError };

function validationError( field: string, value: unknown ): AwsError {
	const detail =
		value === undefined || value === null
			? `Value null at '${ field }' failed to satisfy constraint: Member must not be null`
			: `Value '${ String(
					value
				) }' at '${ field }' failed to satisfy constraint: Member must satisfy regular expression pattern: [\\w-]+:[0-9a-f-]+`;
	return {
		type: 'ValidationException',
		status: 400,
		message: `1 validation error detected: ${ detail }`,
	};
}

function hasLogins( input: Record< string, unknown > ): boolean {
	return isRecord( input.Logins ) && Object.keys( input.Logins ).length > 0;
}

function getId(
	input: Record< string, unknown >,
	store: CredentialStore
): Answer {
	const poolId = input.IdentityPoolId;
	if ( typeof poolId !== 'string' || ! AWS_ID_PATTERN.test( poolId ) ) {
		return {
			ok: false,
			error: validationError( 'identityPoolId', poolId ),
		};
	}
	const region = poolRegion( poolId );
	if ( ! region ) {
		return {
			ok: false,
			error: catalogueError(
				COGNITO_ERRORS,
				'ResourceNotFoundException',
				{
					message: `IdentityPool '${ poolId }' not found.`,
				}
			),
		};
	}
	if ( hasLogins( input ) ) {
		return {
			ok: false,
			error: catalogueError( COGNITO_ERRORS, 'NotAuthorizedException', {
				message:
					'Invalid login token. The stand-in supports unauthenticated identities only.',
			} ),
		};
	}
	return { ok: true, body: { IdentityId: store.createIdentity( region ) } };
}

function getCredentialsForIdentity(
	input: Record< string, unknown >,
	store: CredentialStore
): Answer {
	const identityId = input.IdentityId;
	if (
		typeof identityId !== 'string' ||
		! AWS_ID_PATTERN.test( identityId )
	) {
		return {
			ok: false,
			error: validationError( 'identityId', identityId ),
		};
	}
	if ( ! store.hasIdentity( identityId ) ) {
		return {
			ok: false,
			error: catalogueError(
				COGNITO_ERRORS,
				'ResourceNotFoundException',
				{
					message: `Identity '${ identityId }' not found.`,
				}
			),
		};
	}
	const issued = store.issue( identityId );
	return {
		ok: true,
		body: {
			IdentityId: identityId,
			Credentials: {
				AccessKeyId: issued.accessKeyId,
				SecretKey: issued.secretAccessKey,
				SessionToken: issued.sessionToken,
				// JSON 1.1 timestamps are epoch seconds.
				Expiration: issued.expiresAt / 1000,
			},
		},
	};
}

export function createCognitoHandler( store: CredentialStore ): ServiceHandler {
	return async (
		request: IncomingMessage,
		response: ServerResponse,
		context: ServiceContext
	) => {
		const target = String( request.headers[ 'x-amz-target' ] ?? '' );
		const operation = target.startsWith( TARGET_PREFIX )
			? target.slice( TARGET_PREFIX.length )
			: '';
		if (
			request.method !== 'POST' ||
			! ( operation in COGNITO_OPERATIONS )
		) {
			sendJson11Error( response, {
				type: 'UnknownOperationException',
				status: 400,
				message: `Unknown operation ${ target || '(no X-Amz-Target)' }.`,
			} );
			return;
		}
		const body = await readBody( request );
		const fault = context.begin( operation, request );
		// An empty answer is the real one with a field left out.
		const leaveOut =
			fault && isEmptyAnswerFault( operation, fault.fault )
				? fault.fault
				: undefined;
		if ( fault && ! leaveOut ) {
			if (
				! answerStandardFault( fault, response, context, {
					contentType: CONTENT_TYPE,
				} )
			) {
				sendJson11Error(
					response,
					catalogueError( COGNITO_ERRORS, fault.fault, fault )
				);
			}
			return;
		}
		const input = parseJson( body.toString() );
		if ( ! isRecord( input ) ) {
			sendJson11Error( response, {
				type: 'SerializationException',
				status: 400,
				message: 'The request body is not a JSON object.',
			} );
			return;
		}
		const answer =
			operation === 'GetId'
				? getId( input, store )
				: getCredentialsForIdentity( input, store );
		if ( answer.ok ) {
			sendJson(
				response,
				200,
				leaveOut ? emptyAnswer( leaveOut, answer.body ) : answer.body,
				{},
				CONTENT_TYPE
			);
		} else {
			sendJson11Error( response, answer.error );
		}
	};
}
