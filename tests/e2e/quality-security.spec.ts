/**
 * Issue 8, the security gate, on the page (the chat's bot and job results
 * are quality-security-bot.spec.ts; the two halves run in different
 * shards). The hostile corpus (./corpus/hostile-strings.ts, 222 strings)
 * goes through every untrusted input the page reads:
 * - persona post titles (posts created through REST);
 * - the candidate's names (and area of interest) from storage and from the
 *   `xcc` cookie, as the runtime reads them at load and afterwards;
 * - URL parameters and fragments;
 * - every setting: the free-text ones reach the page (the blocks' labels,
 *   greeting and messages), the others are refused.
 * Nothing may run: no sentinel call, no dialog, no event-handler attribute,
 * no `javascript:` link (./corpus/execution-guard.ts). The settings endpoint
 * refuses users without `manage_options`. (The strict Content-Security-Policy
 * check is quality-csp.spec.ts: it needs a browser flag of its own.)
 */
import type { Page } from '@playwright/test';

import {
	seedStoredCandidate,
	storageItem,
	trackedCandidate,
} from '../../dev/bench/candidate-session';
import { findExecution, installExecutionGuard } from './corpus/execution-guard';
import {
	HOSTILE_STRINGS,
	hostileBatches,
	type HostileString,
} from './corpus/hostile-strings';
import { expectNothingRan, saveSettings } from './corpus/security-checks';
import { blockMarkup, wellFormed } from './corpus/wordpress-text';
import {
	expect,
	getPluginSettings,
	patchPluginSettings,
	test,
} from './fixtures';

test.use( { storageState: { cookies: [], origins: [] } } );

const ORGANIZATION = 'careers';

/**
 * A candidate the way the tracking app stores one.
 *
 * @param first    First name.
 * @param last     Last name.
 * @param interest Area of interest.
 */
function candidate( first: string, last: string, interest = 'Nursing' ) {
	return {
		...trackedCandidate( first, last, interest ),
		from_chat: false,
		latitude: '',
		longitude: '',
		zip: '78701',
	};
}

/** WordPress core's emoji script puts emoji in as images. */
const CORE_EMOJI = 'img.emoji[src^="https://s.w.org/images/core/emoji/"]';

/**
 * The text a reader gets from an element: its text, with core's emoji
 * images read as the emoji they stand for. Fails on any other element.
 *
 * @param page     The page.
 * @param selector The element.
 */
function readableText( page: Page, selector: string ): Promise< string > {
	return page.locator( selector ).evaluate( ( element, emoji ) => {
		let text = '';
		const walk = ( node: Node ) => {
			for ( const child of Array.from( node.childNodes ) ) {
				if ( child.nodeType === Node.TEXT_NODE ) {
					text += child.textContent ?? '';
				} else if (
					child instanceof HTMLImageElement &&
					child.matches( emoji )
				) {
					text += child.alt;
				} else {
					throw new Error(
						`Not text: ${ ( child as Element ).outerHTML ?? child.nodeName }`
					);
				}
			}
		};
		walk( element );
		return text;
	}, CORE_EMOJI );
}

/**
 * The runtime updates the greeting within a frame of the event: poll at
 * frame pace, not at expect.poll's default 100 ms and up, over 222 strings.
 */
const FRAME_POLL = { intervals: [ 16 ] };

test( 'the guard sees a payload that gets through', async ( { page } ) => {
	const outside = await installExecutionGuard( page );
	await page.goto( '/apply/' );
	await page.evaluate( () => {
		document.body.insertAdjacentHTML(
			'beforeend',
			'<img src="x:" onerror="__xss(1)"><a href="java\tscript:__xss(2)">x</a><iframe srcdoc="x"></iframe>'
		);
		// A payload that got through would do this.
		// eslint-disable-next-line no-alert
		window.setTimeout( () => window.alert( 3 ), 0 );
	} );
	await expect
		.poll( async () =>
			( await findExecution( page, outside ) )
				.map( ( finding ) => finding.kind )
				.sort()
		)
		.toEqual(
			[
				'dialog',
				'handler-attribute',
				'script-url',
				'script-url',
				'srcdoc',
				'sentinel',
			].sort()
		);
} );

