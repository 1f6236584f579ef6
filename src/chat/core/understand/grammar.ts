/**
 * The grammar words a message is read with: words that link an area to a
 * place ("in Dallas", "cerca de 78701", "please"), words that join a
 * name's words ("Accounting and Finance", "cadena de suministro"), and the
 * endings that forms of one word differ by ("nursing", "nurses"). Not the
 * template's to say (Lex needs none of them) and not code: each language's
 * are data, `languages/{code}.json`, which the build hands the page with
 * the template's words (tools/bot-words, `LocaleWords.grammar`).
 */

/**
 * Internal dependencies
 */
import { wordKey } from './tokens';

export interface Grammar {
	linkWords: ReadonlySet< string >;
	joinWords: ReadonlySet< string >;
	/** Endings dropped, in this order, while four letters or more remain. */
	wordEndings: readonly string[];
}

/** A language file's lists, as the page is given them. */
export interface GrammarLists {
	linkWords?: readonly string[];
	joinWords?: readonly string[];
	wordEndings?: readonly string[];
}

/**
 * The grammar of lists of words, each in its comparable form (wordKey).
 * @param lists The lists; none gives a grammar of no words.
 */
export function grammarOf( lists: GrammarLists = {} ): Grammar {
	const keys = ( list: readonly string[] = [] ) =>
		list.map( wordKey ).filter( Boolean );
	return {
		linkWords: new Set( keys( lists.linkWords ) ),
		joinWords: new Set( keys( lists.joinWords ) ),
		wordEndings: keys( lists.wordEndings ),
	};
}
