/**
 * The job API's categories (its second call, `facetlist=primary_category`,
 * `limit=0`), loaded when the bot first asks for the area and kept for the
 * page; a failed call is made again at the next area question, not while
 * the candidate answers the one it failed at.
 */

/**
 * Internal dependencies
 */
import type { JobSearch } from './job-search';

/**
 * The matcher, fetched with the job search's code (the list needs it
 * first), not as the window opens.
 */
export const loadMatcher = () =>
	import( /* webpackChunkName: "chat-job-search" */ './category-match' ).then(
		( module ) => module.matchCategory
	);

export interface CategoryList {
	/**
	 * The sorted names, loading them unless they are loaded; null when the
	 * call failed (logged).
	 */
	load: () => Promise< readonly string[] | null >;
	/**
	 * What an area answer is sent as: the category it names, or null when
	 * it names none. Sent as typed when the list is not there (the call
	 * failed, or the job API lists no category).
	 */
	answer: ( text: string ) => Promise< string | null >;
	/** The category `text` names in the list loaded, if any. */
	find: ( text: string ) => Promise< string | undefined >;
}

export function createCategoryList(
	jobSearch: Pick< JobSearch, 'categories' >,
	logger: Pick< Console, 'error' >
): CategoryList {
	let loaded: readonly string[] | null = null;
	let last: Promise< readonly string[] | null > = Promise.resolve( null );

	function load() {
		if ( loaded ) {
			return Promise.resolve( loaded );
		}
		last = jobSearch.categories().then(
			( names ) => ( loaded = names ),
			( error: unknown ) => {
				logger.error( error );
				return null;
			}
		);
		return last;
	}

	return {
		load,
		async answer( text ) {
			// The outcome of the last call, without calling again.
			const names = await last;
			if ( ! names?.length ) {
				return text;
			}
			return ( await loadMatcher() )( text, names ) ?? null;
		},
		async find( text ) {
			const names = await last;
			return names ? ( await loadMatcher() )( text, names ) : undefined;
		},
	};
}
