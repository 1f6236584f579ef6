/**
 * Internal dependencies
 */
import { documentMember } from '../shared/page-document';
import { announce, announceFormSubmits, getLiveRegion } from './a11y';
import type { BearerPolling } from './bearer-polling';
import { CANDIDATE_KEY, readCandidate } from './candidate';
import { whenDomReady } from './dom-ready';
import { createCandidateStore, type CandidateStore } from './candidate-store';
import { readCookie } from './cookie-reader';
import { isFramed, listenForIframeHeights } from './iframe-height';
import {
	goToLogin,
	rewriteLanguageSwitcher,
	withLanguagePrefix,
} from './language';
import { applyPageRules } from './page-rules';
import { syncRootState } from './root-state';
import { readRuntimeSettings } from './runtime-settings';
import { IFRAME_HEIGHT_PART, SIGN_OUT_PART } from './part-names';
import {
	createPartLoader,
	currentNonce,
	partShelf,
	type LoadPart,
} from './parts';
import type { SignOutLanding, SignOutOptions } from './sign-out';
import { renderFrontend, type FrontendBlock } from '../blocks/render-frontend';
import { readServerConfig } from '../blocks/server-config';
import {
	createPrefixedStorage,
	createSafeArea,
	type Logger,
	type PrefixedStorage,
} from './storage';
import { createLazyBearerPolling } from './lazy-bearer-polling';

/** What blocks get from `@careers-frontend/runtime`. */
export interface RuntimeApi {
	/** `refresh` reads storage and cookie again (an expiry has no event). */
	candidateStore: Pick< CandidateStore, 'get' | 'subscribe' | 'refresh' >;
	signOut: ( options?: SignOutOptions ) => Promise< SignOutLanding >;
	announce: ( message: string ) => void;
	/** Loads a part script the server lists (parts.ts). */
	loadPart: LoadPart;
	/**
	 * Starts a block's server-rendered instances once the DOM is ready (one
	 * copy for all blocks).
	 */
	renderFrontend: < Config >( spec: FrontendBlock< Config > ) => void;
	/** Runs the callback once the DOM is ready (dom-ready.ts). */
	whenReady: ( callback: () => void ) => void;
	withLanguagePrefix: ( path: string ) => string;
	goToLogin: () => void;
	/** Prefixed local storage, 30-minute expiry. */
	storage: PrefixedStorage;
	/** Prefixed session storage, no expiry beyond the tab's life. */
	sessionStore: PrefixedStorage;
}

export interface Runtime {
	api: RuntimeApi;
	/** Wire the page; run once, on DOM ready. */
	start: () => void;
}

/** What the runtime made for the page, which wiring it uses. */
interface PageParts {
	settings: ReturnType< typeof readRuntimeSettings >;
	candidateStore: CandidateStore;
	polling: BearerPolling;
	/** Loads a part script (a framed page's height sync). */
	loadPart: LoadPart;
	logger: Logger;
}

/**
 * Wire the page: the root state and bearer polling follow the candidate;
 * live region, form notices, language links, iframe heights, page rules.
 *
 * @param win  The page's window.
 * @param page What the runtime made for the page.
 */
function wirePage( win: Window, page: PageParts ): void {
	const { settings, candidateStore, polling, loadPart, logger } = page;
	const doc = win.document;
	const { location } = win;
	const { language, ats_url: atsUrl } = settings;

	const follow = () => {
		const { state } = candidateStore.get();
		syncRootState( doc, state );
		// Ticks without a bearer token send nothing.
		if ( state === 'signed-in' ) {
			polling.start();
		} else {
			polling.stop();
		}
	};
	follow();
	candidateStore.subscribe( follow );

	getLiveRegion( doc );
	announceFormSubmits( doc, settings.updatingMessage );
	rewriteLanguageSwitcher( doc, location, language );

	// Only a framed page posts its height: its code is a part.
	if ( isFramed( win ) ) {
		loadPart( IFRAME_HEIGHT_PART ).then(
			( part ) =>
				part.startIframeHeightSync(
					win,
					() => documentMember( doc, 'documentElement' ).offsetHeight,
					part.heightOrigins( location, atsUrl )
				),
			logger.error
		);
	}
	listenForIframeHeights( win, ( event ) =>
		loadPart( IFRAME_HEIGHT_PART ).then(
			( part ) =>
				part.resizeFrameFrom(
					win,
					event,
					part.heightOrigins( location, atsUrl )
				),
			logger.error
		)
	);

	applyPageRules( win, settings.debug );
}

