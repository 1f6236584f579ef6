/**
 * Texts of the steps offered after a search that found nothing (loaded
 * with the offer, in its own chunk).
 */

/**
 * WordPress dependencies
 */
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { SearchSpec, WidenStep } from '../../core/conversation';

/**
 * What found nothing: "No Nursing jobs within 50 miles of Dallas, TX."
 * @param search The search.
 */
export function nothingFoundText( search: SearchSpec ): string {
	if ( search.remote ) {
		return sprintf(
			/* translators: %s: area of interest. */
			__( 'No remote %s jobs right now.', 'careers-frontend' ),
			search.keyword
		);
	}
	if ( ! search.location ) {
		return sprintf(
			/* translators: %s: area of interest. */
			__( 'No %s jobs right now.', 'careers-frontend' ),
			search.keyword
		);
	}
	return sprintf(
		/* translators: 1: area of interest, 2: miles, 3: place. */
		__( 'No %1$s jobs within %2$s miles of %3$s.', 'careers-frontend' ),
		search.keyword,
		search.radius.toLocaleString(),
		search.location
	);
}

/**
 * The button for the next step.
 * @param step   The step.
 * @param search The search that found nothing.
 */
export function widenLabel( step: WidenStep, search: SearchSpec ): string {
	switch ( step.kind ) {
		case 'radius':
			return sprintf(
				/* translators: %s: miles. */
				__( 'Search within %s miles', 'careers-frontend' ),
				step.radius.toLocaleString()
			);
		case 'remote':
			return sprintf(
				/* translators: %s: area of interest. */
				__( 'Show remote %s jobs', 'careers-frontend' ),
				search.keyword
			);
		case 'areas':
			return search.location
				? sprintf(
						/* translators: %s: place. */
						__( 'Show other areas near %s', 'careers-frontend' ),
						search.location
					)
				: __( 'Show other areas', 'careers-frontend' );
	}
}

/**
 * The heading of the other areas offered.
 * @param search The search that found nothing.
 */
export function otherAreasText( search: SearchSpec ): string {
	return search.location
		? sprintf(
				/* translators: %s: place. */
				__( 'Other areas with jobs near %s:', 'careers-frontend' ),
				search.location
			)
		: __( 'Other areas with jobs:', 'careers-frontend' );
}

/**
 * One other area's button: "Sales: 4 jobs".
 * @param name  Area of interest.
 * @param count Its jobs near the place.
 */
export function areaChoiceText( name: string, count: number ): string {
	return sprintf(
		/* translators: 1: area of interest, 2: number of jobs. */
		_n( '%1$s: %2$s job', '%1$s: %2$s jobs', count, 'careers-frontend' ),
		name,
		count.toLocaleString()
	);
}
