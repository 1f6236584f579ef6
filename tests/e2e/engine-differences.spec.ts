/**
 * Issue 27: what the plugin relies on that differs between Chromium,
 * Firefox and WebKit, checked in each: the launcher's idle-time prefetch
 * (WebKit has no requestIdleCallback), scripts under a strict nonce-based
 * Content-Security-Policy (document.currentScript, the nonce a part script
 * and the chat window inherit), a page left while the persona preview
 * loads (Firefox and WebKit fail its requests before the page goes), the
 * sign-in menu on a touch tablet, and Tab in the chat on a phone, where it
 * covers the page.
 */
import { expect, test } from './fixtures';
import { fetchedUrls } from './engines/page-records';
import type { EngineSite } from './engines/site';

const CANDIDATE = { cookies: [], origins: [] };

/** The chat's window and SDK files: what the launcher fetches ahead. */
const CHAT_FILES = [ '/build/chat/window.js', '/build/chat-sdk.js' ];

test.describe( 'Every engine', () => {
	test.use( { storageState: CANDIDATE } );

	test(
		'the launcher fetches the chat’s files while the page is idle, before the chat opens',
		{ tag: '@engines' },
		async ( { site, chat } ) => {
			await chat.goto();
			await expect
				.poll(
					async () => {
						const urls = await fetchedUrls( site );
						return CHAT_FILES.filter(
							( file ) =>
								! urls.some( ( url ) =>
									new URL( url ).pathname.endsWith( file )
								)
						);
					},
					{ timeout: 15_000 }
				)
				.toEqual( [] );
			await expect( chat.dialog ).toHaveCount( 0 );
		}
	);
} );

test.describe( 'Under a strict nonce-based policy', () => {
	test.use( {
		storageState: {
			cookies: [
				{
					name: 'careers_csp',
					value: 'strict',
					domain: '127.0.0.1',
					path: '/',
					expires: -1,
					httpOnly: false,
					secure: false,
					sameSite: 'Lax',
				},
			],
			origins: [],
		},
	} );

	/**
	 * From now on, keep the page's policy violations.
	 *
	 * @param site The page.
	 */
	function recordViolations( site: EngineSite ) {
		return site.evaluate( () => {
			const seen: string[] = [];
			( window as Window & { __violations?: string[] } ).__violations =
				seen;
			document.addEventListener( 'securitypolicyviolation', ( event ) =>
				seen.push(
					`${ event.effectiveDirective } ${ event.blockedURI }`
				)
			);
		} );
	}

	test(
		'the menu’s part and the chat load with the page’s nonce, and nothing is blocked',
		{ tag: '@engines' },
		async ( { site, chat, careers } ) => {
			await careers.open();
			// The site sent the policy: its scripts carry the nonce.
			expect(
				await site.evaluate( () =>
					Array.from( document.scripts ).some(
						( script ) => script.nonce !== ''
					)
				)
			).toBe( true );
			await recordViolations( site );
			await careers.signedOutToggle.click();
			await expect(
				site.getByRole( 'link', { name: 'Already have a profile?' } )
			).toBeVisible();
			await site.press( 'Escape' );
			await chat.open();
			await chat.say( 'Austin, TX' );
			await chat.choose( 'Nursing' );
			await expect( chat.jobLinks().first() ).toBeVisible();
			expect(
				await site.evaluate(
					() =>
						( window as Window & { __violations?: string[] } )
							.__violations
				)
			).toEqual( [] );
		}
	);
} );

test.describe( 'On a touch tablet (1024×1366)', () => {
	test.use( {
		viewport: { width: 1024, height: 1366 },
		hasTouch: true,
		storageState: CANDIDATE,
	} );

	test(
		'the sign-in menu opens and closes by tap, its choices on screen',
		{ tag: '@engines' },
		async ( { site, careers } ) => {
			await careers.open();
			const toggle = careers.signedOutToggle;
			await toggle.tap();
			await expect( toggle ).toHaveAttribute( 'aria-expanded', 'true' );
			const join = site.getByRole( 'link', { name: 'Create a profile' } );
			await expect( join ).toBeVisible();
			const box = await join.evaluate( ( element ) => {
				const rect = element.getBoundingClientRect();
				return {
					inside:
						rect.left >= 0 &&
						rect.right <= window.innerWidth &&
						rect.bottom <= window.innerHeight,
				};
			} );
			expect( box ).toEqual( { inside: true } );
			await toggle.tap();
			await expect( toggle ).toHaveAttribute( 'aria-expanded', 'false' );
		}
	);
} );

