/**
 * The job search whose code (the JSONP transport and the response readers)
 * is fetched only when the chat first needs it, not as the window opens:
 * the first search runs behind at least JOB_RESULTS_DELAY_MS of typing
 * indicator, which hides the fetch.
 */

/**
 * Internal dependencies
 */
import { lazy } from '../common';
import type { JobSearch } from './job-search';

export interface LazyJobSearch extends JobSearch {
	/** Start loading without waiting; a failure is left to the search. */
	preload: () => void;
}

/**
 * @param load Fetches the job search's code and builds it (an `import()`).
 */
export function lazyJobSearch(
	load: () => Promise< JobSearch >
): LazyJobSearch {
	const jobSearch = lazy( load );
	return {
		search: async ( query ) => ( await jobSearch.get() ).search( query ),
		categories: async () => ( await jobSearch.get() ).categories(),
		citiesIn: async ( state ) =>
			( await jobSearch.get() ).citiesIn?.( state ) ?? [],
		preload: jobSearch.preload,
	};
}
