/**
 * The runtime script's entry: start one runtime for the page and publish
 * its API as `window.careersFrontend.runtime`, where blocks find it
 * (`@careers-frontend/runtime` is that global in the build). Assigned by
 * hand rather than by a webpack library export, whose module helpers
 * would cost every page bytes for nothing.
 */

/**
 * Internal dependencies
 */
import { createRuntime } from './create-runtime';

const host = ( window.careersFrontend ??= {} );
// A second copy of the script reuses the first one's store.
if ( ! host.runtime ) {
	const runtime = createRuntime( window );
	runtime.api.whenReady( runtime.start );
	host.runtime = runtime.api;
}
