/**
 * The languages' grammar words (src/chat/core/understand/languages): one
 * JSON file a language, named by its ISO 639-1 (or -3) code. The build
 * reads every file there, so a language is added as data; each of the
 * template's locales needs its language's file, and the words of all the
 * template's languages go to every locale (`LocaleWords.grammar`).
 */
import fs from 'node:fs';
import path from 'node:path';

import type { LanguageGrammar } from '../../src/chat/core/bot';

/** Where the languages' files are. */
export const LANGUAGES_DIR = path.resolve(
	__dirname,
	'../../src/chat/core/understand/languages'
);

const LISTS = [ 'linkWords', 'joinWords', 'wordEndings' ] as const;

/**
 * One file's lists, checked.
 * @param file The file.
 */
function readLanguage( file: string ): LanguageGrammar {
	const json: unknown = JSON.parse( fs.readFileSync( file, 'utf8' ) );
	const lists = Object( json ) as Record< string, unknown >;
	for ( const name of LISTS ) {
		const list = lists[ name ];
		if (
			! Array.isArray( list ) ||
			list.some( ( item ) => typeof item !== 'string' )
		) {
			throw new Error( `${ file }: ${ name } must be a list of words` );
		}
	}
	return {
		linkWords: lists.linkWords as string[],
		joinWords: lists.joinWords as string[],
		wordEndings: lists.wordEndings as string[],
	};
}

/**
 * Every language's grammar words, by language code.
 * @param dir The languages' folder; the chat's by default.
 */
export function readLanguages(
	dir = LANGUAGES_DIR
): Record< string, LanguageGrammar > {
	const languages: Record< string, LanguageGrammar > = {};
	for ( const name of fs.readdirSync( dir ).sort() ) {
		if ( name.endsWith( '.json' ) ) {
			languages[ name.slice( 0, -'.json'.length ) ] = readLanguage(
				path.join( dir, name )
			);
		}
	}
	return languages;
}

/**
 * The language code of a Lex locale id: `es_US` → `es`.
 * @param localeId The locale id.
 */
export const languageOf = ( localeId: string ) =>
	localeId.split( /[_-]/ )[ 0 ].toLowerCase();

/**
 * The grammar words of the locales' languages, together, each word once
 * and each language's endings in its order.
 * @param localeIds The template's locales.
 * @param languages Every language's words (readLanguages).
 */
export function grammarOfLocales(
	localeIds: readonly string[],
	languages: Record< string, LanguageGrammar >
): LanguageGrammar {
	const codes = [ ...new Set( localeIds.map( languageOf ) ) ];
	const missing = codes.filter( ( code ) => ! languages[ code ] );
	if ( missing.length > 0 ) {
		throw new Error(
			`The bot template speaks ${ missing.join(
				', '
			) }, which has no grammar words: add src/chat/core/understand/languages/${
				missing[ 0 ]
			}.json (docs/adding-a-language.md)`
		);
	}
	const union = ( name: ( typeof LISTS )[ number ] ) => [
		...new Set( codes.flatMap( ( code ) => languages[ code ][ name ] ) ),
	];
	return {
		linkWords: union( 'linkWords' ),
		joinWords: union( 'joinWords' ),
		wordEndings: union( 'wordEndings' ),
	};
}
