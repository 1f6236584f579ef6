/**
 * How the e2e run spent its time: per worker slot, how long it ran tests
 * and how long it stood idle, from the first test's start to the last
 * one's end. CI's time is mostly the e2e run, and a slot standing idle
 * while others finish (the queue's tail) costs as much as a slow test;
 * this says which it was (issue 44 item 7).
 */

export interface TimelineEntry {
	/** The worker slot (Playwright's parallelIndex). */
	slot: number;
	/** Project and title, for the report. */
	title: string;
	/** Milliseconds since the epoch. */
	start: number;
	/** Milliseconds. */
	duration: number;
}

export interface SlotSummary {
	slot: number;
	busyMs: number;
	idleMs: number;
	tests: number;
}

export interface TimelineSummary {
	/** The first test's start, ms since the epoch. */
	startMs: number;
	/** First test's start to the last test's end. */
	spanMs: number;
	slots: SlotSummary[];
	/** Share of slot-time spent in tests, 0–1. */
	busyShare: number;
	/** The tests that ended last, latest last. */
	tail: TimelineEntry[];
}

/**
 * The summary of a run's tests.
 *
 * @param entries   One per test result.
 * @param tailCount How many of the last tests to list.
 */
export function summariseTimeline(
	entries: readonly TimelineEntry[],
	tailCount = 5
): TimelineSummary {
	if ( entries.length === 0 ) {
		return { startMs: 0, spanMs: 0, slots: [], busyShare: 0, tail: [] };
	}
	const end = ( entry: TimelineEntry ) => entry.start + entry.duration;
	const first = Math.min( ...entries.map( ( entry ) => entry.start ) );
	const last = Math.max( ...entries.map( end ) );
	const spanMs = last - first;
	const bySlot = new Map< number, TimelineEntry[] >();
	for ( const entry of entries ) {
		bySlot.set( entry.slot, [
			...( bySlot.get( entry.slot ) ?? [] ),
			entry,
		] );
	}
	const slots = [ ...bySlot.entries() ]
		.sort( ( [ a ], [ b ] ) => a - b )
		.map( ( [ slot, ran ] ) => {
			const busyMs = ran.reduce(
				( sum, entry ) => sum + entry.duration,
				0
			);
			return {
				slot,
				busyMs,
				idleMs: Math.max( 0, spanMs - busyMs ),
				tests: ran.length,
			};
		} );
	const busy = slots.reduce( ( sum, slot ) => sum + slot.busyMs, 0 );
	return {
		startMs: first,
		spanMs,
		slots,
		busyShare: spanMs > 0 ? busy / ( spanMs * slots.length ) : 0,
		tail: [ ...entries ]
			.sort( ( a, b ) => end( a ) - end( b ) )
			.slice( -tailCount ),
	};
}

/**
 * The summary as lines for the run's log.
 *
 * @param summary What summariseTimeline gave.
 * @param setupMs From the run's start to its first test.
 */
export function timelineLines(
	summary: TimelineSummary,
	setupMs: number
): string[] {
	const seconds = ( ms: number ) => `${ Math.round( ms / 1000 ) } s`;
	return [
		`e2e timeline: ${ seconds( setupMs ) } before the first test, ${ seconds(
			summary.spanMs
		) } of tests, slots busy ${ Math.round( summary.busyShare * 100 ) }%`,
		...summary.slots.map(
			( slot ) =>
				`  slot ${ slot.slot + 1 }: ${ slot.tests } tests, busy ${ seconds(
					slot.busyMs
				) }, idle ${ seconds( slot.idleMs ) }`
		),
		'  ended last (s after the first test began):',
		...summary.tail.map(
			( entry ) =>
				`    ${ seconds(
					entry.start + entry.duration - summary.startMs
				) } slot ${
					entry.slot + 1
				} ${ seconds( entry.duration ) } ${ entry.title }`
		),
	];
}
