/**
 * The front-end block without React: the server painted the signed-out
 * persona's list (and a loading line for signed-in candidates); this
 * follows the candidate store and shows, by a few DOM calls, the list for
 * the candidate's area of interest, the area a visitor told the chat, or
 * one picked in "Why am I seeing this?", with its loading, empty and error
 * states announced once.
 */

/**
 * Internal dependencies
 */
import type { CandidateSnapshot, RuntimeApi } from '@careers-frontend/runtime';
import { bodyNodes, noAreaText } from './persona-dom';
import { idleStatus, personaChoice, requestsFor } from './persona-query';
import {
	loadPersonaItems,
	reportLater,
	type FetchJson,
	type PersonaCache,
} from './persona-source';
import type { PersonaBlockConfig, PersonaItem, PersonaState } from './types';
import { createWhyDisclosure } from './why-disclosure';

export interface PersonaBlockDeps {
	candidateStore: RuntimeApi[ 'candidateStore' ];
	cache: PersonaCache;
	fetchJson: FetchJson;
	/** The runtime's polite live region. */
	announce: ( message: string ) => void;
	/** The profile page with the language prefix. */
	profileUrl: string;
	/** Store the area in the chat's record (rememberChatInterest). */
	rememberChatArea: ( snapshot: CandidateSnapshot, area: string ) => void;
	/** Drop the chat's record (forgetChatInterest). */
	forgetChatArea: ( snapshot: CandidateSnapshot ) => void;
	logger?: Pick< Console, 'error' >;
}

const settled = ( items: PersonaItem[] ): PersonaState => ( {
	status: items.length > 0 ? 'ready' : 'empty',
	items,
} );

/**
 * The announcement for a state, or '' for none: a list is announced only
 * when the candidate waited for it or asked for it.
 *
 * @param state  The state shown.
 * @param config Block config.
 * @param waited Whether loading was announced or the candidate asked.
 */
function announcement(
	state: PersonaState,
	config: PersonaBlockConfig,
	waited: boolean
): string {
	const { strings } = config;
	switch ( state.status ) {
		case 'ready':
			return waited
				? ( strings.loaded[ state.items.length - 1 ] ?? '' )
				: '';
		case 'no-area':
			return noAreaText( strings.noArea );
		case 'hidden':
			return '';
		default:
			return strings[ state.status ];
	}
}

interface BodyView {
	show: ( state: PersonaState ) => void;
	/** The candidate asked for a change: announce its result. */
	markAsked: () => void;
}

/**
 * Shows states in the body and announces them once.
 *
 * @param wrapper The block's wrapper.
 * @param body    Its body.
 * @param config  Block config.
 * @param deps    Live region and profile page.
 */
function createBodyView(
	wrapper: HTMLElement,
	body: HTMLElement,
	config: PersonaBlockConfig,
	deps: PersonaBlockDeps
): BodyView {
	let asked = false;
	return {
		show( state ) {
			body.replaceChildren(
				...bodyNodes(
					wrapper.ownerDocument,
					state,
					config.strings,
					deps.profileUrl
				)
			);
			wrapper.hidden = state.status === 'hidden';
			const message = announcement( state, config, asked );
			if ( message ) {
				// In a later task, as React's effects did: a change the whole
				// page follows (a sign-in in the modal) announces itself
				// first, and this does not overwrite it before it is heard.
				setTimeout( () => deps.announce( message ) );
			}
			asked = state.status === 'loading';
		},
		markAsked() {
			asked = true;
		},
	};
}

/**
 * Loads items into the view, from the session cache when it has them; a
 * later load (or `cancel`) makes an earlier answer stale.
 *
 * @param config Block config.
 * @param deps   Cache, fetcher and logger.
 * @param view   Where states go.
 */
function createLoader(
	config: PersonaBlockConfig,
	deps: PersonaBlockDeps,
	view: BodyView
) {
	const { cache, fetchJson, logger = reportLater( console ) } = deps;
	let run = 0;
	return {
		cancel() {
			run++;
		},
		load( requests: string[], key: string ) {
			const current = ++run;
			const cached = cache.get( key );
			if ( cached ) {
				view.show( settled( cached ) );
				return;
			}
			view.show( { status: 'loading', items: [] } );
			loadPersonaItems( {
				requests,
				fetchJson,
				count: config.count,
				logger,
			} ).then(
				( { items, complete } ) => {
					if ( complete ) {
						cache.set( key, items );
					}
					if ( current === run ) {
						view.show( settled( items ) );
					}
				},
				( error: unknown ) => {
					logger.error( error );
					if ( current === run ) {
						view.show( { status: 'error', items: [] } );
					}
				}
			);
		},
	};
}

