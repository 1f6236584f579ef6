/**
 * What the credentials need to know, without the SDK: settings, the
 * identity-id cache and the spec's error texts. Importing this file does
 * not fetch `@aws-sdk/credential-provider-cognito-identity`.
 */

import { IDENTITY_CACHE_PREFIX } from '../../../runtime/storage-keys';

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
	return `${ IDENTITY_CACHE_PREFIX }${ identityPoolId }:${ userIdentifier }`;
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
 * Which pool setting the environment uses: production's in production,
 * development's otherwise. The one rule for the chat, the admin's
 * connection test and the editor (PHP: careers_frontend_chat_is_configured).
 *
 * @param environment The `environment` setting.
 */
export function identityPoolKey(
	environment: unknown
): 'identity_pool_production' | 'identity_pool_development' {
	return environment === 'production'
		? 'identity_pool_production'
		: 'identity_pool_development';
}

/**
 * The pool for the configured environment (production or development).
 *
 * @param settings Credential settings.
 */
export function identityPoolFor( settings: CredentialSettings ): string {
	return settings[ identityPoolKey( settings.environment ) ];
}

/**
 * The bot's region (the `region` setting, default us-east-1).
 *
 * @param settings Settings with the region.
 */
export function regionFor(
	settings: Pick< CredentialSettings, 'region' >
): string {
	return settings.region.trim() || DEFAULT_REGION;
}

const REGION_CODE = /^[a-z]{2}(-[a-z]+)+-\d$/;

/**
 * Where Amazon Cognito must be called: the pool's own region, the part of
 * its id before the colon. So production and development pools may live in
 * different regions, and in another region than the bot.
 *
 * @param settings Credential settings.
 */
export function identityRegionFor( settings: CredentialSettings ): string {
	const prefix = identityPoolFor( settings ).trim().split( ':' )[ 0 ];
	return REGION_CODE.test( prefix ) ? prefix : regionFor( settings );
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
