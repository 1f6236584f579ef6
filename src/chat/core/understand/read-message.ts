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
	/** The categories its area words name (several: the candidate chooses). */
	categories: string[];
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
	/**
	 * A place word names a place by itself: a capitalised word of two
	 * letters or more ("Austin", not "I") or a zip code; "turn 0" does not.
	 */
	byName: boolean;
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
 * The rows of words that are neither area nor ignored words. A row that
 * names a place ("Chicago") ends at a comma before words that name
 * nothing ("Chicago, tengo experiencia"); "Dallas, tx" stays one.
 * @param tokens The message's words.
 * @param taken  The words that are something else.
 */
function freeRuns(
	tokens: readonly Token[],
	taken: ( index: number ) => boolean
): Array< [ number, number ] > {
	const runs: Array< [ number, number ] > = [];
	let start = -1;
	for ( let index = 0; index <= tokens.length; index++ ) {
		const free = index < tokens.length && ! taken( index );
		if ( free && start < 0 ) {
			start = index;
		} else if (
			start >= 0 &&
			( ! free || namesNothingAfter( tokens, index, taken ) )
		) {
			runs.push( [ start, index ] );
			start = free ? index : -1;
		}
	}
	return runs;
}

/**
 * Whether the words from a comma on are a sentence's, not a place's part:
 * two or more, none a name, after a name.
 * @param tokens The message's words.
 * @param index  A word after a comma, perhaps.
 * @param taken  The words that are something else.
 */
function namesNothingAfter(
	tokens: readonly Token[],
	index: number,
	taken: ( index: number ) => boolean
): boolean {
	if ( ! tokens[ index ].afterComma || ! isName( tokens[ index - 1 ] ) ) {
		return false;
	}
	let end = index;
	while ( end < tokens.length && ! taken( end ) ) {
		end++;
	}
	const part = tokens.slice( index, end );
	return part.length > 1 && ! part.some( isName );
}

const isName = ( token: Token ) => token.digits || token.capitalised;

const namesPlace = ( token: Token ) =>
	( token.capitalised && token.key.length > 1 ) ||
	/^\d{5}$/.test( token.key );

/**
 * The row most like a place: a name after a link word ("in Dallas, TX"),
 * then one with a name or after a link word, then the longest; the last
 * of equals, as a place usually ends the sentence.
 * @param tokens The message's words.
 * @param runs   The free rows.
 * @param links  The grammar's link words.
 */
function placeRun(
	tokens: readonly Token[],
	runs: ReadonlyArray< [ number, number ] >,
	links: ReadonlySet< string >
): [ number, number ] | null {
	const rank = ( [ from, to ]: [ number, number ] ) => {
		const afterLink = from > 0 && links.has( tokens[ from - 1 ].key );
		const named = tokens.slice( from, to ).some( isName );
		return [
			Number( afterLink && named ) + Number( afterLink || named ),
			to - from,
		];
	};
	let best: [ number, number ] | null = null;
	for ( const run of runs ) {
		const [ level, length ] = rank( run );
		const [ bestLevel, bestLength ] = best ? rank( best ) : [ -1, 0 ];
		if (
			level > bestLevel ||
			( level === bestLevel && length >= bestLength )
		) {
			best = run;
		}
	}
	return best;
}

/**
 * Whether a correction phrase begins or ends the message ("actually,
 * Chicago", "Chicago instead"); not "and" or "I" inside a sentence.
 * @param tokens  The message's words.
 * @param phrases The correction words.
 */
function saysCorrection(
	tokens: readonly Token[],
	phrases: readonly string[]
): boolean {
	const keys = tokens.map( ( token ) => token.key );
	return phrases.some( ( phrase ) => {
		const words = phraseKeys( phrase );
		const at = ( from: number ) =>
			from >= 0 &&
			words.length > 0 &&
			words.every( ( word, offset ) => keys[ from + offset ] === word );
		return at( 0 ) || at( keys.length - words.length );
	} );
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
	const none = { named: false, byName: false, placeWords: [], others: [] };
	if ( intent ) {
		return {
			intent,
			categories: [],
			placeLike: false,
			correction: false,
			...none,
			tokens,
		};
	}
	const corrections = keysOf( context.corrections ?? [] );
	const correction = saysCorrection( tokens, context.corrections ?? [] );
	const ignored = ignoredWords( tokens, context, corrections );
	const { areas, used } = matchAreas( tokens, context.names, {
		ignored,
		slips: context.slips,
		grammar: context.grammar,
	} );
	const run = placeRun(
		tokens,
		freeRuns(
			tokens,
			( index ) => used.has( index ) || ignored.has( index )
		),
		context.grammar.linkWords
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
			categories: areas,
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
	return {
		categories: areas,
		areaText,
		place: text.slice( words[ 0 ].start, words[ words.length - 1 ].end ),
		placeLike: words.some( isName ) || afterLink,
		named: words.every( isName ) || afterLink,
		byName: words.some( namesPlace ),
		correction,
		placeWords: words,
		others,
		tokens,
	};
}
