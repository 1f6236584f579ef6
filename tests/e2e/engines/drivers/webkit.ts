/**
 * WebKitGTK's MiniBrowser through selenium-webdriver and WebKitWebDriver
 * (classic W3C WebDriver; 2.50 has no BiDi): a new browser session per
 * test, with Safari's cookie rules (third-party cookies refused, which is
 * MiniBrowser's default, and Intelligent Tracking Prevention on).
 *
 * MiniBrowser's window cannot be narrower than 447 px. A narrower viewport
 * zooms the page instead (GDK_DPI_SCALE = 447 / width, set for the browser
 * through env), which WebDriver's pointer input does not follow: its clicks
 * land off target. So under that zoom a click is a keyboard activation of
 * the focused element, as a keyboard user would do it.
 */
import {
	Builder,
	Key,
	type WebDriver,
	type WebElement,
} from 'selenium-webdriver';
import { Command, Name } from 'selenium-webdriver/lib/command';

import {
	ElementGoneError,
	splitChord,
	type Driver,
	type DriverContext,
	type PageOptions,
} from '../driver';
import type { Size } from '../types';
import { MINIBROWSER_PATH } from './webkit-server';

/** MiniBrowser's narrowest window, measured with WebKitGTK 2.50.6. */
export const MINIBROWSER_MIN_WIDTH = 447;

const KEYS: Record< string, string > = {
	Enter: Key.ENTER,
	Escape: Key.ESCAPE,
	Tab: Key.TAB,
	Space: Key.SPACE,
	Shift: Key.SHIFT,
	Control: Key.CONTROL,
	Alt: Key.ALT,
	Meta: Key.META,
	ArrowDown: Key.ARROW_DOWN,
	ArrowUp: Key.ARROW_UP,
	ArrowLeft: Key.ARROW_LEFT,
	ArrowRight: Key.ARROW_RIGHT,
	Home: Key.HOME,
	End: Key.END,
	Backspace: Key.BACK_SPACE,
	Delete: Key.DELETE,
};

/**
 * WebDriver's key for a Playwright key name; a character stands for itself.
 *
 * @param name A Playwright key name.
 */
export const keyOf = ( name: string ): string => KEYS[ name ] ?? name;

/** The part of selenium's action builder a chord needs. */
export interface ChordActions {
	keyDown: ( key: string ) => ChordActions;
	keyUp: ( key: string ) => ChordActions;
	sendKeys: ( ...keys: string[] ) => ChordActions;
}

/**
 * A Playwright key or chord (`Shift+Tab`) as WebDriver actions: the
 * modifiers down in order, the key, the modifiers up in reverse.
 *
 * @param actions A fresh action builder.
 * @param chord   Playwright's name for it.
 */
export function chordActions< A extends ChordActions >(
	actions: A,
	chord: string
): A {
	const { modifiers, key } = splitChord( chord );
	let built: ChordActions = actions;
	for ( const modifier of modifiers ) {
		built = built.keyDown( keyOf( modifier ) );
	}
	built = built.sendKeys( keyOf( key ) );
	for ( const modifier of [ ...modifiers ].reverse() ) {
		built = built.keyUp( keyOf( modifier ) );
	}
	return built as A;
}

/** Runs one thing at a time: frame switches must not interleave. */
function serial() {
	let last: Promise< unknown > = Promise.resolve();
	return < T >( work: () => Promise< T > ): Promise< T > => {
		const next = last.then( work, work );
		last = next.catch( () => undefined );
		return next;
	};
}

export function zoomFor( width: number ): number {
	return width < MINIBROWSER_MIN_WIDTH ? MINIBROWSER_MIN_WIDTH / width : 1;
}

