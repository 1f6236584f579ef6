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
import { withLanguagePrefix } from './language';
import type { Logger, PrefixedStorage } from './storage';
import type { Settings } from '../settings';

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

/**
 * Session keys removed at sign-out (spec §3). The tracking app writes them
 * unprefixed; the prefixed form is removed as well.
 */
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

export const ATS_LOGOUT_PATH = 'rest/logout';
/** A hanging ATS must not hold the candidate on the page longer than this. */
export const ATS_LOGOUT_TIMEOUT_MS = 3000;
export const AUTH0_LOGOUT_PATH = 'auth0_logout/';

export type SignOutSettings = Pick<
	Settings,
	| 'ats_url'
	| 'language'
	| 'sso_enabled'
	| 'sso_logout_url'
	| 'logout_skip_redirect'
	| 'logout_destination'
	| 'logout_to_home'
>;

/** Where sign-out leaves the candidate. */
export type SignOutLanding =
	| { kind: 'identity-provider'; url: string }
	| { kind: 'stay' }
	| { kind: 'destination'; url: string }
	| { kind: 'home'; url: string }
	| { kind: 'reload' };

export interface LandingInput {
	settings: SignOutSettings;
	isSponsor: boolean;
	skipRedirect: boolean;
	/** WordPress home URL, absolute or root-relative. */
	homeUrl: string;
	/** The current page's URL, to resolve a relative home URL. */
	pageUrl: string;
	logger?: Logger;
}

/**
 * `{sso_logout_url}?returnTo={home}/auth0_logout/`, keeping any query the
 * logout URL already has (an Auth0 client id, say).
 *
 * @param logoutUrl The sso_logout_url setting.
 * @param homeUrl   WordPress home URL.
 * @param pageUrl   Current page URL, to resolve relative URLs.
 */
export function identityProviderLogoutUrl(
	logoutUrl: string,
	homeUrl: string,
	pageUrl: string
): string {
	if ( ! logoutUrl.trim() ) {
		throw new Error( 'The single sign-on logout URL is not configured.' );
	}
	const home = new URL( homeUrl, pageUrl );
	if ( ! home.pathname.endsWith( '/' ) ) {
		home.pathname += '/';
	}
	const url = new URL( logoutUrl.trim(), pageUrl );
	url.searchParams.set( 'returnTo', new URL( AUTH0_LOGOUT_PATH, home ).href );
	return url.href;
}

/**
 * Step 4 of the sign-out sequence: where to go, by the flags.
 *
 * @param input Settings, sponsor flag and URLs.
 */
export function chooseLanding( {
	settings,
	isSponsor,
	skipRedirect,
	homeUrl,
	pageUrl,
	logger = console,
}: LandingInput ): SignOutLanding {
	if ( settings.sso_enabled || isSponsor ) {
		try {
			return {
				kind: 'identity-provider',
				url: identityProviderLogoutUrl(
					settings.sso_logout_url,
					homeUrl,
					pageUrl
				),
			};
		} catch ( error ) {
			// Local data is already gone; fall back to the other rules.
			logger.error( 'Cannot sign out at the identity provider:', error );
		}
	}
	if ( skipRedirect || settings.logout_skip_redirect ) {
		return { kind: 'stay' };
	}
	const destination = settings.logout_destination.trim();
	if ( destination && destination !== '#' ) {
		return { kind: 'destination', url: destination };
	}
	if ( settings.logout_to_home ) {
		return { kind: 'home', url: withLanguagePrefix( '/', settings.language ) };
	}
	return { kind: 'reload' };
}

export function isSponsorCookie( value: string | undefined ): boolean {
	return (
		value !== undefined && ! [ '', '0', 'false' ].includes( value.trim() )
	);
}

export interface SignOutDeps {
	settings: SignOutSettings;
	homeUrl: string;
	storage: PrefixedStorage;
	session: PrefixedStorage;
	cookies: Pick< CookieJar, 'get' | 'remove' >;
	fetch: FetchLike;
	location: Pick< Location, 'href' | 'assign' | 'reload' >;
	timers: Pick< Window, 'setTimeout' | 'clearTimeout' >;
	/** Step 1: stop bearer polling. */
	stopPolling: () => void;
	/** Told once local data is gone, so the page follows at once. */
	onCleared?: () => void;
	logger?: Logger;
}

