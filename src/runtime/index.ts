/**
 * The shared candidate runtime: one script per page (handle
 * `careers-frontend-runtime`, global `careersFrontend.runtime`), imported by
 * blocks as `@careers-frontend/runtime`. No React here.
 */

/**
 * WordPress dependencies
 */
import domReady from '@wordpress/dom-ready';

/**
 * Internal dependencies
 */
import { createRuntime, type RuntimeApi } from './create-runtime';

declare global {
	interface Window {
		careersFrontend?: { runtime?: RuntimeApi };
	}
}

function boot(): RuntimeApi {
	// A second copy of this script must not start a second store.
	const existing = window.careersFrontend?.runtime;
	if ( existing ) {
		return existing;
	}
	const runtime = createRuntime( window );
	window.careersFrontend = {
		...window.careersFrontend,
		runtime: runtime.api,
	};
	domReady( runtime.start );
	return runtime.api;
}

export const {
	candidateStore,
	signOut,
	announce,
	trapFocus,
	returnFocus,
	withLanguagePrefix,
	goToLogin,
	storage,
	sessionStore,
	cookies,
	isMobileWidth,
	shouldInjectActivityWidget,
} = boot();

export type { RuntimeApi } from './create-runtime';
export type {
	Candidate,
	CandidateSnapshot,
	CandidateState,
} from './candidate';
export type { CandidateListener } from './candidate-store';
export type { CookieOptions } from './cookie';
export type { SignOutLanding, SignOutOptions } from './sign-out';
export type { PrefixedStorage } from './storage';
export { UPDATING_MESSAGE } from './a11y';
export { MOBILE_MAX_WIDTH_PX } from './viewport';