export async function openWebKit(
	serverUrl: string,
	options: PageOptions
): Promise< Driver > {
	const zoom = zoomFor( options.viewport.width );
	const env = zoom === 1 ? [] : [ `GDK_DPI_SCALE=${ zoom }` ];
	const driver: WebDriver = await new Builder()
		.usingServer( serverUrl )
		.withCapabilities( {
			browserName: 'MiniBrowser',
			'webkitgtk:browserOptions': {
				binary: '/usr/bin/env',
				args: [
					...env,
					MINIBROWSER_PATH,
					'--automation',
					'--enable-itp',
				],
			},
		} )
		.build();
	const queue = serial();
	// Every operation starts from the page and enters its frames afresh.
	const enter = async ( path: readonly string[] ) => {
		await driver.switchTo().defaultContent();
		for ( const expression of path ) {
			const frame = ( await driver.executeScript(
				`return ${ expression }`
			) ) as WebElement;
			await driver.switchTo().frame( frame );
		}
	};
	const context = ( path: readonly string[] ): DriverContext => ( {
		evaluate: ( expression ) =>
			queue( async () => {
				await enter( path );
				return driver.executeScript( `return ${ expression }` );
			} ),
		element: async ( expression ) => {
			const inFrame = < T >(
				act: ( element: WebElement ) => Promise< T >
			) =>
				queue( async () => {
					await enter( path );
					const element = ( await driver.executeScript(
						`return ${ expression }`
					) ) as WebElement | null;
					// Re-rendered since the layer saw it: WebKitWebDriver
					// would take a null origin as an invalid argument.
					if ( ! element ) {
						throw new ElementGoneError();
					}
					return act( element );
				} );
			return {
				click: () =>
					inFrame( async ( element ) => {
						if ( zoom === 1 ) {
							await element.click();
							return;
						}
						const key = await driver.executeScript(
							'arguments[0].focus(); return arguments[0].matches("input[type=checkbox], input[type=radio]") ? "Space" : "Enter";',
							element
						);
						await driver
							.actions()
							.sendKeys( keyOf( String( key ) ) )
							.perform();
					} ),
				tap: () =>
					inFrame( async ( element ) => {
						// A touch pointer (selenium's Actions speaks mouse only).
						const touch = {
							type: 'pointer',
							id: 'finger',
							parameters: { pointerType: 'touch' },
							actions: [
								{
									type: 'pointerMove',
									origin: element,
									x: 0,
									y: 0,
								},
								{ type: 'pointerDown', button: 0 },
								{ type: 'pointerUp', button: 0 },
							],
						};
						await driver.execute(
							new Command( Name.ACTIONS ).setParameter(
								'actions',
								[ touch ]
							)
						);
					} ),
				hover: () =>
					inFrame( async ( element ) => {
						if ( zoom !== 1 ) {
							throw new Error(
								'WebKit cannot hover under the zoom a narrow viewport needs.'
							);
						}
						await driver
							.actions()
							.move( { origin: element } )
							.perform();
					} ),
			};
		},
		frame: async ( expression ) => context( [ ...path, expression ] ),
	} );
	const fitWindow = async ( size: Size ) => {
		if ( zoomFor( size.width ) !== zoom ) {
			throw new Error(
				`WebKit cannot change its zoom in a session: give the ${ size.width }-px viewport with test.use().`
			);
		}
		const rect = {
			width: Math.round( size.width * zoom ),
			height: Math.round( size.height * zoom ),
		};
		await driver.manage().window().setRect( rect );
		// The window's toolbar takes some of its height: add it back.
		const inner = Number(
			await driver.executeScript( 'return innerHeight' )
		);
		await driver
			.manage()
			.window()
			.setRect( {
				...rect,
				height:
					rect.height + Math.round( ( size.height - inner ) * zoom ),
			} );
	};
	await fitWindow( options.viewport );
	if ( options.cookies.length > 0 ) {
		// WebDriver sets cookies for the current document's site only.
		await driver.get( new URL( '/robots.txt', options.baseURL ).href );
		for ( const cookie of options.cookies ) {
			await driver.manage().addCookie( {
				name: cookie.name,
				value: cookie.value,
				path: cookie.path,
				httpOnly: cookie.httpOnly,
				secure: cookie.secure,
				sameSite: cookie.sameSite,
				...( cookie.expires > 0
					? { expiry: Math.floor( cookie.expires ) }
					: {} ),
			} );
		}
	}
	return {
		engine: 'webkit',
		goto: ( url ) => queue( () => driver.get( url ) ),
		url: () => queue( () => driver.getCurrentUrl() ),
		main: () => context( [] ),
		press: ( chord ) =>
			queue( () => chordActions( driver.actions(), chord ).perform() ),
		type: ( text ) =>
			queue( () => driver.actions().sendKeys( text ).perform() ),
		setViewport: ( size ) => queue( () => fitWindow( size ) ),
		screenshot: () =>
			queue( async () =>
				Buffer.from( await driver.takeScreenshot(), 'base64' )
			),
		consoleEntries: () => undefined,
		close: () => driver.quit(),
	};
}