test.describe( 'Persona post titles', () => {
	test( 'every title is shown as text', async ( { page, requestUtils } ) => {
		test.setTimeout( 300_000 );
		const outside = await installExecutionGuard( page );
		const groups = hostileBatches( 20 );
		const terms: number[] = [];
		const posts: number[] = [];
		let restore: () => Promise< void > = async () => undefined;
		try {
			for ( const [ index, group ] of groups.entries() ) {
				const term = await requestUtils.rest< { id: number } >( {
					path: '/wp/v2/personas',
					method: 'POST',
					data: {
						name: `Hostile ${ index }`,
						slug: `hostile-${ index }`,
					},
				} );
				terms.push( term.id );
				for ( const item of group ) {
					const post = await requestUtils.rest< { id: number } >( {
						path: '/wp/v2/posts',
						method: 'POST',
						data: {
							title: wellFormed( item.text ),
							status: 'publish',
							personas: [ term.id ],
						},
					} );
					posts.push( post.id );
				}
			}
			restore = await patchPluginSettings( requestUtils, {
				persona_count: 20,
			} );
			for ( const [ index, group ] of groups.entries() ) {
				const back = await patchPluginSettings( requestUtils, {
					persona_not_logged_in: `hostile-${ index }`,
				} );
				try {
					await page.goto( '/careers/' );
					const persona = page.locator(
						'.wp-block-careers-frontend-persona-content'
					);
					const links = persona.getByRole( 'link' );
					await expect( links ).toHaveCount( group.length );
					// Each item holds a link with text in it, nothing else
					// (but core's emoji script's images, see readableText).
					expect(
						await persona
							.locator( `a :not(${ CORE_EMOJI }), li > :not(a)` )
							.evaluateAll( ( elements ) =>
								elements.map( ( element ) => element.outerHTML )
							)
					).toEqual( [] );
					await expectNothingRan(
						page,
						outside,
						`persona group ${ index }`
					);
				} finally {
					await back();
				}
			}
		} finally {
			await restore();
			for ( const id of posts ) {
				await requestUtils.rest( {
					path: `/wp/v2/posts/${ id }`,
					method: 'DELETE',
					params: { force: true },
				} );
			}
			for ( const id of terms ) {
				await requestUtils.rest( {
					path: `/wp/v2/personas/${ id }`,
					method: 'DELETE',
					params: { force: true },
				} );
			}
		}
	} );
} );

test.describe( 'The candidate’s names', () => {
	const GREETING =
		'.wp-block-careers-frontend-auth-container.careers-when-signed-in [data-careers-greeting]';
	const pair = ( index: number ): [ HostileString, HostileString ] => [
		HOSTILE_STRINGS[ index ],
		HOSTILE_STRINGS[ ( index + 1 ) % HOSTILE_STRINGS.length ],
	];

	test( 'from storage, as the runtime follows it after load', async ( {
		page,
	} ) => {
		test.setTimeout( 240_000 );
		const outside = await installExecutionGuard( page );
		await seedStoredCandidate(
			page.context(),
			ORGANIZATION,
			candidate( 'Start', 'Here' )
		);
		await page.goto( '/careers/' );
		await expect( page.locator( GREETING ) ).toHaveText(
			'Welcome back, Start!'
		);
		for ( const [ index, item ] of HOSTILE_STRINGS.entries() ) {
			const [ first, last ] = pair( index );
			await page.evaluate(
				( [ key, value ] ) => {
					window.localStorage.setItem( key, value );
					window.dispatchEvent( new Event( 'focus' ) );
				},
				[
					`${ ORGANIZATION }.candidate`,
					storageItem(
						candidate( first.text, last.text, item.text )
					),
				] as const
			);
			const expected = `Welcome back, ${ first.text.trim() }!`;
			await expect
				.poll( () => readableText( page, GREETING ), FRAME_POLL )
				.toBe( expected );
			await expectNothingRan(
				page,
				outside,
				`stored name ${ first.id }`
			);
		}
	} );

	test( 'from the xcc cookie, as the runtime follows it after load', async ( {
		page,
		baseURL,
	} ) => {
		test.setTimeout( 240_000 );
		const outside = await installExecutionGuard( page );
		await page.goto( '/careers/' );
		for ( const [ index, item ] of HOSTILE_STRINGS.entries() ) {
			const [ first, last ] = pair( index );
			const data = candidate(
				wellFormed( first.text ),
				wellFormed( last.text ),
				wellFormed( item.text )
			);
			await page.context().addCookies( [
				{
					name: 'xcc',
					value: encodeURIComponent( JSON.stringify( data ) ),
					url: baseURL ?? '',
				},
			] );
			await page.evaluate( () =>
				window.dispatchEvent( new Event( 'focus' ) )
			);
			await expect
				.poll( () => readableText( page, GREETING ), FRAME_POLL )
				.toBe( `Welcome back, ${ data.firstName.trim() }!` );
			await expectNothingRan(
				page,
				outside,
				`cookie name ${ first.id }`
			);
		}
	} );

	test( 'at load, in the greeting and the chat’s avatar, from storage and from the cookie', async ( {
		browser,
		baseURL,
		pagesOn,
	} ) => {
		test.setTimeout( 240_000 );
		const samples = HOSTILE_STRINGS.filter(
			( _item, index ) => index % 20 === 0
		);
		for ( const [ where, seed ] of [
			[
				'storage',
				async (
					context: Awaited< ReturnType< typeof browser.newContext > >,
					data: ReturnType< typeof candidate >
				) => seedStoredCandidate( context, ORGANIZATION, data ),
			],
			[
				'cookie',
				async (
					context: Awaited< ReturnType< typeof browser.newContext > >,
					data: ReturnType< typeof candidate >
				) =>
					context.addCookies( [
						{
							name: 'xcc',
							value: encodeURIComponent( JSON.stringify( data ) ),
							url: baseURL ?? '',
						},
					] ),
			],
		] as const ) {
			for ( const item of samples ) {
				const context = await browser.newContext( { baseURL } );
				try {
					const page = await context.newPage();
					const outside = await installExecutionGuard( page );
					const data = candidate(
						wellFormed( item.text ),
						wellFormed( item.text ),
						wellFormed( item.text )
					);
					await seed( context, data );
					await page.goto( '/careers/' );
					await expect
						.poll(
							() => readableText( page, GREETING ),
							FRAME_POLL
						)
						.toBe( `Welcome back, ${ data.firstName.trim() }!` );
					// The candidate's own page: the test's site is another.
					const { chat } = pagesOn( page );
					await chat.open();
					await chat.say( 'help' );
					await expect(
						chat.transcript
							.locator( '.careers-chat__avatar--user' )
							.first()
					).toBeVisible();
					await expectNothingRan(
						page,
						outside,
						`${ where } name ${ item.id }`
					);
				} finally {
					await context.close();
				}
			}
		}
	} );
} );

