/**
 * Work the launcher does when the page has nothing else to do: prefetching
 * the chat's files after the page's own load.
 */

/**
 * Internal dependencies
 */
import { documentMember } from '../../src/shared/page-document';

type IdleHost = Pick< Window, 'setTimeout' | 'addEventListener' | 'document' > &
	Partial< Pick< Window, 'requestIdleCallback' > >;

/**
 * The next idle period (a short timeout where the browser has no
 * requestIdleCallback).
 *
 * @param win        The page's window.
 * @param callback   What to run.
 * @param fallbackMs The timeout's delay.
 */
function nextIdle(
	win: IdleHost,
	callback: () => void,
	fallbackMs: number
): void {
	if ( typeof win.requestIdleCallback === 'function' ) {
		win.requestIdleCallback( callback, { timeout: 5000 } );
	} else {
		win.setTimeout( callback, fallbackMs );
	}
}

/**
 * Run the callback in an idle period after the page's own load: what it
 * does must not compete with the page.
 *
 * @param callback What to run.
 * @param win      The page's window.
 */
export function whenIdle( callback: () => void, win: IdleHost = window ): void {
	const idle = () => nextIdle( win, callback, 2000 );
	if ( documentMember( win.document, 'readyState' ) === 'complete' ) {
		idle();
	} else {
		win.addEventListener( 'load', idle, { once: true } );
	}
}

/**
 * Run the steps one per idle period, the first at once. Starting a fetch
 * is a few milliseconds of main thread on a slow phone: a dozen in one
 * go made a long task, which counts against the page's blocking time.
 *
 * @param steps The steps, in order.
 * @param win   The page's window.
 */
export function oneStepWhenIdle(
	steps: ReadonlyArray< () => void >,
	win: IdleHost = window
): void {
	const left = [ ...steps ];
	const next = () => {
		left.shift()?.();
		if ( left.length > 0 ) {
			nextIdle( win, next, 0 );
		}
	};
	next();
}
