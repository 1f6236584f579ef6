/**
 * Texts shown or announced for transcript entries, through the plugin's
 * text domain.
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
 * The bot-failure text ('Error:  {message} (see console for details)', two
 * spaces as the spec has it), translated around the service's message.
 *
 * @param text The text the conversation stored.
 */
export function errorText( text: string ): string {
	const match = /^Error: {2}([\s\S]*) \(see console for details\)$/.exec(
		text
	);
	/* eslint-disable @wordpress/i18n-no-collapsible-whitespace -- two spaces after the colon, as the spec's catalogue has it. */
	return match
		? sprintf(
				/* translators: %s: what went wrong, as the service said it. */
				__(
					'Error:  %s (see console for details)',
					'careers-frontend'
				),
				match[ 1 ]
			)
		: text;
	/* eslint-enable @wordpress/i18n-no-collapsible-whitespace */
}

export function locationNotFoundText(): string {
	return __(
		"Sorry, I couldn't find that location, please try again.",
		'careers-frontend'
	);
}

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
