/**
 * The sign-in menu's view code, run by the runtime script (blocks/
 * runtime-entry.ts): the menu is shown at once, and its interactive part loads on
 * first need (start-menu-when-needed.ts).
 */

/**
 * Internal dependencies
 */
import type { RuntimeApi } from '@careers-frontend/runtime';
import { readMenuDialogs } from './menu-dialogs';
import { MENU_PART } from './menu-part-name';
import { startMenuWhenNeeded } from './start-menu-when-needed';

/**
 * @param runtime The page's runtime.
 */
export function startSignInMenus(
	runtime: Pick<
		RuntimeApi,
		'candidateStore' | 'goToLogin' | 'loadPart' | 'renderFrontend'
	>
): void {
	runtime.renderFrontend( {
		block: 'signin-menu',
		readConfig: readMenuDialogs,
		start: ( root, dialogs ) =>
			startMenuWhenNeeded( root, {
				candidateStore: runtime.candidateStore,
				goToLogin: runtime.goToLogin,
				answersSignIn: Boolean(
					dialogs[ 'sign-in' ] &&
					root.querySelector(
						'dialog[data-careers-dialog="sign-in"]'
					)
				),
				start: ( shownAtLoad ) =>
					runtime
						.loadPart( MENU_PART )
						.then( ( part ) =>
							part.start( root, dialogs, shownAtLoad )
						),
			} ),
	} );
}
