/**
 * Checks an AWS Signature Version 4 the way AWS does, against the
 * credentials the Cognito stand-in issued, by signing the request again with
 * `@smithy/signature-v4` and comparing.
 */
import { timingSafeEqual } from 'node:crypto';
import { SignatureV4 } from '@smithy/signature-v4';

/**
 * Internal dependencies
 */
import type { IssuedCredentials } from '../cognito/credential-store';
import type { AwsError } from '../lib/aws-errors';
import type { HeaderMap } from '../lib/http';
import { Sha256 } from '../lib/sha256';

/** AWS refuses requests signed more than five minutes off its clock. */
export const MAX_SKEW_MS = 5 * 60 * 1000;

export interface SignedRequest {
	method: string;
	/** The path exactly as it arrived, still percent-encoded, no query. */
	path: string;
	query: Record< string, string | string[] >;
	headers: HeaderMap;
	body: Buffer;
}

export type SignatureCheck =
	| { ok: true; credentials: IssuedCredentials }
	| { ok: false; error: AwsError };

interface ParsedAuthorization {
	accessKeyId: string;
	region: string;
	service: string;
	signedHeaders: string[];
	signature: string;
}

const AUTHORIZATION =
	/^AWS4-HMAC-SHA256 Credential=([^/\s]+)\/(\d{8})\/([^/\s]+)\/([^/\s]+)\/aws4_request,\s*SignedHeaders=([a-z0-9;:-]+),\s*Signature=([0-9a-f]{64})$/;

const AMZ_DATE = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/;

function parseAuthorization( value: string ): ParsedAuthorization | undefined {
	const match = AUTHORIZATION.exec( value.trim() );
	if ( ! match ) {
		return undefined;
	}
	return {
		accessKeyId: match[ 1 ],
		region: match[ 3 ],
		service: match[ 4 ],
		signedHeaders: match[ 5 ].split( ';' ),
		signature: match[ 6 ],
	};
}

function parseAmzDate( value: string | undefined ): Date | undefined {
	const match = AMZ_DATE.exec( value ?? '' );
	if ( ! match ) {
		return undefined;
	}
	const [ , year, month, day, hour, minute, second ] = match.map( Number );
	return new Date( Date.UTC( year, month - 1, day, hour, minute, second ) );
}

function amzDate( ms: number ): string {
	return (
		new Date( ms ).toISOString().replace( /[-:]/g, '' ).slice( 0, 15 ) + 'Z'
	);
}

function refuse( type: string, message: string ): SignatureCheck {
	return { ok: false, error: { type, status: 403, message } };
}

const INVALID_TOKEN = 'The security token included in the request is invalid.';

export async function verifySignature(
	request: SignedRequest,
	findCredentials: ( accessKeyId: string ) => IssuedCredentials | undefined,
	now: number
): Promise< SignatureCheck > {
	const header = request.headers.authorization;
	if ( ! header ) {
		return refuse(
			'MissingAuthenticationTokenException',
			'Missing Authentication Token'
		);
	}
	const auth = parseAuthorization( header );
	const signedAt = parseAmzDate( request.headers[ 'x-amz-date' ] );
	if ( ! auth || ! signedAt ) {
		return refuse(
			'IncompleteSignatureException',
			"Authorization header requires 'Credential', 'SignedHeaders' and 'Signature' parameters and an 'X-Amz-Date' header."
		);
	}
	const credentials = findCredentials( auth.accessKeyId );
	if (
		! credentials ||
		request.headers[ 'x-amz-security-token' ] !== credentials.sessionToken
	) {
		return refuse( 'UnrecognizedClientException', INVALID_TOKEN );
	}
	if ( now >= credentials.expiresAt ) {
		return refuse(
			'ExpiredTokenException',
			'The security token included in the request is expired'
		);
	}
	const skew = signedAt.getTime() - now;
	if ( skew < -MAX_SKEW_MS ) {
		return refuse(
			'InvalidSignatureException',
			`Signature expired: ${ amzDate(
				signedAt.getTime()
			) } is now earlier than ${ amzDate(
				now - MAX_SKEW_MS
			) } (${ amzDate( now ) } - 5 min.)`
		);
	}
	if ( skew > MAX_SKEW_MS ) {
		return refuse(
			'InvalidSignatureException',
			`Signature not yet current: ${ amzDate(
				signedAt.getTime()
			) } is still later than ${ amzDate(
				now + MAX_SKEW_MS
			) } (${ amzDate( now ) } + 5 min.)`
		);
	}
	const expected = await computeSignature(
		request,
		auth,
		credentials,
		signedAt
	);
	if ( ! sameSignature( expected, auth.signature ) ) {
		return refuse(
			'InvalidSignatureException',
			'The request signature we calculated does not match the signature you provided. Check your AWS Secret Access Key and signing method. Consult the service documentation for details.'
		);
	}
	return { ok: true, credentials };
}

function sameSignature( expected: string, given: string ): boolean {
	return (
		expected.length === given.length &&
		timingSafeEqual( Buffer.from( expected ), Buffer.from( given ) )
	);
}

async function computeSignature(
	request: SignedRequest,
	auth: ParsedAuthorization,
	credentials: IssuedCredentials,
	signedAt: Date
): Promise< string > {
	const headers: HeaderMap = {};
	for ( const name of auth.signedHeaders ) {
		// Over HTTP/2 the SDK signs `:authority`, which the relay passes on as `host`.
		headers[ name ] =
			request.headers[ name ] ??
			( name === ':authority' ? request.headers.host : undefined ) ??
			'';
	}
	const signer = new SignatureV4( {
		service: auth.service,
		region: auth.region,
		credentials: {
			accessKeyId: credentials.accessKeyId,
			secretAccessKey: credentials.secretAccessKey,
			sessionToken: credentials.sessionToken,
		},
		sha256: Sha256,
		// Add the payload-hash header only if the client signed one.
		applyChecksum: auth.signedHeaders.includes( 'x-amz-content-sha256' ),
	} );
	const signed = await signer.sign(
		{
			method: request.method,
			protocol: 'http:',
			hostname: ( request.headers.host ?? '' ).split( ':' )[ 0 ],
			path: request.path,
			query: request.query,
			headers,
			body: request.body,
		},
		{
			signingDate: signedAt,
			signableHeaders: new Set( auth.signedHeaders ),
		}
	);
	const authorization = String( signed.headers.authorization ?? '' );
	return /Signature=([0-9a-f]{64})/.exec( authorization )?.[ 1 ] ?? '';
}
