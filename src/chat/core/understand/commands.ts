/**
 * Which of the template's intents a message asks for, by its sample
 * utterances (the template's words, `LocaleWords.utterances`): the message
 * is one of them (any letter case, accents, punctuation; one slip of the
 * keyboard in a longer one), or, loosely, is made of them with a word or
 * two besides ("hello there", "thanks a lot").
 */

/**
 * Internal dependencies
 */
import type { Grammar } from './grammar';
import { phraseKeys, wordKey, type Token } from './tokens';
import { oneSlipApart } from './word-forms';

export interface IntentMatch {
	intent: string;
	/** The sample utterance matched: what Lex is sent. */
	utterance: string;
}

type Utterances = Record< string, readonly string[] >;

/**
 * Utterances with a slot (`{slot}`) are patterns, not words.
 * @param utterance
 */
const literal = ( utterance: string ) => ! utterance.includes( '{' );

/** A keyboard slip counts only in words this long (not "hi" for "ho"). */
const SLIP_MIN_LENGTH = 4;

function only( matches: IntentMatch[] ): IntentMatch | null {
	const intents = new Set( matches.map( ( match ) => match.intent ) );
	return intents.size === 1 ? matches[ 0 ] : null;
}

/**
 * The intent whose sample utterance the message is, or null (none, or
 * two intents' utterances are one slip away).
 * @param text       What the candidate typed.
 * @param utterances The template's, by intent.
 */
export function utteranceOf(
	text: string,
	utterances: Utterances
): IntentMatch | null {
	const typed = wordKey( text );
	if ( ! typed ) {
		return null;
	}
	const all = Object.entries( utterances ).flatMap( ( [ intent, list ] ) =>
		list.filter( literal ).map( ( utterance ) => ( { intent, utterance } ) )
	);
	const exact = all.find( ( item ) => wordKey( item.utterance ) === typed );
	if ( exact ) {
		return exact;
	}
	return only(
		all.filter( ( item ) => {
			const key = wordKey( item.utterance );
			return key.length >= SLIP_MIN_LENGTH && oneSlipApart( key, typed );
		} )
	);
}

/**
 * At most this many other words, each this short, beside the utterances
 * ("there", "a lot"; not "austin").
 */
const LOOSE_EXTRA_WORDS = 3;
const LOOSE_EXTRA_LENGTH = 5;

/**
 * Where the utterance's words stand in a row among the tokens, if they do.
 * @param tokens The message's words.
 * @param keys   The utterance's words.
 * @param taken  Words already part of another utterance.
 */
function findRun(
	tokens: readonly Token[],
	keys: readonly string[],
	taken: ReadonlySet< number >
): number {
	for ( let at = 0; at + keys.length <= tokens.length; at++ ) {
		if (
			keys.every(
				( key, offset ) =>
					! taken.has( at + offset ) &&
					tokens[ at + offset ].key === key
			)
		) {
			return at;
		}
	}
	return -1;
}

/**
 * The intent a message is loosely made of: its words are the template's
 * utterances (the longest first), link words ("please"), the template's
 * correction words ("actually") and at most a few short words more, with
 * no digit ("hello there", "thanks a lot", "hi, can you help me?",
 * "actually, start over"); the intent with the most words wins.
 * @param tokens      The message's words.
 * @param utterances  The template's, by intent.
 * @param grammar     The languages' grammar words (its link words).
 * @param corrections The template's correction words.
 */
export function looseUtteranceOf(
	tokens: readonly Token[],
	utterances: Utterances,
	grammar: Grammar,
	corrections: readonly string[] = []
): IntentMatch | null {
	const phrases = Object.entries( utterances )
		.flatMap( ( [ intent, list ] ) =>
			list.filter( literal ).map( ( utterance ) => ( {
				intent,
				utterance,
				keys: phraseKeys( utterance ),
			} ) )
		)
		.sort( ( a, b ) => b.keys.length - a.keys.length );
	const taken = new Set< number >();
	const words = new Map< string, { count: number; match: IntentMatch } >();
	for ( const phrase of phrases ) {
		let at = findRun( tokens, phrase.keys, taken );
		while ( at >= 0 ) {
			phrase.keys.forEach( ( _key, offset ) => taken.add( at + offset ) );
			const seen = words.get( phrase.intent );
			words.set( phrase.intent, {
				count: ( seen?.count ?? 0 ) + phrase.keys.length,
				match: seen?.match ?? phrase,
			} );
			at = findRun( tokens, phrase.keys, taken );
		}
	}
	const besides = new Set( corrections.flatMap( phraseKeys ) );
	const extra = tokens.filter(
		( token, index ) =>
			! taken.has( index ) &&
			! grammar.linkWords.has( token.key ) &&
			! besides.has( token.key )
	);
	const fits =
		words.size > 0 &&
		extra.length <= Math.min( LOOSE_EXTRA_WORDS, taken.size + 1 ) &&
		extra.every(
			( token ) =>
				! token.digits && token.key.length <= LOOSE_EXTRA_LENGTH
		);
	if ( ! fits ) {
		return null;
	}
	const [ best ] = [ ...words.values() ].sort(
		( a, b ) => b.count - a.count
	);
	return { intent: best.match.intent, utterance: best.match.utterance };
}
