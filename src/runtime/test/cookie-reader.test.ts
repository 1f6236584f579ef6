/**
 * External dependencies
 */
import Cookies from 'js-cookie';

/**
 * Internal dependencies
 */
import { readCookie } from '../cookie-reader';

// What js-cookie's own reading gives for the same cookie string.
function jsCookieRead( cookieString: string, name: string ) {
	// An own property shadows jsdom's cookie accessor for this read.
	Object.defineProperty( document, 'cookie', {
		configurable: true,
		get: () => cookieString,
	} );
	try {
		return Cookies.get( name );
	} finally {
		delete ( document as { cookie?: string } ).cookie;
	}
}

describe( 'reading a cookie', () => {
	it.each( [
		[ '', 'xcc' ],
		[ 'xcc=abc', 'xcc' ],
		[ 'a=1; xcc=%7B%22candidateId%22%3A%2242%22%7D; b=2', 'xcc' ],
		[ 'xcc="quoted%20value"', 'xcc' ],
		[ 'xcc=first; xcc=second', 'xcc' ],
		[ 'xcc=bad%E0%A4%A; xcc=good', 'xcc' ],
		[ 'x%63c=encoded-name', 'xcc' ],
		[ 'xcc=a=b=c', 'xcc' ],
		[ 'xccc=no; cc=no', 'xcc' ],
		[ 'is_sponsor=true', 'is_sponsor' ],
	] )( 'reads %p for %p as js-cookie does', ( cookieString, name ) => {
		expect( readCookie( cookieString, name ) ).toBe(
			jsCookieRead( cookieString, name )
		);
	} );

	it( 'decodes the candidate JSON', () => {
		expect(
			readCookie(
				'xcc=%7B%22candidateId%22%3A%2242%22%7D; other=1',
				'xcc'
			)
		).toBe( '{"candidateId":"42"}' );
	} );
} );
