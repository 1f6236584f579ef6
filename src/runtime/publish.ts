/**
 * Start one runtime for the page and publish its API as
 * `window.careersFrontend.runtime`, where part scripts and the other
 * blocks' view scripts find it (`@careers-frontend/runtime` is that global
 * in the build). Assigned by hand rather than by a webpack library export,
 * whose module helpers would cost every page bytes for nothing.
 */

/**
 * Internal dependencies
 */
import { createRuntime, type RuntimeApi } from './create-runtime';
import type { PartShelf } from './parts';
import { CHUNK_LIST_GLOBAL, ownGlobal, ownList } from '../shared/page-global';

/** `window.careersFrontend`: the runtime's API and the part shelf. */
export interface PageGlobal {
	runtime?: RuntimeApi;
	parts?: PartShelf;
}

/**
 * @param win The page's window.
 * @return The API this call published, or null when a runtime already was
 *         (a second copy of the script reuses the first one's store).
 */
export function publishRuntime( win: Window ): RuntimeApi | null {
	// Owned before anything reads it: an Author's `<a id="careersFrontend">`
	// must not stand in for the runtime (see page-global.ts).
	const host = ownGlobal< PageGlobal >( win, 'careersFrontend' );
	if ( host.runtime ) {
		return null;
	}
	ownList( win, CHUNK_LIST_GLOBAL );
	const runtime = createRuntime( win );
	runtime.api.whenReady( runtime.start );
	host.runtime = runtime.api;
	return runtime.api;
}
