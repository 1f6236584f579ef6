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

/**
 * Which persona to list (spec §7): the signed-in candidate's area of
 * interest; otherwise the signed-out persona option; otherwise nothing, and
 * the block is skipped (spec §5). A locked candidate counts as signed out.
 *
 * @param snapshot    Candidate state.
 * @param notLoggedIn The signed-out persona option.
 */
export function personaTermFor(
	snapshot: CandidateSnapshot,
	notLoggedIn: string
): PersonaTerm | null {
	const area =
		snapshot.state === 'signed-in'
			? ( snapshot.candidate?.areaInterest?.trim() ?? '' )
			: '';
	if ( namesSomething( area ) ) {
		return { kind: 'area-of-interest', term: area };
	}
	const persona = notLoggedIn.trim();
	return persona ? { kind: 'persona', term: persona } : null;
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
