/**
 * The conversation for this page, wired from the plugin settings and the
 * shared runtime: Lex through Cognito credentials, the configured
 * geocoder, the job API, and session storage for the transcript.
 */

/**
 * External dependencies
 */
import type { Candidate, PrefixedStorage } from '@careers-frontend/runtime';
import type { Settings } from '@careers-frontend/settings';

/**
 * Internal dependencies
 */
import { createConversation, type Conversation } from '../core/conversation';
import type { IdentityCache } from '../core/credentials';
import { createGeocoder } from '../core/geocoder';
import { createJobSearch } from '../core/job-search';
import { createBotClientFactory } from '../core/load-bot-client';
import { chatCandidateId } from '../core/session-attributes';

export interface PageConversationDeps {
	settings: Settings;
	/** Prefixed session storage (transcript, open state). */
	sessionStore: PrefixedStorage;
	/** Prefixed local storage (the Cognito identity id). */
	storage: PrefixedStorage;
	candidate: Candidate | null;
	win: Window;
}

/**
 * The identity id cache the credentials provider reads and writes.
 *
 * @param storage Prefixed local storage.
 */
export function identityCache( storage: PrefixedStorage ): IdentityCache {
	return {
		getItem: ( key ) => {
			const value = storage.get( key );
			return typeof value === 'string' ? value : null;
		},
		setItem: ( key, value ) => storage.set( key, value ),
		removeItem: ( key ) => storage.remove( key ),
	};
}

export function createPageConversation(
	deps: PageConversationDeps
): Conversation {
	const { settings, candidate, win } = deps;
	const sleep = ( ms: number ) =>
		new Promise< void >( ( resolve ) => win.setTimeout( resolve, ms ) );
	const userIdentifier = candidate
		? chatCandidateId( candidate.candidateId )
		: undefined;
	return createConversation( {
		settings,
		createBotClient: createBotClientFactory( settings, {
			sleep,
			cache: identityCache( deps.storage ),
			userIdentifier,
		} ),
		geocode: createGeocoder( settings, {
			fetch: ( url ) => win.fetch( url ),
		} ),
		jobSearch: createJobSearch( {
			apiBase: settings.job_api_base,
			organization: settings.organization_name,
		} ),
		storage: deps.sessionStore,
		origin: win.location.origin,
		candidate,
		sleep,
	} );
}
