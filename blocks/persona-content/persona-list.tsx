/**
 * WordPress dependencies
 */
import { decodeEntities } from '@wordpress/html-entities';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { PersonaState } from './types';

export const personaMessages = {
	loading: () => __( 'Loading content for you…', 'careers-frontend' ),
	empty: () => __( 'Nothing to show here yet.', 'careers-frontend' ),
	error: () =>
		__(
			'This content could not be loaded. Please try again later.',
			'careers-frontend'
		),
};

/**
 * The list, or the loading, empty or error message in its place. Titles
 * are decoded as text (`&#8217;` becomes ’) and rendered as text: markup in
 * a title shows as written and is never parsed.
 *
 * @param props       Props.
 * @param props.state Status and items.
 */
export function PersonaList( { state }: { state: PersonaState } ) {
	// The area-of-interest note needs the profile link: PersonaContent shows it.
	if ( state.status === 'hidden' || state.status === 'no-area' ) {
		return null;
	}
	if ( state.status !== 'ready' ) {
		return (
			<p
				className={ `wp-block-careers-frontend-persona-content__status is-${ state.status }` }
			>
				{ personaMessages[ state.status ]() }
			</p>
		);
	}
	return (
		<ul className="wp-block-careers-frontend-persona-content__list">
			{ state.items.map( ( item ) => (
				<li key={ item.id }>
					<a href={ item.link }>{ decodeEntities( item.title ) }</a>
				</li>
			) ) }
		</ul>
	);
}
