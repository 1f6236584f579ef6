/**
 * Issue 41: candidate answers are written, edited and translated in the
 * block editor, and the answers endpoint serves them at once, with no
 * rebuild: published answers only, in the page's language, as plain text
 * with a link. The chat is handed the endpoint by the server.
 */
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';

import { SPANISH_CHAT_LABELS } from './chat-helpers';
import { editorCanvas, expect, patchPluginSettings, test } from './fixtures';
import { useSpanishSite } from './helpers/spanish-site';

interface ServedAnswer {
	id: number;
	question: string;
	phrasings: string[];
	answer: string;
	link: string;
	linkTitle: string;
}

const ENDPOINT = '/wp-json/careers-frontend/v1/answers';

/**
 * The endpoint's answers in a language. Without a REST nonce WordPress
 * answers as to anyone: the public reply.
 *
 * @param request  Playwright's request context.
 * @param language Language code.
 */
async function served(
	request: APIRequestContext,
	language: string
): Promise< ServedAnswer[] > {
	const response = await request.get( `${ ENDPOINT }?lang=${ language }` );
	expect( response.status() ).toBe( 200 );
	expect( response.headers()[ 'cache-control' ] ).toBe(
		'public, max-age=300'
	);
	const body = ( await response.json() ) as {
		language: string;
		answers: ServedAnswer[];
	};
	expect( body.language ).toBe( language );
	return body.answers;
}

/**
 * The answer's panel in the editor's sidebar, on the document's tab (named
 * after the post type), opened.
 *
 * @param page The editor.
 */
async function answerPanel( page: Page ) {
	await page
		.getByRole( 'region', { name: 'Editor settings' } )
		.getByRole( 'tab', { name: 'Candidate answer' } )
		.click();
	const toggle = page.getByRole( 'button', {
		name: 'Answer settings',
		exact: true,
	} );
	if ( ( await toggle.getAttribute( 'aria-expanded' ) ) === 'false' ) {
		await toggle.click();
	}
	return page.locator( '.components-panel__body', { has: toggle } );
}

/**
 * Save the open post (published: the editor's Save button).
 *
 * @param page The editor.
 */
async function saveChanges( page: Page ) {
	await page
		.getByRole( 'region', { name: 'Editor top bar' } )
		.getByRole( 'button', { name: /^(Save|Update)$/ } )
		.click();
	await expect(
		page
			.getByRole( 'button', { name: 'Dismiss this notice' } )
			.filter( { hasText: /updated|saved/i } )
	).toBeVisible();
}

/**
 * Delete answers a test made.
 *
 * @param requestUtils WordPress request utilities.
 * @param ids          The answers' ids.
 */
async function deleteAnswers( requestUtils: RequestUtils, ids: number[] ) {
	for ( const id of ids ) {
		await requestUtils.rest( {
			path: `/wp/v2/careers-answers/${ id }`,
			method: 'DELETE',
			params: { force: true },
		} );
	}
}

interface WriterUser {
	username: string;
	email: string;
	password: string;
	roles: [ 'author' | 'contributor' ];
}

const WRITERS: WriterUser[] = [
	{
		username: 'answers-author',
		email: 'answers-author@example.test',
		password: 'answers-author-41',
		roles: [ 'author' ],
	},
	{
		username: 'answers-contributor',
		email: 'answers-contributor@example.test',
		password: 'answers-contributor-41',
		roles: [ 'contributor' ],
	},
];

/**
 * Sign in as a user in a context of their own and write an answer through
 * REST with the block editor's nonce, as the editor would.
 *
 * @param browser The suite's browser.
 * @param baseURL The site.
 * @param writer  The user.
 * @param data    The answer.
 */
async function writeAs(
	browser: Browser,
	baseURL: string,
	writer: WriterUser,
	data: Record< string, unknown >
): Promise< { status: number; id?: number; raw?: string } > {
	const context = await browser.newContext( {
		baseURL,
		storageState: { cookies: [], origins: [] },
	} );
	try {
		const page = await context.newPage();
		await page.goto( '/wp-login.php' );
		await page.locator( '#user_login' ).fill( writer.username );
		await page.locator( '#user_pass' ).fill( writer.password );
		await page.locator( '#wp-submit' ).click();
		await page.waitForURL( /wp-admin/ );
		const nonce = await (
			await page.request.get(
				'/wp-admin/admin-ajax.php?action=rest-nonce'
			)
		).text();
		const response = await page.request.post(
			'/index.php?rest_route=/wp/v2/careers-answers&context=edit',
			{ headers: { 'X-WP-Nonce': nonce }, data }
		);
		const body = ( await response.json() ) as {
			id?: number;
			content?: { raw: string };
		};
		return {
			status: response.status(),
			id: body.id,
			raw: body.content?.raw,
		};
	} finally {
		await context.close();
	}
}

