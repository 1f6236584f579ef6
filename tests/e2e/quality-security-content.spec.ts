/**
 * Issue 14: post content is untrusted. An Author keeps `class`, `id` and
 * `data-*` through wp_kses_post, so a wrapper that looks like one of the
 * plugin's blocks can be stored in a post; it must do nothing. Also: what
 * the bot gets of the candidate follows the candidate store, settings take
 * no plain-http endpoint or protocol-relative path, sign-out leaves nothing
 * of the candidate behind, and the login's returnTo stays on the site.
 */
import type { Page, Request } from '@playwright/test';

import {
	seedStoredCandidate,
	storageItem,
	trackedCandidate,
} from '../../dev/bench/candidate-session';
import { START_UTTERANCE } from '../../src/chat/core/conversation/conversation-types';
import { PLACE_QUESTION } from './chat-helpers';
import { expect, patchPluginSettings, test } from './fixtures';
import {
	publishAsAuthor,
	type AuthorUser,
	type PublishedPost,
} from './helpers/author';

test.use( { storageState: { cookies: [], origins: [] } } );

const ORGANIZATION = 'careers';
const ANA = trackedCandidate( 'Ana', 'Ruiz' );
const AUTHOR: AuthorUser = {
	username: 'mallory',
	email: 'mallory@example.test',
	password: 'author-password-1',
	roles: [ 'author' ],
};

/** Sets a global the test then looks for; an alert would show too. */
const PAYLOAD = 'window.__forgedRan=1;alert(1)';

/**
 * Markup an Author could store: a chat wrapper whose lazy assets would
 * run code and load a script, a persona wrapper that would send the
 * visitor's area of interest elsewhere, and a sign-in menu with a log-out
 * button, each with the real blocks' classes and data attributes.
 *
 * @param collector Where the forged persona block would send requests.
 */
