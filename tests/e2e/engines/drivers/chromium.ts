/**
 * Chromium through Playwright itself: the adapter over a Playwright page,
 * so the tests written for every engine run here too, through the same
 * in-page helpers as elsewhere, with Playwright's own input and waits.
 */
import type { ConsoleMessage, Frame, JSHandle, Page } from '@playwright/test';

import {
	ElementGoneError,
	onAttached,
	type Driver,
	type DriverContext,
} from '../driver';
import { scriptOf } from '../script-url';
import type { ConsoleEntry, Size } from '../types';

function context( frame: Frame ): DriverContext {
	const elementOf = async ( expression: string ) => {
		const handle = ( await frame.evaluateHandle(
			expression
		) ) as JSHandle< HTMLElement >;
		const element = handle.asElement();
		if ( ! element ) {
			throw new ElementGoneError();
		}
		return element;
	};
	return {
		evaluate: ( expression ) => frame.evaluate( expression ),
		element: async ( expression ) => {
			const element = await elementOf( expression );
			return {
				click: () => onAttached( () => element.click() ),
				tap: () => onAttached( () => element.tap() ),
				hover: () => onAttached( () => element.hover() ),
				fill: ( text ) => onAttached( () => element.fill( text ) ),
			};
		},
		frame: async ( expression ) => {
			const inner = await (
				await elementOf( expression )
			).contentFrame();
			if ( ! inner ) {
				throw new Error(
					'The element is not a frame with a document.'
				);
			}
			return context( inner );
		},
	};
}

/**
 * The adapter over a Playwright page: the test's own `page` (the `site`
 * fixture wraps it in Chromium, so a test may use both), which Playwright
 * opens and closes.
 *
 * @param page The page.
 */
export function chromiumDriver( page: Page ): Driver {
	const entries: ConsoleEntry[] = [];
	page.on( 'console', ( message: ConsoleMessage ) =>
		entries.push( {
			type: message.type(),
			text: message.text(),
			url: message.location().url,
		} )
	);
	page.on( 'pageerror', ( error ) =>
		entries.push( {
			type: 'pageerror',
			text: `${ error.name }: ${ error.message }`,
			url: scriptOf( error.stack ),
		} )
	);
	return {
		engine: 'chromium',
		goto: async ( url ) => {
			await page.goto( url );
		},
		url: async () => page.url(),
		main: () => context( page.mainFrame() ),
		// Playwright's key names are the ones the layer speaks.
		press: ( key ) => page.keyboard.press( key ),
		type: ( text ) => page.keyboard.type( text ),
		setViewport: ( size: Size ) => page.setViewportSize( size ),
		screenshot: () => page.screenshot(),
		consoleEntries: () => entries,
		// Playwright closes its own page.
		close: async () => undefined,
	};
}
