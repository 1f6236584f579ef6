/**
 * What the site's answers make of a candidate's message, for the chat's
 * core (`ConversationDeps.readQuestion`): the answer that fits, and whether
 * the message reads as a question or a sentence rather than a place or an
 * job area. Fetched with the first message the chat reads, once per page.
 */

/**
 * External dependencies
 */
import { getChatAnswers } from '@careers-frontend/settings';

/**
 * Internal dependencies
 */
import { fetchAnswers } from './answers-payload';
import { findAnswerFit } from './find-answer';
import { loadLanguageData } from './language';
import { foldAccents, tokenize } from './text';
import type { Answer } from './types';

/** As the core's `QuestionReading`: kept apart, as this module is. */
export interface QuestionRead {
	answer?: { text: string; link?: string; linkTitle?: string };
	answerClear?: boolean;
	sentence: boolean;
	common: string[];
	contact?: string;
}

const loaded = new Map< string, Promise< Answer[] > >();

/**
 * The answers at a URL, fetched once; a failed fetch is tried again with
 * the next message.
 * @param url The answers endpoint.
 */
function answersAt( url: string ): Promise< Answer[] > {
	if ( ! url ) {
		return Promise.resolve( [] );
	}
	let answers = loaded.get( url );
	if ( ! answers ) {
		answers = fetchAnswers( url );
		answers.catch( () => loaded.delete( url ) );
		loaded.set( url, answers );
	}
	return answers;
}

/**
 * A question or a sentence, by the language's own words (its libraries'
 * stop words: "what", "do", "you"; "qué", "hay"), not a list of ours: a
 * question mark, or two such words among three or more. A place or an
 * area is a name: "Austin", "San Antonio, TX", "nursing".
 *
 * @param message   The message.
 * @param stopWords The language's stop words.
 */
export function readsAsSentence(
	message: string,
	stopWords: readonly string[]
): boolean {
	if ( /[?¿]/.test( message ) ) {
		return true;
	}
	const stops = new Set( stopWords.map( foldAccents ) );
	const words = tokenize( message ).map( foldAccents );
	const common = words.filter( ( word ) => stops.has( word ) ).length;
	return words.length >= 3 && common >= 2;
}

/**
 * The message's words that are the language's stop words, as the chat's
 * core compares words: lowercase, no accents, no apostrophes ("what's" →
 * "whats", a stop word as "what" is).
 *
 * @param message   The message.
 * @param stopWords The language's stop words.
 */
export function commonWords(
	message: string,
	stopWords: readonly string[]
): string[] {
	const stops = new Set( stopWords.map( foldAccents ) );
	return ( foldAccents( message ).match( /[\p{L}\p{N}'’`]+/gu ) ?? [] )
		.filter( ( word ) =>
			[ word.replace( /['’`]/g, '' ), word.split( /['’`]/ )[ 0 ] ].some(
				( form ) => stops.has( form )
			)
		)
		.map( ( word ) => word.replace( /['’`]/g, '' ) );
}

/**
 * @param message The candidate's message.
 * @param page    The window whose config says where the answers are, in
 *                which language, and the site's contact page.
 */
export async function readQuestion(
	message: string,
	page: Window = window
): Promise< QuestionRead > {
	const source = getChatAnswers( page );
	const { contact } = source;
	const [ answers, language ] = await Promise.all( [
		answersAt( source.url ),
		loadLanguageData( source.language ),
	] );
	const fit = await findAnswerFit( answers, message, source.language );
	const found = fit?.answer;
	return {
		...( found
			? {
					answer: {
						text: found.answer,
						link: found.link || undefined,
						linkTitle: found.linkTitle || undefined,
					},
					answerClear: fit.clear,
				}
			: {} ),
		sentence: readsAsSentence( message, language.stopWords ),
		common: commonWords( message, language.stopWords ),
		...( contact ? { contact } : {} ),
	};
}
