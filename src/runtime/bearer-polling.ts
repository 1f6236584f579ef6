/**
 * Internal dependencies
 */
import { atsEndpoint, bearerHeaders, type FetchLike } from './ats';

/** Keep the ATS session alive every 5 minutes while signed in. */
export const BEARER_POLL_INTERVAL_MS = 300_000;
export const ATS_SESSION_PATH = 'rest/session';

export interface BearerPolling {
	/** Idempotent: a second start keeps the one timer. */
	start: () => void;
	stop: () => void;
}

/**
 * @param atsUrl   The ats_url setting.
 * @param getToken Reads the bearer token (null when there is none).
 * @param fetch    Fetch.
 * @param timers   The window in the browser; its timers are faked in tests.
 * @param logger   Where failed checks go.
 */
export function createBearerPolling(
	atsUrl: string,
	getToken: () => string | null,
	fetch: FetchLike,
	timers: Pick< Window, 'setInterval' | 'clearInterval' >,
	logger: Pick< Console, 'error' >
): BearerPolling {
	let handle: number | null = null;
	const url = atsEndpoint( atsUrl, ATS_SESSION_PATH );

	function poll(): void {
		const token = getToken();
		if ( ! url || ! token ) {
			return;
		}
		fetch( url, { headers: bearerHeaders( token ) } )
			.then(
				( response ) => response.ok || Promise.reject( response.status )
			)
			.catch( ( reason: unknown ) =>
				logger.error( 'ATS session check failed:', reason )
			);
	}

	return {
		start() {
			if ( handle === null && url ) {
				handle = timers.setInterval( poll, BEARER_POLL_INTERVAL_MS );
			}
		},
		stop() {
			if ( handle !== null ) {
				timers.clearInterval( handle );
				handle = null;
			}
		},
	};
}
