/**
 * Waits for a page's first good answer. PHP's server takes connections at
 * once, but a fresh site's first page (no opcode cache yet) took about 4 s
 * more here (2026-11-28): the demo is announced when a visitor would see it.
 */
import { StackError } from './errors';
import { sleep } from './processes';

export interface FirstAnswerOptions {
	/** How long to keep asking. */
	timeoutMs: number;
	/** Where the server writes its errors, named when it never answers. */
	logFile: string;
	/** Pause between tries. */
	intervalMs?: number;
	fetchPage?: ( url: string ) => Promise< Response >;
}

/**
 * Ask for a page until it answers 200.
 *
 * @param url     The page.
 * @param options Timeout, log to name, and the fetch to use.
 * @return The milliseconds it took.
 */
export async function waitForFirstAnswer(
	url: string,
	options: FirstAnswerOptions
): Promise< number > {
	const { timeoutMs, logFile, intervalMs = 250, fetchPage = fetch } = options;
	const started = Date.now();
	let last = 'no answer';
	while ( Date.now() - started < timeoutMs ) {
		try {
			const response = await fetchPage( url );
			// The body is read so the connection is free for the next try.
			await response.arrayBuffer();
			if ( response.status === 200 ) {
				return Date.now() - started;
			}
			last = `HTTP ${ response.status }`;
		} catch ( error ) {
			last = error instanceof Error ? error.message : String( error );
		}
		await sleep( intervalMs );
	}
	throw new StackError(
		`${ url } did not answer 200 within ${ timeoutMs / 1000 } s (last: ${ last }).`,
		`read the web server's log (${ logFile }) and WordPress's debug.log; \`npm run reset\` starts a clean site`
	);
}
