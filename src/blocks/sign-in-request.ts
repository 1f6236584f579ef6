/**
 * How any block asks for sign-in: it dispatches a cancelable event on the
 * document; the sign-in menu, when it holds the sign-in modal, cancels it
 * and opens the modal. Nobody answering means "go to the login page". The
 * blocks stay independent and neither bundles the other.
 */

/**
 * Internal dependencies
 */
import { documentMember } from '../shared/page-document';
import { listen } from './listen';

export const SIGN_IN_REQUEST_EVENT = 'careers-frontend:sign-in';

export interface SignInRequestDetail {
	/** Gets focus back when the modal closes. */
	opener: HTMLElement | null;
}

/**
 * Open the sign-in modal if one answers, else call `goToLogin`.
 *
 * @param doc       Document to dispatch on.
 * @param opener    Element the candidate used.
 * @param goToLogin The runtime's replace navigation to the login page.
 */
export function requestSignIn(
	doc: Document,
	opener: HTMLElement | null,
	goToLogin: () => void
): void {
	const event = new CustomEvent< SignInRequestDetail >(
		SIGN_IN_REQUEST_EVENT,
		{
			cancelable: true,
			detail: { opener },
		}
	);
	if ( documentMember( doc, 'dispatchEvent' )( event ) ) {
		goToLogin();
	}
}

/**
 * Answer sign-in requests. Returns the function that stops answering.
 *
 * @param doc    Document to listen on.
 * @param handle Opens the modal for the request.
 */
export function answerSignInRequests(
	doc: Document,
	handle: ( detail: SignInRequestDetail ) => void
): () => void {
	const listener = ( event: Event ) => {
		event.preventDefault();
		handle( ( event as CustomEvent< SignInRequestDetail > ).detail );
	};
	return listen( doc, SIGN_IN_REQUEST_EVENT, listener );
}

/**
 * A plain left click, which the page may take over; modified clicks (new
 * tab, new window) keep the link's own behaviour.
 *
 * @param event Click event.
 */
export function isPlainClick( event: MouseEvent ): boolean {
	return (
		event.button === 0 &&
		! event.metaKey &&
		! event.ctrlKey &&
		! event.shiftKey &&
		! event.altKey
	);
}
