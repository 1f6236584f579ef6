/**
 * Where a job is, in the page's language.
 */

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * A job's place as the core labels it ("Nationwide", "Statewide, TX",
 * "Remote", "City, ST"), in the page's language.
 *
 * @param label The core's label.
 */
export function jobLocationText( label: string ): string {
	if ( label === 'Nationwide' ) {
		return __( 'Nationwide', 'careers-frontend' );
	}
	if ( label === 'Remote' ) {
		return __( 'Remote', 'careers-frontend' );
	}
	const statewide = /^Statewide(?:, (.+))?$/.exec( label );
	if ( statewide ) {
		return statewide[ 1 ]
			? sprintf(
					/* translators: %s: state code, e.g. TX. */
					__( 'Statewide, %s', 'careers-frontend' ),
					statewide[ 1 ]
				)
			: __( 'Statewide', 'careers-frontend' );
	}
	return label;
}
