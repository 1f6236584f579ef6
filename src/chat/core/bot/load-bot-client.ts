/**
 * Builds the configured Lex version's client on demand. Each version is an
 * `import()`, so the page only ever fetches the SDK of the version in use.
 * One SDK client per region and credentials is made and reused; it is
 * replaced (with new credentials) once when Lex says the token is stale, and
 * a call refused for clock skew is sent once more (the SDK has corrected
 * its clock by then).
 */

/**
 * External dependencies
 */
import type { LexRuntimeV2ClientConfig } from '@aws-sdk/client-lex-runtime-v2';

/**
 * Internal dependencies
 */
import { nonEmptyStrings } from '../common';
import type { BotClient, BotClientFactory, BotRequest } from './bot-client';
import { isClockSkewCorrected, isStaleCredentialError } from './bot-errors';
import {
	regionFor,
	type CredentialSettings,
	type IdentityCache,
} from './credential-settings';
import type { CredentialsProvider } from './credentials';
import type { BotReply } from './reply-model';
import { createRequestQueue, type Sleep } from './request-queue';
import { DEFAULT_REQUEST_TIMEOUT_MS } from './send-with-timeout';

export interface BotSettings extends CredentialSettings {
	bot_version: 'v2' | 'v1';
	bot_id: string;
	bot_alias_id: string;
	bot_locale: string;
	bot_name: string;
	bot_alias: string;
	/** Empty means real AWS. */
	lex_endpoint: string;
	/**
	 * Sent with bot requests as the SDK's `userAgentAppId` (the SDK warns
	 * when it is longer than 50 characters); empty sends none.
	 */
	app_id?: string;
}

export interface BotClientDeps {
	/** Where the Cognito identity id is kept (browser storage). */
	cache?: IdentityCache;
	/** The signed-in candidate's id; ANONYMOUS when absent. */
	userIdentifier?: string;
	sleep: Sleep;
	now?: () => number;
	/** Per Lex call; a hanging call fails after this. */
	timeoutMs?: number;
	/** Credentials from settings; tests may pass their own. */
	makeCredentials?: ( settings: CredentialSettings ) => CredentialsProvider;
	/**
	 * More SDK client options. In Node the Lex V2 client defaults to an
	 * HTTP/2 handler; tests against HTTP/1.1 stand-ins pass `requestHandler`.
	 */
	sdkClientConfig?: Pick< LexRuntimeV2ClientConfig, 'requestHandler' >;
}

export const BOT_NOT_CONFIGURED = 'The chat bot is not configured.';

/** Creates a session's client around one shared SDK client. */
type SessionClientMaker = (
	sdkClient: unknown,
	sessionId: string
) => BotClient;

interface VersionModule {
	newSdkClient: ( config: SdkClientConfig ) => unknown;
	forSession: SessionClientMaker;
}

/** The Cognito provider, fetched with the Lex client. */
const loadCredentials = () =>
	import( /* webpackChunkName: "chat-credentials" */ './credentials' );

interface SdkClientConfig {
	requestHandler?: LexRuntimeV2ClientConfig[ 'requestHandler' ];
	region: string;
	credentials: CredentialsProvider;
	endpoint?: string;
	/** The request queue owns retries (throttling only, honouring retry-after). */
	maxAttempts: number;
	userAgentAppId?: string;
}

/**
 * The configured version's client module: one `import()` each, so only that
 * version's SDK is ever fetched. The modules import the SDK by name, which
 * keeps the chunks to what RecognizeText and PostText use.
 *
 * @param version The configured Lex version.
 */
function importVersion( version: BotSettings[ 'bot_version' ] ) {
	return version === 'v1'
		? import( /* webpackChunkName: "chat-lex-v1" */ './lex-v1-client' )
		: import( /* webpackChunkName: "chat-lex-v2" */ './lex-v2-client' );
}

async function loadV2(
	settings: BotSettings,
	timeoutMs?: number
): Promise< VersionModule > {
	const { createLexV2Client, newLexV2SdkClient } = await import(
		/* webpackChunkName: "chat-lex-v2" */ './lex-v2-client'
	);
	type SdkClient = ReturnType< typeof newLexV2SdkClient >;
	return {
		newSdkClient: ( config ) => newLexV2SdkClient( config ),
		forSession: ( client, sessionId ) =>
			createLexV2Client( {
				client: client as SdkClient,
				botId: settings.bot_id,
				botAliasId: settings.bot_alias_id,
				localeId: settings.bot_locale,
				sessionId,
				timeoutMs,
			} ),
	};
}

async function loadV1(
	settings: BotSettings,
	timeoutMs?: number
): Promise< VersionModule > {
	const { createLexV1Client, newLexV1SdkClient } = await import(
		/* webpackChunkName: "chat-lex-v1" */ './lex-v1-client'
	);
	type SdkClient = ReturnType< typeof newLexV1SdkClient >;
	return {
		newSdkClient: ( config ) => newLexV1SdkClient( config ),
		forSession: ( client, sessionId ) =>
			createLexV1Client( {
				client: client as SdkClient,
				botName: settings.bot_name,
				botAlias: settings.bot_alias,
				userId: sessionId,
				timeoutMs,
			} ),
	};
}

