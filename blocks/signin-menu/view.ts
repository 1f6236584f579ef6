/**
 * Internal dependencies
 */
import * as runtime from '@careers-frontend/runtime';
import { readMenuDialogs } from './menu-dialogs';
import { MENU_DIALOGS_PART } from './menu-dialogs-part-name';
import { startSignInMenu } from './sign-in-menu';

runtime.renderFrontend( {
	block: 'signin-menu',
	readConfig: readMenuDialogs,
	start: ( root, dialogs ) =>
		startSignInMenu( {
			root,
			dialogs,
			runtime,
			location: window.location,
			loadDialogs: () => runtime.loadPart( MENU_DIALOGS_PART ),
		} ),
} );
