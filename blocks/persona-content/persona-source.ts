/**
 * Internal dependencies
 */
import type { PrefixedStorage } from '@careers-frontend/runtime';
import { PERSONA_CACHE_KEY } from '../../src/runtime/storage-keys';
import type { PersonaItem } from './types';

/** GET a request (URL or API path) and resolve with the parsed JSON. */
export type FetchJson = ( request: string ) => Promise< unknown >;

function isRecord( value: unknown ): value is Record< string, unknown > {
	return (
		typeof value === 'object' && value !== null && ! Array.isArray( value )
	);
}

/**
 * Only web links: a `javascript:` link in a response must never be clickable.
 * @param link Item link from a response.
 */
export function isWebLink( link: string ): boolean {
	try {
		return [ 'http:', 'https:' ].includes( new URL( link ).protocol );
	} catch {
		return false;
	}
}

/**
 * The items of one response; anything malformed is left out.
 *
 * @param payload Parsed JSON.
 */
export function parsePersonaItems( payload: unknown ): PersonaItem[] {
	if ( ! Array.isArray( payload ) ) {
		return [];
	}
	return payload.flatMap( ( entry: unknown ): PersonaItem[] => {
		if ( ! isRecord( entry ) || ! isRecord( entry.title ) ) {
			return [];
		}
		const { id, link } = entry;
		const title = entry.title.rendered;
		return typeof id === 'number' &&
			typeof title === 'string' &&
			typeof link === 'string' &&
			isWebLink( link )
			? [ { id, title, link } ]
			: [];
	} );
}

/** How long a failed request's report waits (see reportLater). */
export const REPORT_AFTER_MS = 5000;

/**
 * A logger that reports a few seconds late. Firefox and Safari fail a
 * page's requests as soon as the visitor (or the editor) follows a link,
 * before the page goes; a page that has gone reports nothing, so leaving a
 * page while its persona list loads is not logged as an error.
 *
 * @param logger Where reports go.
 * @param win    The page's window (its timers).
 */
export function reportLater(
	logger: Pick< Console, 'error' >,
	win: Pick< Window, 'setTimeout' > = window
): Pick< Console, 'error' > {
	return {
		error: ( ...parts: unknown[] ) => {
			win.setTimeout( () => logger.error( ...parts ), REPORT_AFTER_MS );
		},
	};
}

export interface PersonaLoad {
	items: PersonaItem[];
	/** False when a request failed: the result is shown but not cached. */
	complete: boolean;
}

export interface LoadOptions {
	/** One request per post type, in order. */
	requests: string[];
	fetchJson: FetchJson;
	/** Most items listed. */
	count: number;
	logger?: Pick< Console, 'error' >;
}

/**
 * Run the requests together and list their items in post-type order, at
 * most `count`. A failed request is logged and the others still show;
 * when every request fails this rejects.
 *
 * @param options Requests, fetcher and limit.
 */
export async function loadPersonaItems(
	options: LoadOptions
): Promise< PersonaLoad > {
	const { requests, fetchJson, count, logger = console } = options;
	const results = await Promise.allSettled(
		requests.map( ( request ) => fetchJson( request ) )
	);
	const items: PersonaItem[] = [];
	const seen = new Set< number >();
	let failures = 0;
	results.forEach( ( result, index ) => {
		if ( result.status === 'rejected' ) {
			failures++;
			logger.error(
				`Persona content: ${ requests[ index ] } failed:`,
				result.reason
			);
			return;
		}
		parsePersonaItems( result.value ).forEach( ( item ) => {
			if ( ! seen.has( item.id ) ) {
				seen.add( item.id );
				items.push( item );
			}
		} );
	} );
	if ( requests.length > 0 && failures === requests.length ) {
		throw new Error( 'Persona content could not be loaded.' );
	}
	return { items: items.slice( 0, count ), complete: failures === 0 };
}

/**
 * `fetch` for public content: no cookies or nonce, so a cached page's stale
 * nonce can never turn the request into a 403, and every visitor gets the
 * same public answer.
 *
 * @param fetchImpl The window's fetch.
 */
export function publicFetchJson( fetchImpl: typeof fetch ): FetchJson {
	return async ( url ) => {
		const response = await fetchImpl( url, {
			credentials: 'omit',
			headers: { Accept: 'application/json' },
		} );
		if ( ! response.ok ) {
			throw new Error( `HTTP ${ response.status }` );
		}
		return response.json() as Promise< unknown >;
	};
}

export interface PersonaCache {
	get: ( key: string ) => PersonaItem[] | null;
	set: ( key: string, items: PersonaItem[] ) => void;
}

/** Session key (prefixed by the runtime) holding results by request. */
const MAX_CACHED_QUERIES = 20;

/**
 * Results kept for the page session (the tab's sessionStorage, through the
 * runtime's prefixed store): a reload or the next page shows them at once.
 *
 * @param store The runtime's session store.
 */
export function createSessionCache(
	store: Pick< PrefixedStorage, 'get' | 'set' >
): PersonaCache {
	const read = (): Record< string, unknown > => {
		const value = store.get( PERSONA_CACHE_KEY );
		return isRecord( value ) ? value : {};
	};
	return {
		get( key ) {
			const entry = read()[ key ];
			return Array.isArray( entry ) ? parseStoredItems( entry ) : null;
		},
		set( key, items ) {
			const entries = Object.entries( read() ).filter(
				( [ name ] ) => name !== key
			);
			const kept = entries.slice( -( MAX_CACHED_QUERIES - 1 ) );
			store.set( PERSONA_CACHE_KEY, {
				...Object.fromEntries( kept ),
				[ key ]: items,
			} );
		},
	};
}

/**
 * Items kept as `{ id, title, link }` (the session cache, the server's
 * config), checked by the same parser as a response.
 *
 * @param entries Kept items.
 */
export function parseStoredItems( entries: unknown[] ): PersonaItem[] {
	return parsePersonaItems(
		entries.map( ( entry ) =>
			isRecord( entry )
				? { ...entry, title: { rendered: entry.title } }
				: entry
		)
	);
}
