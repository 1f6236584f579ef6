/**
 * Internal dependencies
 */
import type { PersonaBlockConfig } from './types';

/**
 * The block's config from the `data-*` attributes render.php prints, or
 * null when they are unusable.
 *
 * @param wrapper Block wrapper.
 */
export function readPersonaConfig(
	wrapper: HTMLElement
): PersonaBlockConfig | null {
	let endpoints: unknown;
	try {
		endpoints = JSON.parse( wrapper.dataset.endpoints ?? '' );
	} catch {
		return null;
	}
	const count = Number( wrapper.dataset.count );
	if (
		! Array.isArray( endpoints ) ||
		! endpoints.every( ( endpoint ) => typeof endpoint === 'string' ) ||
		! Number.isInteger( count ) ||
		count < 1
	) {
		return null;
	}
	return {
		endpoints,
		notLoggedIn: wrapper.dataset.notLoggedIn ?? '',
		count,
	};
}