test.describe( 'On a phone (390×844), where the chat covers the page', () => {
	test.use( {
		viewport: { width: 390, height: 844 },
		storageState: CANDIDATE,
	} );

	test(
		'Tab and Shift+Tab stay in the chat, and Escape gives focus back to the launcher',
		{ tag: '@engines' },
		async ( { site, chat } ) => {
			await chat.goto();
			await chat.launcher.focus();
			await site.press( 'Enter' );
			await expect( chat.input ).toBeFocused();
			await chat.settled();
			const focusInChat = () =>
				chat.dialog.evaluate( ( dialog ) =>
					dialog.contains( dialog.ownerDocument.activeElement )
				);
			for ( const key of [ 'Tab', 'Shift+Tab' ] ) {
				await chat.input.focus();
				for ( let step = 0; step < 8; step++ ) {
					await site.press( key );
					expect(
						await focusInChat(),
						`${ key } × ${ step + 1 }`
					).toBe( true );
				}
			}
			await site.press( 'Escape' );
			await expect( chat.dialog ).toBeHidden();
			await expect( chat.launcher ).toBeFocused();
		}
	);
} );

test.describe( 'Leaving a page', () => {
	test(
		'while the persona preview loads in the editor logs no error',
		{ tag: '@engines' },
		async ( { site, requestUtils } ) => {
			const post = await requestUtils.rest< { id: number } >( {
				path: '/wp/v2/posts',
				method: 'POST',
				data: {
					title: 'Persona preview, left at once',
					status: 'draft',
					content: '<!-- wp:careers-frontend/persona-content /-->',
				},
			} );
			try {
				await site.goto(
					`/wp-admin/post.php?post=${ post.id }&action=edit`
				);
				// The editor's canvas takes its time on CI's two shared cores.
				await expect(
					site
						.locator( 'iframe[name="editor-canvas"]' )
						.frame()
						.locator(
							'[data-type="careers-frontend/persona-content"]'
						)
				).toBeVisible( { timeout: 30_000 } );
				// Errors are kept in the tab's session storage: they come as
				// the page goes.
				await site.evaluate( () => {
					/* eslint-disable no-console -- the page's console is what is watched. */
					const original = console.error.bind( console );
					console.error = ( ...parts: unknown[] ) => {
						const kept = JSON.parse(
							sessionStorage.getItem( 'careers-errors' ) ?? '[]'
						) as string[];
						kept.push( parts.map( String ).join( ' ' ) );
						sessionStorage.setItem(
							'careers-errors',
							JSON.stringify( kept )
						);
						original( ...parts );
					};
					/* eslint-enable no-console */
				} );
				// A new preview (fewer items), and the editor leaves at once.
				await site.evaluate( () => {
					const { data } = (
						window as unknown as {
							wp: {
								data: {
									select: ( store: string ) => {
										getBlocks: () => Array< {
											clientId: string;
										} >;
									};
									dispatch: ( store: string ) => {
										updateBlockAttributes: (
											id: string,
											attributes: object
										) => void;
									};
								};
							};
						}
					 ).wp;
					const [ block ] = data
						.select( 'core/block-editor' )
						.getBlocks();
					data.dispatch( 'core/block-editor' ).updateBlockAttributes(
						block.clientId,
						{ count: 3 }
					);
				} );
				await site.goto( '/wp-includes/images/blank.gif' );
				expect(
					await site.evaluate( () =>
						JSON.parse(
							sessionStorage.getItem( 'careers-errors' ) ?? '[]'
						)
					)
				).toEqual( [] );
			} finally {
				await requestUtils.rest( {
					path: `/wp/v2/posts/${ post.id }`,
					method: 'DELETE',
					params: { force: true },
				} );
			}
		}
	);
} );
