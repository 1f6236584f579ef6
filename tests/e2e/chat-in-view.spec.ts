/**
 * Issue 27, in every engine at a desktop and a phone size: after each reply
 * the newest part of the conversation is in view, parts that load lazily
 * included (the step offered after a search that found nothing came after
 * the transcript had scrolled, and stayed under the message input: fully in
 * Firefox, half in WebKit, its timestamp in Chromium); and reaching such a
 * part never scrolls the dialog itself, taking its header and close button
 * off the screen (Firefox scrolled it by up to 292 px on a phone).
 */
import { expect, test } from './fixtures';
import type { ChatPage } from './pages/chat-page';
import type { EngineLocator } from './engines/locator';

const SIZES = [
	{ name: 'desktop', viewport: { width: 1280, height: 800 } },
	{ name: 'phone', viewport: { width: 390, height: 844 } },
];

/**
 * How the newest entry sits: the pixels of it hidden below the bottom of
 * the conversation's visible area (0 when in view), and where the
 * dialog's header is.
 *
 * @param transcript The conversation region.
 */
function placement( transcript: EngineLocator ) {
	return transcript.evaluate( ( element ) => {
		const entries = element.querySelectorAll( '.careers-chat__entry' );
		const newest = entries[ entries.length - 1 ];
		const dialog = element.closest( '[role="dialog"]' );
		const header = dialog?.querySelector( '.careers-chat__header' );
		return {
			hiddenBelow: Math.max(
				0,
				Math.round(
					( newest?.getBoundingClientRect().bottom ?? 0 ) -
						element.getBoundingClientRect().bottom
				)
			),
			dialogScrolled: dialog?.scrollTop ?? -1,
			headerTop: Math.round( header?.getBoundingClientRect().top ?? -1 ),
			dialogTop: Math.round( dialog?.getBoundingClientRect().top ?? -1 ),
		};
	} );
}

/**
 * The newest entry is fully in view (once any lazy part of it has come),
 * and the dialog is not scrolled: its header is where the dialog starts.
 *
 * @param chat The chat.
 */
async function expectNewestInView( chat: ChatPage ): Promise< void > {
	await expect
		.poll( async () => {
			const { hiddenBelow, dialogScrolled, headerTop, dialogTop } =
				await placement( chat.transcript );
			return {
				hiddenBelow,
				dialogScrolled,
				headerAtTop: headerTop === dialogTop,
			};
		} )
		.toEqual( { hiddenBelow: 0, dialogScrolled: 0, headerAtTop: true } );
	await expect(
		chat.dialog.getByRole( 'button', { name: 'Close chat' } )
	).toBeVisible();
}

for ( const size of SIZES ) {
	test.describe( `The chat on a ${ size.name } (${ size.viewport.width }×${ size.viewport.height })`, () => {
		test.use( {
			viewport: size.viewport,
			// A candidate: no WordPress admin bar.
			storageState: { cookies: [], origins: [] },
		} );

		test(
			'keeps the newest reply in view after every turn, lazily loaded parts included, with its header on screen',
			{ tag: '@engines' },
			async ( { chat } ) => {
				await chat.goto();
				await chat.open();
				await expectNewestInView( chat );
				await chat.say( 'Honolulu, HI' );
				await expectNewestInView( chat );
				// No Nursing job near: the next step comes as a part of its own.
				await chat.choose( 'Nursing' );
				const widen = chat.transcript.getByRole( 'button', {
					name: 'Search within 100 miles',
				} );
				await expect( widen ).toBeVisible();
				await expectNewestInView( chat );
				await widen.click();
				await chat.settled();
				await expect(
					chat.transcript.getByRole( 'button', {
						name: 'Search within 250 miles',
					} )
				).toBeVisible();
				await expectNewestInView( chat );
			}
		);
	} );
}
