/** How often a framed page measures itself (spec §9). */
export const IFRAME_HEIGHT_INTERVAL_MS = 100;
export const IFRAME_HEIGHT_MESSAGE = 'careers-frontend:iframe-height';

export interface IframeHeightMessage {
	type: typeof IFRAME_HEIGHT_MESSAGE;
	height: number;
}

export function isIframeHeightMessage(
	data: unknown
): data is IframeHeightMessage {
	if ( typeof data !== 'object' || data === null ) {
		return false;
	}
	const { type, height } = data as Record< string, unknown >;
	return (
		type === IFRAME_HEIGHT_MESSAGE &&
		typeof height === 'number' &&
		Number.isFinite( height ) &&
		height >= 0
	);
}

/**
 * Whether this page runs inside a frame. A cross-origin parent makes
 * reading `top` throw, which also means framed.
 *
 * @param win Window to test.
 */
export function isFramed( win: Window ): boolean {
	try {
		return win.self !== win.top;
	} catch {
		return true;
	}
}

/** The height the parent should give the frame. */
export function documentHeight( doc: Document ): number {
	return Math.ceil( doc.documentElement.offsetHeight );
}

export interface IframeHeightSyncOptions {
	win: Pick< Window, 'parent' | 'setInterval' | 'clearInterval' >;
	measure: () => number;
	/** Where the parent lives; `*` when unknown (the height is not secret). */
	targetOrigin?: string;
}

/**
 * Inside a frame: post the height to the parent now and then every 100 ms,
 * but only when it changed. Returns the stop function.
 *
 * @param options Window, measure and target origin.
 */
export function startIframeHeightSync( {
	win,
	measure,
	targetOrigin = '*',
}: IframeHeightSyncOptions ): () => void {
	let last = -1;
	const tick = () => {
		const height = measure();
		if ( height === last ) {
			return;
		}
		last = height;
		const message: IframeHeightMessage = {
			type: IFRAME_HEIGHT_MESSAGE,
			height,
		};
		win.parent.postMessage( message, targetOrigin );
	};
	tick();
	const handle = win.setInterval( tick, IFRAME_HEIGHT_INTERVAL_MS );
	return () => win.clearInterval( handle );
}

export interface IframeHeightListenerOptions {
	win: Pick< Window, 'addEventListener' | 'removeEventListener' >;
	doc: Pick< Document, 'querySelectorAll' >;
	/** Origins whose frames may resize themselves. */
	allowedOrigins: readonly string[];
}

/**
 * In the parent: resize the iframe a height message came from, when the
 * message's origin is allowed. Returns the stop function.
 *
 * @param options Window, document and allow-list.
 */
export function listenForIframeHeights( {
	win,
	doc,
	allowedOrigins,
}: IframeHeightListenerOptions ): () => void {
	const onMessage = ( event: MessageEvent ) => {
		if (
			! allowedOrigins.includes( event.origin ) ||
			! isIframeHeightMessage( event.data )
		) {
			return;
		}
		const { height } = event.data;
		doc.querySelectorAll( 'iframe' ).forEach( ( frame ) => {
			if ( frame.contentWindow && frame.contentWindow === event.source ) {
				frame.style.height = `${ height }px`;
			}
		} );
	};
	win.addEventListener( 'message', onMessage );
	return () => win.removeEventListener( 'message', onMessage );
}
