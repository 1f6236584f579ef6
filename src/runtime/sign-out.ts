/**
 * Internal dependencies
 */
import {
	atsEndpoint,
	bearerHeaders,
	readBearerToken,
	type FetchLike,
} from './ats';
import { CANDIDATE_COOKIE, CANDIDATE_KEY } from './candidate';
import type { CookieJar } from './cookie';
import type { Logger, PrefixedStorage } from './storage';
import {
	chooseLanding,
	type SignOutLanding,
	type SignOutSettings,
} from './sign-out-landing';
import { IDENTITY_CACHE_PREFIX, PERSONA_CACHE_KEY } from './storage-keys';

/**
 * The two obfuscated keys of spec §3. Their real names are not given, so
 * the runtime owns these two; anything storing obfuscated data for the
 * candidate must use them.
 */
export const OBFUSCATED_KEYS = [ '_x1', '_x2' ] as const;

/** Local keys (prefixed) removed at sign-out: spec §3 plus the candidate. */
export const SIGN_OUT_LOCAL_KEYS: readonly string[] = [
	CANDIDATE_KEY,
	'bearerToken',
	'username',
	'applicationURL',
	'credentials',
	'oauthcredentials',
	'auth0Credentials',
	'roles',
	'remember_me',
	...OBFUSCATED_KEYS,
	'applyCandidate',
	'isWorkFlowTriggered',
];

/** Session keys removed at sign-out (spec §3), with and without the prefix. */
export const SIGN_OUT_SESSION_KEYS: readonly string[] = [
	'ApplyResumeStateContainer',
	'SocialSiteStateContainer',
	'hiddenFieldGroups',
	'attachmentContainer',
];

/** The chat keeps its transcript in session keys starting with this. */
export const CHAT_SESSION_KEY_PREFIX = 'careersChat';

export const SPONSOR_COOKIE = 'is_sponsor';
export const SIGN_OUT_COOKIES: readonly string[] = [
	CANDIDATE_COOKIE,
	SPONSOR_COOKIE,
];

/**
 * The host and each parent domain down to two labels: an ATS on the
 * parent domain sets its cookies there, and a cookie is removed only with
 * the domain it was set with. A browser ignores a public suffix (`co.uk`),
 * so trying one is harmless; an IP address has no parent.
 *
 * @param hostname The page's host name.
 */
export function cookieDomains( hostname: string ): string[] {
	const labels = hostname.split( '.' );
	return /^[\d.]+$|:/.test( hostname )
		? []
		: labels
				.slice( 0, -1 )
				.map( ( _label, index ) => labels.slice( index ).join( '.' ) );
}

/**
 * Remove the keys of a storage area (prefixed or not) that match.
 *
 * @param store   The store whose area to clear.
 * @param matches Which full keys go.
 */
function removeMatching(
	store: PrefixedStorage,
	matches: ( name: string ) => boolean
): void {
	store.area
		.keys()
		.filter( matches )
		.forEach( ( name ) => store.area.remove( name ) );
}

/**
 * Remove what sign-out clears from session storage: the spec's keys and
 * the chat's, each with and without the organisation's prefix (the
 * tracking app may write either), and the persona list's cache.
 *
 * @param session The prefixed session store.
 */
function clearSession( session: PrefixedStorage ): void {
	const keys = SIGN_OUT_SESSION_KEYS.flatMap( ( key ) => [
		key,
		session.fullKey( key ),
	] );
	const chatPrefixed = session.fullKey( CHAT_SESSION_KEY_PREFIX );
	removeMatching(
		session,
		( name ) =>
			keys.includes( name ) ||
			name === session.fullKey( PERSONA_CACHE_KEY ) ||
			name.startsWith( CHAT_SESSION_KEY_PREFIX ) ||
			name.startsWith( chatPrefixed )
	);
}

