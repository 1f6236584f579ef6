/**
 * Internal dependencies
 */
import { documentMember } from '../shared/page-document';

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
	const message = data as Partial< IframeHeightMessage > | null;
	return (
		message?.type === IFRAME_HEIGHT_MESSAGE &&
		typeof message.height === 'number' &&
		message.height >= 0
	);
}

/**
 * The origins heights go between: this site's and the ATS's (the site's
 * again when the ATS URL is unset or unusable), and no one else.
 *
 * @param location The page's location.
 * @param atsUrl   The ATS URL setting.
 */
export function heightOrigins(
	location: Pick< Location, 'origin' | 'href' >,
	atsUrl: string
): string[] {
	let ats = location.origin;
	try {
		ats = atsUrl ? new URL( atsUrl, location.href ).origin : ats;
	} catch {}
	return [ location.origin, ats ];
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

/**
 * Inside a frame: post the height to the parent now and then every 100 ms,
 * but only when it changed. Returns the stop function.
 *
 * The parent may be this site or the ATS: the height goes to each of
 * those origins, and the browser delivers it only to the one the parent
 * really has. Never to `*` (nor to the referrer's origin): a page that
 * frames this one elsewhere learns nothing from it.
 *
 * @param win           The framed window.
 * @param measure       Returns the height the parent should give the frame.
 * @param targetOrigins The site's and the ATS's origins.
 */
export function startIframeHeightSync(
	win: Pick< Window, 'parent' | 'setInterval' | 'clearInterval' >,
	measure: () => number,
	targetOrigins: readonly string[]
): () => void {
	let last = -1;
	const tick = () => {
		const height = measure();
		if ( height !== last ) {
			last = height;
			const message: IframeHeightMessage = {
				type: IFRAME_HEIGHT_MESSAGE,
				height,
			};
			new Set( targetOrigins ).forEach(
				( origin ) =>
					// An origin only: `*` or an opaque `null` never.
					/^https?:\/\/[^/]+$/.test( origin ) &&
					win.parent.postMessage( message, origin )
			);
		}
	};
	tick();
	const handle = win.setInterval( tick, IFRAME_HEIGHT_INTERVAL_MS );
	return () => win.clearInterval( handle );
}

/**
 * In the parent: resize the iframe a height message came from, when the
 * message's origin is allowed (in the part, with the frame's own code).
 *
 * @param win            The parent window (its document holds the frames).
 * @param event          The message.
 * @param allowedOrigins Origins whose frames may resize themselves.
 */
export function resizeFrameFrom(
	win: Pick< Window, 'document' >,
	event: MessageEvent,
	allowedOrigins: readonly string[]
): void {
	if (
		allowedOrigins.includes( event.origin ) &&
		isIframeHeightMessage( event.data )
	) {
		const { height } = event.data;
		documentMember(
			win.document,
			'querySelectorAll'
		)( 'iframe' ).forEach( ( frame ) => {
			if ( frame.contentWindow === event.source ) {
				frame.style.height = `${ height }px`;
			}
		} );
	}
}

/**
 * In the parent: hands each message of the height type to `onHeight`,
 * which loads the part that checks and applies it (resizeFrameFrom): most
 * pages frame nothing, and every page carries this check. Returns the
 * stop function.
 *
 * @param win      The parent window.
 * @param onHeight Called with each message that says it is a height.
 */
export function listenForIframeHeights(
	win: Pick< Window, 'addEventListener' | 'removeEventListener' >,
	onHeight: ( event: MessageEvent ) => void
): () => void {
	const onMessage = ( event: MessageEvent ) => {
		if (
			( event.data as Partial< IframeHeightMessage > | null )?.type ===
			IFRAME_HEIGHT_MESSAGE
		) {
			onHeight( event );
		}
	};
	win.addEventListener( 'message', onMessage );
	return () => win.removeEventListener( 'message', onMessage );
}
