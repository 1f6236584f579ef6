/**
 * Issue 41: the chat uses the answer an editor has just written, with no
 * rebuild. A candidate asks what the site cannot answer yet, and gets the
 * honest reply; an editor publishes an answer to it (through REST, as the
 * block editor saves: answers-editor.spec.ts covers the editor itself);
 * the next chat, in the same browser, answers with it; the editor changes
 * the text, and the next chat gives the new text. The answers endpoint
 * may be kept by the browser for five minutes (`Cache-Control: public,
 * max-age=300`): the page hands the chat the answers' URL with their
 * version, so a change is a new URL and no browser keeps the old list.
 */
import type { Page } from '@playwright/test';

import { expect, test, type PageObjects } from './fixtures';

const CANDIDATE = { cookies: [], origins: [] };

const QUESTION = 'can I bring my dog to work?';
const WRITTEN = {
	title: 'Can I bring my dog to work?',
	phrasings: [
		'Are dogs allowed in the office?',
		'Is the office pet friendly?',
	],
	text: 'Yes: well-behaved dogs are welcome in our offices, though not in our stores or hospitals.',
	edited: 'Yes, in every office with a pet policy. Ask your recruiter which ones.',
};
const HONEST = 'Sorry, I can’t answer that question.';

/**
 * The paragraph block an editor writes.
 * @param text The paragraph.
 */
const paragraph = ( text: string ) =>
	`<!-- wp:paragraph --><p>${ text }</p><!-- /wp:paragraph -->`;

test.use( { storageState: CANDIDATE } );

test( 'an answer an editor publishes, then edits, is the chat’s answer in the next chat, with no rebuild', async ( {
	page,
	pagesOn,
	requestUtils,
	baseURL,
} ) => {
	test.setTimeout( 120_000 );
	/**
	 * A new chat in a new tab of the candidate's browser: its own session,
	 * the browser's cache shared.
	 */
	const newChat = async (): Promise< PageObjects[ 'chat' ] > => {
		const tab: Page = await page.context().newPage();
		const { chat } = pagesOn( tab );
		await chat.goto();
		await chat.open();
		return chat;
	};

	// Nothing answers it yet: the list of answers is fetched, and kept.
	const first = await newChat();
	await first.say( QUESTION );
	await expect( first.transcript ).toContainText( HONEST );

	const { id } = await requestUtils.rest< { id: number } >( {
		path: '/wp/v2/careers-answers',
		method: 'POST',
		data: {
			status: 'publish',
			title: WRITTEN.title,
			content: paragraph( WRITTEN.text ),
			meta: {
				careers_answer_phrasings: WRITTEN.phrasings,
				careers_answer_link: '/careers/',
			},
		},
	} );
	try {
		const second = await newChat();
		await second.say( QUESTION );
		await expect( second.lastBotEntry() ).toContainText(
			'Where would you like to work?'
		);
		const answer = second.entries.nth( -2 );
		await expect( answer ).toContainText( WRITTEN.text );
		await expect(
			answer.getByRole( 'link', { name: /^More about Careers/ } )
		).toHaveAttribute( 'href', new URL( '/careers/', baseURL ).href );

		// The editor changes the text; the next chat gives the new one.
		await requestUtils.rest( {
			path: `/wp/v2/careers-answers/${ id }`,
			method: 'POST',
			data: { content: paragraph( WRITTEN.edited ) },
		} );
		const third = await newChat();
		await third.say( QUESTION );
		await expect( third.entries.nth( -2 ) ).toContainText( WRITTEN.edited );
		await expect( third.transcript ).not.toContainText( WRITTEN.text );
	} finally {
		await requestUtils.rest( {
			path: `/wp/v2/careers-answers/${ id }`,
			method: 'DELETE',
			params: { force: true },
		} );
	}
} );
