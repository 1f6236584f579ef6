/**
 * Where sign-out leaves the candidate (step 4 of the sign-out sequence).
 */

/**
 * Internal dependencies
 */
import { withLanguagePrefix } from './language';
import type { Logger } from './storage';
import type { Settings } from '../settings/types';

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
> & {
	/** WordPress home URL, absolute or root-relative. */
	homeUrl: string;
};

/** Where sign-out leaves the candidate. */
export type SignOutLanding =
	| { kind: 'identity-provider' | 'destination' | 'home'; url: string }
	| { kind: 'stay' | 'reload' };

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
		throw new Error( 'sso_logout_url is empty' );
	}
	const url = new URL( logoutUrl.trim(), pageUrl );
	url.searchParams.set(
		'returnTo',
		new URL( homeUrl.replace( /\/?$/, '/' ) + AUTH0_LOGOUT_PATH, pageUrl )
			.href
	);
	return url.href;
}

/**
 * The home page's path with the language after it: `/` → `/es/`, and on a
 * site installed in a folder `/site/` → `/site/es/`.
 *
 * @param homeUrl  WordPress home URL.
 * @param language Language code from the settings.
 * @param pageUrl  Current page URL, to resolve a relative home URL.
 */
export function homePath(
	homeUrl: string,
	language: string,
	pageUrl: string
): string {
	const home = new URL( homeUrl || '/', pageUrl ).pathname.replace(
		/\/?$/,
		''
	);
	return home + withLanguagePrefix( '/', language );
}

/**
 * Step 4 of the sign-out sequence: where to go, by the flags.
 *
 * @param settings  Sign-out settings (skip redirect already merged with the call's option).
 * @param isSponsor Whether the `is_sponsor` cookie was set.
 * @param pageUrl   Current page URL, to resolve relative URLs.
 * @param logger    Where a broken logout URL is reported.
 */
export function chooseLanding(
	settings: SignOutSettings,
	isSponsor: boolean,
	pageUrl: string,
	logger: Logger
): SignOutLanding {
	if ( settings.sso_enabled || isSponsor ) {
		try {
			return {
				kind: 'identity-provider',
				url: identityProviderLogoutUrl(
					settings.sso_logout_url,
					settings.homeUrl,
					pageUrl
				),
			};
		} catch ( error ) {
			// Local data is already gone; fall back to the other rules.
			logger.error( 'Cannot sign out at the identity provider:', error );
		}
	}
	if ( settings.logout_skip_redirect ) {
		return { kind: 'stay' };
	}
	const destination = settings.logout_destination.trim();
	if ( destination && destination !== '#' ) {
		return { kind: 'destination', url: destination };
	}
	return settings.logout_to_home
		? {
				kind: 'home',
				url: homePath( settings.homeUrl, settings.language, pageUrl ),
			}
		: { kind: 'reload' };
}
