/**
 * Temporary AWS credentials for the chat from an anonymous identity in a
 * Cognito identity pool. The SDK provider makes its own Cognito client (no
 * separately bundled one); the identity id is cached in browser storage.
 */

/**
 * External dependencies
 */
import { fromCognitoIdentityPool } from '@aws-sdk/credential-provider-cognito-identity';

/**
 * Internal dependencies
 */
import { withTimeout } from '../common';
import {
	isStaleCredentialError,
	isUnknownIdentityError,
	RequestTimeoutError,
} from './bot-errors';
import {
	ANONYMOUS_USER,
	CREDENTIALS_NOT_CONFIGURED,
	IDENTITY_POOL_REQUIRED,
	identityCacheKey,
	identityPoolFor,
	identityRegionFor,
	REGION_MISSING,
	type CredentialSettings,
	type IdentityCache,
} from './credential-settings';
import { DEFAULT_REQUEST_TIMEOUT_MS } from './send-with-timeout';

export * from './credential-settings';

export type CredentialsProvider = ReturnType< typeof fromCognitoIdentityPool >;
type PoolParameters = Parameters< typeof fromCognitoIdentityPool >[ 0 ];

export interface CognitoCredentialsOptions {
	identityPoolId: string;
	clientConfig: { region: string; endpoint?: string };
	/** Where the identity id is kept; the runtime passes prefixed storage. */
	cache?: IdentityCache;
	/** The signed-in candidate's id; falls back to ANONYMOUS. */
	userIdentifier?: string;
	/** The SDK function; tests may pass their own. */
	fromPool?: ( parameters: PoolParameters ) => CredentialsProvider;
	/** Longest wait for one credential lookup (Cognito may hang). */
	timeoutMs?: number;
}

/**
 * What a Cognito answer that does not parse says (not Lex's line): the
 * spec's credential error, which the SDK's provider also says of an answer
 * without credentials.
 */
export const BAD_COGNITO_FORMAT_MESSAGE =
	'Response from Amazon Cognito contained no credentials';

/** Keeps identity ids for the page only when no storage is given. */
function memoryCache(): IdentityCache {
	const items = new Map< string, string >();
	return {
		getItem: ( key ) => items.get( key ) ?? null,
		setItem: ( key, value ) => void items.set( key, value ),
		removeItem: ( key ) => void items.delete( key ),
	};
}

/**
 * A credentials provider for Lex clients. On any failure the cached
 * identity id is removed; on an expired token, an identity Cognito no
 * longer knows, or NotAuthorized, it starts again with a fresh identity
 * once before giving up. A lookup that takes longer than `timeoutMs` fails
 * with RequestTimeoutError.
 *
 * @param  options Pool, region, optional endpoint, cache and user.
 * @throws {Error} 'IdentityPoolId is required' or 'Region is missing'.
 */
export function createCognitoCredentials(
	options: CognitoCredentialsOptions
): CredentialsProvider {
	const {
		identityPoolId,
		clientConfig,
		cache = memoryCache(),
		fromPool = fromCognitoIdentityPool,
		timeoutMs = DEFAULT_REQUEST_TIMEOUT_MS,
	} = options;
	if ( ! identityPoolId ) {
		throw new Error( IDENTITY_POOL_REQUIRED );
	}
	if ( ! clientConfig.region ) {
		throw new Error( REGION_MISSING );
	}
	const userIdentifier = options.userIdentifier || ANONYMOUS_USER;
	const cacheKey = identityCacheKey( identityPoolId, userIdentifier );
	const config = clientConfig.endpoint
		? { region: clientConfig.region, endpoint: clientConfig.endpoint }
		: { region: clientConfig.region };
	const create = () =>
		fromPool( {
			identityPoolId,
			clientConfig: config,
			cache,
			userIdentifier,
		} );
	const forget = async () => {
		try {
			await cache.removeItem( cacheKey );
		} catch ( error ) {
			// Storage errors are logged only (spec section 8).
			// eslint-disable-next-line no-console
			console.error( error );
		}
	};

	let provider = create();
	// A lookup that hangs ends in the chat's timeout, and the next one
	// starts with a fresh provider rather than the stuck one.
	// A body the SDK could not parse (its SyntaxError, which the bot client
	// would take for Lex's) is said as Cognito's.
	const lookup = ( properties: Parameters< CredentialsProvider >[ 0 ] ) =>
		withTimeout(
			provider( properties ).catch( ( error: Error ) => {
				throw error.name === 'SyntaxError'
					? new Error( BAD_COGNITO_FORMAT_MESSAGE )
					: error;
			} ),
			timeoutMs,
			() => {
				provider = create();
				return new RequestTimeoutError();
			}
		);
	return async ( properties ) => {
		try {
			return await lookup( properties );
		} catch ( error ) {
			await forget();
			if (
				! isStaleCredentialError( error ) &&
				! isUnknownIdentityError( error )
			) {
				throw error;
			}
		}
		provider = create();
		try {
			return await lookup( properties );
		} catch ( error ) {
			await forget();
			throw error;
		}
	};
}

/**
 * Credentials from the plugin settings.
 *
 * @param  settings The credential settings.
 * @param  deps     Cache, user and (for tests) the SDK function.
 * @throws {Error} 'Credentials are not configured' when the environment
 * has no identity pool.
 */
export function credentialsFromSettings(
	settings: CredentialSettings,
	deps: Omit<
		CognitoCredentialsOptions,
		'identityPoolId' | 'clientConfig'
	> = {}
): CredentialsProvider {
	const identityPoolId = identityPoolFor( settings ).trim();
	if ( ! identityPoolId ) {
		throw new Error( CREDENTIALS_NOT_CONFIGURED );
	}
	const endpoint = settings.cognito_endpoint.trim();
	const region = identityRegionFor( settings );
	return createCognitoCredentials( {
		...deps,
		identityPoolId,
		clientConfig: endpoint ? { region, endpoint } : { region },
	} );
}
