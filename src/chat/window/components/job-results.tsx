/**
 * Internal dependencies
 */
import type { JobResults as Results } from '../../core/transcript';
import { allJobsLinkText, searchJobsLinkText } from '../lib/entry-text';
import { SafeLink } from './safe-link';

/**
 * Matching jobs (each linking to its detail page, with where it is) and a
 * link to all of them on the job search page; or the configured no_jobs
 * text with its `{link}` as a real link.
 *
 * @param props         Props.
 * @param props.results The job results.
 */
export function JobResults( { results }: { results: Results } ) {
	const { jobs, totalHits, searchUrl, noJobs } = results;
	if ( noJobs ) {
		return (
			<p className="careers-chat__no-jobs">
				{ noJobs.before }
				{ noJobs.hasLink && (
					<SafeLink href={ searchUrl }>
						{ searchJobsLinkText() }
					</SafeLink>
				) }
				{ noJobs.after }
			</p>
		);
	}
	return (
		<div className="careers-chat__jobs">
			{ jobs.length > 0 && (
				<ul className="careers-chat__job-list">
					{ jobs.map( ( job ) => (
						<li key={ job.id } className="careers-chat__job">
							<SafeLink
								href={ job.url }
								className="careers-chat__job-title"
							>
								{ job.title }
							</SafeLink>
							{ job.location && (
								<span className="careers-chat__job-location">
									{ job.location }
								</span>
							) }
						</li>
					) ) }
				</ul>
			) }
			<p className="careers-chat__all-jobs">
				<SafeLink href={ searchUrl }>
					{ allJobsLinkText( totalHits ) }
				</SafeLink>
			</p>
		</div>
	);
}