/**
 * "Why am I seeing this?": a pick for a chat visitor goes to the chat's
 * record (the store then updates the block); anyone else's stays on this
 * page. A reset drops the pick, else the chat's record.
 *
 * @param wrapper       The block's wrapper.
 * @param config        Block config.
 * @param deps          Candidate store and the chat record's writers.
 * @param view          The body, told the candidate asked.
 * @param picked        The area picked on this page, and how to change it.
 * @param picked.chosen The area picked, or ''.
 * @param picked.choose Set it ('' to drop it) and update the block.
 */
function wireWhy(
	wrapper: HTMLElement,
	config: PersonaBlockConfig,
	deps: PersonaBlockDeps,
	view: BodyView,
	picked: { chosen: () => string; choose: ( area: string ) => void }
) {
	const why = wrapper.querySelector< HTMLElement >(
		'[data-careers-persona-why]'
	);
	const { candidateStore } = deps;
	return (
		why &&
		createWhyDisclosure( why, config.areas, config.strings, {
			pick( area ) {
				const snapshot = candidateStore.get();
				view.markAsked();
				if ( snapshot.chatInterest ) {
					deps.rememberChatArea( snapshot, area );
				} else {
					picked.choose( area );
				}
			},
			reset() {
				view.markAsked();
				if ( picked.chosen() ) {
					picked.choose( '' );
				} else {
					deps.forgetChatArea( candidateStore.get() );
				}
			},
		} )
	);
}

/**
 * Start one block instance.
 *
 * @param wrapper The block's wrapper, rendered by the server.
 * @param config  Its server config.
 * @param deps    Candidate store, cache, fetcher, live region, storage.
 */
export function startPersonaBlock(
	wrapper: HTMLElement,
	config: PersonaBlockConfig,
	deps: PersonaBlockDeps
): void {
	const { candidateStore } = deps;
	const body = wrapper.querySelector< HTMLElement >(
		'[data-careers-persona-body]'
	);
	if ( ! body ) {
		return;
	}
	const view = createBodyView( wrapper, body, config, deps );
	const loader = createLoader( config, deps, view );
	const signedInOnly = config.notLoggedIn.trim() === '';
	let chosen = '';
	let shownKey: string | null = null;

	const choose = ( area: string ) => {
		chosen = area;
		update();
	};
	const disclosure = wireWhy( wrapper, config, deps, view, {
		chosen: () => chosen,
		choose,
	} );

	function update(): void {
		const snapshot = candidateStore.get();
		const choice = personaChoice( snapshot, config.notLoggedIn, chosen );
		disclosure?.update( choice, chosen !== '' || choice.reason === 'chat' );
		// A block for signed-in candidates only is shown to a visitor who
		// told the chat an area (the first-paint CSS would hide it).
		wrapper.classList.toggle(
			'careers-when-signed-in',
			signedInOnly && ! ( snapshot.state !== 'signed-in' && choice.term )
		);
		const requests = requestsFor( config, choice.term );
		const idle = idleStatus( config, snapshot );
		const key =
			choice.reason === 'visitors'
				? 'visitors'
				: requests.join( '\n' ) || idle;
		if ( key === shownKey ) {
			return;
		}
		shownKey = key;
		if ( choice.reason === 'visitors' ) {
			loader.cancel();
			view.show( settled( config.visitorItems ) );
		} else if ( requests.length === 0 ) {
			loader.cancel();
			view.show( { status: idle, items: [] } );
		} else {
			loader.load( requests, key );
		}
	}

	const first = personaChoice( candidateStore.get(), config.notLoggedIn );
	if (
		first.reason === 'visitors' &&
		candidateStore.get().state !== 'signed-in'
	) {
		// The server painted this list: keep it, drop the signed-in line.
		shownKey = 'visitors';
		body.querySelector( '.careers-when-signed-in' )?.remove();
	}
	update();
	candidateStore.subscribe( update );
}
