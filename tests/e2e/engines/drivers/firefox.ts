/**
 * Firefox ESR (Debian's firefox-esr) through puppeteer-core over WebDriver
 * BiDi: one browser per test worker, a fresh browser context (cookies and
 * storage of its own) per test.
 */
import puppeteer, {
	type Browser,
	type ConsoleMessage,
	type ElementHandle,
	type Frame,
	type KeyInput,
} from 'puppeteer-core';

import {
	ElementGoneError,
	onAttached,
	splitChord,
	type Driver,
	type DriverContext,
	type PageOptions,
} from '../driver';
import { scriptOf } from '../script-url';
import type { ConsoleEntry } from '../types';

export const FIREFOX_PATH = '/usr/bin/firefox-esr';

export function launchFirefox( locale: string ): Promise< Browser > {
	return puppeteer.launch( {
		browser: 'firefox',
		executablePath: FIREFOX_PATH,
		headless: true,
		extraPrefsFirefox: {
			'intl.accept_languages': locale,
			'intl.locale.requested': locale,
			// Firefox opens its PDF viewer in every `<object>` of a PDF, hidden
			// or not, about a second apiece here; a post holding one for each
			// name the plugin's scripts read (quality-security-named-elements)
			// would not load within the navigation timeout. The elements are
			// there, and named, all the same.
			'pdfjs.disabled': true,
		},
	} );
}

async function elementOf(
	frame: Frame,
	expression: string
): Promise< ElementHandle > {
	const element = ( await frame.evaluateHandle( expression ) ).asElement();
	if ( ! element ) {
		throw new ElementGoneError();
	}
	return element as ElementHandle;
}

function context( frame: Frame ): DriverContext {
	return {
		evaluate: ( expression ) => frame.evaluate( expression ),
		element: async ( expression ) => {
			const element = await elementOf( frame, expression );
			return {
				click: () => onAttached( () => element.click() ),
				tap: () => onAttached( () => element.tap() ),
				hover: () => onAttached( () => element.hover() ),
			};
		},
		frame: async ( expression ) => {
			const inner = await (
				await elementOf( frame, expression )
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
 * puppeteer's name for a Playwright key name (Firefox wants ' ').
 *
 * @param key A Playwright key name.
 */
export function keyInput( key: string ): KeyInput {
	return ( key === 'Space' ? ' ' : key ) as KeyInput;
}

/** The part of puppeteer's keyboard a chord needs. */
export interface ChordKeyboard {
	down: ( key: KeyInput ) => Promise< void >;
	press: ( key: KeyInput ) => Promise< void >;
	up: ( key: KeyInput ) => Promise< void >;
}

/**
 * Press a Playwright key or chord (`Shift+Tab`) on puppeteer's keyboard:
 * the modifiers down in order, the key, the modifiers up in reverse.
 *
 * @param keyboard The page's keyboard.
 * @param chord    Playwright's name for it.
 */
export async function pressChord(
	keyboard: ChordKeyboard,
	chord: string
): Promise< void > {
	const { modifiers, key } = splitChord( chord );
	for ( const modifier of modifiers ) {
		await keyboard.down( keyInput( modifier ) );
	}
	await keyboard.press( keyInput( key ) );
	for ( const modifier of [ ...modifiers ].reverse() ) {
		await keyboard.up( keyInput( modifier ) );
	}
}

const CONSOLE_TYPES: Record< string, string > = { warn: 'warning' };

export async function openFirefox(
	browser: Browser,
	options: PageOptions
): Promise< Driver > {
	const browserContext = await browser.createBrowserContext();
	if ( options.cookies.length > 0 ) {
		await browserContext.setCookie(
			...options.cookies.map( ( cookie ) => ( {
				...cookie,
				// BiDi takes whole seconds.
				expires:
					cookie.expires > 0
						? Math.floor( cookie.expires )
						: undefined,
			} ) )
		);
	}
	const page = await browserContext.newPage();
	await page.setViewport( {
		...options.viewport,
		hasTouch: options.hasTouch,
	} );
	const entries: ConsoleEntry[] = [];
	page.on( 'console', ( message: ConsoleMessage ) =>
		entries.push( {
			type: CONSOLE_TYPES[ message.type() ] ?? message.type(),
			text: message.text(),
			url: message.location().url ?? '',
		} )
	);
	page.on( 'pageerror', ( error: unknown ) =>
		entries.push( {
			type: 'pageerror',
			text:
				error instanceof Error
					? `${ error.name }: ${ error.message }`
					: String( error ),
			url: error instanceof Error ? scriptOf( error.stack ) : '',
		} )
	);
	return {
		engine: 'firefox',
		goto: async ( url ) => {
			await page.goto( url, { waitUntil: 'load' } );
		},
		url: async () => page.url(),
		main: () => context( page.mainFrame() ),
		press: ( chord ) => pressChord( page.keyboard, chord ),
		type: ( text ) => page.keyboard.type( text ),
		setViewport: ( size ) =>
			page.setViewport( { ...size, hasTouch: options.hasTouch } ),
		screenshot: async () => Buffer.from( await page.screenshot() ),
		consoleEntries: () => entries,
		close: () => browserContext.close(),
	};
}
