/**
 * The entry bundle.ts builds: puts the helpers on the page's window once
 * per document, and can start keeping the page's console problems for an
 * engine whose driver cannot report them (WebKitWebDriver has no BiDi).
 */
import type { ConsoleEntry } from '../types';
import { scriptOf } from '../script-url';
import { inspect, resolve, single, type InspectOptions } from './helpers';

export const ENGINE_GLOBAL = '__careersEngine';

function stringify( parts: unknown[] ): string {
	return parts
		.map( ( part ) =>
			part instanceof Error
				? `${ part.name }: ${ part.message }`
				: String( part )
		)
		.join( ' ' );
}

/**
 * From now on keep console warnings and errors, uncaught errors and
 * unhandled rejections of this document.
 *
 * @param win The page's window.
 */
function captureConsole( win: Window & { console: Console } ): ConsoleEntry[] {
	const entries: ConsoleEntry[] = [];
	for ( const type of [ 'warn', 'error' ] as const ) {
		const original = win.console[ type ].bind( win.console );
		win.console[ type ] = ( ...parts: unknown[] ) => {
			entries.push( {
				type: type === 'warn' ? 'warning' : 'error',
				text: stringify( parts ),
				url: scriptOf( new Error().stack ),
			} );
			original( ...parts );
		};
	}
	win.addEventListener( 'error', ( event ) => {
		if ( event.error || event.message ) {
			entries.push( {
				type: 'pageerror',
				text: stringify( [ event.error ?? event.message ] ),
				url: event.filename ?? '',
			} );
		}
	} );
	win.addEventListener( 'unhandledrejection', ( event ) => {
		entries.push( {
			type: 'pageerror',
			text: stringify( [ event.reason ] ),
			url: scriptOf( ( event.reason as Error | undefined )?.stack ),
		} );
	} );
	return entries;
}

const api = {
	resolve: ( steps: Parameters< typeof resolve >[ 0 ] ) =>
		resolve( steps, document ),
	inspect: (
		steps: Parameters< typeof inspect >[ 0 ],
		options?: InspectOptions
	) => inspect( steps, document, options ),
	single: ( steps: Parameters< typeof single >[ 0 ] ) =>
		single( steps, document ),
	console: undefined as ConsoleEntry[] | undefined,
	captureConsole() {
		api.console ??= captureConsole( window );
	},
};

export type EngineApi = typeof api;

( window as unknown as Record< string, EngineApi > )[ ENGINE_GLOBAL ] ??= api;
