/**
 * Internal dependencies
 */
import type { PrefixedStorage } from './storage';

/** Stored key holding `{ token }` after an ATS sign-in (spec §3). */
export const BEARER_TOKEN_KEY = 'bearerToken';

export type FetchLike = (
	input: string,
	init?: RequestInit
) => Promise< Pick< Response, 'ok' | 'status' > >;

/**
 * `{ats_url}{path}` whether or not the setting ends with a slash, or null
 * when no ATS is configured.
 *
 * @param atsUrl The ats_url setting.
 * @param path   Path under it, e.g. `rest/logout`.
 */
export function atsEndpoint( atsUrl: string, path: string ): string | null {
	const base = atsUrl.trim().replace( /\/+$/, '' );
	return base ? `${ base }/${ path.replace( /^\/+/, '' ) }` : null;
}

/**
 * The bearer token the tracking app stores as `{ token }`, or null.
 *
 * @param storage Prefixed local storage.
 */
export function readBearerToken(
	storage: Pick< PrefixedStorage, 'get' >
): string | null {
	const { token } =
		( storage.get( BEARER_TOKEN_KEY ) as { token?: unknown } | null ) ?? {};
	return typeof token === 'string' && token.trim() ? token : null;
}

export function bearerHeaders( token: string ): Record< string, string > {
	return { Authorization: `Bearer ${ token }` };
}
