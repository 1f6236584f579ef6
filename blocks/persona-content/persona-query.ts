/**
 * Internal dependencies
 */
import type { CandidateSnapshot } from '@careers-frontend/runtime';

export type PersonaTerm =
	| { kind: 'area-of-interest'; term: string }
	| { kind: 'persona'; term: string };

/**
 * Whether a stored area of interest can name a term: a letter or digit
 * outside markup. Anything else (`<b></b>`, `--`) has no slug, so the REST
 * API would refuse it; the candidate counts as having no area.
 *
 * @param area Stored area of interest.
 */
function namesSomething( area: string ): boolean {
	return /[\p{L}\p{N}]/u.test( area.replace( /<[^>]*>/g, '' ) );
}

/** Why the block lists what it lists ("Why am I seeing this?"). */
export type PersonaReason = 'chosen' | 'profile' | 'chat' | 'visitors' | 'none';

export interface PersonaChoice {
	term: PersonaTerm | null;
	reason: PersonaReason;
	/** The area listed, as the candidate named it ('' for the persona). */
	area: string;
}

/**
 * Which persona to list (spec §7): an area picked in the block; else the
 * signed-in candidate's area of interest, or the area a signed-out visitor
 * told the chat (issue 16); otherwise the signed-out persona option;
 * otherwise nothing, and the block is skipped (spec §5). A locked
 * candidate counts as signed out.
 *
 * @param snapshot    Candidate state.
 * @param notLoggedIn The signed-out persona option.
 * @param chosen      An area picked in the block on this page, or ''.
 */
export function personaChoice(
	snapshot: CandidateSnapshot,
	notLoggedIn: string,
	chosen = ''
): PersonaChoice {
	const candidates: Array< [ PersonaReason, string | undefined ] > = [
		[ 'chosen', chosen ],
		[
			'profile',
			snapshot.state === 'signed-in'
				? snapshot.candidate?.areaInterest
				: '',
		],
		[ 'chat', snapshot.chatInterest?.areaInterest ],
	];
	for ( const [ reason, value ] of candidates ) {
		const area = value?.trim() ?? '';
		if ( namesSomething( area ) ) {
			return {
				term: { kind: 'area-of-interest', term: area },
				reason,
				area,
			};
		}
	}
	const persona = notLoggedIn.trim();
	return persona
		? {
				term: { kind: 'persona', term: persona },
				reason: 'visitors',
				area: '',
			}
		: { term: null, reason: 'none', area: '' };
}

/**
 * The persona to list, without a picked area.
 *
 * @param snapshot    Candidate state.
 * @param notLoggedIn The signed-out persona option.
 */
export function personaTermFor(
	snapshot: CandidateSnapshot,
	notLoggedIn: string
): PersonaTerm | null {
	return personaChoice( snapshot, notLoggedIn ).term;
}

/**
 * Query parameters of one collection request: `filter[taxonomy]=persona`
 * and `filter[term]=…` for an area of interest, `persona=…` otherwise, with
 * the page size and only the fields the block shows.
 *
 * @param persona Term to list.
 * @param count   Items wanted.
 */
export function personaQueryParams(
	persona: PersonaTerm,
	count: number
): Array< [ string, string ] > {
	const filter: Array< [ string, string ] > =
		persona.kind === 'area-of-interest'
			? [
					[ 'filter[taxonomy]', 'persona' ],
					[ 'filter[term]', persona.term ],
				]
			: [ [ 'persona', persona.term ] ];
	return [
		...filter,
		[ 'per_page', String( count ) ],
		[ '_fields', 'id,title,link' ],
	];
}

/**
 * A collection URL with the query added, whether the REST root is pretty
 * (`/wp-json/wp/v2/posts`) or plain (`/?rest_route=/wp/v2/posts`).
 *
 * @param endpoint Absolute collection URL.
 * @param params   Query parameters.
 */
export function withQuery(
	endpoint: string,
	params: Array< [ string, string ] >
): string {
	const url = new URL( endpoint );
	params.forEach( ( [ name, value ] ) =>
		url.searchParams.append( name, value )
	);
	return url.href;
}

/** What the requests depend on in the block's config. */
export interface QueryConfig {
	endpoints: string[];
	count: number;
}

/**
 * The requests for a term: one per post type, none without a term.
 *
 * @param config Endpoints and count.
 * @param term   Term to list.
 */
export function requestsFor(
	config: QueryConfig,
	term: PersonaTerm | null
): string[] {
	if ( ! term ) {
		return [];
	}
	const params = personaQueryParams( term, config.count );
	return config.endpoints.map( ( endpoint ) =>
		withQuery( endpoint, params )
	);
}

/**
 * What the block shows when it asks nothing: a signed-in candidate is
 * invited to choose an area of interest (the block was painted for them,
 * with room reserved, so it stays); anyone else sees nothing.
 *
 * @param config   Endpoints.
 * @param snapshot Candidate state.
 */
export function idleStatus(
	config: Pick< QueryConfig, 'endpoints' >,
	snapshot: CandidateSnapshot
): 'hidden' | 'no-area' {
	return snapshot.state === 'signed-in' && config.endpoints.length > 0
		? 'no-area'
		: 'hidden';
}
