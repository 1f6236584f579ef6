/**
 * The sign-in menu's part entry (build/parts/signin-menu.js): the
 * disclosures, log out, the modals' openers and following the candidate.
 */

/**
 * Internal dependencies
 */
import * as runtime from '@careers-frontend/runtime';
import { publishPart } from '../../src/runtime/parts';
import { MENU_DIALOGS_PART } from './menu-dialogs-part-name';
import { MENU_PART } from './menu-part-name';
import { startSignInMenu } from './sign-in-menu';
import { isMobileWidth } from './viewport';

publishPart( MENU_PART, {
	start( root, dialogs, shownAtLoad ) {
		startSignInMenu( {
			root,
			dialogs,
			runtime: {
				...runtime,
				isMobileWidth: () => isMobileWidth( window ),
			},
			location: window.location,
			loadDialogs: () => runtime.loadPart( MENU_DIALOGS_PART ),
			shownAtLoad,
		} );
	},
} );
