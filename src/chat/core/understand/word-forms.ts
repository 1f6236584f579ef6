/**
 * How close two typed words are: one slip of the keyboard apart, or forms
 * of one word ("nurse", "nurses", "nursing").
 */

/**
 * Whether `a` and `b` differ by at most one letter added, dropped or
 * changed, or two neighbours swapped ("hlep", "nursng", "acounting").
 * @param a A word.
 * @param b Another.
 */
export function oneSlipApart( a: string, b: string ): boolean {
	if ( a === b ) {
		return true;
	}
	if ( Math.abs( a.length - b.length ) > 1 ) {
		return false;
	}
	let start = 0;
	while ( start < a.length && a[ start ] === b[ start ] ) {
		start++;
	}
	const restA = a.slice( start + 1 );
	const restB = b.slice( start + 1 );
	if ( a.length === b.length ) {
		const swapped =
			a[ start ] === b[ start + 1 ] &&
			a[ start + 1 ] === b[ start ] &&
			a.slice( start + 2 ) === b.slice( start + 2 );
		return swapped || restA === restB;
	}
	return a.length > b.length
		? a.slice( start + 1 ) === b.slice( start )
		: a.slice( start ) === b.slice( start + 1 );
}

/**
 * The word without its plural and its common endings, so that forms of
 * one word compare equal: "nurses", "nurse", "nursing" → "nurs";
 * "engineer", "engineering" → "engin"; "accountant" → "account".
 * @param word    A word's key.
 * @param endings The languages' word endings (Grammar), dropped in this
 *                order while four letters or more remain.
 */
export function stem( word: string, endings: readonly string[] ): string {
	let form = word;
	if ( form.length > 4 && form.endsWith( 'ies' ) ) {
		form = `${ form.slice( 0, -3 ) }y`;
	} else if ( form.length > 3 && /[^s]s$/.test( form ) ) {
		form = form.slice( 0, -1 );
	}
	let changed = true;
	while ( changed ) {
		changed = false;
		for ( const ending of endings ) {
			if ( form.endsWith( ending ) && form.length - ending.length >= 4 ) {
				form = form.slice( 0, -ending.length );
				changed = true;
				break;
			}
		}
	}
	return form;
}

/**
 * How many letters two words share from the start.
 * @param a A word.
 * @param b Another.
 */
export function sharedStart( a: string, b: string ): number {
	let length = 0;
	while ( length < a.length && a[ length ] === b[ length ] ) {
		length++;
	}
	return length;
}
