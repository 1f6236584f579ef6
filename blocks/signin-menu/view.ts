/**
 * The sign-in menu's view script: the menu is shown at once, and its
 * interactive part loads on first need (start-menu-when-needed.ts).
 */

/**
 * External dependencies
 */
import {
	candidateStore,
	goToLogin,
	loadPart,
	renderFrontend,
} from '@careers-frontend/runtime';

/**
 * Internal dependencies
 */
import { readMenuDialogs } from './menu-dialogs';
import { MENU_PART } from './menu-part-name';
import { startMenuWhenNeeded } from './start-menu-when-needed';

renderFrontend( {
	block: 'signin-menu',
	readConfig: readMenuDialogs,
	start: ( root, dialogs ) =>
		startMenuWhenNeeded( root, {
			candidateStore,
			goToLogin,
			answersSignIn: Boolean(
				dialogs[ 'sign-in' ] &&
				root.querySelector( 'dialog[data-careers-dialog="sign-in"]' )
			),
			start: ( shownAtLoad ) =>
				loadPart( MENU_PART ).then( ( part ) =>
					part.start( root, dialogs, shownAtLoad )
				),
		} ),
} );
