/**
 * Internal dependencies
 */
import { createCookieJar } from './cookie';
import {
	signOut,
	type SignOutDeps,
	type SignOutLanding,
	type SignOutOptions,
} from './sign-out';
import { readSignOutSettings } from './sign-out-settings';

/** What only the runtime has: its stores, the polling, the candidate. */
export type SignOutHost = Pick<
	SignOutDeps,
	'storage' | 'session' | 'stopPolling' | 'onCleared' | 'logger'
> & { win: Window };

/**
 * Sign out of this page: the sign-out part builds the rest of what
 * `signOut` needs from the window (settings, cookies, fetch, location,
 * timers), so the runtime every page loads does not.
 *
 * @param host    The runtime's own collaborators and the window.
 * @param options Per-call overrides.
 */
export function signOutOfPage(
	host: SignOutHost,
	options?: SignOutOptions
): Promise< SignOutLanding > {
	const { win } = host;
	const { location } = win;
	return signOut(
		{
			...host,
			settings: readSignOutSettings( win ),
			cookies: createCookieJar( () => location.protocol === 'https:' ),
			fetch: ( input, init ) => win.fetch( input, init ),
			location,
			timers: win,
		},
		options
	);
}
