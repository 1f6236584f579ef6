/**
 * Small stand-ins shared by the runtime's tests.
 */
import { createPrefixedStorage, createSafeArea } from '../storage';

/** A logger that records what it was told. */
export function recordingLogger() {
	const errors: unknown[][] = [];
	return {
		errors,
		error: ( ...args: unknown[] ) => {
			errors.push( args );
		},
	};
}

/** Storage whose getter throws, as with cookies/site data blocked. */
export const disabledStorage = (): Storage => {
	throw new DOMException( 'The operation is insecure.', 'SecurityError' );
};

/** Storage that reads fine but is full. */
export function fullStorage(): Storage {
	const store = new Map< string, string >();
	return {
		get length() {
			return store.size;
		},
		clear: () => store.clear(),
		getItem: ( key: string ) => store.get( key ) ?? null,
		key: ( index: number ) => [ ...store.keys() ][ index ] ?? null,
		removeItem: ( key: string ) => {
			store.delete( key );
		},
		setItem: () => {
			throw new DOMException( 'Quota exceeded', 'QuotaExceededError' );
		},
	};
}

/**
 * Prefixed local and session storage over jsdom's real areas.
 *
 * @param prefix Organisation name.
 * @param logger Where storage errors go.
 */
export function realStores( prefix = 'acme', logger = recordingLogger() ) {
	return {
		logger,
		storage: createPrefixedStorage(
			createSafeArea(
				() => window.localStorage,
				logger,
				'Local storage'
			),
			prefix
		),
		session: createPrefixedStorage(
			createSafeArea(
				() => window.sessionStorage,
				logger,
				'Session storage'
			),
			prefix,
			Infinity
		),
	};
}

/**
 * Write an item the way the tracking app does: `{ date, data: JSON text }`.
 *
 * @param key  Full (prefixed) key.
 * @param data Value to store.
 * @param date Timestamp written as the item's date.
 */
export function writeAsTrackingApp(
	key: string,
	data: unknown,
	date = Date.now()
): void {
	window.localStorage.setItem(
		key,
		JSON.stringify( { date: String( date ), data: JSON.stringify( data ) } )
	);
}

export function clearCookies(): void {
	for ( const pair of document.cookie.split( ';' ) ) {
		const name = pair.split( '=' )[ 0 ].trim();
		if ( name ) {
			document.cookie = `${ name }=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
		}
	}
}

export interface RecordedCall {
	url: string;
	init?: RequestInit;
}

/**
 * A fetch that records each call and answers with `status`, or never
 * answers (until aborted, as a real fetch does) when status is 'hang'.
 *
 * @param status HTTP status, 'fail' for a network error, or 'hang'.
 */
export function recordingFetch( status: number | 'fail' | 'hang' = 200 ) {
	const calls: RecordedCall[] = [];
	const fetch = ( url: string, init?: RequestInit ) => {
		calls.push( { url, init } );
		if ( status === 'fail' ) {
			return Promise.reject( new TypeError( 'Failed to fetch' ) );
		}
		if ( status === 'hang' ) {
			return new Promise< never >( ( _resolve, reject ) => {
				init?.signal?.addEventListener( 'abort', () =>
					reject( new DOMException( 'Aborted', 'AbortError' ) )
				);
			} );
		}
		return Promise.resolve( { ok: status < 400, status } );
	};
	return { calls, fetch };
}

export function headersOf( call: RecordedCall ): Record< string, string > {
	return ( call.init?.headers ?? {} ) as Record< string, string >;
}

/** Let settled promises run their callbacks. */
export async function flushPromises(): Promise< void > {
	for ( let i = 0; i < 5; i++ ) {
		await Promise.resolve();
	}
}

/**
 * Run `body` with the window's localStorage throwing a SecurityError on
 * access, as a browser with storage blocked does; restored afterwards.
 *
 * @param body What to run meanwhile.
 */
export function withLocalStorageBlocked( body: () => void ): void {
	const original = Object.getOwnPropertyDescriptor( window, 'localStorage' );
	Object.defineProperty( window, 'localStorage', {
		configurable: true,
		get() {
			throw new DOMException(
				'The operation is insecure.',
				'SecurityError'
			);
		},
	} );
	try {
		body();
	} finally {
		Object.defineProperty(
			window,
			'localStorage',
			original as PropertyDescriptor
		);
	}
}
