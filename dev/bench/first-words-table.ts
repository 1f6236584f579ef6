/**
 * The benchmark's rows for chat open → first bot message painted (phone
 * network), in the main table and beside the anchors.
 */
import type { FirstWordsCase, FirstWordsRun } from './first-words';
import { median } from './median';

const NONE = '–';

function range( values: number[] ): string {
	const low = Math.min( ...values );
	const high = Math.max( ...values );
	return low === high ? String( low ) : `${ low }–${ high }`;
}

function runsOf(
	runs: readonly FirstWordsRun[],
	path: string,
	scenario: FirstWordsCase
): FirstWordsRun[] {
	return runs.filter(
		( run ) =>
			run.path === path &&
			run.case === scenario &&
			Number.isFinite( run.openToPaintMs )
	);
}

/**
 * "1804 ms (2566 ms with the 762 ms reply delay); 6 round trips in series,
 * 14 requests" for one page and case, or – when not measured.
 * @param runs     Every run.
 * @param path     Page path.
 * @param scenario Cold, or after the idle prefetch.
 */
export function firstWordsCell(
	runs: readonly FirstWordsRun[],
	path: string,
	scenario: FirstWordsCase
): string {
	const mine = runsOf( runs, path, scenario );
	if ( mine.length === 0 ) {
		return NONE;
	}
	const delay = median( mine.map( ( run ) => run.configuredDelayMs ) );
	const net = median(
		mine.map( ( run ) => run.openToPaintMs - run.configuredDelayMs )
	);
	const withDelay =
		delay > 0
			? ` (${ Math.round( net + delay ) } ms with the ${ Math.round(
					delay
				) } ms reply delay)`
			: '';
	return `${ Math.round( net ) } ms${ withDelay }; ${ range(
		mine.map( ( run ) => run.roundTrips.count )
	) } round trips in series, ${ range(
		mine.map( ( run ) => run.roundTrips.requests )
	) } requests`;
}

/**
 * @param runs  Every run.
 * @param paths The table's columns.
 * @param count Runs per case.
 */
export function firstWordsRows(
	runs: readonly FirstWordsRun[],
	paths: string[],
	count: number
): string[][] {
	return ( [ 'cold', 'prefetched' ] as const ).map( ( scenario ) => [
		`Chat: open → first bot message painted, phone network (150 ms round trip, 1.6 Mbps), ${
			scenario === 'cold'
				? 'cold cache, nothing prefetched'
				: 'after the idle prefetch'
		} (median of ${ count }, minus the configured reply delay; round trips on that path)`,
		...paths.map( ( path ) => firstWordsCell( runs, path, scenario ) ),
	] );
}
