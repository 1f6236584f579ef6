/**
 * The ATS session keep-alive, loaded as a part script when a candidate is
 * signed in: its first check is five minutes away, and visitors never
 * need it.
 */

/**
 * Internal dependencies
 */
import type { BearerPolling } from './bearer-polling';
import { BEARER_POLLING_PART } from './part-names';
import type { LoadPart, PartExports } from './parts';

export interface LazyBearerPollingDeps {
	atsUrl: string;
	loadPart: LoadPart;
	/** Builds the polling from the part (its fetch, timers and token). */
	create: (
		part: PartExports< typeof BEARER_POLLING_PART >
	) => BearerPolling;
	logger: Pick< Console, 'error' >;
}

/**
 * @param deps The ATS URL, the part loader, the polling's maker and the console.
 */
export function createLazyBearerPolling(
	deps: LazyBearerPollingDeps
): BearerPolling {
	let polling: BearerPolling | null = null;
	let wanted = false;
	return {
		start() {
			wanted = true;
			// Without an ATS there is nothing to keep alive: load nothing.
			if ( ! deps.atsUrl || polling ) {
				polling?.start();
				return;
			}
			deps.loadPart( BEARER_POLLING_PART ).then( ( part ) => {
				polling ??= deps.create( part );
				if ( wanted ) {
					polling.start();
				}
			}, deps.logger.error );
		},
		stop() {
			wanted = false;
			polling?.stop();
		},
	};
}
