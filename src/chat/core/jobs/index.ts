/**
 * Jobs: the job API's search and categories, and links to jobs. See README.md.
 */

export { type CategoryList, createCategoryList } from './category-list';
export {
	buildJobDetailUrl,
	buildJobSearchUrl,
	JOB_SEARCH_RADIUS,
	jobLocationLabel,
	jobSlug,
	NO_JOBS_LINK_PLACEHOLDER,
	type NoJobsText,
	splitNoJobsText,
} from './job-links';
export {
	createJobSearch,
	type JobSearch,
	type JobSearchResult,
} from './job-search';
export { lazyJobSearch } from './lazy-job-search';
