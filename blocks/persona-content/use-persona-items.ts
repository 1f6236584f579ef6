/**
 * WordPress dependencies
 */
import { useEffect, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import type { CandidateSnapshot, RuntimeApi } from '@careers-frontend/runtime';
import { personaQueryParams, personaTermFor, withQuery } from './persona-query';
import {
	loadPersonaItems,
	type FetchJson,
	type PersonaCache,
} from './persona-source';
import type { PersonaBlockConfig, PersonaItem, PersonaState } from './types';

export interface PersonaDeps {
	candidateStore: RuntimeApi[ 'candidateStore' ];
	cache: PersonaCache;
	fetchJson: FetchJson;
	logger?: Pick< Console, 'error' >;
}

/**
 * The requests for a candidate state: one per post type, none when the
 * block is skipped.
 *
 * @param config   Block config.
 * @param snapshot Candidate state.
 */
export function personaRequests(
	config: PersonaBlockConfig,
	snapshot: CandidateSnapshot
): string[] {
	const persona = personaTermFor( snapshot, config.notLoggedIn );
	if ( ! persona ) {
		return [];
	}
	const params = personaQueryParams( persona, config.count );
	return config.endpoints.map( ( endpoint ) =>
		withQuery( endpoint, params )
	);
}

function settled( items: PersonaItem[] ): PersonaState {
	return { status: items.length > 0 ? 'ready' : 'empty', items };
}

function sameState( a: PersonaState, b: PersonaState ): boolean {
	return (
		a.status === b.status &&
		a.items.length === b.items.length &&
		a.items.every( ( item, index ) => item.id === b.items[ index ].id )
	);
}

/**
 * What the block shows when it asks nothing: a signed-in candidate is
 * invited to choose an area of interest (the block was painted for them,
 * with room reserved, so it stays); anyone else sees nothing.
 *
 * @param config   Block config.
 * @param snapshot Candidate state.
 */
export function idleStatus(
	config: PersonaBlockConfig,
	snapshot: CandidateSnapshot
): 'hidden' | 'no-area' {
	return snapshot.state === 'signed-in' && config.endpoints.length > 0
		? 'no-area'
		: 'hidden';
}

/**
 * What the block shows before any request: hidden, the area-of-interest
 * note, cached items, or loading.
 *
 * @param requests Requests for the current candidate.
 * @param idle     Status when there are none.
 * @param cache    Session cache.
 */
function stateFromCache(
	requests: string[],
	idle: 'hidden' | 'no-area',
	cache: PersonaCache
): PersonaState {
	if ( requests.length === 0 ) {
		return { status: idle, items: [] };
	}
	const cached = cache.get( requests.join( '\n' ) );
	return cached ? settled( cached ) : { status: 'loading', items: [] };
}

/**
 * The persona items for the current candidate, following sign-in and
 * sign-out, from the session cache when it has them.
 *
 * @param config Block config.
 * @param deps   Candidate store, cache and fetcher.
 */
export function usePersonaItems(
	config: PersonaBlockConfig,
	deps: PersonaDeps
): PersonaState {
	const { candidateStore, cache, fetchJson, logger = console } = deps;
	const [ snapshot, setSnapshot ] = useState( candidateStore.get );
	useEffect( () => {
		const stop = candidateStore.subscribe( setSnapshot );
		// Catch a change between the first render and subscribing.
		setSnapshot( candidateStore.get() );
		return stop;
	}, [ candidateStore ] );

	const requests = personaRequests( config, snapshot );
	const idle = idleStatus( config, snapshot );
	// With no requests the idle status tells the two empty cases apart.
	const key = requests.length > 0 ? requests.join( '\n' ) : idle;
	const [ state, setState ] = useState( () =>
		stateFromCache( requests, idle, cache )
	);

	useEffect( () => {
		const initial = stateFromCache( requests, idle, cache );
		// Keep the same object when nothing changed, so nothing re-renders
		// or is announced twice.
		setState( ( previous ) =>
			sameState( previous, initial ) ? previous : initial
		);
		if ( initial.status !== 'loading' ) {
			return;
		}
		let current = true;
		loadPersonaItems( {
			requests,
			fetchJson,
			count: config.count,
			logger,
		} ).then(
			( { items, complete } ) => {
				if ( complete ) {
					cache.set( requests.join( '\n' ), items );
				}
				if ( current ) {
					setState( settled( items ) );
				}
			},
			( error: unknown ) => {
				logger.error( error );
				if ( current ) {
					setState( { status: 'error', items: [] } );
				}
			}
		);
		return () => {
			current = false;
		};
		// `key` stands for `requests` and `idle`.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ key, cache, fetchJson, config.count, logger ] );

	return state;
}
