/** @jest-environment node */

/**
 * External dependencies
 */
import { error as webDriverErrors } from 'selenium-webdriver';

/**
 * Internal dependencies
 */
import { ElementGoneError } from '../driver';
import { EngineLocator, notInteractableYet, retry } from '../locator';
import {
	driverError,
	fakeClock,
	fakeHost,
	fakePage,
	locatorOn,
	none,
	one,
} from './fake-host';

describe( 'A locator’s description', () => {
	it( 'chains steps, and enters a frame with the steps before it', () => {
		const page = fakePage( [ none() ] );
		const root = new EngineLocator(
			fakeHost( page ),
			{ frames: [], steps: [] },
			'site'
		);
		const field = root
			.locator( 'dialog[open] iframe' )
			.nth( -1 )
			.frame()
			.getByRole( 'button', { name: /sign/i, exact: true } )
			.filter( { hasText: 'in', hasNotText: 'out' } )
			.getByLabel( 'Email' );
		expect( field.query ).toEqual( {
			frames: [
				[
					{ kind: 'css', selector: 'dialog[open] iframe' },
					{ kind: 'nth', index: -1 },
				],
			],
			steps: [
				{
					kind: 'role',
					role: 'button',
					name: { source: 'sign', flags: 'i' },
					exact: true,
				},
				{
					kind: 'filter',
					hasText: { text: 'in' },
					hasNotText: { text: 'out' },
				},
				{ kind: 'label', text: { text: 'Email' }, exact: false },
			],
		} );
		expect( root.getByText( 'Hi' ).first().query.steps ).toEqual( [
			{ kind: 'text', text: { text: 'Hi' }, exact: false },
			{ kind: 'nth', index: 0 },
		] );
		expect( root.getByTestId( 'demo' ).last().query.steps ).toEqual( [
			{ kind: 'testId', id: 'demo' },
			{ kind: 'nth', index: -1 },
		] );
	} );
} );

describe( 'A click', () => {
	it( 'waits for one element, visible, enabled and still, then clicks once', async () => {
		const page = fakePage( [
			none(),
			{ ...one(), count: 2, element: undefined },
			one( { visible: false } ),
			one( { enabled: false } ),
			one( { box: { x: 0, y: 0, width: 10, height: 10 } } ),
			// Moved since: not still yet.
			one( { box: { x: 0, y: 5, width: 10, height: 10 } } ),
			one( { box: { x: 0, y: 5, width: 10, height: 10 } } ),
		] );
		await locatorOn( page, {
			clock: fakeClock(),
			actionTimeout: 10_000,
		} ).click();
		expect( page.clicks ).toBe( 1 );
		// Every state above was looked at, then the still one again.
		expect( page.asked ).toHaveLength( 7 );
	} );

	it( 'clicks a still element on a page so slow that one look outlasts the action timeout', async () => {
		const page = fakePage( [ one() ] );
		const clock = fakeClock();
		const host = fakeHost( page, { clock, actionTimeout: 10_000 } );
		const look = host.run;
		// Every look at the page takes longer than the whole action timeout
		// (a loaded machine, a new page).
		host.run = async ( frames, fn, arg ) => {
			await clock.sleep( 11_000 );
			return look( frames, fn, arg );
		};
		await new EngineLocator( host, { frames: [], steps: [] }, 'site' )
			.locator( '.x' )
			.click();
		expect( page.clicks ).toBe( 1 );
		// The second look, to see it still, came in the same attempt.
		expect( page.asked ).toHaveLength( 2 );
	} );

	it( 'still fails on an element that keeps moving', async () => {
		const moving = Array.from( { length: 200 }, ( _, y ) =>
			one( { box: { x: 0, y, width: 10, height: 10 } } )
		);
		await expect(
			locatorOn( fakePage( moving ), {
				clock: fakeClock(),
				actionTimeout: 1000,
			} ).click()
		).rejects.toThrow( 'is moving' );
	} );

	it( 'tries again when the driver refused before acting, within the action timeout', async () => {
		const page = fakePage( [ one() ] );
		page.clickErrors = [
			driverError( 'ElementNotInteractableError' ),
			driverError( 'ElementClickInterceptedError' ),
		];
		const clock = fakeClock();
		await locatorOn( page, { clock } ).click();
		expect( page.clicks ).toBe( 1 );
		expect( page.clickErrors ).toEqual( [] );
		expect( clock.slept.filter( ( ms ) => ms === 100 ) ).toHaveLength( 2 );
	} );

	it( 'looks again when the element was re-rendered between finding and acting', async () => {
		const page = fakePage( [ one() ] );
		page.clickErrors = [ new ElementGoneError() ];
		await locatorOn( page, { clock: fakeClock() } ).click();
		expect( page.clicks ).toBe( 1 );
	} );

	it( 'does not try again after any other error: the click may have landed', async () => {
		const page = fakePage( [ one() ] );
		page.clickErrors = [ new Error( 'Target closed' ) ];
		await expect(
			locatorOn( page, { clock: fakeClock() } ).click()
		).rejects.toThrow( 'Target closed' );
		expect( page.clicks ).toBe( 0 );
	} );

	it( 'gives up with the driver’s refusal once the action timeout is over', async () => {
		const page = fakePage( [ one() ] );
		page.clickErrors = Array.from( { length: 100 }, () =>
			driverError( 'ElementNotInteractableError' )
		);
		const clock = fakeClock();
		await expect(
			locatorOn( page, { clock, actionTimeout: 1000 } ).click()
		).rejects.toThrow( 'ElementNotInteractableError' );
		expect( page.clicks ).toBe( 0 );
		// It stopped soon after the timeout, not at the end of the list.
		expect( clock.now() ).toBeGreaterThan( 1000 );
		expect( clock.now() ).toBeLessThan( 2000 );
	} );

	it( 'fails after the action timeout, saying what it found', async () => {
		const page = fakePage( [ { ...one(), count: 2, element: undefined } ] );
		await expect(
			locatorOn( page, {
				clock: fakeClock(),
				actionTimeout: 1000,
			} ).click()
		).rejects.toThrow(
			'Timed out after 1000 ms: site.locator(.x) found 2 elements'
		);
		expect( page.clicks ).toBe( 0 );
	} );
} );

