/**
 * The job areas a message names, against the job API's live categories
 * and the template's area words (Spanish words for them): a category's
 * name typed whole ("customer service"), or one of its words or their
 * forms ("nurses", "accounting", "tech", "enfermera"), or its initials in
 * capitals ("IT", "HR"); at the area question, a slip ("nursng") or, in
 * the only word that could name an area, a start of three letters ("eng").
 * A word that fits several areas names them all: the candidate chooses.
 */

/**
 * Internal dependencies
 */
import { grammarOf, type Grammar } from './grammar';
import { phraseKeys, type Token } from './tokens';
import { oneSlipApart, sharedStart, stem } from './word-forms';

/** One way of naming a category: its name, or one of its area words. */
export interface AreaName {
	category: string;
	keys: string[];
	/**
	 * Each word counts on its own ("accounting" for "Accounting &
	 * Finance"): the category's own name and one-word area words; the
	 * template's phrases ("call center") count only whole.
	 */
	words: boolean;
	/** Written in capitals ("IT", "RN"): counts only typed so, or alone. */
	acronym: boolean;
}

/**
 * Every name of every category: its own and its area words, without the
 * words that join them (the grammar's: "and", "de"; `&` is none).
 * @param categories The job API's categories.
 * @param areaWords  Category name → words for it (the template's).
 * @param grammar    The languages' grammar words.
 */
export function areaNames(
	categories: readonly string[],
	areaWords: Record< string, readonly string[] > = {},
	grammar: Grammar = grammarOf()
): AreaName[] {
	return categories.flatMap( ( category ) =>
		[ category, ...( areaWords[ category ] ?? [] ) ]
			.map( ( name, index ) => {
				const keys = phraseKeys( name ).filter(
					( key ) => ! grammar.joinWords.has( key )
				);
				return {
					category,
					keys,
					words: index === 0 || keys.length === 1,
					acronym: index > 0 && /^\p{Lu}{2,}$/u.test( name ),
				};
			} )
			.filter( ( name ) => name.keys.length > 0 )
	);
}

export interface AreaMatch {
	/** The categories named, in the job API's order. */
	areas: string[];
	/** Which of the message's words named them. */
	used: Set< number >;
}

export interface AreaOptions {
	/** Words that say nothing of an area (the template's other words). */
	ignored: ReadonlySet< number >;
	/** Count keyboard slips ("nursng"): only where an area is asked for. */
	slips: boolean;
	/** The languages' grammar words: join words, word endings. */
	grammar: Grammar;
}

/**
 * How well a typed word fits a word of a name; 0 when it does not.
 * @param typed
 * @param word
 * @param slips
 * @param endings The grammar's word endings.
 */
function fit(
	typed: string,
	word: string,
	slips: boolean,
	endings: readonly string[]
): number {
	if ( typed === word ) {
		return 4;
	}
	if (
		typed.length >= 4 &&
		stem( typed, endings ) === stem( word, endings )
	) {
		return 3;
	}
	const shorter = Math.min( typed.length, word.length );
	const shared = sharedStart( typed, word );
	if (
		( typed.length >= 4 && shared === typed.length ) ||
		( shared >= 6 && shared >= 0.75 * shorter )
	) {
		return 2;
	}
	return slips && shorter >= 5 && oneSlipApart( typed, word ) ? 1 : 0;
}

/**
 * Names typed whole, their words in a row ("customer service"); a word
 * counts in one name only.
 * @param tokens
 * @param names
 * @param found
 * @param used
 * @param grammar
 */
