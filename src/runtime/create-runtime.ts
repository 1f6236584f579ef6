/**
 * Internal dependencies
 */
import { getContext, getSetting } from '../settings';
import {
	announce,
	announceFormSubmits,
	getLiveRegion,
	returnFocus,
	trapFocus,
} from './a11y';
import { readBearerToken } from './ats';
import { createBearerPolling } from './bearer-polling';
import { CANDIDATE_KEY, readCandidate } from './candidate';
import { createCandidateStore, type CandidateStore } from './candidate-store';
import { createCookieJar, type CookieJar } from './cookie';
import {
	documentHeight,
	isFramed,
	listenForIframeHeights,
	startIframeHeightSync,
} from './iframe-height';
import {
	goToLogin,
	rewriteLanguageSwitcher,
	withLanguagePrefix,
} from './language';
import { applyPageRules, shouldInjectActivityWidget } from './page-rules';
import { syncRootState } from './root-state';
import {
	signOut,
	type SignOutLanding,
	type SignOutOptions,
} from './sign-out';
import {
	createPrefixedStorage,
	createSafeArea,
	type Logger,
	type PrefixedStorage,
} from './storage';
import { isMobileWidth } from './viewport';

/** What blocks get from `@careers-frontend/runtime`. */
export interface RuntimeApi {
	candidateStore: Pick< CandidateStore, 'get' | 'subscribe' >;
	signOut( options?: SignOutOptions ): Promise< SignOutLanding >;
	announce( message: string ): void;
	trapFocus( container: HTMLElement ): () => void;
	returnFocus( element: Element | null ): void;
	withLanguagePrefix( path: string ): string;
	goToLogin(): void;
	/** Prefixed local storage, 30-minute expiry. */
	storage: PrefixedStorage;
	/** Prefixed session storage, no expiry beyond the tab's life. */
	sessionStore: PrefixedStorage;
	cookies: CookieJar;
	isMobileWidth(): boolean;
	shouldInjectActivityWidget( path?: string ): boolean;
}

export interface Runtime {
	api: RuntimeApi;
	/** Wire the page (on DOM ready); returns the function that unwires it. */
	start(): () => void;
}

function originOf( url: string, base: string ): string | null {
	try {
		return url ? new URL( url, base ).origin : null;
	} catch {
		return null;
	}
}

/**
 * Build the runtime for one window. Settings are read once, here.
 *
 * @param win    The page's window.
 * @param logger Console stand-in.
 */
export function createRuntime( win: Window, logger: Logger = console ): Runtime {
	const doc = win.document;
	const setting = < K extends Parameters< typeof getSetting >[ 0 ] >( key: K ) =>
		getSetting( key, win );
	const prefix = setting( 'organization_name' );
	const language = setting( 'language' );
	const atsUrl = setting( 'ats_url' );

	// Created below; storage writes reach it through this indirection.
	let refreshCandidate = () => {};
	const storage = createPrefixedStorage( {
		area: createSafeArea( () => win.localStorage, logger, 'Local storage' ),
		prefix,
		onChange: ( key ) => key === CANDIDATE_KEY && refreshCandidate(),
	} );
	const sessionStore = createPrefixedStorage( {
		area: createSafeArea(
			() => win.sessionStorage,
			logger,
			'Session storage'
		),
		prefix,
		ttlMs: Infinity,
	} );
	const cookies = createCookieJar( () => win.location.protocol === 'https:' );
	const candidateStore = createCandidateStore( {
		read: () => readCandidate( { storage, readCookie: cookies.get } ),
		watchedKeys: [ storage.fullKey( CANDIDATE_KEY ) ],
		win,
		doc,
		logger,
	} );
	refreshCandidate = candidateStore.refresh;

	const fetch = ( input: string, init?: RequestInit ) =>
		win.fetch( input, init );
	const polling = createBearerPolling( {
		atsUrl,
		getToken: () => readBearerToken( storage ),
		fetch,
		timers: win,
		logger,
	} );

	const api: RuntimeApi = {
		candidateStore: {
			get: candidateStore.get,
			subscribe: candidateStore.subscribe,
		},
		signOut: ( options ) =>
			signOut(
				{
					settings: {
						ats_url: atsUrl,
						language,
						sso_enabled: setting( 'sso_enabled' ),
						sso_logout_url: setting( 'sso_logout_url' ),
						logout_skip_redirect: setting( 'logout_skip_redirect' ),
						logout_destination: setting( 'logout_destination' ),
						logout_to_home: setting( 'logout_to_home' ),
					},
					homeUrl: getContext( 'homeUrl', win ),
					storage,
					session: sessionStore,
					cookies,
					fetch,
					location: win.location,
					timers: win,
					stopPolling: polling.stop,
					onCleared: candidateStore.refresh,
					logger,
				},
				options
			),
		announce: ( message ) => announce( message, doc ),
		trapFocus,
		returnFocus,
		withLanguagePrefix: ( path ) => withLanguagePrefix( path, language ),
		goToLogin: () => goToLogin( win.location, language ),
		storage,
		sessionStore,
		cookies,
		isMobileWidth: () => isMobileWidth( win ),
		shouldInjectActivityWidget: ( path = win.location.pathname ) =>
			shouldInjectActivityWidget( path ),
	};

	function start(): () => void {
		const stops: Array< () => void > = [];
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
		stops.push( candidateStore.subscribe( follow ), polling.stop );

		getLiveRegion( doc );
		stops.push( announceFormSubmits( doc ) );

		rewriteLanguageSwitcher( doc, win.location, language );

		const pageUrl = win.location.href;
		if ( isFramed( win ) ) {
			stops.push(
				startIframeHeightSync( {
					win,
					measure: () => documentHeight( doc ),
					targetOrigin: originOf( doc.referrer, pageUrl ) ?? '*',
				} )
			);
		}
		stops.push(
			listenForIframeHeights( {
				win,
				doc,
				allowedOrigins: [
					win.location.origin,
					originOf( atsUrl, pageUrl ),
				].filter( ( origin ): origin is string => origin !== null ),
			} )
		);

		applyPageRules( {
			path: win.location.pathname,
			debug: setting( 'debug' ),
			scrollTo: ( x, y ) => win.scrollTo( x, y ),
		} );

		return () => stops.forEach( ( stop ) => stop() );
	}

	return { api, start };
}
