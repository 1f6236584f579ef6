/**
 * Issue 34, the launcher's side: on the first click the first words show
 * at once (before the window's script has come), are announced once, and
 * are handed to the window with what the candidate did; a tab that keeps
 * a conversation leaves it to the window, ready at idle.
 */

/**
 * Internal dependencies
 */
import type { FirstTurn, FirstWords } from '../../../src/chat/public';
import { startLauncher, type LauncherDeps } from '../launcher';
import { launcherMarkup } from './launcher-markup';
import { fakeWindowBundle, WINDOW_ASSETS as ASSETS } from './window-bundle';
import { serverMarkup } from '../../../tests/server-first-words';
import { PHP_READY_TIMEOUT_MS, phpReady } from '../../../tests/run-php';

const TURN: FirstTurn = {
	messages: [
		'Hi! I’m the careers assistant.',
		'Where would you like to work?',
	],
	intentName: 'FindJobs',
	slotToElicit: 'location',
};

const WORDS: FirstWords = { turn: TURN, locale: 'en_US' };

function deferred() {
	let resolve: () => void = () => undefined;
	let reject: ( error: Error ) => void = () => undefined;
	const promise = new Promise< void >( ( done, fail ) => {
		resolve = done;
		reject = fail;
	} );
	return { promise, resolve, reject };
}

function setUp( overrides: Partial< LauncherDeps > = {} ) {
	const wrapper = launcherMarkup();
	const root = wrapper.querySelector(
		'.careers-chat__window'
	) as HTMLElement;
	root.innerHTML = serverMarkup( wrapper.id, 'Careers assistant', TURN );
	const bundle = fakeWindowBundle();
	const loading = deferred();
	const deps = {
		host: bundle.host,
		wasOpen: () => false,
		loadAssets: jest.fn( () =>
			loading.promise.then( () => bundle.publish() )
		),
		prefetch: jest.fn( () => Promise.resolve() ),
		whenIdle: jest.fn(),
		hasConversation: () => false,
		candidate: () => null,
		announce: jest.fn(),
		logger: { error: jest.fn() },
		...overrides,
	};
	startLauncher( wrapper, ASSETS, deps, WORDS );
	const button = wrapper.querySelector( 'button' ) as HTMLButtonElement;
	const dialog = root.querySelector( '[role="dialog"]' ) as HTMLElement;
	return { wrapper, root, dialog, bundle, deps, button, loading };
}

const settle = () => new Promise( ( resolve ) => setTimeout( resolve ) );

beforeAll( phpReady, PHP_READY_TIMEOUT_MS );

