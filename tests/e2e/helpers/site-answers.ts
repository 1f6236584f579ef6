/**
 * The site's answers as a candidate sees them in the chat (issue 41): the
 * demo's answers (dev/wordpress/answers, what the stack seeds), questions
 * taken from the answers corpus (src/chat/answers/test/corpus.ts), and
 * what one turn with a question must show: the chat's line, its link, and
 * the open question again.
 */
import english from '../../../dev/wordpress/answers/en.json';
import spanish from '../../../dev/wordpress/answers/es.json';
import {
	ANSWERABLE,
	UNANSWERABLE,
	type Question,
} from '../../../src/chat/answers/test/corpus';
import { expect } from '../engines/expect';
import type { ChatPage } from '../pages/chat-page';

export type AnswersLanguage = 'en' | 'es';

/** An answer as the demo seeds it: its paragraphs and its page. */
export interface SeededAnswer {
	paragraphs: string[];
	/** The page's path on the site: `/visa-sponsorship/`. */
	path: string;
	title: string;
}

/**
 * The demo's answer to a corpus question.
 * @param language The answers' language.
 * @param question The question.
 */
export function seededAnswer(
	language: AnswersLanguage,
	question: Question
): SeededAnswer {
	const file = language === 'es' ? spanish : english;
	const found = file.answers.find(
		( answer ) => answer.topic === question.topic
	);
	if ( ! found ) {
		throw new Error( `The demo has no answer on ${ question.topic }.` );
	}
	return {
		paragraphs: found.answer,
		path: `/${ found.page.slug }/`,
		title: found.page.title,
	};
}

/**
 * A question of the corpus the site answers, by its words: the spec's
 * questions stay a subset of the corpus.
 * @param language The corpus's language.
 * @param message  The question.
 */
export function answerable(
	language: AnswersLanguage,
	message: string
): Question {
	const found = ANSWERABLE[ language ].find(
		( question ) => question.message === message
	);
	if ( ! found ) {
		throw new Error( `“${ message }” is not in the answers corpus.` );
	}
	return found;
}

/**
 * A question of the corpus the site cannot answer.
 * @param language The corpus's language.
 * @param message  The question.
 */
export function unanswerable(
	language: AnswersLanguage,
	message: string
): string {
	if ( ! UNANSWERABLE[ language ].includes( message ) ) {
		throw new Error( `“${ message }” is not an unanswerable question.` );
	}
	return message;
}

const escaped = ( text: string ) =>
	text.replace( /[.*+?^${}()|[\]\\]/g, '\\$&' );

/** What one turn must show: the chat's line, its link, what follows. */
export interface Shown {
	/** The line's paragraphs. */
	paragraphs: string[];
	/** The link's accessible name starts so (it says where it goes). */
	linkName: string;
	href: string;
	/** The open question asked again; none after a search. */
	question?: string;
}

/**
 * Ask, and see the chat's line with its link, then the open question
 * again, and nothing else: the candidate's row, the line, the question.
 * @param chat  The chat.
 * @param typed The question.
 * @param shown What must show.
 */
export async function askAndSee(
	chat: ChatPage,
	typed: string,
	shown: Shown
): Promise< void > {
	const rows = await chat.entries.count();
	await chat.say( typed );
	await expect( chat.entries.nth( rows ) ).toContainText( typed );
	const line = chat.entries.nth( rows + 1 );
	for ( const paragraph of shown.paragraphs ) {
		await expect( line ).toContainText( paragraph );
	}
	const link = line.getByRole( 'link', {
		name: new RegExp( `^${ escaped( shown.linkName ) }(?:\\s|$)` ),
	} );
	await expect( link ).toHaveAttribute( 'href', shown.href );
	if ( shown.question ) {
		await expect( chat.entries.nth( rows + 2 ) ).toContainText(
			shown.question
		);
	}
	await expect( chat.entries ).toHaveCount(
		rows + ( shown.question ? 3 : 2 )
	);
}
