/**
 * Internal dependencies
 */
import type { JobResults as Results } from '../../core/conversation';
import { jobLocationText } from '../lib/job-place-text';
import {
	allJobsLinkText,
	foundText,
	searchJobsLinkText,
} from '../lib/results-text';
import { JobOffer } from './job-offer';
import { SafeLink } from './safe-link';

export interface JobResultsProps {
	results: Results;
	onWiden: ( area?: string ) => void;
	disabled: boolean;
}

/**
 * What the search found ("3 Nursing jobs within 50 miles of Dallas, TX."),
 * the jobs (each linking to its detail page, with where it is and a
 * "Remote" badge) and a link to all of them on the job search page; after
 * a search that found nothing, the next step; at the end the configured
 * no_jobs text with its `{link}` as a real link.
 *
 * @param props          Props.
 * @param props.results  The job results.
 * @param props.onWiden  Takes the step offered.
 * @param props.disabled Whether the offer's buttons wait.
 */
export function JobResults( { results, onWiden, disabled }: JobResultsProps ) {
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
	if ( totalHits === 0 && ( results.widen || results.areas ) ) {
		return (
			<JobOffer
				results={ results }
				onWiden={ onWiden }
				disabled={ disabled }
			/>
		);
	}
	return (
		<div className="careers-chat__jobs">
			<p className="careers-chat__found">{ foundText( results ) }</p>
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
								<span
									className={
										job.location === 'Remote'
											? 'careers-chat__badge'
											: 'careers-chat__job-location'
									}
								>
									{ jobLocationText( job.location ) }
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
