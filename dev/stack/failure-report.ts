/**
 * What a failed shard's Playwright said about its failures, to print again
 * once every shard is done: shards run side by side, so a failure report
 * would otherwise sit far up the log, out of a CI log's tail.
 */

/** Where the list reporter's first failure begins: `  1) [chromium] › …`. */
const FIRST_FAILURE = /^\s+1\) \[/;
/** Its closing count: `  2 failed`, then the failed tests, one a line. */
const FAILED_COUNT = /^\s+\d+ (failed|flaky|interrupted)\b/;

/** Lines of failure details kept per failure, before its list. */
export const DETAIL_LINES = 40;

/**
 * The failures a shard's output reports: the first DETAIL_LINES lines of
 * each failure's details, then Playwright's own closing list of them. An
 * output with no failure section (Playwright could not start) gives its
 * last DETAIL_LINES lines.
 *
 * @param lines The shard's output, line by line.
 */
export function failureReport( lines: readonly string[] ): string[] {
	const start = lines.findIndex( ( line ) => FIRST_FAILURE.test( line ) );
	if ( start === -1 ) {
		const count = lines.findIndex( ( line ) => FAILED_COUNT.test( line ) );
		return count === -1
			? lines.slice( -DETAIL_LINES )
			: lines.slice( count );
	}
	const report: string[] = [];
	let kept = 0;
	let closing = false;
	for ( const line of lines.slice( start ) ) {
		if ( FAILED_COUNT.test( line ) ) {
			closing = true;
		}
		if ( closing ) {
			report.push( line );
			continue;
		}
		if ( /^\s+\d+\) \[/.test( line ) ) {
			kept = 0;
		}
		if ( kept < DETAIL_LINES ) {
			report.push( line );
		}
		kept += 1;
	}
	return report;
}
