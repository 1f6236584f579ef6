/**
 * A page for the locator and expect tests: what each inspection finds (in
 * order, the last one repeating), what the driver does with a click, and a
 * clock that moves only when the code under test sleeps.
 */
import type { Clock } from '../clock';
import type { DriverContext } from '../driver';
import type { ElementDetails, Inspection } from '../in-page/helpers';
import { EngineLocator, type LocatorHost } from '../locator';
import type { Step } from '../types';

export interface FakePage {
	/** What inspect() finds, call by call; the last one repeats. */
	inspections: Inspection[];
	/** What each inspect() was asked. */
	asked: Array< { steps: Step[]; options?: unknown } >;
	/** Thrown by the driver's clicks, one per click, before one succeeds. */
	clickErrors: Error[];
	clicks: number;
	/** The driver has Playwright's fill. */
	nativeFill: boolean;
	filled: string[];
	evaluated: string[];
	pressed: string[];
	typed: string[];
}

export function fakePage( inspections: Inspection[] ): FakePage {
	return {
		inspections,
		asked: [],
		clickErrors: [],
		clicks: 0,
		nativeFill: false,
		filled: [],
		evaluated: [],
		pressed: [],
		typed: [],
	};
}

export function fakeClock(): Clock & { slept: number[] } {
	let time = 0;
	const slept: number[] = [];
	return {
		slept,
		now: () => time,
		sleep: async ( ms ) => {
			slept.push( ms );
			time += ms;
		},
	};
}

/**
 * An error as WebDriver reports one, by name.
 *
 * @param name The error's name.
 */
export function driverError( name: string ): Error {
	const error = new Error( `${ name }: element not interactable` );
	error.name = name;
	return error;
}

export function element(
	details: Partial< ElementDetails > = {}
): ElementDetails {
	return {
		visible: true,
		enabled: true,
		focused: false,
		text: '',
		value: null,
		description: '',
		attributes: {},
		box: { x: 10, y: 20, width: 100, height: 30 },
		...details,
	};
}

/**
 * An inspection that found one element.
 *
 * @param details How it is.
 */
export function one( details: Partial< ElementDetails > = {} ): Inspection {
	const found = element( details );
	return {
		count: 1,
		anyVisible: found.visible,
		texts: [ found.text ],
		element: found,
	};
}

export function none(): Inspection {
	return { count: 0, anyVisible: false, texts: [] };
}

export function fakeHost(
	page: FakePage,
	options: { actionTimeout?: number; clock?: Clock } = {}
): LocatorHost {
	const api = {
		inspect: ( steps: Step[], inspectOptions?: unknown ) => {
			page.asked.push( { steps, options: inspectOptions } );
			return page.inspections.length > 1
				? page.inspections.shift()
				: page.inspections[ 0 ];
		},
	};
	const context: DriverContext = {
		evaluate: async ( expression ) => {
			page.evaluated.push( expression );
			return undefined;
		},
		element: async () => ( {
			click: async () => {
				const error = page.clickErrors.shift();
				if ( error ) {
					throw error;
				}
				page.clicks += 1;
			},
			tap: async () => undefined,
			hover: async () => undefined,
			fill: page.nativeFill
				? async ( text ) => {
						page.filled.push( text );
					}
				: undefined,
		} ),
		frame: async () => context,
	};
	return {
		document: async () => context,
		// The locator's in-page function, run against the fake api.
		run: async < R >( _frames: Step[][], fn: string, arg: unknown ) =>
			new Function( `return ( ${ fn } )` )()( api, arg ) as R,
		press: async ( key ) => {
			page.pressed.push( key );
		},
		type: async ( text ) => {
			page.typed.push( text );
		},
		actionTimeout: options.actionTimeout ?? 1000,
		clock: options.clock,
	};
}

export function locatorOn(
	page: FakePage,
	options: { actionTimeout?: number; clock?: Clock } = {}
): EngineLocator {
	return new EngineLocator(
		fakeHost( page, options ),
		{ frames: [], steps: [] },
		'site'
	).locator( '.x' );
}
