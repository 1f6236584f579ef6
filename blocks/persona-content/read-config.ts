/**
 * Internal dependencies
 */
import type { PersonaBlockConfig } from './types';

/**
 * The block's config from the server's own config for this instance
 * (render.php), or null when it is unusable. Only collections under the
 * site's REST root are asked: the visitor's area of interest goes nowhere
 * else.
 *
 * @param instance The instance's server config.
 * @param restRoot The site's REST root (page context `restUrl`).
 */
export function readPersonaConfig(
	instance: Readonly< Record< string, unknown > >,
	restRoot: string
): PersonaBlockConfig | null {
	const { endpoints, notLoggedIn, count } = instance;
	if (
		! Array.isArray( endpoints ) ||
		! endpoints.every(
			( endpoint ) =>
				typeof endpoint === 'string' &&
				restRoot !== '' &&
				endpoint.startsWith( restRoot )
		) ||
		typeof count !== 'number' ||
		! Number.isInteger( count ) ||
		count < 1
	) {
		return null;
	}
	return {
		endpoints,
		notLoggedIn: typeof notLoggedIn === 'string' ? notLoggedIn : '',
		count,
	};
}