test.describe( 'URL parameters and fragments', () => {
	test( 'nothing from the address runs, on every demo page', async ( {
		chat,
		page,
	} ) => {
		test.setTimeout( 180_000 );
		const outside = await installExecutionGuard( page );
		const names = [
			'q',
			'returnTo',
			'location',
			'keyword',
			'lang',
			'redirect_to',
			'candidate',
			'message',
			'utm_source',
			'ref',
		];
		for ( const [ index, group ] of hostileBatches(
			names.length
		).entries() ) {
			const query = new URLSearchParams(
				group.map( ( item, position ) => [
					names[ position ],
					item.text,
				] )
			);
			const path = index % 2 === 0 ? '/careers/' : '/apply/';
			const hash = encodeURIComponent( group[ 0 ].text );
			await page.goto( `${ path }?${ query.toString() }#${ hash }` );
			await page.waitForLoadState( 'load' );
			await expectNothingRan(
				page,
				outside,
				`${ path } group ${ index }`
			);
		}
		// The chat resolves relative links against the page's address.
		await page.goto(
			`/careers/?q=${ encodeURIComponent( HOSTILE_STRINGS[ 0 ].text ) }#${ encodeURIComponent(
				'"><img src=x onerror=__xss(0)>'
			) }`
		);
		await chat.open();
		await chat.answerPlace( 'Austin, TX' );
		await chat.chooseArea( 'Nursing' );
		const link = chat.transcript.getByRole( 'link', {
			name: /^See (all \d+ matching jobs|the 1 matching job)/,
		} );
		await expect( link ).toBeVisible();
		expect(
			new URL( ( await link.getAttribute( 'href' ) ) ?? '', 'http://x' )
				.pathname
		).toBe( '/jobs/' );
		await expectNothingRan( page, outside, 'chat on a hostile address' );
	} );
} );

