/**
 * Internal dependencies
 */
import {
	candidateStore,
	goToLogin,
	whenReady,
} from '@careers-frontend/runtime';
import { followGreeting } from './greeting';
import { isPlainClick, requestSignIn } from '../../src/blocks/sign-in-request';

// Which blocks show is CSS's job (the root element's state); this fills
// greetings and routes sign-in links to the modal when a menu offers one.
whenReady( () => {
	document
		.querySelectorAll< HTMLElement >(
			'.wp-block-careers-frontend-auth-container [data-careers-greeting]'
		)
		.forEach( ( element ) => followGreeting( element, candidateStore ) );

	document
		.querySelectorAll< HTMLAnchorElement >(
			'.wp-block-careers-frontend-auth-container [data-careers-sign-in]'
		)
		.forEach( ( link ) =>
			link.addEventListener( 'click', ( event ) => {
				if ( isPlainClick( event ) ) {
					event.preventDefault();
					requestSignIn( document, link, goToLogin );
				}
			} )
		);
} );
