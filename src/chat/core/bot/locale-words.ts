/**
 * One locale's words as the page config holds them, checked: a module of
 * its own, so that the reader comes with the code that needs the words
 * (after the first answer), not with what opening the chat fetches.
 */

/**
 * Internal dependencies
 */
import { isRecord } from '../common';
import {
	isStringList,
	type LanguageGrammar,
	type LocaleWords,
	parseFirstTurn,
} from './bot-words';

function stringListsOf( value: unknown ): Record< string, string[] > | null {
	if ( ! isRecord( value ) ) {
		return null;
	}
	const lists: Record< string, string[] > = {};
	for ( const [ key, list ] of Object.entries( value ) ) {
		if ( ! isStringList( list ) ) {
			return null;
		}
		lists[ key ] = list;
	}
	return lists;
}

function promptsOf(
	value: unknown
): Record< string, Record< string, string > > | null {
	if ( ! isRecord( value ) ) {
		return null;
	}
	const prompts: Record< string, Record< string, string > > = {};
	for ( const [ intent, slots ] of Object.entries( value ) ) {
		if ( ! isRecord( slots ) ) {
			return null;
		}
		const texts: Record< string, string > = {};
		for ( const [ slot, text ] of Object.entries( slots ) ) {
			if ( typeof text !== 'string' ) {
				return null;
			}
			texts[ slot ] = text;
		}
		prompts[ intent ] = texts;
	}
	return prompts;
}

/**
 * The grammar's three lists; each missing one empty (a build before them).
 * Null when malformed.
 * @param value As the config holds it.
 */
export function parseGrammar( value: unknown ): LanguageGrammar | null {
	const lists = stringListsOf( value ?? {} );
	return lists
		? {
				linkWords: lists.linkWords ?? [],
				joinWords: lists.joinWords ?? [],
				wordEndings: lists.wordEndings ?? [],
			}
		: null;
}

/**
 * One locale's words from the page config, or null when they are missing
 * or malformed (the chat then treats every answer as the bot's to read).
 * @param value As the config holds it.
 */
export function parseLocaleWords( value: unknown ): LocaleWords | null {
	if ( ! isRecord( value ) ) {
		return null;
	}
	const utterances = stringListsOf( value.utterances );
	const prompts = promptsOf( value.prompts );
	const areaWords =
		value.areaWords === undefined ? {} : stringListsOf( value.areaWords );
	const corrections = value.correctionWords ?? [];
	const grammar = parseGrammar( value.grammar );
	if (
		! utterances ||
		! prompts ||
		! areaWords ||
		! isStringList( corrections ) ||
		! grammar
	) {
		return null;
	}
	return {
		utterances,
		prompts,
		firstTurn: parseFirstTurn( value.firstTurn ),
		areaWords,
		correctionWords: corrections,
		grammar,
	};
}