/**
 * Whether the settings name a bot for the configured version.
 * @param settings Bot settings.
 */
export function isBotConfigured( settings: BotSettings ): boolean {
	return settings.bot_version === 'v1'
		? Boolean( settings.bot_name && settings.bot_alias )
		: Boolean( settings.bot_id && settings.bot_alias_id );
}

/**
 * Start fetching what the first message needs, the configured version's
 * client and the credentials provider, without waiting for it: the chat
 * window calls this as it opens. Only that version's chunk is requested,
 * nothing for a bot that is not configured, and no AWS call is made.
 * Resolves once both are loaded, or quietly when a fetch failed (the
 * first message loads them again and shows the error).
 *
 * @param settings Bot settings (only the version and bot names are read).
 */
export async function preloadBotClient(
	settings: BotSettings
): Promise< boolean > {
	if ( ! isBotConfigured( settings ) ) {
		return false;
	}
	try {
		await Promise.all( [
			importVersion( settings.bot_version ),
			loadCredentials(),
		] );
		return true;
	} catch {
		return false;
	}
}

function sdkClientConfig(
	settings: BotSettings,
	deps: BotClientDeps,
	credentials: CredentialsProvider
): SdkClientConfig {
	return {
		...deps.sdkClientConfig,
		region: regionFor( settings ),
		credentials,
		maxAttempts: 1,
		...nonEmptyStrings( {
			endpoint: settings.lex_endpoint.trim(),
			userAgentAppId: settings.app_id?.trim(),
		} ),
	};
}

/**
 * A factory of per-session bot clients. It fetches and creates nothing
 * until the first message (preloadBotClient may have fetched the code by
 * then); configuration problems (no bot, no identity
 * pool) reject that message with the spec's text, so the chat shows them.
 *
 * @param settings Bot, credential and endpoint settings.
 * @param deps     Sleep, storage for the identity id, user, timeout.
 */
export function createBotClientFactory(
	settings: BotSettings,
	deps: BotClientDeps
): BotClientFactory {
	let versionModule: Promise< VersionModule > | undefined;
	let sdkClient: unknown;
	let credentialsFromSettings:
		typeof import( './credentials' ).credentialsFromSettings | undefined;
	const makeCredentials = ( credentialSettings: CredentialSettings ) => {
		if ( deps.makeCredentials ) {
			return deps.makeCredentials( credentialSettings );
		}
		if ( ! credentialsFromSettings ) {
			throw new Error( 'The credentials module is not loaded.' );
		}
		// The bot call's timeout: a Cognito call that hangs ends with it,
		// or the SDK would keep the stuck lookup for the next message.
		return credentialsFromSettings( credentialSettings, {
			cache: deps.cache,
			userIdentifier: deps.userIdentifier,
			timeoutMs: deps.timeoutMs,
		} );
	};

	const loadVersion = () => {
		if ( ! versionModule ) {
			const load = settings.bot_version === 'v1' ? loadV1 : loadV2;
			versionModule = Promise.all( [
				// Resolved here, so the timeout helpers are in the window,
				// shared by the Lex and credentials chunks, not copied into each.
				load( settings, deps.timeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS ),
				deps.makeCredentials
					? undefined
					: loadCredentials().then( ( module ) => {
							credentialsFromSettings =
								module.credentialsFromSettings;
						} ),
			] ).then( ( [ module ] ) => module );
			// A failed chunk load may succeed on the next message.
			versionModule.catch( () => ( versionModule = undefined ) );
		}
		return versionModule;
	};

	const newSdkClient = ( module: VersionModule ) =>
		module.newSdkClient(
			sdkClientConfig( settings, deps, makeCredentials( settings ) )
		);

	return async ( sessionId ) => {
		const direct: BotClient = {
			async send( request: BotRequest ): Promise< BotReply > {
				if ( ! isBotConfigured( settings ) ) {
					throw new Error( BOT_NOT_CONFIGURED );
				}
				const module = await loadVersion();
				sdkClient ??= newSdkClient( module );
				try {
					return await module
						.forSession( sdkClient, sessionId )
						.send( request );
				} catch ( error ) {
					if ( isStaleCredentialError( error ) ) {
						// Lex refused the credentials: a new client signs with new ones.
						sdkClient = newSdkClient( module );
					} else if ( ! isClockSkewCorrected( error ) ) {
						throw error;
					}
				}
				return module
					.forSession( sdkClient, sessionId )
					.send( request );
			},
		};
		return createRequestQueue( direct, {
			sleep: deps.sleep,
			now: deps.now,
		} );
	};
}
