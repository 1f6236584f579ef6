/**
 * Internal dependencies
 */
import type { PageContext } from './types';

/** Apart from the settings' defaults, so reading it brings no schema. */
export const DEFAULT_CONTEXT: Readonly< PageContext > = Object.freeze( {
	homeUrl: '/',
	locale: 'en_US',
	updatingMessage: 'Your information is being updated.',
} );
