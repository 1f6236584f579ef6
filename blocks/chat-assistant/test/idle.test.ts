/**
 * Internal dependencies
 */
import { oneStepWhenIdle, whenIdle } from '../idle';
import { byPrefetchLink, prefetchLazyAssets } from '../prefetch-lazy-assets';
import { answering } from '../../../src/shared/test/document-fakes';

/**
 * A window whose idle periods the test hands out one at a time.
 *
 * @param readyState The document's state as the test starts.
 */
function fakeWindow( readyState: DocumentReadyState = 'complete' ) {
	const idle: Array< () => void > = [];
	const onLoad: Array< () => void > = [];
	const win = {
		document: answering( {}, { readyState } ),
		requestIdleCallback: ( callback: () => void ) => {
			idle.push( callback );
			return idle.length;
		},
		setTimeout: jest.fn(),
		addEventListener: ( type: string, listener: () => void ) => {
			if ( type === 'load' ) {
				onLoad.push( listener );
			}
		},
	};
	return {
		win: win as unknown as Window,
		idle,
		nextIdlePeriod: () => idle.shift()?.(),
		load: () => onLoad.forEach( ( listener ) => listener() ),
	};
}

describe( 'idle work', () => {
	it( 'waits for the page’s load, then for an idle period', () => {
		const { win, idle, nextIdlePeriod, load } = fakeWindow( 'interactive' );
		const callback = jest.fn();
		whenIdle( callback, win );
		expect( idle ).toHaveLength( 0 );
		load();
		expect( callback ).not.toHaveBeenCalled();
		nextIdlePeriod();
		expect( callback ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'runs steps one per idle period, in order, the first at once', () => {
		const { win, nextIdlePeriod } = fakeWindow();
		const ran: number[] = [];
		oneStepWhenIdle(
			[ 1, 2, 3 ].map( ( step ) => () => ran.push( step ) ),
			win
		);
		expect( ran ).toEqual( [ 1 ] );
		nextIdlePeriod();
		expect( ran ).toEqual( [ 1, 2 ] );
		nextIdlePeriod();
		expect( ran ).toEqual( [ 1, 2, 3 ] );
		nextIdlePeriod();
		expect( ran ).toEqual( [ 1, 2, 3 ] );
	} );

	it( 'falls back to timeouts where the browser has no requestIdleCallback', () => {
		const { win } = fakeWindow();
		delete ( win as Partial< Window > ).requestIdleCallback;
		const ran: number[] = [];
		oneStepWhenIdle(
			[ 1, 2 ].map( ( step ) => () => ran.push( step ) ),
			win
		);
		expect( ran ).toEqual( [ 1 ] );
		expect( win.setTimeout ).toHaveBeenCalledWith(
			expect.any( Function ),
			0
		);
	} );

	it( 'prefetches one file per idle period, and skips one the chat fetched meanwhile', () => {
		document.head.innerHTML = '';
		const { win, nextIdlePeriod } = fakeWindow();
		const assets = {
			scripts: [
				{
					handle: 'careers-frontend-chat-window',
					src: '/build/chat/window.js',
					before: '',
					after: '',
				},
			],
			styles: [ '/build/chat/window.css' ],
			prefetch: [ '/build/chat-sdk.js', '/build/chat-lex-v2.js' ],
		};
		const prefetched = () =>
			Array.from(
				document.head.querySelectorAll( 'link[rel="prefetch"]' ),
				( link ) => link.getAttribute( 'href' )
			);
		prefetchLazyAssets(
			assets,
			document,
			( steps ) => oneStepWhenIdle( steps, win ),
			byPrefetchLink
		);
		expect( prefetched() ).toEqual( [ '/build/chat/window.js' ] );
		nextIdlePeriod();
		expect( prefetched() ).toHaveLength( 2 );
		// The chat opened: its loader added the SDK itself.
		const script = document.createElement( 'script' );
		script.setAttribute( 'src', '/build/chat-sdk.js' );
		document.head.append( script );
		nextIdlePeriod();
		nextIdlePeriod();
		expect( prefetched() ).toEqual( [
			'/build/chat/window.js',
			'/build/chat/window.css',
			'/build/chat-lex-v2.js',
		] );
	} );
} );
