/**
 * Texts shown or announced for transcript entries, through the plugin's
 * text domain.
 */

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

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
