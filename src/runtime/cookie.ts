/**
 * External dependencies
 */
import Cookies from 'js-cookie';

/**
 * Internal dependencies
 */
import { documentMember, writeDocumentCookie } from '../shared/page-document';
import { readCookie } from './cookie-reader';

/** Names that would be read as cookie attributes, not cookies (spec §5). */
export const RESERVED_COOKIE_NAMES: readonly string[] = [
	'expires',
	'max-age',
	'path',
	'domain',
	'secure',
];

/** What "never expires" means: 31 Dec 9999 (spec §5). */
export const INFINITE_EXPIRY = new Date( Date.UTC( 9999, 11, 31, 23, 59, 59 ) );

export interface CookieOptions {
	/** Days from now, a date, or Infinity for 31 Dec 9999; omit for a session cookie. */
	expires?: number | Date;
	path?: string;
	domain?: string;
	secure?: boolean;
	sameSite?: 'Lax' | 'Strict' | 'None';
}

export interface CookieJar {
	get: ( name: string ) => string | undefined;
	/** Returns the cookie string written. Throws a TypeError for a reserved name. */
	set: ( name: string, value: string, options?: CookieOptions ) => string;
	remove: (
		name: string,
		options?: Pick< CookieOptions, 'path' | 'domain' >
	) => void;
}

/**
 * Cookies on the page's document, Secure on https and SameSite=Lax unless
 * told otherwise. js-cookie writes the cookie and says what it wrote; an
 * element named `cookie` in the post swallows that write (the document's
 * named elements override its members), so what it wrote is written again
 * through the document's prototype, which no element can shadow. The same
 * cookie twice is one cookie.
 *
 * @param isHttps Whether the page is served over https (checked per write).
 */
export function createCookieJar( isHttps: () => boolean ): CookieJar {
	const write = ( cookie: string | undefined ) => {
		writeDocumentCookie( document, cookie ?? '' );
		return cookie ?? '';
	};
	return {
		get: ( name ) =>
			readCookie( documentMember( document, 'cookie' ), name ),
		set( name, value, options = {} ) {
			if ( RESERVED_COOKIE_NAMES.includes( name.trim().toLowerCase() ) ) {
				throw new TypeError(
					`"${ name }" cannot be a cookie name: it is a cookie attribute.`
				);
			}
			const { expires, ...rest } = options;
			return write(
				Cookies.set( name, value, {
					secure: isHttps(),
					sameSite: 'Lax',
					...rest,
					expires: expires === Infinity ? INFINITE_EXPIRY : expires,
				} )
			);
		},
		// What js-cookie's remove() writes, with the written text returned.
		remove: ( name, options ) =>
			void write( Cookies.set( name, '', { ...options, expires: -1 } ) ),
	};
}
