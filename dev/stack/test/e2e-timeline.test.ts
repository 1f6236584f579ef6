/**
 * The e2e run's timeline summary: a slot that stood idle while another
 * finished the queue's tail shows as idle, and the tail is the tests that
 * ended last.
 */
import { summariseTimeline, timelineLines } from '../e2e-timeline';

const entry = ( slot: number, start: number, duration: number ) => ( {
	slot,
	title: `test ${ slot }@${ start }`,
	start,
	duration,
} );

describe( 'summariseTimeline', () => {
	it( 'counts each slot’s busy and idle time over the whole span', () => {
		// Slot 0 runs 0–10 s and 10–100 s; slot 1 only 0–20 s, then waits.
		const summary = summariseTimeline( [
			entry( 0, 1_000, 10_000 ),
			entry( 0, 11_000, 90_000 ),
			entry( 1, 1_000, 20_000 ),
		] );
		expect( summary.spanMs ).toBe( 100_000 );
		expect( summary.slots ).toEqual( [
			{ slot: 0, busyMs: 100_000, idleMs: 0, tests: 2 },
			{ slot: 1, busyMs: 20_000, idleMs: 80_000, tests: 1 },
		] );
		expect( summary.busyShare ).toBeCloseTo( 0.6 );
		expect( summary.tail.map( ( ended ) => ended.title ) ).toEqual( [
			'test 0@1000',
			'test 1@1000',
			'test 0@11000',
		] );
	} );

	it( 'prints the set-up time, the span, each slot and the tail', () => {
		const lines = timelineLines(
			summariseTimeline( [ entry( 0, 5_000, 60_000 ) ] ),
			30_000
		);
		expect( lines ).toEqual( [
			'e2e timeline: 30 s before the first test, 60 s of tests, slots busy 100%',
			'  slot 1: 1 tests, busy 60 s, idle 0 s',
			'  ended last (s after the first test began):',
			'    60 s slot 1 60 s test 0@5000',
		] );
	} );

	it( 'has nothing to say of a run without tests', () => {
		expect( summariseTimeline( [] ) ).toEqual( {
			startMs: 0,
			spanMs: 0,
			slots: [],
			busyShare: 0,
			tail: [],
		} );
	} );
} );
