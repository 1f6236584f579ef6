/**
 * WordPress dependencies
 */
import domReady from '@wordpress/dom-ready';

/**
 * Internal dependencies
 */
import * as runtime from '@careers-frontend/runtime';
import { renderFrontend } from '../../src/blocks/render-frontend';
import { readMenuDialogs } from './menu-dialogs';
import { startSignInMenu } from './sign-in-menu';

domReady( () =>
	renderFrontend( {
		block: 'signin-menu',
		readConfig: readMenuDialogs,
		start: ( root, dialogs ) =>
			startSignInMenu( {
				root,
				dialogs,
				runtime,
				location: window.location,
			} ),
	} )
);