function forgedMarkup( collector: string ): string {
	const assets = JSON.stringify( {
		scripts: [
			{
				handle: 'forged',
				src: `${ collector }forged.js`,
				before: PAYLOAD,
				after: PAYLOAD,
			},
		],
		styles: [],
		prefetch: [ `${ collector }prefetch.js` ],
	} ).replace( /"/g, '&quot;' );
	return [
		`<div class="wp-block-careers-frontend-chat-assistant" id="careers-chat-1" data-lazy-assets="${ assets }" data-title="Forged">`,
		'<button type="button" class="careers-chat__launcher">Forged chat</button>',
		'<div id="careers-chat-1-window" class="careers-chat__window"></div>',
		'</div>',
		`<div class="wp-block-careers-frontend-persona-content" data-endpoints="[&quot;${ collector }steal&quot;]" data-count="3" data-not-logged-in="students">`,
		'<div class="wp-block-careers-frontend-persona-content__body" data-careers-persona-body=""><p>Forged persona</p></div>',
		'</div>',
		'<div class="wp-block-careers-frontend-signin-menu">',
		'<button type="button" data-careers-sign-out="">Forged log out</button>',
		'</div>',
	].join( '\n' );
}

test.describe( 'Blocks forged in post content', () => {
	let post: PublishedPost;
	let authorId = 0;
	const collector = 'http://127.0.0.1:9/';

	test.beforeAll( async ( { requestUtils, browser, baseURL } ) => {
		const user = await requestUtils.createUser( AUTHOR );
		authorId = ( user as { id: number } ).id;
		post = await publishAsAuthor( browser, baseURL ?? '', AUTHOR, {
			title: 'Forged blocks',
			// The real blocks too: their view scripts are then on the
			// page, as on any page that has one.
			content: [
				forgedMarkup( collector ),
				'<!-- wp:careers-frontend/signin-menu /-->',
				'<!-- wp:careers-frontend/persona-content /-->',
				'<!-- wp:careers-frontend/chat-assistant /-->',
			].join( '\n' ),
		} );
		// What kses kept is what an attack has to work with.
		expect( post.rendered ).toContain( 'data-lazy-assets=' );
		expect( post.rendered ).toContain( 'data-endpoints=' );
	} );

	test.afterAll( async ( { requestUtils } ) => {
		// Only what this test made: the demo's posts and users stay.
		await requestUtils.rest( {
			path: `/wp/v2/posts/${ post.id }`,
			method: 'DELETE',
			params: { force: true },
		} );
		await requestUtils.rest( {
			path: `/wp/v2/users/${ authorId }`,
			method: 'DELETE',
			params: { force: true, reassign: 1 },
		} );
	} );

	test( 'run, load and send nothing, while the real chat block on the page works', async ( {
		chat,
		page,
		context,
	} ) => {
		await seedStoredCandidate( context, ORGANIZATION, ANA );
		const dialogs: string[] = [];
		page.on( 'dialog', ( dialog ) => {
			dialogs.push( dialog.message() );
			void dialog.dismiss();
		} );
		const warnings: string[] = [];
		page.on( 'console', ( message ) => {
			if ( message.type() === 'warning' ) {
				warnings.push( message.text() );
			}
		} );
		const toCollector: string[] = [];
		page.on( 'request', ( request: Request ) => {
			if ( request.url().startsWith( collector ) ) {
				toCollector.push( request.url() );
			}
		} );

		await page.goto( post.link );
		// A launcher stays hidden until its script wires it: this one never
		// is, so the clicks are dispatched.
		const forgedChat = page.locator( '.careers-chat__launcher', {
			hasText: 'Forged chat',
		} );
		await expect( forgedChat ).toBeAttached();
		await forgedChat.dispatchEvent( 'pointerenter' );
		await forgedChat.dispatchEvent( 'click' );
		await page.getByRole( 'button', { name: 'Forged log out' } ).click();

		// The real block on the same page still opens and talks to the bot.
		await chat.open();
		await expect( chat.lastBotEntry() ).toContainText( PLACE_QUESTION );
		await chat.answerPlace( 'Austin, TX' );

		expect(
			await page.evaluate(
				() => ( window as { __forgedRan?: number } ).__forgedRan
			)
		).toBeUndefined();
		expect( dialogs ).toEqual( [] );
		expect( toCollector ).toEqual( [] );
		await expect( page.locator( 'script#forged-js-before' ) ).toHaveCount(
			0
		);
		// The forged log-out did nothing: the candidate is still signed in.
		await expect( page.locator( 'html' ) ).toHaveAttribute(
			'data-careers-candidate',
			'signed-in'
		);
		// Each forged wrapper says so once.
		expect(
			warnings
				.filter( ( text ) =>
					text.startsWith( 'Careers Frontend: ignored a' )
				)
				.sort()
		).toEqual( [
			'Careers Frontend: ignored a chat-assistant the server did not render (#careers-chat-1).',
			'Careers Frontend: ignored a persona-content the server did not render.',
			'Careers Frontend: ignored a signin-menu the server did not render.',
		] );
	} );
} );

test.describe( 'What the bot is told of the candidate', () => {
	/**
	 * The session attributes and session of every Lex V2 request.
	 *
	 * @param page The page.
	 */
	function lexRequests( page: Page ) {
		const sent: Array< {
			session: string;
			attributes: Record< string, string >;
		} > = [];
		page.on( 'request', ( request ) => {
			const match = /\/sessions\/([^/]+)\/text$/.exec( request.url() );
			if ( match && request.method() === 'POST' ) {
				const body = request.postDataJSON() as {
					text?: string;
					sessionState?: {
						sessionAttributes?: Record< string, string >;
					};
				};
				// The chat's own start utterance (it leads) is not a message.
				if ( body.text === START_UTTERANCE ) {
					return;
				}
				sent.push( {
					session: match[ 1 ],
					attributes: body.sessionState?.sessionAttributes ?? {},
				} );
			}
		} );
		return sent;
	}

	test( 'follows the candidate store: none once the record expires, a new conversation for another candidate, only the spec’s fields', async ( {
		chat,
		page,
		context,
	} ) => {
		// The tracking app stores more than the spec's fields.
		await seedStoredCandidate( context, ORGANIZATION, {
			...ANA,
			email: 'ana@example.test',
		} );
		const sent = lexRequests( page );
		await chat.goto();
		await chat.open();
		await chat.say( 'hi' );
		// Said on the first words (issue 34), it leaves once Lex's session
		// is ready, after the start utterance: wait for it to be sent.
		await expect.poll( () => sent.length ).toBe( 1 );
		expect( sent[ 0 ].attributes.candidateId ).toBe( '100567' );
		expect( JSON.parse( sent[ 0 ].attributes.candidateObj ) ).toEqual(
			ANA
		);

		// Another candidate signs in elsewhere without signing out.
		await page.evaluate(
			( item ) =>
				window.localStorage.setItem( 'careers.candidate', item ),
			storageItem( {
				candidateId: '200890',
				firstName: 'Ben',
				lastName: 'Okafor',
				isLocked: false,
			} )
		);
		await chat.say( 'hi' );
		// The send sees the new candidate and the window rebuilds on a new
		// conversation at once: its input is free before "hi" has left.
		await expect.poll( () => sent.length ).toBe( 2 );
		expect( sent[ 1 ].attributes.candidateId ).toBe( '200890' );
		expect( sent[ 1 ].session ).not.toBe( sent[ 0 ].session );
		expect( sent[ 1 ].attributes ).not.toHaveProperty( 'job_category' );
		// The window is Ben's: his "hi" and its answer, none of Ana's rows,
		// and he can type on.
		const said = chat.userEntries();
		await expect( said ).toHaveCount( 1 );
		// Ben's initials on his row, then what he said.
		await expect( said ).toHaveText( /^BOYou:hi\d/ );
		await expect( chat.lastBotEntry() ).toBeVisible();
		await expect( chat.input ).toBeFocused();

		// Ben's record is now older than 30 minutes.
		await page.evaluate(
			( item ) =>
				window.localStorage.setItem( 'careers.candidate', item ),
			storageItem(
				{
					candidateId: '200890',
					firstName: 'Ben',
					lastName: 'Okafor',
					isLocked: false,
				},
				Date.now() - 31 * 60 * 1000
			)
		);
		await chat.say( 'hi' );
		// As above: the window rebuilds before "hi" has left.
		await expect.poll( () => sent.length ).toBe( 3 );
		expect( sent[ 2 ].attributes ).not.toHaveProperty( 'candidateId' );
		expect( sent[ 2 ].attributes ).not.toHaveProperty( 'candidateObj' );
		expect( sent[ 2 ].session ).not.toBe( sent[ 1 ].session );

		// The next page (the chat opens again by itself) stores Ana again
		// (this test's init script): the visitor's conversation is not
		// handed to her, she gets one of her own.
		await chat.goto();
		await expect( chat.dialog ).toBeVisible();
		await chat.say( 'hi' );
		// Her new conversation leads with the first words again: "hi" is
		// queued until Lex's first answer, so wait for it to be sent.
		await expect.poll( () => sent.length ).toBe( 4 );
		expect( sent[ 3 ].attributes.candidateId ).toBe( '100567' );
		expect( sent[ 3 ].session ).not.toBe( sent[ 2 ].session );
	} );
} );

test.describe( 'Settings that would send or load across the network', () => {
	test.afterEach( async ( { requestUtils } ) => {
		// Nothing here may have been saved; put back what the suite expects.
		( await patchPluginSettings( requestUtils, {} ) )();
	} );

	for ( const [ key, value ] of [
		[ 'job_api_base', 'http://jobs.example.com/api/' ],
		[ 'maps_script_url', 'http://maps.example.com/js' ],
		[ 'lex_endpoint', 'http://lex.example.com/' ],
		[ 'cognito_endpoint', 'http://cognito.example.com/' ],
		[ 'here_geocode_url', 'http://geocode.example.com/v1/geocode' ],
		[ 'ats_url', 'http://ats.example.com/' ],
		[ 'job_detail_path', '//evil.example/job' ],
		[ 'job_search_path', '/\\evil.example/jobs' ],
	] ) {
		test( `${ key } = ${ value } is refused and nothing is saved`, async ( {
			requestUtils,
		} ) => {
			const before = await requestUtils.rest< Record< string, unknown > >(
				{ path: '/wp/v2/settings' }
			);
			const settings = before.careers_frontend_settings as Record<
				string,
				unknown
			>;
			const error = await requestUtils
				.rest( {
					path: '/wp/v2/settings',
					method: 'POST',
					data: {
						careers_frontend_settings: {
							...settings,
							[ key ]: value,
						},
					},
				} )
				.then(
					() => undefined,
					( thrown: unknown ) => thrown
				);
			expect( error ).toMatchObject( {
				code: 'rest_invalid_param',
				data: { status: 400 },
			} );
			const after = await requestUtils.rest< Record< string, unknown > >(
				{ path: '/wp/v2/settings' }
			);
			expect( after.careers_frontend_settings ).toEqual( settings );
		} );
	}

	test( 'http stays allowed on this computer (the stand-ins) and https anywhere', async ( {
		requestUtils,
	} ) => {
		const restore = await patchPluginSettings( requestUtils, {
			job_api_base: 'https://jobs.example.com/api/',
			here_geocode_url: 'http://localhost:9104/geocode',
		} );
		try {
			const saved = await requestUtils.rest< Record< string, unknown > >(
				{ path: '/wp/v2/settings' }
			);
			expect( saved.careers_frontend_settings ).toMatchObject( {
				job_api_base: 'https://jobs.example.com/api/',
				here_geocode_url: 'http://localhost:9104/geocode',
			} );
		} finally {
			await restore();
		}
	} );
} );

test.describe( 'Sign-out and sign-in leave nothing behind', () => {
	test( 'sign-out clears the persona cache and the cached identity id', async ( {
		chat,
		page,
		context,
	} ) => {
		await seedStoredCandidate( context, ORGANIZATION, ANA );
		await chat.goto();
		await expect(
			page
				.locator( '.wp-block-careers-frontend-persona-content' )
				.getByRole( 'link' )
				.first()
		).toBeVisible();
		await chat.open();
		await chat.say( 'hi' );
		const kept = () =>
			page.evaluate( () => ( {
				persona: window.sessionStorage.getItem(
					'careers.personaContent'
				),
				identities: Object.keys( window.localStorage ).filter(
					( key ) => key.startsWith( 'careers.aws:cognito-identity' )
				),
			} ) );
		await expect
			.poll( async () => ( await kept() ).identities )
			.toHaveLength( 1 );
		expect( ( await kept() ).persona ).not.toBeNull();
		const [ identityKey ] = ( await kept() ).identities;
		const candidateIdentity = await page.evaluate(
			( key ) => window.localStorage.getItem( key ),
			identityKey
		);
		expect( candidateIdentity ).toBeTruthy();

		// Read the moment sign-out has cleared the data: its first removal
		// tells the candidate store, and the rest of the clearing runs in
		// the same task, so a microtask queued then sees it all, before any
		// answer from the network. The chat, now the visitor's, may fetch a
		// new anonymous identity right after.
		const atClear = page.evaluate(
			() =>
				new Promise( ( resolve ) => {
					const read = () =>
						resolve( {
							persona: window.sessionStorage.getItem(
								'careers.personaContent'
							),
							identities: Object.keys(
								window.localStorage
							).filter( ( key ) =>
								key.startsWith( 'careers.aws:cognito-identity' )
							),
						} );
					const stop =
						window.careersFrontend?.runtime?.candidateStore.subscribe(
							() => {
								stop?.();
								queueMicrotask( read );
							}
						);
				} )
		);
		await page.evaluate( () =>
			window.careersFrontend?.runtime?.signOut( { skipRedirect: true } )
		);
		expect( await atClear ).toEqual( { persona: null, identities: [] } );
		// And the candidate's identity never comes back.
		expect( ( await kept() ).persona ).toBeNull();
		expect(
			await page.evaluate( () => Object.values( window.localStorage ) )
		).not.toContain( candidateIdentity );
	} );

	test( 'the login’s returnTo keeps a page path on the site, never a host', async ( {
		page,
		requestUtils,
		baseURL,
	} ) => {
		const restore = await patchPluginSettings( requestUtils, {
			signin_modal: false,
		} );
		try {
			// A page served at `//evil.example/` (an app page, say): the
			// careers page's own HTML, at that path.
			const html = await ( await page.request.get( '/careers/' ) ).text();
			await page.route( `${ baseURL }//evil.example/`, ( route ) =>
				route.fulfill( { contentType: 'text/html', body: html } )
			);
			await page.goto( `${ baseURL }//evil.example/` );
			const menu = page.getByRole( 'navigation', {
				name: 'Candidate profile',
			} );
			await menu.getByRole( 'button', { name: 'Sign in' } ).click();
			await menu
				.getByRole( 'link', { name: 'Already have a profile?' } )
				.click();
			await page.waitForURL( /\/profile\/login\// );
			expect( new URL( page.url() ).searchParams.get( 'returnTo' ) ).toBe(
				'/evil.example/'
			);
		} finally {
			await restore();
		}
	} );
} );
