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

/**
 * Webpack publishes this module's exports as `window.careersFrontend.runtime`
 * (see webpack.config.js); a second copy of the script finds them there and
 * reuses them rather than starting a second store.
 */
function boot(): RuntimeApi {
	const existing = window.careersFrontend?.runtime;
	if ( existing ) {
		return existing;
	}
	const runtime = createRuntime( window );
	domReady( runtime.start );
	return runtime.api;
}

export const {
	candidateStore,
	signOut,
	announce,
	trapFocus,
	withLanguagePrefix,
	goToLogin,
	storage,
	sessionStore,
	cookies,
	isMobileWidth,
} = boot();

export type { RuntimeApi } from './create-runtime';
export type { Candidate, CandidateSnapshot, CandidateState } from './candidate';
export type { CandidateListener } from './candidate-store';
export type { CookieOptions } from './cookie';
export type { SignOutLanding, SignOutOptions } from './sign-out';
export type { PrefixedStorage } from './storage';
