/**
 * Listing jobs after a turn or a widening step: wait the job-results delay,
 * add the entry (or the error entry), and reset showJobResults.
 */

/**
 * Internal dependencies
 */
import type { ConversationStore } from './conversation-store';
import type { ResolvedDeps } from './conversation-types';
import { botErrorText } from './error-entry';
import { JOB_RESULTS_DELAY_MS } from './reply-delay';
import { withShowJobResults } from './search-attributes';
import type { SessionAttributes } from './session-attributes';
import type { JobResults } from './transcript';

/**
 * A signed-out visitor's area and place, kept for the page's blocks.
 * @param ctx        The conversation.
 * @param ctx.deps   Its collaborators.
 * @param attributes The attributes the bot closed with.
 */
export function rememberInterest(
	ctx: { deps: ResolvedDeps },
	attributes: SessionAttributes
) {
	const areaInterest = attributes.job_category;
	if ( ! areaInterest || ctx.deps.readCandidate() ) {
		return;
	}
	const latitude = Number( attributes.latitude );
	const longitude = Number( attributes.longitude );
	const hasPoint =
		attributes.latitude && Number.isFinite( latitude ) && longitude;
	ctx.deps.rememberInterest?.( {
		areaInterest,
		...( attributes.zip ? { zip: attributes.zip } : {} ),
		...( hasPoint ? { latitude, longitude } : {} ),
	} );
}

export async function showJobs(
	ctx: { deps: ResolvedDeps; store: ConversationStore },
	current: () => boolean,
	find: () => Promise< JobResults >
): Promise< void > {
	const { store } = ctx;
	try {
		const [ results ] = await Promise.all( [
			find(),
			ctx.deps.sleep( JOB_RESULTS_DELAY_MS ),
		] );
		if ( current() ) {
			store.append( { kind: 'jobs', results } );
		}
	} catch ( error ) {
		ctx.deps.logger.error( error );
		if ( current() ) {
			store.append( { kind: 'error', text: botErrorText( error ) } );
		}
	} finally {
		if ( current() ) {
			store.update( {
				sessionAttributes: withShowJobResults(
					store.get().sessionAttributes,
					false
				),
			} );
		}
	}
}
