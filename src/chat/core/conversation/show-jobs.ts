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
import { findJobs } from './find-jobs';
import { JOB_RESULTS_DELAY_MS } from './reply-delay';
import { withShowJobResults } from './search-attributes';
import type { SessionAttributes } from './session-attributes';
import { isSearchSpec, type JobResults, type SearchSpec } from './transcript';
import type { TurnContext } from './turn';

/**
 * What a failed job search says, whatever failed (an HTTP error, no
 * answer, an answer that is not one): the job API's address is for the
 * console, not the candidate.
 */
export const JOB_SEARCH_FAILED = 'The job search is not available right now.';

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

/**
 * The results, or the error entry; true when the search answered.
 * @param ctx       The conversation.
 * @param ctx.deps  Its collaborators.
 * @param ctx.store Its state.
 * @param current   Whether the conversation is still the same.
 * @param find      The search.
 * @param retry     The search a "Try again" on a failure runs (none: the
 *                  step that ran it offers it again).
 */
export async function showJobs(
	ctx: { deps: ResolvedDeps; store: ConversationStore },
	current: () => boolean,
	find: () => Promise< JobResults >,
	retry?: SearchSpec
): Promise< boolean > {
	const { store } = ctx;
	try {
		const [ results ] = await Promise.all( [
			find(),
			ctx.deps.sleep( JOB_RESULTS_DELAY_MS ),
		] );
		if ( current() ) {
			store.append( { kind: 'jobs', results } );
		}
		return true;
	} catch ( error ) {
		ctx.deps.logger.error( error );
		// The window offers "Try again" for an entry with a failed text:
		// the area searched (or the place).
		const again = retry && ( retry.keyword || retry.location );
		if ( current() ) {
			store.append( {
				kind: 'error',
				text: botErrorText( new Error( JOB_SEARCH_FAILED ) ),
				...( again ? { failedText: again, search: retry } : {} ),
			} );
		}
		return false;
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

/**
 * "Try again" on a failed search: the same search, not a message to the
 * bot (it answered already).
 * @param ctx    The conversation (the input locked).
 * @param search The search that failed, as stored.
 */
export async function searchAgain(
	ctx: TurnContext,
	search: unknown
): Promise< boolean > {
	const { store } = ctx;
	const sessionId = store.get().sessionId;
	const current = () => store.get().sessionId === sessionId;
	const spec = isSearchSpec( search ) ? search : null;
	store.update( { busy: Boolean( spec ), typing: Boolean( spec ) }, false );
	if ( spec ) {
		await showJobs( ctx, current, () => findJobs( ctx.deps, spec ), spec );
		if ( current() ) {
			store.update( { busy: false, typing: false } );
		}
	}
	return Boolean( spec );
}
