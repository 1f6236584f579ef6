/**
 * External dependencies
 */
import { act, render } from '@testing-library/react';

/**
 * WordPress dependencies
 */
import { useRef } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { useStayAtNewest } from '../hooks/use-stay-at-newest';

/** A ResizeObserver the test calls itself, as a browser would on a resize. */
function fakeObserver() {
	const observed: Element[] = [];
	let notify = () => {};
	class FakeObserver {
		constructor( callback: ResizeObserverCallback ) {
			notify = () => callback( [], this as unknown as ResizeObserver );
		}
		observe( element: Element ) {
			observed.push( element );
		}
		disconnect() {
			observed.length = 0;
		}
	}
	return { FakeObserver, observed, resize: () => act( () => notify() ) };
}

/**
 * A scroller whose sizes the test sets (jsdom does no layout).
 *
 * @param element            The scroller.
 * @param sizes              Its content height and visible height.
 * @param sizes.scrollHeight
 * @param sizes.clientHeight
 */
function setSizes(
	element: HTMLElement,
	sizes: { scrollHeight: number; clientHeight: number }
) {
	Object.defineProperty( element, 'scrollHeight', {
		configurable: true,
		value: sizes.scrollHeight,
	} );
	Object.defineProperty( element, 'clientHeight', {
		configurable: true,
		value: sizes.clientHeight,
	} );
}

function renderScroller(
	Observer: ReturnType< typeof fakeObserver >[ 'FakeObserver' ]
) {
	function Scroller() {
		const box = useRef< HTMLDivElement >( null );
		useStayAtNewest( box, Observer );
		return (
			<div ref={ box } data-testid="box">
				<ol />
			</div>
		);
	}
	const view = render( <Scroller /> );
	return { ...view, box: view.getByTestId( 'box' ) };
}

describe( 'useStayAtNewest', () => {
	it( 'scrolls to the end when a part of the newest reply renders late', () => {
		const observer = fakeObserver();
		const { box } = renderScroller( observer.FakeObserver );
		// Both the content and the scroller itself are watched.
		expect( observer.observed ).toHaveLength( 2 );
		// The reply came and the transcript scrolled to it.
		setSizes( box, { scrollHeight: 800, clientHeight: 400 } );
		box.scrollTop = 400;
		observer.resize();
		// Its lazy part arrives: 60 px more.
		setSizes( box, { scrollHeight: 860, clientHeight: 400 } );
		observer.resize();
		expect( box.scrollTop ).toBe( 860 );
	} );

	it( 'stays at the end when the transcript itself gets shorter', () => {
		const observer = fakeObserver();
		const { box } = renderScroller( observer.FakeObserver );
		setSizes( box, { scrollHeight: 800, clientHeight: 400 } );
		box.scrollTop = 400;
		observer.resize();
		// A panel of choices opens below it.
		setSizes( box, { scrollHeight: 800, clientHeight: 250 } );
		observer.resize();
		expect( box.scrollTop ).toBe( 800 );
	} );

	it( 'leaves a reader who scrolled back where they are', () => {
		const observer = fakeObserver();
		const { box } = renderScroller( observer.FakeObserver );
		setSizes( box, { scrollHeight: 800, clientHeight: 400 } );
		observer.resize();
		box.scrollTop = 100;
		setSizes( box, { scrollHeight: 860, clientHeight: 400 } );
		observer.resize();
		expect( box.scrollTop ).toBe( 100 );
	} );

	it( 'stops watching when the transcript goes', () => {
		const observer = fakeObserver();
		const { unmount } = renderScroller( observer.FakeObserver );
		unmount();
		expect( observer.observed ).toEqual( [] );
	} );

	it( 'does nothing where the browser has no ResizeObserver (jsdom has none)', () => {
		expect( typeof ResizeObserver ).toBe( 'undefined' );
		function Plain() {
			const box = useRef< HTMLDivElement >( null );
			useStayAtNewest( box );
			return <div ref={ box } />;
		}
		expect( () => render( <Plain /> ) ).not.toThrow();
	} );
} );
