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

export interface CategoryList {
	/**
	 * The sorted names, loading them unless they are loaded; null when the
	 * call failed (logged).
	 */
	load: () => Promise< readonly string[] | null >;
	/**
	 * The list an answer is read against: the last call's outcome, or the
	 * first call's when none was made (a failed call is not made again
	 * while the candidate answers).
	 */
	forAnswer: () => Promise< readonly string[] | null >;
}

export function createCategoryList(
	jobSearch: Pick< JobSearch, 'categories' >,
	logger: Pick< Console, 'error' >
): CategoryList {
	let loaded: readonly string[] | null = null;
	let last: Promise< readonly string[] | null > | undefined;

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
		forAnswer: () => last ?? load(),
	};
}
