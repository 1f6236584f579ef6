/**
 * What each engine's adapter provides: the few things that differ between
 * Playwright (Chromium), puppeteer-core over WebDriver BiDi (Firefox) and
 * selenium-webdriver over classic WebDriver (WebKitGTK). Everything else
 * (finding elements, waiting, asserting) is shared and runs in the page.
 */
import type { ConsoleEntry, EngineName, Size } from './types';

/**
 * The element left the document between finding it and acting on it (the
 * page re-rendered it): nothing was sent, so the action may look again, as
 * Playwright's locators do.
 */
export class ElementGoneError extends Error {
	constructor( detail = 'The element left the page before the action.' ) {
		super( detail );
		this.name = 'ElementGoneError';
	}
}

/**
 * A driver's own words for an element that detached before its input was
 * sent: Playwright's and puppeteer's element handles.
 */
const DETACHED = [
	'Element is not attached to the DOM',
	'Node is detached from document',
];

/**
 * Run a native action on a resolved element, as ElementGoneError when the
 * driver refused because the element had detached.
 *
 * @param action The driver's action.
 */
export async function onAttached( action: () => Promise< void > ) {
	try {
		await action();
	} catch ( error ) {
		const message = error instanceof Error ? error.message : '';
		if ( DETACHED.some( ( words ) => message.includes( words ) ) ) {
			throw new ElementGoneError( message );
		}
		throw error;
	}
}

/** One element found in a document, for the driver's native input. */
export interface DriverElement {
	click: () => Promise< void >;
	/** A touch: only where the page was opened with `hasTouch`. */
	tap: () => Promise< void >;
	hover: () => Promise< void >;
	/**
	 * Replace a field's text as Playwright's `fill` does (one input, no key
	 * events), where the driver has it; otherwise the layer types it.
	 */
	fill?: ( text: string ) => Promise< void >;
}

/**
 * A document: the page, or the one inside an iframe. Expressions are
 * JavaScript source, evaluated by the driver (which the page's
 * Content-Security-Policy does not restrict), and may return a promise.
 */
export interface DriverContext {
	evaluate: ( expression: string ) => Promise< unknown >;
	/** The element the expression returns. */
	element: ( expression: string ) => Promise< DriverElement >;
	/** The document inside the iframe element the expression returns. */
	frame: ( expression: string ) => Promise< DriverContext >;
}

/**
 * Keys by Playwright's names: `Enter`, `Escape`, `Tab`, `Space`,
 * `ArrowDown`, and `Shift+Tab`-style chords.
 */
export type KeyName = string;

export interface Driver {
	readonly engine: EngineName;
	/** Go to an absolute URL and wait for its load event. */
	goto: ( url: string ) => Promise< void >;
	url: () => Promise< string >;
	main: () => DriverContext;
	/** Press a key (or chord) in whatever has focus. */
	press: ( key: KeyName ) => Promise< void >;
	/** Type text into whatever has focus. */
	type: ( text: string ) => Promise< void >;
	/** The viewport, in CSS pixels. */
	setViewport: ( size: Size ) => Promise< void >;
	screenshot: () => Promise< Buffer >;
	/**
	 * Console warnings and errors and page errors seen so far, natively;
	 * undefined when the engine cannot report them (the shared layer then
	 * keeps them in the page, from the first evaluation after each load).
	 */
	consoleEntries: () => ConsoleEntry[] | undefined;
	close: () => Promise< void >;
}

/** What a test asks of a browser page (Playwright's option names). */
export interface PageOptions {
	baseURL: string;
	viewport: Size;
	/** Touch input and a coarse pointer, as on a phone or an iPad. */
	hasTouch: boolean;
	locale: string;
	/** Cookies to start with (the admin's, from Playwright's storage state). */
	cookies: ReadonlyArray< {
		name: string;
		value: string;
		domain: string;
		path: string;
		expires: number;
		httpOnly: boolean;
		secure: boolean;
		sameSite: 'Strict' | 'Lax' | 'None';
	} >;
}

/**
 * Split a Playwright key name into its modifiers and its key.
 *
 * @param key `Shift+Tab`, `Enter`, …
 */
export function splitChord( key: KeyName ): {
	modifiers: string[];
	key: string;
} {
	// The plus key itself: `+`, or `Shift++`.
	if ( key.endsWith( '+' ) ) {
		const modifiers = key.slice( 0, -1 ).split( '+' );
		modifiers.pop();
		return { modifiers, key: '+' };
	}
	const parts = key.split( '+' );
	const last = parts.pop() ?? '';
	return { modifiers: parts, key: last };
}
