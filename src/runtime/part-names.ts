/**
 * The runtime's own parts (see parts.ts): what each exports.
 */

/**
 * Internal dependencies
 */
import type { readBearerToken } from './ats';
import type { createBearerPolling } from './bearer-polling';
import type {
	heightOrigins,
	resizeFrameFrom,
	startIframeHeightSync,
} from './iframe-height';
import { definePart } from './parts';
import type { signOutOfPage } from './sign-out-of-page';

/** Sign-out, with js-cookie to remove the candidate's cookies. */
export const SIGN_OUT_PART = definePart< {
	signOutOfPage: typeof signOutOfPage;
} >( 'sign-out' );

/** The ATS session keep-alive, while a candidate is signed in. */
export const BEARER_POLLING_PART = definePart< {
	createBearerPolling: typeof createBearerPolling;
	readBearerToken: typeof readBearerToken;
} >( 'bearer-polling' );

/** A framed page posting its height; the parent resizing its frame. */
export const IFRAME_HEIGHT_PART = definePart< {
	heightOrigins: typeof heightOrigins;
	resizeFrameFrom: typeof resizeFrameFrom;
	startIframeHeightSync: typeof startIframeHeightSync;
} >( 'iframe-height' );
