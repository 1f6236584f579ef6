/**
 * Internal dependencies
 */
import { documentMember } from '../../src/shared/page-document';
import type { CandidateSnapshot, RuntimeApi } from '@careers-frontend/runtime';
import { createDisclosure, type Disclosure } from './disclosure';
import {
	createLazyModalDialog,
	type LazyModalDialog,
} from './lazy-modal-dialog';
import type { MenuDialogsPart } from './menu-dialogs-part-name';
import { createProfileOpensModal } from './profile-links';
import { LOADING_CLASS } from './start-menu-when-needed';
import {
	answerSignInRequests,
	isPlainClick,
	requestSignIn,
} from '../../src/blocks/sign-in-request';

export type MenuRuntime = Pick<
	RuntimeApi,
	'candidateStore' | 'signOut' | 'goToLogin' | 'announce'
> & {
	/** Menus open by click, not hover, on small screens (viewport.ts). */
	isMobileWidth: () => boolean;
};

/** The modals the settings turn on, each with its page (server config). */
export type MenuDialogs = Partial<
	Record< 'sign-in' | 'lead-capture', string >
>;

export interface SignInMenuOptions {
	/** The block's wrapper, as render.php prints it. */
	root: HTMLElement;
	dialogs: MenuDialogs;
	runtime: MenuRuntime;
	location: Pick< Location, 'pathname' | 'assign' >;
	/**
	 * The candidate as the page first showed them, when the menu is wired
	 * later (a part script): a change since then is followed at once.
	 */
	shownAtLoad?: CandidateSnapshot;
	/** The modals' code (a part script), loaded on first open. */
	loadDialogs: () => Promise< MenuDialogsPart >;
	logger?: Pick< Console, 'error' >;
}

type Group = 'signed-in' | 'signed-out';

const groupFor = ( snapshot: CandidateSnapshot ): Group =>
	snapshot.state === 'signed-in' ? 'signed-in' : 'signed-out';

export { LOADING_CLASS };

type ToggleFor = ( snapshot: CandidateSnapshot ) => HTMLButtonElement | null;

/**
 * A disclosure per state group the server printed.
 *
 * @param root    The block's wrapper.
 * @param runtime Runtime (the mobile-width rule).
 */
function startDisclosures(
	root: HTMLElement,
	runtime: MenuRuntime
): Map< Group, Disclosure > {
	const disclosures = new Map< Group, Disclosure >();
	root.querySelectorAll< HTMLElement >( '[data-careers-menu-group]' ).forEach(
		( container ) => {
			const toggle = container.querySelector< HTMLButtonElement >(
				'button[aria-controls]'
			);
			const panel = toggle
				? documentMember(
						root.ownerDocument,
						'getElementById'
					)( toggle.getAttribute( 'aria-controls' ) ?? '' )
				: null;
			if ( ! toggle || ! panel ) {
				return;
			}
			disclosures.set(
				container.dataset.careersMenuGroup as Group,
				createDisclosure( {
					toggle,
					panel,
					container,
					hoverOpens: () => ! runtime.isMobileWidth(),
				} )
			);
		}
	);
	return disclosures;
}

/**
 * Follow the candidate's state: close what is open, move focus to the
 * group now shown, announce the change. Returns the unsubscribe.
 *
 * @param options     Wrapper and runtime.
 * @param disclosures The state groups.
 * @param dialogs     The modals that are on.
 * @param toggleFor   The toggle shown for a candidate state.
 */
function followCandidate(
	options: SignInMenuOptions,
	disclosures: Map< Group, Disclosure >,
	dialogs: Array< LazyModalDialog | null >,
	toggleFor: ToggleFor
): () => void {
	const { root, runtime } = options;
	let shownGroup = groupFor(
		options.shownAtLoad ?? runtime.candidateStore.get()
	);
	const follow = ( snapshot: CandidateSnapshot ) => {
		const group = groupFor( snapshot );
		if ( group === shownGroup ) {
			return;
		}
		shownGroup = group;
		const hadFocus = root.contains(
			documentMember( root.ownerDocument, 'activeElement' )
		);
		disclosures.forEach( ( disclosure ) => disclosure.close() );
		// Signed in from a modal: the modal's work is done.
		if ( group === 'signed-in' ) {
			dialogs.forEach( ( dialog ) => dialog?.close() );
		}
		if ( hadFocus ) {
			// Once every subscriber has run: the root's candidate state,
			// which shows this group's toggle, may follow in a later one
			// (the runtime's own subscriber can come after this block's).
			queueMicrotask( () => toggleFor( snapshot )?.focus() );
		}
		const message =
			group === 'signed-in'
				? root.dataset.signedInMessage
				: root.dataset.signedOutMessage;
		if ( message ) {
			runtime.announce( message );
		}
	};
	const stop = runtime.candidateStore.subscribe( follow );
	// A change before this menu was wired (it loads on first need).
	follow( runtime.candidateStore.get() );
	return stop;
}

