/**
 * Where the page's answers are, for the answers' code alone: a module of
 * its own, so the chat window does not carry it on open.
 */

/**
 * Internal dependencies
 */
import type { PageAnswers } from './types';

const stringOr = ( value: unknown ) =>
	typeof value === 'string' ? value : '';

/**
 * The answers endpoint's URL for the page's language (includes/chat-
 * assets.php), that language, and the site's contact page; empty strings
 * where PHP gave none.
 *
 * @param source Window holding the config.
 */
export function getChatAnswers( source: Window = window ): PageAnswers {
	const answers = Object( Object( source.careersFrontendConfig ).answers );
	return {
		url: stringOr( answers.url ),
		language: stringOr( answers.language ),
		contact: stringOr( answers.contact ),
	};
}
