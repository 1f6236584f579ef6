/**
 * Cognito answers that are well formed (HTTP 200, valid JSON) but leave out
 * what the SDK needs; the SDK's credential provider then throws its own
 * "Response from Amazon Cognito contained no …" errors (spec section 8).
 * Tests arm them as faults, like the catalogue's errors.
 */
import { isRecord } from '../lib/http';

/** Fault name → what the SDK says about the answer. */
export const EMPTY_ANSWERS = {
	GetId: {
		noIdentityId: 'Response from Amazon Cognito contained no identity ID',
	},
	GetCredentialsForIdentity: {
		noCredentials: 'Response from Amazon Cognito contained no credentials',
		noAccessKeyId:
			'Response from Amazon Cognito contained no access key ID',
		noSecretKey: 'Response from Amazon Cognito contained no secret key',
	},
} as const;

type Operation = keyof typeof EMPTY_ANSWERS;

export function emptyAnswerFaults( operation: Operation ): string[] {
	return Object.keys( EMPTY_ANSWERS[ operation ] );
}

export function isEmptyAnswerFault(
	operation: string,
	fault: string
): boolean {
	return (
		operation in EMPTY_ANSWERS &&
		fault in EMPTY_ANSWERS[ operation as Operation ]
	);
}

/**
 * The real answer `body` without what `fault` leaves out.
 *
 * @param fault An empty-answer fault name.
 * @param body  The answer the stand-in would have sent.
 */
export function emptyAnswer(
	fault: string,
	body: Record< string, unknown >
): Record< string, unknown > {
	const { IdentityId, Credentials, ...rest } = body;
	const credentials = isRecord( Credentials ) ? Credentials : {};
	const { AccessKeyId, SecretKey, ...others } = credentials;
	switch ( fault ) {
		case 'noIdentityId':
			return rest;
		case 'noCredentials':
			return { ...rest, IdentityId };
		case 'noAccessKeyId':
			return {
				...rest,
				IdentityId,
				Credentials: { ...others, SecretKey },
			};
		case 'noSecretKey':
			return {
				...rest,
				IdentityId,
				Credentials: { ...others, AccessKeyId },
			};
		default:
			return body;
	}
}
