/**
 * The one category an area names, read as an answer to the area question
 * is read (matchAreas, slips counted): the signed-in candidate's own area
 * is offered in the input only as the category that sending it would be.
 */

/**
 * Internal dependencies
 */
import { matchAreas, type AreaName } from './area-match';
import type { Grammar } from './grammar';
import { tokenize } from './tokens';

/**
 * The category `area` names, or undefined when it names none or several
 * (the candidate chooses).
 * @param area    An area, as the candidate wrote it ("nurses").
 * @param names   Every category's names (areaNames).
 * @param grammar The languages' grammar words.
 */
export function categoryOfArea(
	area: string,
	names: readonly AreaName[],
	grammar: Grammar
): string | undefined {
	const { areas } = matchAreas( tokenize( area ), names, {
		ignored: new Set(),
		slips: true,
		grammar,
	} );
	return areas.length === 1 ? areas[ 0 ] : undefined;
}