test.describe( 'Settings', () => {
	test( 'the blocks’ own labels, greeting and messages are shown as text', async ( {
		page,
		requestUtils,
	} ) => {
		test.setTimeout( 240_000 );
		const outside = await installExecutionGuard( page );
		await seedStoredCandidate(
			page.context(),
			ORGANIZATION,
			candidate( 'Alex', 'Morgan' )
		);
		const per = 7;
		const pages: number[] = [];
		try {
			for ( const [ index, group ] of hostileBatches( per ).entries() ) {
				const text = ( position: number ) =>
					wellFormed( group[ position % group.length ].text );
				const content = [
					blockMarkup( 'careers-frontend/signin-menu', {
						signedOutLabel: text( 0 ),
						signedInLabel: text( 1 ),
					} ),
					blockMarkup(
						'careers-frontend/auth-container',
						{
							state: 'signed-in',
							greeting: `${ text( 2 ) } {firstName}`,
						},
						'<!-- wp:paragraph --><p>In</p><!-- /wp:paragraph -->'
					),
					blockMarkup(
						'careers-frontend/auth-container',
						{ state: 'signed-out', loggedOutMessage: text( 3 ) },
						'<!-- wp:paragraph --><p>Out</p><!-- /wp:paragraph -->'
					),
					blockMarkup( 'careers-frontend/persona-content', {
						heading: text( 4 ),
					} ),
					blockMarkup( 'careers-frontend/chat-assistant', {
						buttonLabel: text( 5 ),
						title: text( 6 ),
					} ),
				].join( '\n\n' );
				const created = await requestUtils.rest< {
					id: number;
					link: string;
				} >( {
					path: '/wp/v2/pages',
					method: 'POST',
					data: {
						title: `Hostile blocks ${ index }`,
						status: 'publish',
						content,
					},
				} );
				pages.push( created.id );
				await page.goto( new URL( created.link ).pathname );
				await expect(
					page.locator( '[data-careers-greeting]' )
				).toContainText( 'Alex' );
				// The signed-out container is in the page, hidden, as text.
				// (As text: WordPress's texturizer may still turn `--` into
				// a dash, as it does for any content.)
				expect(
					await readableText(
						page,
						'.wp-block-careers-frontend-auth-container__message'
					)
				).not.toBe( '' );
				await page.locator( '.careers-chat__launcher' ).click();
				const chatWindow = page.locator( '.careers-chat__dialog' );
				await expect( chatWindow ).toBeVisible();
				await expectNothingRan(
					page,
					outside,
					`block attributes ${ index }`
				);
				// Closed again, so the next page does not reopen it.
				await page.keyboard.press( 'Escape' );
				await expect( chatWindow ).toBeHidden();
			}
		} finally {
			for ( const id of pages ) {
				await requestUtils.rest( {
					path: `/wp/v2/pages/${ id }`,
					method: 'DELETE',
					params: { force: true },
				} );
			}
		}
	} );

	test( 'every setting with a format refuses hostile values', async ( {
		requestUtils,
	} ) => {
		test.setTimeout( 180_000 );
		const before = await getPluginSettings( requestUtils );
		const free = [ 'no_jobs', 'app_id' ];
		const formatted = Object.entries( before )
			.filter(
				( [ key, value ] ) =>
					typeof value === 'string' && ! free.includes( key )
			)
			.map( ( [ key ] ) => key );
		expect( formatted.length ).toBeGreaterThan( 20 );
		// One of each kind; URL settings also get every bare spelling of a
		// script URL (the corpus's javascript-url strings come in threes:
		// bare, in a markdown link, in an anchor).
		const oneOfEach = HOSTILE_STRINGS.filter(
			( item, index, all ) =>
				all.findIndex(
					( other ) => other.category === item.category
				) === index
		);
		const scriptUrls = HOSTILE_STRINGS.filter(
			( item ) => item.category === 'javascript-url'
		).filter( ( _item, index ) => index % 3 === 0 );
		const accepted: string[] = [];
		for ( const key of formatted ) {
			const samples = /url|endpoint|api_base|destination/.test( key )
				? [ ...oneOfEach, ...scriptUrls ]
				: oneOfEach;
			for ( const item of samples ) {
				try {
					await requestUtils.rest( {
						path: '/wp/v2/settings',
						method: 'POST',
						data: {
							careers_frontend_settings: {
								...before,
								[ key ]: wellFormed( item.text ),
							},
						},
					} );
					accepted.push( `${ key } took #${ item.id }` );
					await saveSettings( requestUtils, before );
				} catch ( error ) {
					expect(
						( error as { code?: string } ).code,
						`${ key } #${ item.id }`
					).toBe( 'rest_invalid_param' );
				}
			}
		}
		expect( accepted ).toEqual( [] );
		expect( await getPluginSettings( requestUtils ) ).toEqual( before );
	} );

	test( 'the settings endpoint refuses an editor and a visitor', async ( {
		request,
	} ) => {
		const { RequestUtils } =
			await import( '@wordpress/e2e-test-utils-playwright' );
		const editor = await RequestUtils.setup( {
			user: { username: 'editor', password: 'password' },
			storageStatePath: test.info().outputPath( 'editor-state.json' ),
			baseURL: process.env.WP_BASE_URL,
		} );
		try {
			for ( const method of [ 'GET', 'POST' ] as const ) {
				const refusal = await editor
					.rest( {
						path: '/wp/v2/settings',
						method,
						...( method === 'POST'
							? {
									data: {
										careers_frontend_settings: {
											app_id: 'editor was here',
										},
									},
								}
							: {} ),
					} )
					.then(
						() => null,
						( error: {
							code?: string;
							data?: { status?: number };
						} ) => error
					);
				expect( refusal, `editor ${ method }` ).toMatchObject( {
					code: 'rest_forbidden',
					data: { status: 403 },
				} );
			}
		} finally {
			await editor.request.dispose();
		}
		const visitor = await request.post( '/wp-json/wp/v2/settings', {
			data: { careers_frontend_settings: { app_id: 'visitor was here' } },
		} );
		expect( visitor.status() ).toBe( 401 );
	} );
} );
