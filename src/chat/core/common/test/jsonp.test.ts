/**
 * Internal dependencies
 */
import { appendQuery, requestJsonp } from '../jsonp';

type Callbacks = Record< string, ( ...args: unknown[] ) => void >;

function lastScript(): HTMLScriptElement {
	const scripts = document.querySelectorAll( 'script' );
	return scripts[ scripts.length - 1 ] as HTMLScriptElement;
}

function callbackName( script: HTMLScriptElement ): string {
	return new URL( script.src ).searchParams.get( 'callback' ) ?? '';
}

describe( 'requestJsonp', () => {
	afterEach( () => jest.useRealTimers() );

	it.each( [
		'job?Organization=acme',
		'/job?Organization=acme',
		'//elsewhere.test/job',
		'javascript:alert(1)',
		'',
	] )(
		'loads nothing from %p, which names no scheme and host of its own',
		async ( url ) => {
			const before = document.querySelectorAll( 'script' ).length;
			const globals = Object.keys( window ).length;
			await expect( requestJsonp( url ) ).rejects.toThrow(
				'Not an absolute http(s) URL'
			);
			expect( document.querySelectorAll( 'script' ) ).toHaveLength(
				before
			);
			expect( Object.keys( window ) ).toHaveLength( globals );
		}
	);

	it( 'adds a callback, resolves with its data and cleans up', async () => {
		const pending = requestJsonp(
			'https://api.test/job?Organization=acme'
		);
		const script = lastScript();
		const url = new URL( script.src );
		expect( url.searchParams.get( 'Organization' ) ).toBe( 'acme' );
		const name = callbackName( script );
		expect( name ).toMatch( /^[A-Za-z_$][\w$]*$/ );

		( window as unknown as Callbacks )[ name ]( { totalHits: 1 } );
		await expect( pending ).resolves.toEqual( { totalHits: 1 } );
		expect( script.isConnected ).toBe( false );
		expect( name in window ).toBe( false );
	} );

	it( 'rejects and cleans up when the script fails to load', async () => {
		const pending = requestJsonp( 'https://api.test/job' );
		const script = lastScript();
		const name = callbackName( script );
		script.dispatchEvent( new Event( 'error' ) );
		await expect( pending ).rejects.toThrow(
			'Could not load https://api.test/job'
		);
		expect( script.isConnected ).toBe( false );
		expect( name in window ).toBe( false );
	} );

	it( 'times out, and leaves nothing on the page: no script, no global callback, nothing a late answer could run', async () => {
		jest.useFakeTimers();
		const pending = requestJsonp( 'https://api.test/job', {
			timeoutMs: 1000,
		} );
		const script = lastScript();
		const name = callbackName( script );
		jest.advanceTimersByTime( 1000 );
		await expect( pending ).rejects.toThrow(
			'No answer from https://api.test/job'
		);
		expect( script.isConnected ).toBe( false );
		// Gone at once, not when (if ever) the answer comes.
		expect( name in window ).toBe( false );
		// A browser runs a removed script it is fetching, but never one
		// whose document changed since it was prepared: the late answer
		// cannot run, and so cannot fail for lack of its callback.
		expect( script.ownerDocument ).not.toBe( document );
		// Its load or error, should it come, changes nothing.
		script.dispatchEvent( new Event( 'error' ) );
		script.dispatchEvent( new Event( 'load' ) );
		expect( name in window ).toBe( false );
	} );

	it( 'gives each call its own callback', async () => {
		const first = requestJsonp( 'https://api.test/a' );
		const firstScript = lastScript();
		const second = requestJsonp( 'https://api.test/b' );
		const secondScript = lastScript();
		expect( callbackName( firstScript ) ).not.toBe(
			callbackName( secondScript )
		);
		( window as unknown as Callbacks )[ callbackName( secondScript ) ](
			'b'
		);
		( window as unknown as Callbacks )[ callbackName( firstScript ) ](
			'a'
		);
		await expect( first ).resolves.toBe( 'a' );
		await expect( second ).resolves.toBe( 'b' );
	} );
} );

describe( 'appendQuery', () => {
	it( 'adds to a URL with or without a query, before any hash', () => {
		expect( appendQuery( 'https://x.test/js', 'key', 'a b' ) ).toBe(
			'https://x.test/js?key=a%20b'
		);
		expect( appendQuery( 'https://x.test/js?v=3', 'key', 'k' ) ).toBe(
			'https://x.test/js?v=3&key=k'
		);
		expect( appendQuery( '/js#top', 'key', 'k' ) ).toBe( '/js?key=k#top' );
	} );
} );
