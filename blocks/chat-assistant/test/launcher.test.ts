/**
 * Internal dependencies
 */
import { startLauncher, type LauncherDeps } from '../launcher';
import { launcherMarkup } from './launcher-markup';
import { fakeWindowBundle, WINDOW_ASSETS as ASSETS } from './window-bundle';

function setUp( overrides: Partial< LauncherDeps > = {} ) {
	const wrapper = launcherMarkup();
	const bundle = fakeWindowBundle();
	const deps = {
		host: bundle.host,
		wasOpen: () => false,
		loadAssets: jest.fn( async () => bundle.publish() ),
		prefetch: jest.fn( () => Promise.resolve() ),
		whenIdle: jest.fn(),
		logger: { error: jest.fn() },
		...overrides,
	};
	startLauncher( wrapper, ASSETS, deps );
	const button = wrapper.querySelector( 'button' ) as HTMLButtonElement;
	const status = wrapper.querySelector(
		'.careers-chat__status'
	) as HTMLElement;
	return { wrapper, bundle, deps, button, status };
}

const settle = () => new Promise( ( resolve ) => setTimeout( resolve ) );

describe( 'the chat launcher', () => {
	it( 'is marked ready (shown, see style.scss) only once it is wired', () => {
		const wrapper = launcherMarkup();
		const button = wrapper.querySelector( 'button' ) as HTMLButtonElement;
		expect( button ).not.toHaveClass( 'is-ready' );
		startLauncher( wrapper, ASSETS, {
			host: {},
			wasOpen: () => false,
			loadAssets: jest.fn(),
			prefetch: jest.fn( () => Promise.resolve() ),
			whenIdle: jest.fn(),
		} );
		expect( button ).toHaveClass( 'is-ready' );
	} );

	it( 'loads the window on first click, mounts it into its root and opens it', async () => {
		const { bundle, deps, button, wrapper } = setUp();
		expect( deps.loadAssets ).not.toHaveBeenCalled();

		button.click();
		await settle();
		expect( deps.loadAssets ).toHaveBeenCalledWith( ASSETS );
		expect( bundle.mounts ).toHaveLength( 1 );
		expect( bundle.mounts[ 0 ].root ).toBe(
			wrapper.querySelector( '#careers-chat-1-window' )
		);
		expect( bundle.mounts[ 0 ].options ).toMatchObject( {
			title: 'Careers assistant',
			idPrefix: 'careers-chat-1',
		} );
		expect( bundle.handle.isOpen() ).toBe( true );
		expect( button ).toHaveAttribute( 'aria-expanded', 'true' );
	} );

	it( 'toggles the mounted window without loading again', async () => {
		const { bundle, deps, button } = setUp();
		button.click();
		await settle();
		button.click();
		await settle();
		expect( bundle.handle.isOpen() ).toBe( false );
		expect( button ).toHaveAttribute( 'aria-expanded', 'false' );
		expect( deps.loadAssets ).toHaveBeenCalledTimes( 1 );
		expect( bundle.mounts ).toHaveLength( 1 );
	} );

	it( 'counts clicks during loading once', async () => {
		const { bundle, button } = setUp();
		button.click();
		button.click();
		button.click();
		await settle();
		expect( bundle.handle.isOpen() ).toBe( true );
	} );

	it( 'is hidden while its window is open, and shown again to take focus back', async () => {
		const { bundle, button } = setUp();
		button.click();
		await settle();
		expect( button ).not.toBeVisible();
		bundle.mounts[ 0 ].options.onOpenChange?.( false, true );
		expect( button ).toBeVisible();
		expect( button ).toHaveFocus();
	} );

	it( 'shows how many bot messages came while closed, and says it once each time it grows', async () => {
		const { bundle, button, wrapper } = setUp();
		button.click();
		await settle();
		const { onUnread, onOpenChange } = bundle.mounts[ 0 ].options;
		onOpenChange?.( false, false );
		const badge = button.querySelector( '.careers-chat__unread' );
		const spoken = wrapper.querySelector( '.careers-chat__unread-status' );
		onUnread?.( 2 );
		expect( badge ).toHaveTextContent( '2' );
		expect( badge ).toBeVisible();
		expect( spoken ).toHaveTextContent(
			'New messages from the assistant: 2'
		);
		expect( button ).toHaveAccessibleDescription(
			'New messages from the assistant: 2'
		);
		onUnread?.( 0 );
		expect( badge ).not.toBeVisible();
		expect( spoken ).toBeEmptyDOMElement();
	} );

	it( 'takes focus back when the window closes from inside', async () => {
		const { bundle, button } = setUp();
		button.click();
		await settle();
		button.blur();
		bundle.mounts[ 0 ].options.onOpenChange?.( false, true );
		expect( button ).toHaveFocus();
		expect( button ).toHaveAttribute( 'aria-expanded', 'false' );
	} );

	it( 'prefetches when the page is idle, or when the pointer or focus comes near', () => {
		const idle: Array< () => void > = [];
		const { deps, button } = setUp( {
			whenIdle: ( callback ) => void idle.push( callback ),
		} );
		button.dispatchEvent( new Event( 'pointerenter' ) );
		button.focus();
		idle.forEach( ( callback ) => callback() );
		expect( deps.prefetch ).toHaveBeenCalledTimes( 1 );
		expect( deps.prefetch ).toHaveBeenCalledWith( ASSETS );
	} );

	it( 'prefetches nothing at idle when the browser asks to save data, only when the pointer or focus comes near', () => {
		const idle: Array< () => void > = [];
		const { deps, button } = setUp( {
			whenIdle: ( callback ) => void idle.push( callback ),
			savesData: () => true,
		} );
		expect( idle ).toHaveLength( 0 );
		expect( deps.prefetch ).not.toHaveBeenCalled();
		button.focus();
		expect( deps.prefetch ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'prefetches the chunks the window imports on open, as the server lists them', () => {
		const chunks = [
			'https://site.test/build/chat-lex-v2.js?ver=a1',
			'https://site.test/build/chat-credentials.js?ver=b2',
		];
		const wrapper = launcherMarkup();
		const prefetch = jest.fn( () => Promise.resolve() );
		const idle: Array< () => void > = [];
		startLauncher(
			wrapper,
			{ ...ASSETS, prefetch: chunks },
			{
				host: fakeWindowBundle().host,
				wasOpen: () => false,
				loadAssets: jest.fn(),
				prefetch,
				whenIdle: ( callback ) => void idle.push( callback ),
			}
		);
		idle.forEach( ( callback ) => callback() );
		expect( prefetch ).toHaveBeenCalledWith( {
			...ASSETS,
			prefetch: chunks,
		} );
	} );

	it( 'logs a prefetch that fails, and tries again when the pointer comes near', async () => {
		const prefetch = jest
			.fn()
			.mockRejectedValueOnce(
				new Error( 'chat-loader could not be loaded' )
			)
			.mockResolvedValue( undefined );
		const { button, deps } = setUp( { prefetch } );
		button.dispatchEvent( new Event( 'pointerenter' ) );
		await settle();
		expect( deps.logger.error ).toHaveBeenCalledWith(
			new Error( 'chat-loader could not be loaded' )
		);
		button.dispatchEvent( new Event( 'pointerenter' ) );
		button.dispatchEvent( new Event( 'focus' ) );
		await settle();
		expect( prefetch ).toHaveBeenCalledTimes( 2 );
	} );

	it( 'mounts at once when the chat was open on the last page', async () => {
		const { bundle, deps } = setUp( { wasOpen: () => true } );
		await settle();
		expect( deps.loadAssets ).toHaveBeenCalled();
		expect( bundle.mounts ).toHaveLength( 1 );
	} );

	it( 'says when the window cannot load, and tries again on the next click', async () => {
		const bundle = fakeWindowBundle();
		const loadAssets = jest
			.fn()
			.mockRejectedValueOnce( new Error( 'Could not load window.js' ) )
			.mockImplementation( async () => bundle.publish() );
		const { button, status, deps } = setUp( {
			host: bundle.host,
			loadAssets,
		} );

		button.click();
		await settle();
		expect( status ).toHaveTextContent(
			'Sorry, the chat could not be loaded. Please try again.'
		);
		expect( button ).not.toHaveAttribute( 'aria-busy' );
		expect( deps.logger.error ).toHaveBeenCalled();

		button.click();
		await settle();
		expect( status ).toHaveTextContent( '' );
		expect( bundle.handle.isOpen() ).toBe( true );
	} );

	it( 'does nothing without its button or root', () => {
		document.body.innerHTML =
			'<div class="wp-block-careers-frontend-chat-assistant"></div>';
		const loadAssets = jest.fn();
		startLauncher( document.body.firstElementChild as HTMLElement, ASSETS, {
			host: {},
			wasOpen: () => true,
			loadAssets,
			prefetch: jest.fn( () => Promise.resolve() ),
			whenIdle: jest.fn(),
		} );
		expect( loadAssets ).not.toHaveBeenCalled();
	} );
} );
