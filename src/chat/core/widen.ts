/**
 * A step a job result entry offers after a search that found nothing: the
 * entry's buttons are disabled (used, not removed) and the step's search
 * runs, one job API call for one click.
 */

/**
 * Internal dependencies
 */
import { findJobs, findOtherAreas, widenedSpec } from './find-jobs';
import { showJobs } from './show-jobs';
import type { JobResults } from './transcript';
import { rememberInterest, type TurnContext } from './turn';

function choose(
	ctx: TurnContext,
	results: JobResults,
	area: string | undefined
): ( () => Promise< JobResults > ) | null {
	const { search, widen, areas } = results;
	if ( ! search || results.used ) {
		return null;
	}
	if ( area !== undefined ) {
		if ( ! areas?.some( ( item ) => item.name === area ) ) {
			return null;
		}
		rememberInterest( ctx, {
			...ctx.store.get().sessionAttributes,
			job_category: area,
		} );
		return () => findJobs( ctx.deps, { ...search, keyword: area } );
	}
	if ( ! widen ) {
		return null;
	}
	return widen.kind === 'areas'
		? () => findOtherAreas( ctx.deps, search )
		: () => findJobs( ctx.deps, widenedSpec( search, widen ) );
}

export async function widenSearch(
	ctx: TurnContext,
	entryId: string,
	area?: string
): Promise< boolean > {
	const { store } = ctx;
	const state = store.get();
	const entry = state.entries.find( ( item ) => item.id === entryId );
	if ( state.busy || entry?.kind !== 'jobs' ) {
		return false;
	}
	const find = choose( ctx, entry.results, area );
	if ( ! find ) {
		return false;
	}
	const sessionId = state.sessionId;
	const current = () => store.get().sessionId === sessionId;
	store.replaceEntry( {
		...entry,
		results: { ...entry.results, used: true },
	} );
	store.update( { busy: true, typing: true, suggestions: null }, false );
	try {
		await showJobs( ctx, current, find );
	} finally {
		if ( current() ) {
			store.update( { busy: false, typing: false } );
		}
	}
	return true;
}