export interface SignOutOptions {
	/** Stay on the page whatever the settings say. */
	skipRedirect?: boolean;
}

/**
 * Call the ATS logout, giving up after ATS_LOGOUT_TIMEOUT_MS. Never rejects.
 *
 * @param deps  Fetch, timers and logger.
 * @param url   Logout endpoint.
 * @param token Bearer token.
 */
async function callAtsLogout(
	deps: Pick< SignOutDeps, 'fetch' | 'timers' | 'logger' >,
	url: string,
	token: string
): Promise< void > {
	const { fetch, timers, logger = console } = deps;
	const controller = new AbortController();
	let timer = 0;
	const timeout = new Promise< void >( ( resolve ) => {
		timer = timers.setTimeout( () => {
			controller.abort();
			logger.error(
				`ATS logout did not answer within ${ ATS_LOGOUT_TIMEOUT_MS } ms.`
			);
			resolve();
		}, ATS_LOGOUT_TIMEOUT_MS );
	} );
	const call = fetch( url, {
		headers: bearerHeaders( token ),
		signal: controller.signal,
	} ).then(
		( response ) => {
			if ( ! response.ok ) {
				logger.error( `ATS logout answered ${ response.status }.` );
			}
		},
		( error: unknown ) => {
			if ( ! controller.signal.aborted ) {
				logger.error( 'ATS logout failed:', error );
			}
		}
	);
	// A fetch that ignores the abort signal still cannot hold us past the timeout.
	await Promise.race( [ call, timeout ] );
	timers.clearTimeout( timer );
}

/** Remove the listed local, session and chat keys and the cookies. */
function clearLocalData(
	deps: Pick< SignOutDeps, 'storage' | 'session' | 'cookies' >
): void {
	const { storage, session, cookies } = deps;
	SIGN_OUT_LOCAL_KEYS.forEach( ( key ) => storage.remove( key ) );
	SIGN_OUT_SESSION_KEYS.forEach( ( key ) => {
		session.area.remove( key );
		session.remove( key );
	} );
	const chatPrefixed = session.fullKey( CHAT_SESSION_KEY_PREFIX );
	session.area
		.keys()
		.filter(
			( name ) =>
				name.startsWith( CHAT_SESSION_KEY_PREFIX ) ||
				name.startsWith( chatPrefixed )
		)
		.forEach( ( name ) => session.area.remove( name ) );
	SIGN_OUT_COOKIES.forEach( ( name ) => cookies.remove( name ) );
}

/**
 * Sign the candidate out, in the spec's order: stop polling, call the ATS
 * logout (when there is a bearer token), clear local data, then land where
 * the flags say. Local data is cleared as soon as the ATS call has started,
 * so a failing or hanging ATS never keeps the candidate signed in here; the
 * navigation waits for the call (at most ATS_LOGOUT_TIMEOUT_MS) so leaving
 * the page does not cancel it.
 *
 * @param deps    Collaborators.
 * @param options Per-call overrides.
 * @return Where the candidate was sent.
 */
export async function signOut(
	deps: SignOutDeps,
	options: SignOutOptions = {}
): Promise< SignOutLanding > {
	const { settings, cookies, location, logger = console } = deps;

	deps.stopPolling();

	const token = readBearerToken( deps.storage );
	const logoutUrl = atsEndpoint( settings.ats_url, ATS_LOGOUT_PATH );
	const atsCall =
		token && logoutUrl
			? callAtsLogout( deps, logoutUrl, token )
			: Promise.resolve();

	// Read before the cookies are cleared.
	const isSponsor = isSponsorCookie( cookies.get( SPONSOR_COOKIE ) );

	clearLocalData( deps );
	deps.onCleared?.();

	const landing = chooseLanding( {
		settings,
		isSponsor,
		skipRedirect: options.skipRedirect === true,
		homeUrl: deps.homeUrl,
		pageUrl: location.href,
		logger,
	} );

	await atsCall;

	switch ( landing.kind ) {
		case 'identity-provider':
		case 'destination':
		case 'home':
			location.assign( landing.url );
			break;
		case 'reload':
			location.reload();
			break;
		case 'stay':
			break;
	}
	return landing;
}