function wholeNames(
	tokens: readonly Token[],
	names: readonly AreaName[],
	found: Map< string, number >,
	used: Set< number >,
	grammar: Grammar
) {
	const content = tokens
		.map( ( token, index ) => ( { token, index } ) )
		.filter( ( { token } ) => ! grammar.joinWords.has( token.key ) );
	// Longest names first: "Drone Operations" typed whole is that area,
	// not also "Operations".
	const longestFirst = [ ...names ].sort(
		( a, b ) => b.keys.length - a.keys.length
	);
	for ( const name of longestFirst ) {
		for ( let at = 0; at + name.keys.length <= content.length; at++ ) {
			const run = content.slice( at, at + name.keys.length );
			const whole =
				! run.some( ( { index } ) => used.has( index ) ) &&
				run.every(
					( { token }, offset ) =>
						fit(
							token.key,
							name.keys[ offset ],
							false,
							grammar.wordEndings
						) >= 3
				);
			// An acronym typed in small letters is a word ("it").
			if ( whole && ( ! name.acronym || run[ 0 ].token.capitals ) ) {
				found.set( name.category, 5 );
				run.forEach( ( { index } ) => used.add( index ) );
			}
		}
	}
}

/**
 * The areas the message names.
 * @param tokens  The message's words.
 * @param names   Every category's names (areaNames).
 * @param options Words to skip, and whether slips count.
 */
export function matchAreas(
	tokens: readonly Token[],
	names: readonly AreaName[],
	options: AreaOptions
): AreaMatch {
	const found = new Map< string, number >();
	const used = new Set< number >();
	wholeNames( tokens, names, found, used, options.grammar );
	const content = tokens.filter(
		( token, index ) =>
			! used.has( index ) &&
			! options.ignored.has( index ) &&
			! options.grammar.joinWords.has( token.key )
	);
	const lone = content.length === 1;
	tokens.forEach( ( token, index ) => {
		if ( used.has( index ) || options.ignored.has( index ) ) {
			return;
		}
		const scores = names.map( ( name ) => ( {
			category: name.category,
			score: wordScore( token, name, lone, options ),
		} ) );
		const best = Math.max( 0, ...scores.map( ( item ) => item.score ) );
		if ( best > 0 ) {
			used.add( index );
			scores
				.filter( ( item ) => item.score === best )
				.forEach( ( item ) =>
					found.set(
						item.category,
						Math.max( found.get( item.category ) ?? 0, best )
					)
				);
		}
	} );
	const order = [ ...new Set( names.map( ( name ) => name.category ) ) ];
	const areas = order.filter( ( category ) => found.has( category ) );
	return { areas, used };
}

/**
 * How well one typed word names a category: a word of the name, or the
 * name's initials ("IT") typed in capitals or as the whole answer; at the
 * area question, the start of a word of the name as the only word that
 * could name one.
 * @param token           The typed word.
 * @param name            One of the category's names.
 * @param lone            The only word of the message that could name an area.
 * @param options         Whether keyboard slips count; the grammar.
 * @param options.slips
 * @param options.grammar
 */
function wordScore(
	token: Token,
	name: AreaName,
	lone: boolean,
	{ slips, grammar }: AreaOptions
): number {
	// Not a state's code after a comma ("Portland, ME").
	const asAcronym = ( token.capitals || lone ) && ! token.afterComma;
	if ( name.acronym ) {
		return asAcronym && token.key === name.keys[ 0 ] ? 4 : 0;
	}
	// A category's initials ("IT"), not a phrase's ("mechanical engineer").
	const initials = name.keys.map( ( key ) => key[ 0 ] ).join( '' );
	const ofName = name.words && name.keys.length > 1;
	if ( ofName && token.key === initials && asAcronym ) {
		return 4;
	}
	if (
		! name.words ||
		token.key.length < 3 ||
		grammar.joinWords.has( token.key )
	) {
		return 0;
	}
	// Where an area is asked for, the only word that could name one counts
	// from its first three letters ("eng" for Engineering).
	const short = slips && lone && token.key.length === 3;
	return Math.max(
		0,
		...name.keys.map( ( key ) =>
			Math.max(
				fit( token.key, key, slips, grammar.wordEndings ),
				short && key.startsWith( token.key ) ? 2 : 0
			)
		)
	);
}
