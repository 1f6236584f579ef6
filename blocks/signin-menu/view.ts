/**
 * WordPress dependencies
 */
import domReady from '@wordpress/dom-ready';

/**
 * Internal dependencies
 */
import {
	announce,
	candidateStore,
	goToLogin,
	isMobileWidth,
	signOut,
	trapFocus,
} from '@careers-frontend/runtime';
import { startSignInMenu } from './sign-in-menu';

domReady( () => {
	document
		.querySelectorAll< HTMLElement >(
			'.wp-block-careers-frontend-signin-menu'
		)
		.forEach( ( root ) =>
			startSignInMenu( {
				root,
				runtime: {
					announce,
					candidateStore,
					goToLogin,
					isMobileWidth,
					signOut,
					trapFocus,
				},
				location: window.location,
			} )
		);
} );
