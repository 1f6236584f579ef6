/** @jest-environment node */

/**
 * External dependencies
 */
import { error as webDriverErrors } from 'selenium-webdriver';

/**
 * Internal dependencies
 */
import { expect as engineExpect, waitForVerdict } from '../expect';
import type { Inspection } from '../in-page/helpers';
import { fakeClock, fakePage, locatorOn, none, one } from './fake-host';

const visible = ( inspection: Inspection ) => ( {
	pass: Boolean( inspection.element?.visible ),
	actual: inspection.element?.visible ? 'visible' : 'hidden',
} );

describe( 'waitForVerdict (the web-first retry)', () => {
	it( 'answers at once when the check holds, without pausing', async () => {
		const clock = fakeClock();
		const verdict = await waitForVerdict(
			async () => one(),
			visible,
			false,
			5000,
			clock
		);
		expect( verdict ).toEqual( { pass: true, actual: 'visible' } );
		expect( clock.slept ).toEqual( [] );
	} );

	it( 'asks again, pausing longer each time up to 500 ms, until the check holds', async () => {
		const clock = fakeClock();
		const answers = [ none(), one( { visible: false } ), none(), one() ];
		const verdict = await waitForVerdict(
			async () => answers.shift() ?? one(),
			visible,
			false,
			5000,
			clock
		);
		expect( verdict.pass ).toBe( true );
		expect( clock.slept ).toEqual( [ 50, 100, 200 ] );
	} );

	it( 'stops after the timeout with the last thing it saw', async () => {
		const clock = fakeClock();
		const verdict = await waitForVerdict(
			async () => one( { visible: false } ),
			visible,
			false,
			1000,
			clock
		);
		expect( verdict ).toEqual( { pass: false, actual: 'hidden' } );
		// 50 + 100 + 200 + 400 + 500: the first look past the deadline is
		// the last.
		expect( clock.slept ).toEqual( [ 50, 100, 200, 400, 500 ] );
		expect( clock.now() ).toBe( 1250 );
	} );

	it( 'under .not, waits for the check to fail', async () => {
		const clock = fakeClock();
		const answers = [ one(), one(), one( { visible: false } ) ];
		const verdict = await waitForVerdict(
			async () => answers.shift() ?? one(),
			visible,
			true,
			5000,
			clock
		);
		expect( verdict.pass ).toBe( false );
		expect( clock.slept ).toEqual( [ 50, 100 ] );
	} );

	it( 'under .not, never takes a browser session that ended for a pass', async () => {
		const clock = fakeClock();
		await expect(
			waitForVerdict(
				async () => {
					throw new webDriverErrors.NoSuchSessionError();
				},
				visible,
				true,
				5000,
				clock
			)
		).rejects.toThrow( 'The browser session ended' );
		expect( clock.slept ).toEqual( [] );
	} );

	it( 'takes an error while reading (a navigation) as not yet, and says it', async () => {
		const clock = fakeClock();
		const verdict = await waitForVerdict(
			async () => {
				throw new Error( 'Execution context was destroyed' );
			},
			visible,
			false,
			100,
			clock
		);
		expect( verdict ).toEqual( {
			pass: false,
			actual: 'Execution context was destroyed',
		} );
	} );
} );

describe( 'expect() on an engine locator', () => {
	it( 'toBeVisible passes once the element shows', async () => {
		const page = fakePage( [ none(), one( { visible: false } ), one() ] );
		await engineExpect( locatorOn( page ) ).toBeVisible();
		expect( page.asked ).toHaveLength( 3 );
	} );

	it( 'toBeVisible fails after its timeout, naming the locator and what it found', async () => {
		const page = fakePage( [ one( { visible: false } ) ] );
		const started = Date.now();
		await expect(
			engineExpect( locatorOn( page ) ).toBeVisible( { timeout: 300 } )
		).rejects.toThrow( 'site.locator(.x): expected visible, found hidden' );
		const took = Date.now() - started;
		expect( took ).toBeGreaterThanOrEqual( 300 );
		expect( took ).toBeLessThan( 2000 );
	} );

	it( '.not.toBeVisible waits for it to go', async () => {
		const page = fakePage( [ one(), one(), none() ] );
		await engineExpect( locatorOn( page ) ).toBeHidden();
		expect( page.asked ).toHaveLength( 3 );
	} );

	it( 'toHaveText with a list compares each element’s text in order', async () => {
		const page = fakePage( [
			{ count: 2, anyVisible: true, texts: [ 'Sales', 'Nursing' ] },
		] );
		await engineExpect( locatorOn( page ) ).toHaveText( [
			'Sales',
			/nurs/i,
		] );
		await expect(
			engineExpect( locatorOn( page ) ).toHaveText(
				[ 'Nursing', 'Sales' ],
				{ timeout: 100 }
			)
		).rejects.toThrow( 'found ["Sales","Nursing"]' );
	} );

	it( 'toBeInViewport measures the viewport and takes any part, or the ratio asked', async () => {
		const page = fakePage( [ one( { viewportRatio: 0.25 } ) ] );
		await engineExpect( locatorOn( page ) ).toBeInViewport();
		expect( page.asked[ 0 ].options ).toEqual( { viewport: true } );
		await engineExpect( locatorOn( page ) ).toBeInViewport( {
			ratio: 0.25,
		} );
		await expect(
			engineExpect( locatorOn( page ) ).toBeInViewport( {
				ratio: 0.5,
				timeout: 100,
			} )
		).rejects.toThrow( 'found 25% in the viewport' );
		const outside = fakePage( [ one( { viewportRatio: 0 } ) ] );
		await expect(
			engineExpect( locatorOn( outside ) ).toBeInViewport( {
				timeout: 100,
			} )
		).rejects.toThrow( 'expected in the viewport, found 0%' );
	} );

	it( 'toHaveAttribute takes a name alone, or a name and a value', async () => {
		const page = fakePage( [
			one( { attributes: { 'aria-expanded': 'true' } } ),
		] );
		await engineExpect( locatorOn( page ) ).toHaveAttribute(
			'aria-expanded'
		);
		await engineExpect( locatorOn( page ) ).toHaveAttribute(
			'aria-expanded',
			'true'
		);
		await engineExpect( locatorOn( page ) ).not.toHaveAttribute(
			'readonly',
			{ timeout: 100 }
		);
		await expect(
			engineExpect( locatorOn( page ) ).toHaveAttribute(
				'aria-expanded',
				'false',
				{ timeout: 100 }
			)
		).rejects.toThrow( 'expected aria-expanded=false, found true' );
	} );

	it( 'toBeEnabled and toBeDisabled read the element’s state', async () => {
		const page = fakePage( [ one( { enabled: false } ) ] );
		await engineExpect( locatorOn( page ) ).toBeDisabled();
		await expect(
			engineExpect( locatorOn( page ) ).toBeEnabled( { timeout: 100 } )
		).rejects.toThrow( 'expected enabled, found disabled' );
	} );

	it( 'leaves anything but an engine locator to Playwright’s own matcher', async () => {
		await expect(
			engineExpect( 'not a locator' ).toBeVisible( { timeout: 100 } )
		).rejects.toThrow( /locator/i );
	} );
} );
