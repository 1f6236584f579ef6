/**
 * The lines the chat itself says (notices), through the plugin's text
 * domain. Every notice comes after the bot's first answer (an area that
 * is none of ours, the area list, the device's location), so these come
 * with the code fetched then (chunk chat-job-search, issue 34), not as
 * the window opens.
 */

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { Notice } from '../../core/transcript';

/**
 * A line the chat itself says.
 *
 * @param notice What it is about.
 * @param text   What the candidate typed (an area that is none of ours).
 */
export function noticeText( notice: Notice, text = '' ): string {
	let why: string;
	switch ( notice ) {
		case 'unknown-area':
			return sprintf(
				/* translators: %s: the area the candidate typed. */
				__(
					'“%s” is not one of our job areas. Please choose one from the list.',
					'careers-frontend'
				),
				text
			);
		case 'areas-unavailable':
			return __(
				'The list of job areas could not be loaded. Please type the area you are interested in.',
				'careers-frontend'
			);
		case 'location-denied':
			why = __(
				'Your browser did not allow the use of your location.',
				'careers-frontend'
			);
			break;
		case 'location-timeout':
			why = __(
				'Finding your location took too long.',
				'careers-frontend'
			);
			break;
		case 'location-insecure':
			why = __(
				'Your location can only be used on a secure (https) page.',
				'careers-frontend'
			);
			break;
		case 'location-unnamed':
			why = __(
				'I could not find a place name for your location.',
				'careers-frontend'
			);
			break;
		default:
			why = __( 'Your location is not available.', 'careers-frontend' );
	}
	return `${ why } ${ __(
		'Please type a zip code or a city and state.',
		'careers-frontend'
	) }`;
}
