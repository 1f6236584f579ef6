/**
 * Internal dependencies
 */
import type { MenuDialogs } from './sign-in-menu';

/**
 * The modals' pages from the server's config for this menu: paths on this
 * site only (one leading slash), anything else is left out.
 *
 * @param instance The instance's server config.
 */
export function readMenuDialogs(
	instance: Readonly< Record< string, unknown > >
): MenuDialogs {
	const { dialogs } = instance;
	const found: MenuDialogs = {};
	if ( typeof dialogs !== 'object' || dialogs === null ) {
		return found;
	}
	for ( const name of [ 'sign-in', 'lead-capture' ] as const ) {
		const src: unknown = ( dialogs as Record< string, unknown > )[ name ];
		if ( typeof src === 'string' && /^\/(?![/\\])/.test( src ) ) {
			found[ name ] = src;
		}
	}
	return found;
}