/**
 * Local and session storage under the organisation's prefix, the cookie
 * reader, and the candidate store over them.
 *
 * @param win    The page's window.
 * @param prefix The organisation's storage prefix.
 * @param logger Console stand-in.
 */
function createStores( win: Window, prefix: string, logger: Logger ) {
	// Storage writes to the candidate reach the store through this.
	let refreshCandidate = () => {};
	const storage = createPrefixedStorage(
		createSafeArea( () => win.localStorage, logger, 'Local storage' ),
		prefix,
		undefined,
		( key ) => key === CANDIDATE_KEY && refreshCandidate()
	);
	const sessionStore = createPrefixedStorage(
		createSafeArea( () => win.sessionStorage, logger, 'Session storage' ),
		prefix,
		Infinity
	);
	const candidateStore = createCandidateStore(
		() =>
			readCandidate( storage, ( name ) =>
				readCookie( documentMember( win.document, 'cookie' ), name )
			),
		storage.fullKey( CANDIDATE_KEY ),
		win,
		logger
	);
	refreshCandidate = candidateStore.refresh;
	return { storage, sessionStore, candidateStore };
}

/**
 * Build the runtime for one window. Settings are read once, here.
 *
 * @param win       The page's window.
 * @param logger    Console stand-in.
 * @param whenReady Runs a callback once the DOM is ready.
 */
export function createRuntime(
	win: Window,
	logger: Logger = console,
	whenReady = ( callback: () => void ) =>
		whenDomReady( win.document, callback )
): Runtime {
	const doc = win.document;
	const { location } = win;
	const settings = readRuntimeSettings( win );
	const { language, ats_url: atsUrl } = settings;

	const { storage, sessionStore, candidateStore } = createStores(
		win,
		settings.organization_name,
		logger
	);

	const loadPart = createPartLoader( {
		doc,
		shelf: partShelf( win ),
		urls: () => readServerConfig( doc ).parts ?? {},
		// Read now: only while this script runs does the page say which it is.
		nonce: currentNonce( doc ),
	} );

	const polling = createLazyBearerPolling( {
		atsUrl,
		loadPart,
		create: ( part ) =>
			part.createBearerPolling(
				atsUrl,
				() => part.readBearerToken( storage ),
				( input, init ) => win.fetch( input, init ),
				win,
				logger
			),
		logger,
	} );

	const api: RuntimeApi = {
		candidateStore,
		signOut: ( options ) =>
			loadPart( SIGN_OUT_PART ).then( ( part ) =>
				part.signOutOfPage(
					{
						win,
						storage,
						session: sessionStore,
						stopPolling: polling.stop,
						onCleared: candidateStore.refresh,
						logger,
					},
					options
				)
			),
		announce: ( message ) => announce( message, doc ),
		loadPart,
		renderFrontend: ( spec ) => whenReady( () => renderFrontend( spec ) ),
		whenReady,
		withLanguagePrefix: ( path ) => withLanguagePrefix( path, language ),
		goToLogin: () => goToLogin( location, language ),
		storage,
		sessionStore,
	};

	return {
		api,
		start: () =>
			wirePage( win, {
				settings,
				candidateStore,
				polling,
				loadPart,
				logger,
			} ),
	};
}
