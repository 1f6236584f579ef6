/**
 * What a search's results say, shown and announced: fetched with the
 * search's code (chunk chat-job-search), as no result comes before it.
 */

/**
 * WordPress dependencies
 */
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { JobResults } from '../../core/conversation';

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
 * What a search found, as the line above the list says it: "3 Nursing
 * jobs within 50 miles of Dallas, TX.", "5 remote Sales jobs."
 *
 * @param results Job results.
 */
export function foundText( results: JobResults ): string {
	const { search, totalHits } = results;
	const count = totalHits.toLocaleString();
	if ( search?.remote ) {
		return sprintf(
			/* translators: 1: number of jobs, 2: area of interest. */
			_n(
				'%1$s remote %2$s job.',
				'%1$s remote %2$s jobs.',
				totalHits,
				'careers-frontend'
			),
			count,
			search.keyword
		);
	}
	if ( search?.location ) {
		return sprintf(
			/* translators: 1: number of jobs, 2: area of interest, 3: miles, 4: place. */
			_n(
				'%1$s %2$s job within %3$s miles of %4$s.',
				'%1$s %2$s jobs within %3$s miles of %4$s.',
				totalHits,
				'careers-frontend'
			),
			count,
			search.keyword,
			search.radius.toLocaleString(),
			search.location
		);
	}
	return sprintf(
		/* translators: %s: number of matching jobs. */
		_n(
			'%s matching job found.',
			'%s matching jobs found.',
			totalHits,
			'careers-frontend'
		),
		count
	);
}

/**
 * What the live region says for a job result list: what was found, or the
 * no-jobs text with its link.
 *
 * @param results Job results.
 */
export function jobResultsAnnouncement( results: JobResults ): string {
	if ( results.noJobs ) {
		const { before, hasLink, after } = results.noJobs;
		return `${ before }${ hasLink ? searchJobsLinkText() : '' }${ after }`.trim();
	}
	return foundText( results );
}