describe( 'notInteractableYet', () => {
	it( 'is only the refusals WebDriver makes before acting', () => {
		expect(
			notInteractableYet( driverError( 'ElementNotInteractableError' ) )
		).toBe( true );
		expect(
			notInteractableYet( driverError( 'ElementClickInterceptedError' ) )
		).toBe( true );
		expect( notInteractableYet( new ElementGoneError() ) ).toBe( true );
		expect(
			notInteractableYet( driverError( 'StaleElementReferenceError' ) )
		).toBe( false );
		expect( notInteractableYet( 'ElementNotInteractableError' ) ).toBe(
			false
		);
	} );
} );

describe( 'fill and press', () => {
	it( 'fill uses the driver’s own fill where it has one, typing nothing', async () => {
		const page = fakePage( [ one() ] );
		page.nativeFill = true;
		await locatorOn( page, { clock: fakeClock() } ).fill( 'Austin, TX' );
		expect( page.filled ).toEqual( [ 'Austin, TX' ] );
		expect( page.typed ).toEqual( [] );
	} );

	it( 'fill otherwise selects the field’s text and types over it', async () => {
		const page = fakePage( [ one() ] );
		await locatorOn( page, { clock: fakeClock() } ).fill( 'Austin, TX' );
		expect( page.evaluated.join( '\n' ) ).toMatch(
			/field\.focus\(\); field\.select\(\);/
		);
		expect( page.typed ).toEqual( [ 'Austin, TX' ] );
	} );

	it( 'fill with nothing deletes the selected text', async () => {
		const page = fakePage( [ one() ] );
		await locatorOn( page, { clock: fakeClock() } ).fill( '' );
		expect( page.typed ).toEqual( [] );
		expect( page.pressed ).toEqual( [ 'Backspace' ] );
	} );

	it( 'press focuses the element, then presses in it', async () => {
		const page = fakePage( [ one() ] );
		await locatorOn( page, { clock: fakeClock() } ).press( 'Enter' );
		expect( page.evaluated.join( '\n' ) ).toMatch( /\.focus\(\)$/ );
		expect( page.pressed ).toEqual( [ 'Enter' ] );
	} );
} );

describe( 'retry', () => {
	it( 'returns the first value, pausing longer each time up to 500 ms', async () => {
		const clock = fakeClock();
		let calls = 0;
		const value = await retry(
			async () =>
				++calls < 7 ? { wait: 'not yet' } : { value: 'there' },
			10_000,
			clock
		);
		expect( value ).toBe( 'there' );
		expect( clock.slept ).toEqual( [ 50, 100, 200, 400, 500, 500 ] );
	} );

	it( 'keeps trying through errors and reports the last reason at the timeout', async () => {
		const clock = fakeClock();
		await expect(
			retry(
				async () => {
					throw new Error( 'Execution context was destroyed' );
				},
				1000,
				clock
			)
		).rejects.toThrow(
			'Timed out after 1000 ms: Execution context was destroyed'
		);
		expect( clock.now() ).toBeGreaterThan( 1000 );
	} );

	it( 'stops at once when the browser session has ended, saying so', async () => {
		const clock = fakeClock();
		let calls = 0;
		await expect(
			retry(
				async () => {
					calls++;
					throw new webDriverErrors.NoSuchSessionError();
				},
				10_000,
				clock
			)
		).rejects.toThrow(
			'The browser session ended (the browser quit or crashed): NoSuchSessionError'
		);
		expect( calls ).toBe( 1 );
		expect( clock.slept ).toEqual( [] );
	} );
} );
