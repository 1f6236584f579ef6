/**
 * Internal dependencies
 */
import {
	IFRAME_HEIGHT_INTERVAL_MS,
	IFRAME_HEIGHT_MESSAGE,
	heightOrigins,
	isFramed,
	isIframeHeightMessage,
	listenForIframeHeights,
	resizeFrameFrom,
	startIframeHeightSync,
} from '../iframe-height';

describe( 'inside an iframe', () => {
	beforeEach( () => jest.useFakeTimers() );
	afterEach( () => jest.useRealTimers() );

	function framedWindow() {
		const posted: Array< { message: unknown; origin: string } > = [];
		const win = {
			parent: {
				postMessage: ( message: unknown, origin: string ) =>
					posted.push( { message, origin } ),
			} as unknown as Window,
			setInterval: window.setInterval.bind( window ),
			clearInterval: window.clearInterval.bind( window ),
		};
		return { win, posted };
	}

	it( 'checks the height every 100 ms', () => {
		expect( IFRAME_HEIGHT_INTERVAL_MS ).toBe( 100 );
	} );

	it( 'posts the height at once, then only when it changed', () => {
		const { win, posted } = framedWindow();
		let height = 600;
		const stop = startIframeHeightSync( win, () => height, [
			'https://careers.example.com',
		] );
		expect( posted ).toEqual( [
			{
				message: { type: IFRAME_HEIGHT_MESSAGE, height: 600 },
				origin: 'https://careers.example.com',
			},
		] );

		jest.advanceTimersByTime( 500 );
		expect( posted ).toHaveLength( 1 );

		height = 720;
		jest.advanceTimersByTime( 99 );
		expect( posted ).toHaveLength( 1 );
		jest.advanceTimersByTime( 1 );
		expect( posted ).toHaveLength( 2 );
		expect( posted[ 1 ].message ).toEqual( {
			type: IFRAME_HEIGHT_MESSAGE,
			height: 720,
		} );

		stop();
		height = 900;
		jest.advanceTimersByTime( 1000 );
		expect( posted ).toHaveLength( 2 );
	} );

	it( 'posts only to the site’s and the ATS’s origins, never to `*`', () => {
		const { win, posted } = framedWindow();
		startIframeHeightSync( win, () => 10, [
			'https://careers.example.com',
			'https://ats.example.com',
			// Without an ATS the site's origin comes twice: posted once.
			'https://careers.example.com',
			// Not an origin: never a target.
			'*',
			'null',
		] )();
		expect( posted.map( ( { origin } ) => origin ) ).toEqual( [
			'https://careers.example.com',
			'https://ats.example.com',
		] );
	} );

	it( 'knows whether the page is framed', () => {
		expect( isFramed( window ) ).toBe( false );
		const framed = { self: {}, top: {} } as unknown as Window;
		expect( isFramed( framed ) ).toBe( true );
		const crossOrigin = {
			self: {},
			get top(): Window {
				throw new DOMException( 'Blocked', 'SecurityError' );
			},
		} as unknown as Window;
		expect( isFramed( crossOrigin ) ).toBe( true );
	} );
} );

describe( 'in the parent page', () => {
	function page() {
		document.body.innerHTML =
			'<iframe id="one" src="about:blank"></iframe><iframe id="two" src="about:blank"></iframe>';
		const [ one, two ] = Array.from(
			document.querySelectorAll( 'iframe' )
		);
		return { one, two };
	}

	function post( data: unknown, origin: string, source: Window | null ) {
		window.dispatchEvent(
			new MessageEvent( 'message', { data, origin, source } )
		);
	}

	const ALLOWED = 'https://careers.example.com';

	/**
	 * A height message from a frame's window, with the parent listening to
	 * the allowed origin only; returns the page's two frames.
	 *
	 * @param height Height sent.
	 * @param origin Origin it comes from.
	 * @param from   Which frame sends it.
	 */
	function sendHeight( height: number, origin: string, from: 'one' | 'two' ) {
		const frames = page();
		const stop = listenForIframeHeights( window, ( event ) =>
			resizeFrameFrom( window, event, [ ALLOWED ] )
		);
		post(
			{ type: IFRAME_HEIGHT_MESSAGE, height },
			origin,
			frames[ from ].contentWindow
		);
		stop();
		return frames;
	}

	it( 'resizes the frame the message came from, from an allowed origin', () => {
		const { one, two } = sendHeight( 812, ALLOWED, 'two' );
		expect( two.style.height ).toBe( '812px' );
		expect( one.style.height ).toBe( '' );
	} );

	it( 'ignores messages from other origins', () => {
		const { one } = sendHeight( 99999, 'https://evil.example.net', 'one' );
		expect( one.style.height ).toBe( '' );
	} );

	it.each( [
		[ 'another message type', { type: 'resize', height: 10 } ],
		[
			'a height that is not a number',
			{ type: IFRAME_HEIGHT_MESSAGE, height: '10' },
		],
		[ 'a negative height', { type: IFRAME_HEIGHT_MESSAGE, height: -5 } ],
		[ 'no object', 'careers-frontend:iframe-height' ],
		[ 'null', null ],
	] )( 'ignores %s', ( _label, data ) => {
		expect( isIframeHeightMessage( data ) ).toBe( false );
		const { one } = page();
		const stop = listenForIframeHeights( window, ( event ) =>
			resizeFrameFrom( window, event, [ 'https://a.example' ] )
		);
		post( data, 'https://a.example', one.contentWindow );
		expect( one.style.height ).toBe( '' );
		stop();
	} );

	it( 'hands on only messages of the height type (the part checks the rest)', () => {
		const { one } = page();
		const heard: unknown[] = [];
		const stop = listenForIframeHeights( window, ( event ) =>
			heard.push( event.data )
		);
		const ofType = { type: IFRAME_HEIGHT_MESSAGE, height: '10' };
		for ( const data of [
			{ type: 'resize', height: 10 },
			IFRAME_HEIGHT_MESSAGE,
			null,
			ofType,
		] ) {
			post( data, 'https://a.example', one.contentWindow );
		}
		stop();
		post( ofType, 'https://a.example', one.contentWindow );
		expect( heard ).toEqual( [ ofType ] );
	} );
} );

describe( 'the origins heights go between', () => {
	const page = {
		origin: 'https://careers.example.com',
		href: 'https://careers.example.com/profile/',
	};

	it( 'are the site’s and the ATS’s', () => {
		expect(
			heightOrigins( page, 'https://ats.example.com/jobs/' )
		).toEqual( [
			'https://careers.example.com',
			'https://ats.example.com',
		] );
	} );

	it.each( [ '', 'http://[bad' ] )(
		'are the site’s alone with the ATS URL %j',
		( atsUrl ) => {
			expect( heightOrigins( page, atsUrl ) ).toEqual( [
				'https://careers.example.com',
				'https://careers.example.com',
			] );
		}
	);
} );
