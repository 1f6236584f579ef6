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
	const { candidateStore, cache, fetchJson, logger = console } = deps;
	const body = wrapper.querySelector< HTMLElement >(
		'[data-careers-persona-body]'
	);
	if ( ! body ) {
		return;
	}
	const signedInOnly = config.notLoggedIn.trim() === '';
	let chosen = '';
	let shownKey: string | null = null;
	let run = 0;
	let asked = false;

	const show = ( state: PersonaState ) => {
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
			// page follows (a sign-in in the modal) announces itself first,
			// and this does not overwrite it before it is heard.
			setTimeout( () => deps.announce( message ) );
		}
		asked = state.status === 'loading';
	};

	const load = ( requests: string[], key: string ) => {
		const current = ++run;
		const cached = cache.get( key );
		if ( cached ) {
			show( settled( cached ) );
			return;
		}
		show( { status: 'loading', items: [] } );
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
					show( settled( items ) );
				}
			},
			( error: unknown ) => {
				logger.error( error );
				if ( current === run ) {
					show( { status: 'error', items: [] } );
				}
			}
		);
	};

	const why = wrapper.querySelector< HTMLElement >(
		'[data-careers-persona-why]'
	);
	const disclosure =
		why &&
		createWhyDisclosure( why, config.areas, config.strings, {
			pick( area ) {
				const snapshot = candidateStore.get();
				asked = true;
				if ( snapshot.chatInterest ) {
					// The store tells update() once the record is written.
					deps.rememberChatArea( snapshot, area );
				} else {
					chosen = area;
					update();
				}
			},
			reset() {
				asked = true;
				if ( chosen ) {
					chosen = '';
					update();
				} else {
					deps.forgetChatArea( candidateStore.get() );
				}
			},
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
			run++;
			show( settled( config.visitorItems ) );
		} else if ( requests.length === 0 ) {
			run++;
			show( { status: idle, items: [] } );
		} else {
			load( requests, key );
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
