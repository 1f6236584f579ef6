/**
 * A step a job result entry offers after a search that found nothing: the
 * entry's buttons are disabled (used, not removed) and the step's search
 * runs, one job API call for one click. Loaded only when a search found
 * nothing (its own chunk).
 */

/**
 * Internal dependencies
 */
import { splitNoJobsText } from '../jobs';
import {
	findJobs,
	searchUrl,
	WIDER_RADII,
	type FindJobsDeps,
} from './find-jobs';
import { rememberInterest, showJobs } from './show-jobs';
import type { JobResults, SearchSpec, WidenStep } from './transcript';
import type { TurnContext } from './turn';

/**
 * The search a step runs.
 * @param spec The search that found nothing.
 * @param step The step the candidate chose.
 */
export function widenedSpec( spec: SearchSpec, step: WidenStep ): SearchSpec {
	switch ( step.kind ) {
		case 'radius':
			return { ...spec, radius: step.radius, remote: false };
		case 'remote':
			return { ...spec, remote: true };
		case 'areas':
			return { ...spec, remote: false };
	}
}

/**
 * The last step: the other areas with jobs near the place (the job API's
 * facet counts at the widest radius), or the no_jobs text when none has.
 *
 * @param deps Job search and settings.
 * @param spec The search that found nothing.
 */
export async function findOtherAreas(
	deps: FindJobsDeps,
	spec: SearchSpec
): Promise< JobResults > {
	const radius = WIDER_RADII[ WIDER_RADII.length - 1 ];
	const near = { ...spec, remote: false, radius };
	const result = await deps.jobSearch.search( {
		keyword: '',
		location: near.location,
		latitude: near.latitude,
		longitude: near.longitude,
		radius,
		limit: 0,
		countAreas: true,
	} );
	const wanted = spec.keyword.toLowerCase();
	const areas = ( result.areas ?? [] ).filter(
		( area ) => area.name.toLowerCase() !== wanted
	);
	return {
		jobs: [],
		totalHits: 0,
		searchUrl: searchUrl( deps, spec ),
		noJobs:
			areas.length > 0 ? null : splitNoJobsText( deps.settings.no_jobs ),
		search: near,
		...( areas.length > 0 ? { areas } : {} ),
	};
}

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
		// Failed: the step is offered again (its button is the retry).
		if ( ! ( await showJobs( ctx, current, find ) ) && current() ) {
			store.replaceEntry( entry );
		}
	} finally {
		if ( current() ) {
			store.update( { busy: false, typing: false } );
		}
	}
	return true;
}
