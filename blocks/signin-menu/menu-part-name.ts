/**
 * The sign-in menu's interactive part (src/runtime/parts.ts): loaded on
 * the first reach for the menu or the first change of candidate.
 */

/**
 * Internal dependencies
 */
import type { CandidateSnapshot } from '@careers-frontend/runtime';
import { definePart } from '../../src/runtime/parts';
import type { MenuDialogs } from './sign-in-menu';

export const MENU_PART = definePart< {
	/** Wire one menu as startSignInMenu does. */
	start: (
		root: HTMLElement,
		dialogs: MenuDialogs,
		shownAtLoad: CandidateSnapshot
	) => void;
} >( 'signin-menu' );
