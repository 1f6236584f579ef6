/**
 * Links and labels for job results: the job detail URL with its SEO slug,
 * the job search URL, and the location shown for each job.
 */

export const JOB_SEARCH_RADIUS = 50;

/** The job fields the chat reads (spec section 3). */
export interface Job {
	id: string;
	title: string;
	location_type?: string;
	primary_country?: string;
	primary_state?: string;
	primary_city?: string;
}

/**
 * URL slug: lowercase, each run of non-alphanumerics one hyphen, no hyphen
 * at either end ("Nurse (RN) – Night Shift" → "nurse-rn-night-shift").
 *
 * @param title Job title.
 */
export function jobSlug( title: string ): string {
	return title
		.toLowerCase()
		.replace( /[^a-z0-9]+/g, '-' )
		.replace( /^-+|-+$/g, '' );
}

/**
 * A path setting without trailing slashes ("/jobs/" → "/jobs").
 * @param path A path setting.
 */
function trimPath( path: string ): string {
	return path.replace( /\/+$/, '' );
}

/**
 * `{job_detail_path}/{id}/{slug}/`.
 *
 * @param detailPath Setting job_detail_path.
 * @param job        Id and title.
 */
export function buildJobDetailUrl(
	detailPath: string,
	job: Pick< Job, 'id' | 'title' >
): string {
	const slug = jobSlug( job.title );
	const tail = slug ? `${ slug }/` : '';
	return `${ trimPath( detailPath ) }/${ encodeURIComponent( job.id ) }/${ tail }`;
}

export interface JobSearchLinkInput {
	/** What the candidate gave as location (or the geocoded address). */
	location: string;
	latitude: string;
	longitude: string;
	/** The area of interest. */
	keyword: string;
	radius?: number;
}

/**
 * `{job_search_path}/?location&latitude&longitude&radius&keyword`, in that
 * order, each value URL-encoded.
 *
 * @param searchPath Setting job_search_path.
 * @param input      Location, coordinates, keyword.
 */
export function buildJobSearchUrl(
	searchPath: string,
	input: JobSearchLinkInput
): string {
	const query = new URLSearchParams( [
		[ 'location', input.location ],
		[ 'latitude', input.latitude ],
		[ 'longitude', input.longitude ],
		[ 'radius', String( input.radius ?? JOB_SEARCH_RADIUS ) ],
		[ 'keyword', input.keyword ],
	] );
	return `${ trimPath( searchPath ) }/?${ query.toString() }`;
}

/**
 * Where a job is: "Nationwide", "Statewide, TX", "Remote", or "City, ST"
 * (falling back to whichever of city, state and country is known).
 *
 * @param job Location fields.
 */
export function jobLocationLabel( job: Job ): string {
	const type = job.location_type?.trim().toLowerCase();
	const state = job.primary_state?.trim() ?? '';
	if ( type === 'nationwide' ) {
		return 'Nationwide';
	}
	if ( type === 'statewide' ) {
		return state ? `Statewide, ${ state }` : 'Statewide';
	}
	if ( type === 'remote' ) {
		return 'Remote';
	}
	const city = job.primary_city?.trim() ?? '';
	if ( city && state ) {
		return `${ city }, ${ state }`;
	}
	return city || state || job.primary_country?.trim() || '';
}

export interface NoJobsText {
	before: string;
	/** True when the text has a `{link}` placeholder for the search link. */
	hasLink: boolean;
	after: string;
}

export const NO_JOBS_LINK_PLACEHOLDER = '{link}';

/**
 * The configured no_jobs text split at its link placeholder, so the UI can
 * put a real link element there (never HTML from the setting).
 *
 * @param template Setting no_jobs.
 */
export function splitNoJobsText( template: string ): NoJobsText {
	const at = template.indexOf( NO_JOBS_LINK_PLACEHOLDER );
	if ( at === -1 ) {
		return { before: template, hasLink: false, after: '' };
	}
	return {
		before: template.slice( 0, at ),
		hasLink: true,
		after: template
			.slice( at + NO_JOBS_LINK_PLACEHOLDER.length )
			.split( NO_JOBS_LINK_PLACEHOLDER )
			.join( '' ),
	};
}
