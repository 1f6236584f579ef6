/**
 * Texts shown or announced for transcript entries, through the plugin's
 * text domain.
 */

/**
 * WordPress dependencies
 */
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { JobResults } from '../../core/transcript';

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

export function searchJobsLinkText(): string {
	return __( 'Search jobs', 'careers-frontend' );
}

/**
 * The link to every match on the job search page.
 *
 * @param totalHits Matching jobs.
 */
export function allJobsLinkText( totalHits: number ): string {
	return sprintf(
		/* translators: %s: number of matching jobs. */
		_n(
			'See the %s matching job',
			'See all %s matching jobs',
			totalHits,
			'careers-frontend'
		),
		totalHits.toLocaleString()
	);
}

/**
 * What the live region says for a job result list.
 *
 * @param results Job results.
 */
export function jobResultsAnnouncement( results: JobResults ): string {
	if ( results.noJobs ) {
		const { before, hasLink, after } = results.noJobs;
		return `${ before }${ hasLink ? searchJobsLinkText() : '' }${ after }`.trim();
	}
	return sprintf(
		/* translators: %s: number of matching jobs. */
		_n(
			'%s matching job found.',
			'%s matching jobs found.',
			results.totalHits,
			'careers-frontend'
		),
		results.totalHits.toLocaleString()
	);
}
