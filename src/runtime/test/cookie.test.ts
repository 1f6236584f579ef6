/**
 * Internal dependencies
 */
import {
	INFINITE_EXPIRY,
	RESERVED_COOKIE_NAMES,
	createCookieJar,
} from '../cookie';
import { clearCookies } from './helpers';
import { shadow } from '../../shared/test/document-fakes';

afterEach( clearCookies );

describe( 'cookies', () => {
	it( 'sets, reads and removes a cookie on the page', () => {
		const jar = createCookieJar( () => false );
		jar.set( 'xcc', '{"candidateId":"1"}' );
		expect( jar.get( 'xcc' ) ).toBe( '{"candidateId":"1"}' );
		jar.remove( 'xcc' );
		expect( jar.get( 'xcc' ) ).toBeUndefined();
	} );

	it.each( [
		'expires',
		'max-age',
		'path',
		'domain',
		'secure',
		'Secure',
		' PATH ',
	] )( 'refuses the name %p with a clear error', ( name ) => {
		const jar = createCookieJar( () => false );
		expect( () => jar.set( name, 'x' ) ).toThrow(
			`"${ name }" cannot be a cookie name: it is a cookie attribute.`
		);
		expect( document.cookie ).toBe( '' );
	} );

	it( 'lists exactly the five reserved names', () => {
		expect( RESERVED_COOKIE_NAMES ).toEqual( [
			'expires',
			'max-age',
			'path',
			'domain',
			'secure',
		] );
	} );

	it( 'sets an infinite expiry as 31 Dec 9999', () => {
		expect( INFINITE_EXPIRY.toUTCString() ).toBe(
			'Fri, 31 Dec 9999 23:59:59 GMT'
		);
		const jar = createCookieJar( () => false );
		const written = jar.set( 'remember', '1', { expires: Infinity } );
		expect( written ).toContain( 'expires=Fri, 31 Dec 9999 23:59:59 GMT' );
	} );

	it( 'is SameSite=Lax and path=/ by default, Secure only on https', () => {
		let https = false;
		const jar = createCookieJar( () => https );
		const plain = jar.set( 'a', '1' );
		expect( plain ).toContain( 'sameSite=Lax' );
		expect( plain ).toContain( 'path=/' );
		expect( plain ).not.toMatch( /secure/i );

		https = true;
		expect( jar.set( 'a', '1' ) ).toMatch( /; secure(;|$)/ );
	} );

	it( 'lets a caller choose other attributes', () => {
		const jar = createCookieJar( () => true );
		const written = jar.set( 'a', '1', {
			sameSite: 'Strict',
			secure: false,
			path: '/profile/',
			expires: 1,
		} );
		expect( written ).toContain( 'sameSite=Strict' );
		expect( written ).toContain( 'path=/profile/' );
		expect( written ).not.toMatch( /secure/i );
		expect( written ).toMatch( /expires=/ );
	} );
} );

describe( 'cookies on a page whose post names `cookie`', () => {
	// `<object id="cookie" data="…/uploads/cv.pdf">`: reading
	// `document.cookie` gives the element, and Chromium drops a plain write.
	beforeEach( () =>
		shadow( document, 'cookie', document.createElement( 'object' ) )
	);
	afterEach( () => Reflect.deleteProperty( document, 'cookie' ) );

	it( 'still sets, reads and removes a cookie', () => {
		const jar = createCookieJar( () => false );
		jar.set( 'xcc', '{"candidateId":"1"}' );
		expect( jar.get( 'xcc' ) ).toBe( '{"candidateId":"1"}' );
		jar.remove( 'xcc' );
		expect( jar.get( 'xcc' ) ).toBeUndefined();
	} );
} );
