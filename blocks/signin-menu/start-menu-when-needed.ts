/**
 * The sign-in menu on load: shown, and wired (its part script) on the
 * first reach for it (pointer, focus, a click on a toggle), the first
 * change of candidate, or a sign-in request the modal answers. What the
 * candidate did meanwhile is replayed once it is wired; should the part
 * not load, a toggle still shows its links, which are real addresses.
 */

/**
 * Internal dependencies
 */
import { documentMember } from '../../src/shared/page-document';
import type { CandidateSnapshot, RuntimeApi } from '@careers-frontend/runtime';
import { listen } from '../../src/blocks/listen';
import {
	answerSignInRequests,
	requestSignIn,
} from '../../src/blocks/sign-in-request';

/** Set by render.php on the front end only, so the editor shows the menu. */
export const LOADING_CLASS = 'is-loading';

export interface MenuStarterDeps {
	candidateStore: RuntimeApi[ 'candidateStore' ];
	/** Loads the menu's part and wires this menu. */
	start: ( shownAtLoad: CandidateSnapshot ) => Promise< void >;
	/** Whether the sign-in modal is on and printed (it answers requests). */
	answersSignIn: boolean;
	goToLogin: () => void;
	logger?: Pick< Console, 'error' >;
}

/**
 * Without the part: the toggle shows or hides its links.
 *
 * @param toggle The toggle clicked.
 */
function togglePlainly( toggle: HTMLElement ): void {
	const panel = documentMember(
		toggle.ownerDocument,
		'getElementById'
	)( toggle.getAttribute( 'aria-controls' ) ?? '' );
	if ( panel ) {
		const open = toggle.getAttribute( 'aria-expanded' ) !== 'true';
		toggle.setAttribute( 'aria-expanded', String( open ) );
		panel.hidden = ! open;
	}
}

/**
 * @param root The menu's wrapper.
 * @param deps Candidate store, the part's start, the sign-in fallback.
 * @return Removes what it listens to (the part's own wiring stays).
 */
export function startMenuWhenNeeded(
	root: HTMLElement,
	deps: MenuStarterDeps
): () => void {
	const { candidateStore, logger = console } = deps;
	const doc = root.ownerDocument;
	const shownAtLoad = candidateStore.get();
	const stops: Array< () => void > = [];
	let wired: Promise< boolean > | null = null;
	// Until the part has wired the menu, these listeners take what the
	// candidate does; after, the part's own do (a failed load keeps them).
	const wire = () =>
		( wired ??= deps.start( shownAtLoad ).then(
			() => {
				stops.forEach( ( stop ) => stop() );
				return true;
			},
			( error: unknown ) => {
				logger.error( error );
				return false;
			}
		) );

	stops.push(
		listen( root, 'click', ( event ) => {
			const toggle = (
				event.target as Element | null
			 )?.closest< HTMLElement >( 'button[aria-controls]' );
			if ( toggle ) {
				wire().then( ( ok ) =>
					ok ? toggle.click() : togglePlainly( toggle )
				);
			}
		} ),
		listen( root, 'focusin', () => void wire() ),
		candidateStore.subscribe( () => void wire() )
	);
	root.querySelectorAll< HTMLElement >( '[data-careers-menu-group]' ).forEach(
		( group ) =>
			stops.push(
				listen( group, 'mouseenter', () =>
					wire().then(
						( ok ) =>
							ok &&
							group.matches( ':hover' ) &&
							group.dispatchEvent(
								new MouseEvent( 'mouseenter' )
							)
					)
				)
			)
	);
	if ( deps.answersSignIn ) {
		stops.push(
			answerSignInRequests( doc, ( { opener } ) =>
				wire().then( ( ok ) =>
					ok
						? requestSignIn( doc, opener, deps.goToLogin )
						: deps.goToLogin()
				)
			)
		);
	}
	// Shown from now on (style.scss): what it does is one click away.
	root.classList.remove( LOADING_CLASS );
	return () => stops.forEach( ( stop ) => stop() );
}
