/**
 * The answers endpoint's reply (includes/answers-rest.php), checked: the
 * chat shows only what has the shape it expects, as plain text.
 */

/**
 * Internal dependencies
 */
import type { Answer } from './types';

const isText = ( value: unknown ): value is string => typeof value === 'string';

/**
 * Only http(s) links: the server allows no other, and the chat opens it.
 *
 * @param value The link as served.
 */
function safeLink( value: unknown ): string {
	if ( ! isText( value ) || value === '' ) {
		return '';
	}
	try {
		const url = new URL( value );
		return url.protocol === 'https:' || url.protocol === 'http:'
			? url.href
			: '';
	} catch {
		return '';
	}
}

/**
 * One answer from the reply, or undefined when it has not the shape.
 *
 * @param item An item of `answers`.
 */
function readAnswer( item: unknown ): Answer | undefined {
	const record: Record< string, unknown > = Object( item );
	const { id, question, phrasings, answer } = record;
	if (
		typeof id !== 'number' ||
		! isText( question ) ||
		! isText( answer ) ||
		question.trim() === ''
	) {
		return undefined;
	}
	const link = safeLink( record.link );
	return {
		id,
		question,
		phrasings: Array.isArray( phrasings ) ? phrasings.filter( isText ) : [],
		answer,
		link,
		linkTitle:
			link !== '' && isText( record.linkTitle ) ? record.linkTitle : '',
	};
}

/**
 * The answers of a reply; items without the expected shape are left out.
 *
 * @param payload The reply's JSON.
 */
export function readAnswersPayload( payload: unknown ): Answer[] {
	const answers = Object( payload ).answers;
	if ( ! Array.isArray( answers ) ) {
		return [];
	}
	return answers
		.map( readAnswer )
		.filter( ( answer ): answer is Answer => answer !== undefined );
}

/**
 * Fetch the page's answers (the URL the server gave the chat: see
 * getChatAnswers() in src/settings). Rejects on a network error or a reply
 * that is not 200, as the chat's other calls do.
 *
 * @param url       The answers endpoint's URL.
 * @param fetchImpl fetch (a fake in tests).
 */
export async function fetchAnswers(
	url: string,
	fetchImpl: typeof fetch = fetch
): Promise< Answer[] > {
	const response = await fetchImpl( url, {
		credentials: 'same-origin',
		headers: { Accept: 'application/json' },
	} );
	if ( ! response.ok ) {
		throw new Error(
			`The answers could not be loaded (HTTP ${ response.status }).`
		);
	}
	return readAnswersPayload( await response.json() );
}