export const ATS_LOGOUT_PATH = 'rest/logout';
/** A hanging ATS must not hold the candidate on the page longer than this. */
export const ATS_LOGOUT_TIMEOUT_MS = 3000;
export {
	AUTH0_LOGOUT_PATH,
	chooseLanding,
	homePath,
	identityProviderLogoutUrl,
	type SignOutLanding,
	type SignOutSettings,
} from './sign-out-landing';

export interface SignOutDeps {
	settings: SignOutSettings;
	storage: PrefixedStorage;
	session: PrefixedStorage;
	cookies: Pick< CookieJar, 'get' | 'remove' >;
	fetch: FetchLike;
	location: Pick< Location, 'href' | 'assign' | 'reload' >;
	timers: Pick< Window, 'setTimeout' | 'clearTimeout' >;
	/** Step 1: stop bearer polling. */
	stopPolling: () => void;
	/** Told once local data is gone, so the page follows at once. */
	onCleared: () => void;
	logger: Logger;
}

export interface SignOutOptions {
	/** Stay on the page whatever the settings say. */
	skipRedirect?: boolean;
}

/**
 * Sign the candidate out, in the spec's order: stop polling, call the ATS
 * logout (when there is a bearer token), clear local data, then land where
 * the flags say. Local data is cleared as soon as the ATS call has started,
 * so a failing or hanging ATS never keeps the candidate signed in here; the
 * navigation waits for the call (aborted after ATS_LOGOUT_TIMEOUT_MS) so
 * leaving the page does not cancel it.
 *
 * @param deps    Collaborators.
 * @param options Per-call overrides.
 * @return Where the candidate was sent.
 */
export async function signOut(
	deps: SignOutDeps,
	options: SignOutOptions = {}
): Promise< SignOutLanding > {
	const { settings, storage, session, cookies, location, timers, logger } =
		deps;

	// 1. Stop bearer polling.
	deps.stopPolling();

	// 2. Call the ATS logout when there is a bearer token.
	const token = readBearerToken( storage );
	const logoutUrl = atsEndpoint( settings.ats_url, ATS_LOGOUT_PATH );
	const controller = new AbortController();
	const timer = timers.setTimeout(
		() => controller.abort(),
		ATS_LOGOUT_TIMEOUT_MS
	);
	const atsCall = ( async () => {
		try {
			if ( token && logoutUrl ) {
				const response = await deps.fetch( logoutUrl, {
					headers: bearerHeaders( token ),
					signal: controller.signal,
				} );
				if ( ! response.ok ) {
					throw new Error( `HTTP ${ response.status }` );
				}
			}
		} catch ( error ) {
			logger.error( 'ATS logout failed:', error );
		}
		timers.clearTimeout( timer );
	} )();

	// 3. Clear local data (the sponsor cookie is read first). Cookies go
	// before storage: other tabs re-read on the `candidate` storage event,
	// and must not find the `xcc` fallback still there.
	const sponsor = cookies.get( SPONSOR_COOKIE );
	const domains = cookieDomains( new URL( location.href ).hostname );
	SIGN_OUT_COOKIES.forEach( ( name ) => {
		cookies.remove( name );
		domains.forEach( ( domain ) => cookies.remove( name, { domain } ) );
	} );
	SIGN_OUT_LOCAL_KEYS.forEach( ( key ) => storage.remove( key ) );
	const identities = storage.fullKey( IDENTITY_CACHE_PREFIX );
	removeMatching( storage, ( name ) => name.startsWith( identities ) );
	clearSession( session );
	deps.onCleared();

	// 4. Land where the flags say, once the ATS call is done.
	const landing = chooseLanding(
		{
			...settings,
			logout_skip_redirect:
				settings.logout_skip_redirect || options.skipRedirect === true,
		},
		!! sponsor && sponsor !== 'false',
		location.href,
		logger
	);
	await atsCall;
	if ( 'url' in landing ) {
		location.assign( landing.url );
	} else if ( landing.kind === 'reload' ) {
		location.reload();
	}
	return landing;
}
