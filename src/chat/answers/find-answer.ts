/**
 * The best answer to a message among the site's, with the index built
 * once per answers list and language.
 */

/**
 * Internal dependencies
 */
import {
	createAnswerIndex,
	type AnswerFit,
	type AnswerIndex,
} from './answer-index';
import { loadLanguageData } from './language';
import type { Answer } from './types';

/**
 * The index of some answers in a language, with that language's stemmer
 * and stop words loaded (their own chunk).
 *
 * @param answers  The answers, as fetchAnswers() gives them.
 * @param language The answers' language (`es`, or a locale: `es_ES`).
 */
export async function createAnswerFinder(
	answers: readonly Answer[],
	language: string
): Promise< AnswerIndex > {
	return createAnswerIndex( answers, await loadLanguageData( language ) );
}

const finders = new WeakMap<
	readonly Answer[],
	Map< string, Promise< AnswerIndex > >
>();

/**
 * The best answer to a message and how well it fits, or undefined when
 * none fits well enough (the chat then says it cannot answer, and offers
 * the contact page). The index is built once per answers list and language.
 *
 * @param answers  The answers, as fetchAnswers() gives them.
 * @param message  The candidate's message.
 * @param language The answers' language.
 */
export async function findAnswerFit(
	answers: readonly Answer[],
	message: string,
	language: string
): Promise< AnswerFit | undefined > {
	const byLanguage = finders.get( answers ) ?? new Map();
	finders.set( answers, byLanguage );
	if ( ! byLanguage.has( language ) ) {
		byLanguage.set( language, createAnswerFinder( answers, language ) );
	}
	const finder: AnswerIndex = await byLanguage.get( language );
	const fit = finder.explain( message );
	return fit?.fits ? fit : undefined;
}

/**
 * The best answer to a message, or undefined when none fits well enough.
 *
 * @param answers  The answers, as fetchAnswers() gives them.
 * @param message  The candidate's message.
 * @param language The answers' language.
 */
export async function findAnswer(
	answers: readonly Answer[],
	message: string,
	language: string
): Promise< Answer | undefined > {
	return ( await findAnswerFit( answers, message, language ) )?.answer;
}
