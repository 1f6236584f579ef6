/**
 * An area typed at the area question, against the job API's categories.
 * The rules, in order, each giving the category's exact name:
 *
 * 1. the same words, whatever the letter case, accents, spacing and
 *    punctuation, with "&" read as "and" ("accounting and finance" is
 *    "Accounting & Finance");
 * 2. the same with one "s" more or less at the end ("sale", "nursings");
 * 3. the start of exactly one category, three letters or more ("nurs").
 *
 * Anything else (a typo, a word inside a name, a start shared by two
 * categories) matches nothing: the candidate is asked to choose.
 */

/** A typed start shorter than this is not taken as a category. */
export const MIN_PREFIX_LENGTH = 3;

/**
 * The comparable form of a name: no accents, lower case, "&" as "and",
 * punctuation and runs of spaces as one space.
 * @param text A category or what the candidate typed.
 */
export function areaKey( text: string ): string {
	return text
		.normalize( 'NFD' )
		.replace( /[\u0300-\u036f]/g, '' )
		.toLowerCase()
		.replace( /&/g, ' and ' )
		.replace( /[^a-z0-9]+/g, ' ' )
		.trim();
}

const plural = ( a: string, b: string ) => a === `${ b }s` || b === `${ a }s`;

/**
 * The category `text` names, or undefined.
 * @param text       What the candidate typed.
 * @param categories The job API's categories.
 */
export function matchCategory(
	text: string,
	categories: readonly string[]
): string | undefined {
	const typed = areaKey( text );
	if ( ! typed ) {
		return undefined;
	}
	const keyed = categories.map( ( name ) => [ areaKey( name ), name ] );
	const unique = ( test: ( key: string ) => boolean ) => {
		const found = keyed.filter( ( [ key ] ) => test( key ) );
		return found.length === 1 ? found[ 0 ][ 1 ] : undefined;
	};
	return (
		keyed.find( ( [ key ] ) => key === typed )?.[ 1 ] ??
		unique( ( key ) => plural( key, typed ) ) ??
		( typed.length >= MIN_PREFIX_LENGTH
			? unique( ( key ) => key.startsWith( typed ) )
			: undefined )
	);
}
