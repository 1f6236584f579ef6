/**
 * What the credentials need to know, without the SDK: settings, the
 * identity-id cache and the spec's error texts. Importing this file does
 * not fetch `@aws-sdk/credential-provider-cognito-identity`.
 */

export const DEFAULT_REGION = 'us-east-1';
export const ANONYMOUS_USER = 'ANONYMOUS';
export const IDENTITY_POOL_REQUIRED = 'IdentityPoolId is required';
export const CREDENTIALS_NOT_CONFIGURED = 'Credentials are not configured';
export const REGION_MISSING = 'Region is missing';

/** Storage-like cache for the identity id (sync or async). */
export interface IdentityCache {
	getItem: ( key: string ) => string | null | Promise< string | null >;
	setItem: ( key: string, value: string ) => void | Promise< void >;
	removeItem: ( key: string ) => void | Promise< void >;
}

/**
 * The SDK's cache key for an identity id (see fromCognitoIdentityPool).
 *
 * @param identityPoolId The pool.
 * @param userIdentifier The user (or ANONYMOUS).
 */
export function identityCacheKey(
	identityPoolId: string,
	userIdentifier: string
): string {
	return `aws:cognito-identity-credentials:${ identityPoolId }:${ userIdentifier }`;
}

export interface CredentialSettings {
	environment: string;
	identity_pool_production: string;
	identity_pool_development: string;
	region: string;
	/** Empty means real AWS. */
	cognito_endpoint: string;
}

/**
 * The pool for the configured environment (production or development).
 *
 * @param settings Credential settings.
 */
export function identityPoolFor( settings: CredentialSettings ): string {
	return settings.environment === 'production'
		? settings.identity_pool_production
		: settings.identity_pool_development;
}

export function regionFor(
	settings: Pick< CredentialSettings, 'region' >
): string {
	return settings.region.trim() || DEFAULT_REGION;
}

/** A key-value store of plain data, like the runtime's prefixed storage. */
export interface DataStore {
	get: ( key: string ) => unknown;
	set: ( key: string, data: unknown ) => void;
	remove: ( key: string ) => void;
}

/**
 * The identity-id cache the SDK provider wants, over the runtime's
 * prefixed browser storage.
 *
 * @param store Prefixed storage (`storage` of `@careers-frontend/runtime`).
 */
export function identityCacheFrom( store: DataStore ): IdentityCache {
	return {
		getItem: ( key ) => {
			const value = store.get( key );
			return typeof value === 'string' && value !== '' ? value : null;
		},
		setItem: ( key, value ) => store.set( key, value ),
		removeItem: ( key ) => store.remove( key ),
	};
}
