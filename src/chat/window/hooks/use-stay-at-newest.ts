/**
 * WordPress dependencies
 */
import { useEffect, type RefObject } from '@wordpress/element';

/** A scroller this close to its end (px) counts as at the end. */
const AT_END_PX = 2;

type ObserverConstructor = new (
	callback: ResizeObserverCallback
) => Pick< ResizeObserver, 'observe' | 'disconnect' >;

/**
 * Keep a scroller at its end while its content grows or it shrinks, unless
 * the reader has scrolled back: parts of a reply that render later than
 * the reply itself (a lazily loaded component, markdown) would otherwise
 * land below the visible area after it had scrolled to the reply.
 *
 * @param scroller The scrolling element (what grows is its first child).
 * @param Observer ResizeObserver (absent in old browsers: then nothing).
 */
export function useStayAtNewest(
	scroller: RefObject< HTMLElement >,
	Observer: ObserverConstructor | undefined = window.ResizeObserver
): void {
	useEffect( () => {
		const box = scroller.current;
		if ( ! box || ! Observer ) {
			return undefined;
		}
		// Whether it was at its end is judged by the sizes before this
		// change: by the time a scroll event comes, the new part may be in.
		let height = box.scrollHeight;
		let visible = box.clientHeight;
		const observer = new Observer( () => {
			if ( box.scrollTop + visible >= height - AT_END_PX ) {
				box.scrollTop = box.scrollHeight;
			}
			height = box.scrollHeight;
			visible = box.clientHeight;
		} );
		observer.observe( box );
		observer.observe( box.firstElementChild ?? box );
		return () => observer.disconnect();
	}, [ scroller, Observer ] );
}
