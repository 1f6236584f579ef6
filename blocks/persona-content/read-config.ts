/**
 * Internal dependencies
 */
import { parseStoredItems } from './persona-source';
import type { PersonaBlockConfig, PersonaStrings } from './types';

const isStringList = ( value: unknown ): value is string[] =>
	Array.isArray( value ) &&
	value.every( ( entry ) => typeof entry === 'string' );

/**
 * The translated strings of the block's shared config, or null when they
 * are missing (the block then stays as the server rendered it).
 *
 * @param shared The block's shared server config.
 */
function readStrings( shared: unknown ): PersonaStrings | null {
	// The server's own config (render.php): a missing set means an
	// incomplete page, not a hostile one.
	const strings = ( shared as { strings?: Record< string, unknown > } )
		?.strings;
	return strings && isStringList( strings.loaded )
		? ( strings as unknown as PersonaStrings )
		: null;
}

/**
 * The block's config from the server's own config for this instance and
 * for the block (render.php), or null when it is unusable. Only
 * collections under the site's REST root are asked: the visitor's area of
 * interest goes nowhere else.
 *
 * @param instance The instance's server config.
 * @param shared   The block's shared server config (strings, areas, the
 *                 site's REST root).
 */
export function readPersonaConfig(
	instance: Readonly< Record< string, unknown > >,
	shared: unknown
): PersonaBlockConfig | null {
	const { endpoints, notLoggedIn, count, visitorItems } = instance;
	const strings = readStrings( shared );
	const { areas, restRoot } =
		( shared as { areas?: unknown; restRoot?: unknown } | null ) ?? {};
	if (
		! strings ||
		! Array.isArray( endpoints ) ||
		! endpoints.every(
			( endpoint ) =>
				typeof endpoint === 'string' &&
				typeof restRoot === 'string' &&
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
		visitorItems: Array.isArray( visitorItems )
			? parseStoredItems( visitorItems )
			: [],
		strings,
		areas: isStringList( areas ) ? areas : [],
	};
}