/**
 * One of the menu's modals, when the settings turn it on and the server
 * printed its element; its code loads on first open.
 *
 * @param options       Wrapper, runtime, location, the dialogs' loader.
 * @param name          Which modal.
 * @param currentToggle The toggle shown now (focus fallback).
 */
function menuDialog(
	options: SignInMenuOptions,
	name: keyof MenuDialogs,
	currentToggle: () => HTMLElement | null
): LazyModalDialog | null {
	const { root, runtime, location, logger = console } = options;
	const element = root.querySelector< HTMLDialogElement >(
		`dialog[data-careers-dialog="${ name }"]`
	);
	const src = options.dialogs[ name ];
	if ( ! element || ! src ) {
		return null;
	}
	return createLazyModalDialog(
		{ dialog: element, src, fallbackFocus: currentToggle },
		{
			load: options.loadDialogs,
			// Sign-in as with the modal off; the join page as a link.
			fallback: () =>
				name === 'sign-in'
					? runtime.goToLogin()
					: location.assign( src ),
			logger,
		}
	);
}

/**
 * Wire one sign-in menu: a disclosure per state, the sign-in and
 * lead-capture modals, log out, and following the candidate's state.
 * Returns the function that unwires it.
 *
 * @param options Wrapper, runtime and location.
 */
export function startSignInMenu( options: SignInMenuOptions ): () => void {
	const { root, runtime, location, logger = console } = options;
	const doc = root.ownerDocument;
	const disclosures = startDisclosures( root, runtime );
	const stops: Array< () => void > = [ ...disclosures.values() ].map(
		( disclosure ) => disclosure.destroy
	);
	const toggleFor = ( snapshot: CandidateSnapshot ) =>
		disclosures.get( groupFor( snapshot ) )?.toggle ?? null;
	const currentToggle = () => toggleFor( runtime.candidateStore.get() );

	const dialogNamed = ( name: keyof MenuDialogs ) => {
		const dialog = menuDialog( options, name, currentToggle );
		if ( dialog ) {
			stops.push( dialog.destroy );
		}
		return dialog;
	};
	const signInDialog = dialogNamed( 'sign-in' );
	const leadDialog = dialogNamed( 'lead-capture' );
	if ( signInDialog ) {
		stops.push(
			answerSignInRequests( doc, ( { opener } ) =>
				signInDialog.open( opener )
			)
		);
	}
	// Sign in, create a profile, log out: modals when on, links else.
	const onClick = ( event: MouseEvent ) => {
		const link = ( event.target as Element | null )?.closest< HTMLElement >(
			'[data-careers-sign-in],[data-careers-join],[data-careers-sign-out]'
		);
		if ( ! link ) {
			return;
		}
		// A modal gives focus back to the toggle (the submenu closes).
		const opener = currentToggle();
		if ( link.hasAttribute( 'data-careers-sign-out' ) ) {
			event.preventDefault();
			runtime
				.signOut()
				.catch( ( error: unknown ) => logger.error( error ) );
		} else if ( ! isPlainClick( event ) ) {
			// New tab or window: the link's own address.
		} else if ( link.hasAttribute( 'data-careers-sign-in' ) ) {
			event.preventDefault();
			requestSignIn( doc, opener, runtime.goToLogin );
		} else if (
			leadDialog &&
			createProfileOpensModal( location.pathname, true )
		) {
			event.preventDefault();
			leadDialog.open( opener );
		}
	};
	root.addEventListener( 'click', onClick );
	stops.push( () => root.removeEventListener( 'click', onClick ) );
	stops.push(
		followCandidate(
			options,
			disclosures,
			[ signInDialog, leadDialog ],
			toggleFor
		)
	);
	// Shown from now on (style.scss): working, and painted once, whole.
	root.classList.remove( LOADING_CLASS );

	return () => stops.forEach( ( stop ) => stop() );
}
