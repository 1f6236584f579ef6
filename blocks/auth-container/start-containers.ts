/**
 * The container's view code, run by the runtime script (blocks/
 * runtime-entry.ts): which blocks show is CSS's job (the root element's state);
 * this fills greetings and routes sign-in links to the modal when a menu
 * offers one.
 */

/**
 * Internal dependencies
 */
import { documentMember } from '../../src/shared/page-document';
import type { RuntimeApi } from '@careers-frontend/runtime';
import { followGreeting } from './greeting';
import { isPlainClick, requestSignIn } from '../../src/blocks/sign-in-request';

const CONTAINER = '.wp-block-careers-frontend-auth-container';

/**
 * @param runtime The page's runtime.
 * @param doc     The page.
 */
export function startAuthContainers(
	runtime: Pick< RuntimeApi, 'candidateStore' | 'goToLogin' | 'whenReady' >,
	doc: Document = document
): void {
	runtime.whenReady( () => {
		documentMember(
			doc,
			'querySelectorAll'
		)< HTMLElement >( `${ CONTAINER } [data-careers-greeting]` ).forEach(
			( element ) => followGreeting( element, runtime.candidateStore )
		);

		documentMember(
			doc,
			'querySelectorAll'
		)< HTMLAnchorElement >(
			`${ CONTAINER } [data-careers-sign-in]`
		).forEach( ( link ) =>
			link.addEventListener( 'click', ( event ) => {
				if ( isPlainClick( event ) ) {
					event.preventDefault();
					requestSignIn( doc, link, runtime.goToLogin );
				}
			} )
		);
	} );
}
