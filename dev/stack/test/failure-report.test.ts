/** @jest-environment node */

/**
 * Internal dependencies
 */
import { DETAIL_LINES, failureReport } from '../failure-report';

const PASSED = [
	'  ✓  1 [chromium] › tests/e2e/a.spec.ts:3:2 › a (1.0s)',
	'  ✘  2 [chromium] › tests/e2e/b.spec.ts:9:2 › b (2.0s)',
];

describe( 'failureReport', () => {
	it( 'keeps each failure’s details and Playwright’s closing list', () => {
		const lines = [
			...PASSED,
			'',
			'  1) [chromium] › tests/e2e/b.spec.ts:9:2 › b ───',
			'',
			'    Error: expect(locator).toBeVisible() failed',
			...Array.from( { length: 100 }, ( _, i ) => `    at line ${ i }` ),
			'  2) [chromium] › tests/e2e/c.spec.ts:4:2 › c ───',
			'    TimeoutError: waiting for button',
			'',
			'  2 failed',
			'    [chromium] › tests/e2e/b.spec.ts:9:2 › b',
			'    [chromium] › tests/e2e/c.spec.ts:4:2 › c',
			'  40 passed (20.0m)',
		];
		const report = failureReport( lines );
		expect( report[ 0 ] ).toBe(
			'  1) [chromium] › tests/e2e/b.spec.ts:9:2 › b ───'
		);
		expect( report ).toContain(
			'    Error: expect(locator).toBeVisible() failed'
		);
		// A long stack is cut, the next failure still shows.
		expect( report ).not.toContain( '    at line 99' );
		expect( report ).toContain( '    TimeoutError: waiting for button' );
		expect( report.slice( -4 ) ).toEqual( [
			'  2 failed',
			'    [chromium] › tests/e2e/b.spec.ts:9:2 › b',
			'    [chromium] › tests/e2e/c.spec.ts:4:2 › c',
			'  40 passed (20.0m)',
		] );
		expect( report.length ).toBeLessThanOrEqual( 2 * DETAIL_LINES + 4 );
	} );

	it( 'gives the last lines when Playwright reported no failure section', () => {
		const lines = Array.from( { length: 100 }, ( _, i ) => `line ${ i }` );
		expect( failureReport( lines ) ).toEqual(
			lines.slice( -DETAIL_LINES )
		);
	} );
} );
