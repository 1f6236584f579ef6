/**
 * The job API's JSONP as a browser runs it: a script element in a page
 * that loads and runs scripts (jsdom), through the chat's own
 * `requestJsonp`. So an HTTP error or a dropped connection is the
 * script's error event, a body that is not JavaScript never calls back,
 * and a call with no answer ends at the chat's timeout (given short here).
 * A page per call: jsdom holds a document's later scripts behind one that
 * hangs, which no browser does with async scripts.
 */

/**
 * External dependencies
 */
import { JSDOM, VirtualConsole } from 'jsdom';

/**
 * Internal dependencies
 */
import { requestJsonp } from '../../common/jsonp';

export interface BrowserJsonp {
	jsonp: ( url: string ) => Promise< unknown >;
	close: () => void;
}

/**
 * @param timeoutMs The chat's JSONP timeout for this page.
 */
export function browserJsonp( timeoutMs: number ): BrowserJsonp {
	const pages: JSDOM[] = [];
	const newPage = () => {
		const page = new JSDOM(
			'<!doctype html><html><head></head><body></body></html>',
			{
				url: 'https://careers.acme.test/',
				runScripts: 'dangerously',
				resources: 'usable',
				// A malformed body's SyntaxError goes to the page's console,
				// as in a browser.
				virtualConsole: new VirtualConsole(),
			}
		);
		pages.push( page );
		return page;
	};
	return {
		jsonp: ( url ) => {
			const page = newPage();
			return requestJsonp( url, {
				doc: page.window.document,
				win: page.window as unknown as Window,
				timeoutMs,
			} );
		},
		close: () => pages.forEach( ( page ) => page.window.close() ),
	};
}
