/**
 * Issue 25: nothing an Author writes can break a feature. An Author keeps
 * `id` and `name` through wp_kses_post, so a post can hold elements whose
 * ids the plugin's scripts once trusted: anchors that make
 * `window.careersFrontend` (and `window.google`) the browser's
 * named-element collection (M1), a `div` with the id of a script WordPress
 * printed (L1), and a hidden element with the runtime's live region id
 * (L2). Beside the real blocks, as a candidate sees the post, every feature
 * still works, and the page says so at most once per forged element.
 */
import { AREA_QUESTION, PLACE_QUESTION, WELCOME } from './chat-helpers';
import { expect, patchPluginSettings, test } from './fixtures';
import {
	publishAsAuthor,
	type AuthorUser,
	type PublishedPost,
} from './helpers/author';
import { recordConsole } from './helpers/console';
import { announcements, recordAnnouncements } from './pages/announcements';

test.use( { storageState: { cookies: [], origins: [] } } );

const AUTHOR: AuthorUser = {
	username: 'clobbering-author',
	email: 'clobbering-author@example.test',
	password: 'author-password-25',
	roles: [ 'author' ],
};

/** Each forged element, as the Author writes it. */
const FORGED = {
	// M1: `window.careersFrontend` a collection, its `.runtime` an anchor…
	runtime:
		'<a id="careersFrontend"></a><a id="careersFrontend" name="runtime"></a>',
	// …and its `.chat` (the chat window publishes there).
	chat: '<a id="careersFrontend" name="chat"></a>',
	// Google's maps script extends `window.google` as it finds it.
	google: '<a id="google"></a><a id="google" name="maps"></a>',
	// L1: the ids of the scripts the chat loads on first open.
	scripts: [
		'careers-frontend-chat-window-js',
		'careers-frontend-chat-window-js-before',
		'react-js',
		'wp-element-js',
		'wp-i18n-js',
		'wp-i18n-js-after',
	]
		.map( ( id ) => `<div id="${ id }"></div>` )
		.join( '' ),
	// L2: the runtime's live region, hidden.
	liveRegion: '<div id="careers-frontend-live-region" hidden></div>',
};

test.describe( 'Elements an Author names like the plugin’s own', () => {
	let post: PublishedPost;
	let authorId = 0;

	test.beforeAll( async ( { requestUtils, browser, baseURL } ) => {
		const user = await requestUtils.createUser( AUTHOR );
		authorId = ( user as { id: number } ).id;
		post = await publishAsAuthor( browser, baseURL ?? '', AUTHOR, {
			title: 'Named like the plugin',
			content: [
				...Object.values( FORGED ).map(
					( html ) => `<!-- wp:html -->${ html }<!-- /wp:html -->`
				),
				'<!-- wp:careers-frontend/signin-menu /-->',
				'<!-- wp:search {"label":"Search","buttonText":"Search"} /-->',
				'<!-- wp:careers-frontend/chat-assistant /-->',
			].join( '\n' ),
		} );
	} );

	test.afterAll( async ( { requestUtils } ) => {
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

	test( 'WordPress’s content filter keeps every forged element', () => {
		for ( const html of Object.values( FORGED ) ) {
			expect( post.raw ).toContain( html );
			expect( post.rendered ).toContain( html );
		}
	} );

	test( 'a signed-in candidate’s menu, Log out, chat and announcements all work, with at most one warning per forged element', async ( {
		chat,
		careers,
		page,
		requestUtils,
	} ) => {
		// The page stays after sign-out, so its announcement can be heard.
		const restore = await patchPluginSettings( requestUtils, {
			logout_skip_redirect: true,
		} );
		try {
			const path = new URL( post.link ).pathname;
			const consoleEntries = recordConsole( page );
			const pageErrors: string[] = [];
			page.on( 'pageerror', ( error ) =>
				pageErrors.push( error.message )
			);
			await recordAnnouncements( page );

			await careers.signInAs( 'interest', path );
			// What the Author wrote is on the page, beside the blocks.
			await expect(
				page.locator( 'a#careersFrontend[name="runtime"]' )
			).toHaveCount( 1 );
			await expect(
				page.locator( 'div#careers-frontend-chat-window-js' )
			).toHaveCount( 1 );
			await expect(
				page.locator( 'div#careers-frontend-live-region[hidden]' )
			).toHaveCount( 1 );

			// The chat opens, answers, and geocodes a place (Google's
			// script on the page's own `google`).
			// The chat leads: opening it asks for the place.
			await chat.open();
			await expect( chat.lastBotEntry() ).toContainText( PLACE_QUESTION );
			await chat.say( 'Austin, TX' );
			await expect(
				chat.entries.filter( { hasText: AREA_QUESTION } )
			).toHaveCount( 1 );
			await page.keyboard.press( 'Escape' );
			await expect( chat.dialog ).toBeHidden();

			// The menu is the candidate's, and Log out signs out.
			await careers.signedInToggle.click();
			await page.getByRole( 'button', { name: 'Log out' } ).click();
			await expect( page.locator( 'html' ) ).toHaveAttribute(
				'data-careers-candidate',
				'signed-out'
			);
			await expect( careers.signedOutToggle ).toBeVisible();
			expect(
				await page.evaluate( () =>
					window.localStorage.getItem( 'careers.candidate' )
				)
			).toBeNull();

			// Signing in again through the menu's modal.
			await careers.signedOutToggle.click();
			await page
				.getByRole( 'link', { name: 'Already have a profile?' } )
				.click();
			await page
				.frameLocator( 'dialog[open] iframe' )
				.getByTestId( 'demo-candidate-interest' )
				.click();
			await expect( careers.dialog( 'Sign in' ) ).toBeHidden();
			await expect( careers.signedInToggle ).toBeVisible();

			// A form handled in the page (no navigation).
			await page.evaluate( () =>
				document
					.querySelector( 'form[role="search"]' )
					?.addEventListener( 'submit', ( event ) =>
						event.preventDefault()
					)
			);
			const search = page.getByRole( 'search' );
			await search.getByRole( 'searchbox' ).fill( 'nursing' );
			await search.getByRole( 'button', { name: 'Search' } ).click();

			// The chat's first words are said once, by the runtime's region
			// as the launcher shows them (issue 34): the window that takes
			// over does not say them again (its own region stays silent on
			// the rows it mounts with; chat-first-words.spec.ts counts every
			// region).
			await expect
				.poll( () => announcements( page ) )
				.toEqual( [
					`${ WELCOME } ${ PLACE_QUESTION } Enter a 5-digit zip code or a city and state, like Austin, TX.`,
					'You are signed out.',
					'You are signed in.',
					'Your information is being updated.',
				] );
			// Said by the runtime's region, not swallowed by the Author's.
			await expect(
				page.locator( 'div#careers-frontend-live-region[hidden]' )
			).toHaveText( '' );

			expect( pageErrors ).toEqual( [] );
			const said = consoleEntries.filter(
				( entry ) =>
					[ 'warning', 'error' ].includes( entry.type ) &&
					entry.text.includes( 'Careers Frontend' )
			);
			expect(
				said.filter( ( entry ) => entry.type === 'error' )
			).toEqual( [] );
			// At most one warning per forged element, none said twice.
			const warnings = said.map( ( entry ) => entry.text );
			expect( new Set( warnings ).size ).toBe( warnings.length );
			expect( warnings.length ).toBeLessThanOrEqual(
				Object.keys( FORGED ).length
			);
		} finally {
			await restore();
		}
	} );
} );
