/**
 * What a message holds: one of the template's sample utterances, or the
 * job areas it names and the words left that may name a place ("nursing
 * jobs in Dallas, TX" → Nursing, "Dallas, TX"). The template's correction
 * words ("actually", "what about"; "mejor") are neither: "how about Dallas
 * instead" names Dallas.
 */

/**
 * Internal dependencies
 */
import { matchAreas, type AreaName } from './area-match';
import { utteranceOf, type IntentMatch } from './commands';
import type { Grammar } from './grammar';
import { phraseKeys, tokenize, type Token } from './tokens';

export interface MessageReading {
	/** The message is a sample utterance of this intent. */
	intent?: IntentMatch;
	/** The job areas it names (several: the candidate chooses). */
	areas: string[];
	/** The words that named them, as typed ("sales and marketing"). */
	areaText?: string;
	/** The words that may name a place, as typed ("Dallas, TX"). */
	place?: string;
	/** Those words look like a place: a zip, a capital, after "in". */
	placeLike: boolean;
	/**
	 * The place words are a name: each with a capital or a digit, or
	 * after "in" ("in new york"); not "capital of France".
	 */
	named: boolean;
	/** It holds correction words ("actually", "what about"). */
	correction: boolean;
	/** The place words, one by one. */
	placeWords: Token[];
	/**
	 * The words that are neither the template's, nor an area's, nor the
	 * place's ("live" in "I live in Austin"): what else the message says.
	 */
	others: Token[];
	tokens: Token[];
}

export interface ReadingContext {
	/** The template's sample utterances, by intent. */
	utterances: Record< string, readonly string[] >;
	/** Every category's names (areaNames). */
	names: readonly AreaName[];
	/** Count keyboard slips in area words (the area question). */
	slips: boolean;
	/** The languages' grammar words (languages/*.json, through the page). */
	grammar: Grammar;
	/** The template's correction words ("actually", "what about"). */
	corrections?: readonly string[];
}

/**
 * The words of some phrases.
 * @param phrases Sample utterances, or correction words.
 */
const keysOf = ( phrases: readonly string[] ) =>
	new Set( phrases.flatMap( phraseKeys ) );

/**
 * Every word of the template's utterances and the link words: none of
 * them names an area or a place, unless it follows a comma ("Portland,
 * ME"), where it is a place's own part. Correction words neither, even
 * after a comma ("Chicago, actually"), unless typed as a state's code.
 * @param tokens      The message's words.
 * @param context     The template's words and the grammar's link words.
 * @param corrections The correction words' keys.
 */
function ignoredWords(
	tokens: readonly Token[],
	context: ReadingContext,
	corrections: ReadonlySet< string >
): Set< number > {
	const known = keysOf( Object.values( context.utterances ).flat() );
	context.grammar.linkWords.forEach( ( key ) => known.add( key ) );
	const ignored = new Set< number >();
	tokens.forEach( ( token, index ) => {
		if (
			( known.has( token.key ) && ! token.afterComma ) ||
			( corrections.has( token.key ) &&
				! ( token.afterComma && token.capitals ) )
		) {
			ignored.add( index );
		}
	} );
	return ignored;
}

/**
 * The longest row of words that are neither area nor ignored words (the
 * last of equal rows: a place usually ends the sentence).
 * @param tokens The message's words.
 * @param taken  The words that are something else.
 */
function placeRun(
	tokens: readonly Token[],
	taken: ( index: number ) => boolean
): [ number, number ] | null {
	let best: [ number, number ] | null = null;
	let start = -1;
	for ( let index = 0; index <= tokens.length; index++ ) {
		const free = index < tokens.length && ! taken( index );
		if ( free && start < 0 ) {
			start = index;
		}
		if ( ! free && start >= 0 ) {
			if ( ! best || index - start >= best[ 1 ] - best[ 0 ] ) {
				best = [ start, index ];
			}
			start = -1;
		}
	}
	return best;
}

/**
 * @param text    What the candidate typed.
 * @param context The template's words and the categories.
 */
export function readMessage(
	text: string,
	context: ReadingContext
): MessageReading {
	const tokens = tokenize( text );
	const intent = utteranceOf( text, context.utterances );
	const none = { named: false, placeWords: [], others: [] };
	if ( intent ) {
		return {
			intent,
			areas: [],
			placeLike: false,
			correction: false,
			...none,
			tokens,
		};
	}
	const corrections = keysOf( context.corrections ?? [] );
	const correction = tokens.some( ( token ) => corrections.has( token.key ) );
	const ignored = ignoredWords( tokens, context, corrections );
	const { areas, used } = matchAreas( tokens, context.names, {
		ignored,
		slips: context.slips,
		grammar: context.grammar,
	} );
	const run = placeRun(
		tokens,
		( index ) => used.has( index ) || ignored.has( index )
	);
	const areaWords = tokens.filter( ( _token, index ) => used.has( index ) );
	const areaText = areaWords.length
		? text.slice( areaWords[ 0 ].start, areaWords.at( -1 )?.end )
		: undefined;
	const [ from, to ] = run ?? [ 0, 0 ];
	const others = tokens.filter(
		( _token, index ) =>
			! used.has( index ) &&
			! ignored.has( index ) &&
			( index < from || index >= to )
	);
	if ( ! run ) {
		return {
			areas,
			areaText,
			placeLike: false,
			correction,
			...none,
			others,
			tokens,
		};
	}
	const words = tokens.slice( from, to );
	const before = tokens[ from - 1 ];
	const afterLink =
		before !== undefined && context.grammar.linkWords.has( before.key );
	const name = ( token: Token ) => token.digits || token.capitalised;
	return {
		areas,
		areaText,
		place: text.slice( words[ 0 ].start, words[ words.length - 1 ].end ),
		placeLike: words.some( name ) || afterLink,
		named: words.every( name ) || afterLink,
		correction,
		placeWords: words,
		others,
		tokens,
	};
}
