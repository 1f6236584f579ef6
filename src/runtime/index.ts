/**
 * The shared candidate runtime: one script per page (handle
 * `careers-frontend-runtime`, global `careersFrontend.runtime`), imported by
 * blocks as `@careers-frontend/runtime`. No React here.
 */

/**
 * Internal dependencies
 */
import type { RuntimeApi } from './create-runtime';
import { publishRuntime, type PageGlobal } from './publish';

declare global {
	interface Window {
		careersFrontend?: PageGlobal;
	}
}

// The build's entry is blocks/runtime-entry.ts; this module (what tests
// and types see as `@careers-frontend/runtime`) publishes the same way and
// reads it.
publishRuntime( window );
export const {
	candidateStore,
	signOut,
	announce,
	loadPart,
	renderFrontend,
	whenReady,
	withLanguagePrefix,
	goToLogin,
	storage,
	sessionStore,
} = window.careersFrontend?.runtime as RuntimeApi;

export type { RuntimeApi } from './create-runtime';
export type { Candidate, CandidateSnapshot, CandidateState } from './candidate';
export type { CandidateListener } from './candidate-store';
export type { CookieOptions } from './cookie';
export type { SignOutLanding, SignOutOptions } from './sign-out';
export type { PrefixedStorage } from './storage';