describe( 'the launcher’s first words', () => {
	it( 'shows them on the click, before the window’s script has come, announced once, the input focused', () => {
		const { dialog, deps, button } = setUp();
		expect( dialog ).not.toBeVisible();
		button.click();
		expect( dialog ).toBeVisible();
		expect( dialog ).toHaveTextContent( 'Where would you like to work?' );
		expect( dialog.querySelector( 'textarea' ) ).toHaveFocus();
		expect( button ).not.toBeVisible();
		expect( button ).toHaveAttribute( 'aria-expanded', 'true' );
		expect( deps.loadAssets ).toHaveBeenCalledTimes( 1 );
		expect( deps.announce ).toHaveBeenCalledTimes( 1 );
		expect( deps.announce ).toHaveBeenCalledWith(
			'Hi! I’m the careers assistant. Where would you like to work?'
		);
	} );

	it( 'hands the window what was shown and done, and the first turn, when its script comes', async () => {
		const { dialog, bundle, button, loading } = setUp();
		button.click();
		const input = dialog.querySelector( 'textarea' ) as HTMLTextAreaElement;
		input.value = 'Austin, TX';
		( dialog.querySelector( 'form' ) as HTMLFormElement ).requestSubmit();
		( dialog.querySelector( 'textarea' ) as HTMLTextAreaElement ).value =
			'Nur';
		loading.resolve();
		await settle();
		expect( bundle.mounts ).toHaveLength( 1 );
		expect( bundle.mounts[ 0 ].options ).toMatchObject( {
			firstTurn: TURN,
			shown: {
				open: true,
				draft: 'Nur',
				// The input, by its place among the window's controls.
				focus: Array.from(
					dialog.querySelectorAll( 'button,textarea' )
				).indexOf( input ),
				actions: [ { send: 'Austin, TX' } ],
			},
		} );
		// From now on the window's own open state.
		button.click();
		await settle();
		expect( bundle.handle.isOpen() ).toBe( false );
	} );

	it( 'keeps "Find jobs near me" chosen before the window came', async () => {
		const { dialog, bundle, button, loading } = setUp();
		button.click();
		(
			dialog.querySelector(
				'.careers-chat__choice--near-me'
			) as HTMLButtonElement
		 ).click();
		expect( dialog.querySelector( 'section' ) ).toBeNull();
		loading.resolve();
		await settle();
		expect( bundle.mounts[ 0 ].options.shown?.actions ).toEqual( [
			{ nearMe: true },
		] );
	} );

	it( 'closes and opens again while the window’s script comes, without loading twice or announcing again', () => {
		const { dialog, deps, button } = setUp();
		button.click();
		dialog.dispatchEvent(
			new KeyboardEvent( 'keydown', { key: 'Escape', bubbles: true } )
		);
		expect( dialog ).not.toBeVisible();
		expect( button ).toBeVisible();
		expect( button ).toHaveFocus();
		button.click();
		expect( dialog ).toBeVisible();
		expect( deps.loadAssets ).toHaveBeenCalledTimes( 1 );
		expect( deps.announce ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'keeps Tab inside on a phone, where they cover the page (at its left edge), and not on a desktop', () => {
		const { dialog, button } = setUp();
		button.click();
		const close = dialog.querySelector(
			'.careers-chat__close'
		) as HTMLButtonElement;
		const send = dialog.querySelector(
			'.careers-chat__send'
		) as HTMLButtonElement;
		const press = ( from: HTMLElement, shiftKey = false ) => {
			from.focus();
			const event = new KeyboardEvent( 'keydown', {
				key: 'Tab',
				shiftKey,
				bubbles: true,
				cancelable: true,
			} );
			from.dispatchEvent( event );
			return event.defaultPrevented;
		};
		// jsdom lays nothing out: offsetLeft is 0, as on a phone.
		expect( press( send ) ).toBe( true );
		expect( close ).toHaveFocus();
		expect( press( close, true ) ).toBe( true );
		expect( send ).toHaveFocus();
		// Between the ends, Tab is the browser's.
		expect(
			press( dialog.querySelector( 'textarea' ) as HTMLElement )
		).toBe( false );
		expect( press( send, true ) ).toBe( false );
		// A desktop's chat sits away from the left edge, beside the page.
		Object.defineProperty( dialog, 'offsetLeft', { value: 880 } );
		expect( press( send ) ).toBe( false );
		expect( send ).toHaveFocus();
	} );

	it( 'closes them when the window cannot load, says so, and shows them again on the next click', async () => {
		const { dialog, deps, button, loading, wrapper } = setUp();
		button.click();
		loading.reject( new Error( 'Could not load window.js' ) );
		await settle();
		expect( dialog ).not.toBeVisible();
		expect(
			wrapper.querySelector( '.careers-chat__status' )
		).toHaveTextContent(
			'Sorry, the chat could not be loaded. Please try again.'
		);
		button.click();
		expect( dialog ).toBeVisible();
		expect( deps.loadAssets ).toHaveBeenCalledTimes( 2 );
	} );

	it( 'leaves a conversation the tab keeps to the window, and has it ready at idle', async () => {
		const idle: Array< () => void > = [];
		const { dialog, deps, bundle, button, loading } = setUp( {
			hasConversation: () => true,
			whenIdle: ( callback ) => void idle.push( callback ),
		} );
		expect( deps.loadAssets ).not.toHaveBeenCalled();
		idle.forEach( ( callback ) => callback() );
		loading.resolve();
		await settle();
		expect( bundle.mounts ).toHaveLength( 1 );
		expect( bundle.mounts[ 0 ].options.shown ).toBeUndefined();
		button.click();
		await settle();
		expect( dialog ).not.toBeVisible();
		expect( deps.announce ).not.toHaveBeenCalled();
		expect( bundle.handle.isOpen() ).toBe( true );
	} );
} );
