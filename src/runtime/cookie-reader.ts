/**
 * Reading one cookie, as js-cookie reads it. Every page reads the
 * candidate cookie on load, while only sign-out writes or removes
 * cookies: js-cookie (1.4 kB) loads with sign-out, and this reader, held
 * to js-cookie's reading by its unit test, is all the page carries.
 */

/**
 * The first cookie with this name, decoded; undefined when there is none.
 *
 * @param cookies `document.cookie`, read through the document's prototype
 *                (src/shared/page-document.ts); anything but a string
 *                holds no cookie.
 * @param name    Cookie name.
 */
export function readCookie(
	cookies: unknown,
	name: string
): string | undefined {
	for ( const pair of typeof cookies === 'string' && cookies
		? cookies.split( '; ' )
		: [] ) {
		const [ key, ...rest ] = pair.split( '=' );
		const value = rest.join( '=' );
		try {
			if ( decodeURIComponent( key ) === name ) {
				return (
					value[ 0 ] === '"' ? value.slice( 1, -1 ) : value
				).replace( /(%[\dA-F]{2})+/gi, decodeURIComponent );
			}
		} catch {
			// Malformed escapes: js-cookie skips the cookie too.
		}
	}
}