test.describe( 'Candidate answers', () => {
	const created: number[] = [];

	test.afterAll( async ( { requestUtils } ) => {
		await deleteAnswers( requestUtils, created );
	} );

	test( 'the demo’s answers are served in English and Spanish, each with its page', async ( {
		request,
	} ) => {
		for ( const language of [ 'en', 'es' ] ) {
			const answers = await served( request, language );
			expect( answers ).toHaveLength( 10 );
			for ( const answer of answers ) {
				expect( answer.phrasings.length ).toBeGreaterThan( 5 );
				expect( answer.answer ).not.toMatch( /<|&[a-z#0-9]+;/i );
				expect( answer.link ).toMatch( /^http:\/\/[^/]+\/[a-z-]+\/$/ );
				expect( answer.linkTitle ).not.toBe( '' );
			}
		}
		const [ visa ] = ( await served( request, 'es' ) ).filter(
			( answer ) => answer.question === '¿Patrocinan visas de trabajo?'
		);
		expect( visa.linkTitle ).toBe( 'Patrocinio de visas' );
		expect( visa.link ).toMatch( /\/patrocinio-de-visas\/$/ );
	} );

	test( 'an editor writes, edits and translates an answer, and the endpoint serves each version at once', async ( {
		admin,
		editor,
		page,
		request,
	} ) => {
		// Three block editor sessions, on CI's two shared cores.
		test.setTimeout( 180_000 );
		await admin.createNewPost( {
			postType: 'careers_answer',
			title: 'Is there parking at the office?',
		} );
		const canvas = await editorCanvas( page );
		await canvas
			.getByRole( 'document', { name: /Empty block|Paragraph/ } )
			.first()
			.click();
		await page.keyboard.type(
			'Yes: free parking for employees & candidates, at every office.'
		);
		await editor.openDocumentSettingsSidebar();
		const panel = await answerPanel( page );
		await panel
			.getByLabel( 'Other ways candidates ask it' )
			.fill( 'Where do I park?\nCan I park <b>for free</b>?' );
		await panel.getByLabel( 'Link to a fuller page' ).fill( '/careers/' );
		await expect( panel.getByLabel( 'Language' ) ).toHaveValue( 'en' );
		const id = Number( await editor.publishPost() );
		created.push( id );

		let [ mine ] = ( await served( request, 'en' ) ).filter(
			( answer ) => answer.id === id
		);
		expect( mine ).toEqual( {
			id,
			question: 'Is there parking at the office?',
			phrasings: [ 'Where do I park?', 'Can I park for free?' ],
			answer: 'Yes: free parking for employees & candidates, at every office.',
			link: expect.stringMatching( /^http:\/\/[^/]+\/careers\/$/ ),
			// The linked page's title, as none was given.
			linkTitle: 'Careers',
		} );

		// Edit: the question, a phrasing more, the link's text.
		await editor.canvas
			.getByRole( 'textbox', { name: 'Add title' } )
			.fill( 'Can I park at the office?' );
		await panel
			.getByLabel( 'Other ways candidates ask it' )
			.fill( 'Where do I park?\nIs parking free?' );
		await panel.getByLabel( 'Link text' ).fill( 'Our offices' );
		await saveChanges( page );
		[ mine ] = ( await served( request, 'en' ) ).filter(
			( answer ) => answer.id === id
		);
		expect( mine ).toMatchObject( {
			question: 'Can I park at the office?',
			phrasings: [ 'Where do I park?', 'Is parking free?' ],
			linkTitle: 'Our offices',
		} );

		// Translate: a Spanish draft copy opens, served only once published.
		await panel.getByLabel( 'Translate into' ).selectOption( 'es' );
		await panel
			.getByRole( 'button', { name: 'Create translation' } )
			.click();
		await page.waitForURL(
			( url ) =>
				/post\.php/.test( url.pathname ) &&
				url.searchParams.get( 'post' ) !== String( id )
		);
		const translation = Number(
			new URL( page.url() ).searchParams.get( 'post' )
		);
		created.push( translation );
		expect(
			( await served( request, 'es' ) ).map( ( answer ) => answer.id )
		).not.toContain( translation );
		await editor.canvas
			.getByRole( 'textbox', { name: 'Add title' } )
			.fill( '¿Se puede aparcar en la oficina?' );
		const spanishPanel = await answerPanel( page );
		await expect( spanishPanel.getByLabel( 'Language' ) ).toHaveValue(
			'es'
		);
		await expect(
			spanishPanel.getByLabel( 'Other ways candidates ask it' )
		).toHaveValue( 'Where do I park?\nIs parking free?' );
		await spanishPanel
			.getByLabel( 'Other ways candidates ask it' )
			.fill( '¿Dónde estaciono?\n¿El estacionamiento es gratis?' );
		await spanishPanel
			.getByLabel( 'Link text' )
			.fill( 'Nuestras oficinas' );
		const paragraph = editor.canvas
			.getByRole( 'document', { name: /Paragraph/ } )
			.first();
		await paragraph.click();
		await page.keyboard.press( 'ControlOrMeta+a' );
		await page.keyboard.type(
			'Sí: estacionamiento gratis en todas las oficinas.'
		);
		await editor.publishPost();

		const [ spanish ] = ( await served( request, 'es' ) ).filter(
			( answer ) => answer.id === translation
		);
		expect( spanish ).toMatchObject( {
			question: '¿Se puede aparcar en la oficina?',
			phrasings: [
				'¿Dónde estaciono?',
				'¿El estacionamiento es gratis?',
			],
			answer: 'Sí: estacionamiento gratis en todas las oficinas.',
			linkTitle: 'Nuestras oficinas',
		} );
		// Each language keeps its own.
		expect(
			( await served( request, 'en' ) ).map( ( answer ) => answer.id )
		).not.toContain( translation );
	} );

	test( 'only published answers without a password are served, as plain text, and a link only to a page or an http(s) address', async ( {
		requestUtils,
		request,
	} ) => {
		const make = async ( data: Record< string, unknown > ) => {
			const answer = await requestUtils.rest< { id: number } >( {
				path: '/wp/v2/careers-answers',
				method: 'POST',
				data: { status: 'publish', ...data },
			} );
			created.push( answer.id );
			return answer.id;
		};
		const open = await make( {
			title: 'Do you offer <em>gym</em> memberships?',
			content:
				'<!-- wp:paragraph --><p>Yes &amp; <strong>free</strong> [gallery]</p><!-- /wp:paragraph --><!-- wp:list --><ul><li>Gyms</li><li>Pools</li></ul><!-- /wp:list -->',
			meta: {
				careers_answer_phrasings: [
					'  Gym?  ',
					'',
					'Gym?',
					'<script>x()</script>Pool?',
				],
				careers_answer_link: 'https://example.com/gyms',
			},
		} );
		const draft = await make( { title: 'A draft', status: 'draft' } );
		const locked = await make( {
			title: 'A locked answer',
			password: 'secret',
		} );
		const answers = await served( request, 'en' );
		const ids = answers.map( ( answer ) => answer.id );
		expect( ids ).toContain( open );
		expect( ids ).not.toContain( draft );
		expect( ids ).not.toContain( locked );
		expect( answers.find( ( answer ) => answer.id === open ) ).toEqual( {
			id: open,
			question: 'Do you offer gym memberships?',
			phrasings: [ 'Gym?', 'Pool?' ],
			answer: 'Yes & free\n\n- Gyms\n- Pools',
			link: 'https://example.com/gyms',
			linkTitle: 'example.com',
		} );

		// A link that would leave the page another way is refused, and
		// the saved one stays.
		for ( const link of [
			'javascript:alert(1)',
			'//evil.example/',
			'data:text/html,x',
		] ) {
			await expect(
				requestUtils.rest( {
					path: `/wp/v2/careers-answers/${ open }`,
					method: 'POST',
					data: { meta: { careers_answer_link: link } },
				} )
			).rejects.toMatchObject( {
				code: 'rest_invalid_pattern',
				message: expect.stringContaining( 'careers_answer_link' ),
				data: { status: 400 },
			} );
		}
		expect(
			( await served( request, 'en' ) ).find(
				( answer ) => answer.id === open
			)?.link
		).toBe( 'https://example.com/gyms' );

		// A language is a code, nothing else.
		expect(
			( await request.get( `${ ENDPOINT }?lang=../en` ) ).status()
		).toBe( 400 );

		// A reply the browser has is confirmed, not sent again.
		const first = await request.get( `${ ENDPOINT }?lang=en` );
		const again = await request.get( `${ ENDPOINT }?lang=en`, {
			headers: { 'If-None-Match': first.headers().etag },
		} );
		expect( again.status() ).toBe( 304 );
	} );

	test( 'an Author’s answer is published with WordPress’s content filter, a Contributor’s waits for review', async ( {
		browser,
		baseURL,
		request,
		requestUtils,
	} ) => {
		const users: number[] = [];
		try {
			for ( const writer of WRITERS ) {
				users.push(
					(
						( await requestUtils.createUser( writer ) ) as {
							id: number;
						}
					 ).id
				);
			}
			const [ author, contributor ] = WRITERS;
			const written = await writeAs( browser, baseURL ?? '', author, {
				status: 'publish',
				title: 'Do you have a <img src=x onerror=alert(1)>canteen?',
				content:
					'<!-- wp:paragraph --><p onclick="alert(1)">Yes<script>alert(1)</script>, with hot meals.</p><!-- /wp:paragraph -->',
				meta: {
					careers_answer_phrasings: [
						'Is there a canteen?<script>x</script>',
					],
					careers_answer_link: '/careers/',
				},
			} );
			expect( written.status ).toBe( 201 );
			created.push( Number( written.id ) );
			// WordPress's filter for users without unfiltered_html.
			expect( written.raw ).not.toMatch( /onclick|<script/ );
			const served_ = ( await served( request, 'en' ) ).find(
				( answer ) => answer.id === written.id
			);
			expect( served_ ).toMatchObject( {
				question: 'Do you have a canteen?',
				phrasings: [ 'Is there a canteen?' ],
				// The filter drops the script element and keeps its text:
				// the chat shows it as text.
				answer: 'Yesalert(1), with hot meals.',
			} );

			// A Contributor may write, not publish: a draft, never served.
			const asked = await writeAs( browser, baseURL ?? '', contributor, {
				status: 'publish',
				title: 'Published by a contributor?',
			} );
			expect( asked.status ).toBe( 403 );
			const draft = await writeAs( browser, baseURL ?? '', contributor, {
				status: 'pending',
				title: 'Waiting for review',
			} );
			expect( draft.status ).toBe( 201 );
			created.push( Number( draft.id ) );
			expect(
				( await served( request, 'en' ) ).map( ( answer ) => answer.id )
			).not.toContain( draft.id );
		} finally {
			for ( const id of users ) {
				await requestUtils.rest( {
					path: `/wp/v2/users/${ id }`,
					method: 'DELETE',
					params: { force: true, reassign: 1 },
				} );
			}
		}
	} );

	test( 'the chat is handed the answers of the page’s language and the contact page', async ( {
		site,
		chat,
		request,
		requestUtils,
	} ) => {
		const restore = await patchPluginSettings( requestUtils, {
			contact_url: 'https://careers.example/contact/',
		} );
		try {
			await chat.goto();
			await chat.open();
			// The first words are the launcher's: the window's config comes
			// with the window, there by Lex's first answer.
			await chat.firstAnswered();
			const config = await site.evaluate( () => ( {
				answers: window.careersFrontendConfig?.answers,
				contact: window.careersFrontendConfig?.answers?.contact,
				origin: window.location.origin,
			} ) );
			expect( config.contact ).toBe( 'https://careers.example/contact/' );
			expect( config.answers?.language ).toBe( 'en' );
			const url = new URL( String( config.answers?.url ) );
			expect( url.origin ).toBe( config.origin );
			expect( url.searchParams.get( 'lang' ) ).toBe( 'en' );
			const response = await request.get( url.href );
			expect( response.status() ).toBe( 200 );
		} finally {
			await restore();
		}
	} );

	test.describe( 'on a Spanish site', () => {
		test.use( { chatLabels: SPANISH_CHAT_LABELS } );

		test( 'on a Spanish site the chat is handed the Spanish answers, which the endpoint also gives without a language', async ( {
			site,
			chat,
			request,
			requestUtils,
		} ) => {
			const restoreSite = await useSpanishSite( requestUtils );
			try {
				await chat.goto();
				await chat.open();
				await chat.firstAnswered();
				const answers = await site.evaluate(
					() => window.careersFrontendConfig?.answers
				);
				expect( answers?.language ).toBe( 'es' );
				expect(
					new URL( String( answers?.url ) ).searchParams.get( 'lang' )
				).toBe( 'es' );
				const body = ( await (
					await request.get( ENDPOINT )
				).json() ) as {
					language: string;
					answers: ServedAnswer[];
				};
				expect( body.language ).toBe( 'es' );
				expect(
					body.answers.map( ( answer ) => answer.question )
				).toContain( '¿Patrocinan visas de trabajo?' );
			} finally {
				await restoreSite();
			}
		} );
	} );
} );
