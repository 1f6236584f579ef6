/**
 * WordPress dependencies
 */
import { createInterpolateElement } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * The invitation a signed-in candidate without an area of interest sees,
 * with `<a>…</a>` around the words that link to the profile.
 */
export const areaOfInterestNote = () =>
	__(
		'<a>Choose your area of interest</a> in your profile to see content picked for you.',
		'careers-frontend'
	);

/** The same invitation as plain text, for the live region. */
export const areaOfInterestAnnouncement = () =>
	areaOfInterestNote().replace( /<\/?a>/g, '' );

/**
 * In place of the list, in the room reserved for it, so nothing moves.
 *
 * @param props            Props.
 * @param props.profileUrl The profile page, with the language prefix.
 */
export function AreaOfInterestNote( { profileUrl }: { profileUrl: string } ) {
	return (
		<p className="wp-block-careers-frontend-persona-content__status is-no-area">
			{ createInterpolateElement( areaOfInterestNote(), {
				// Content comes from the translated string.
				// eslint-disable-next-line jsx-a11y/anchor-has-content
				a: <a href={ profileUrl } />,
			} ) }
		</p>
	);
}
