/**
 * Internal dependencies
 */
import { linkTargetProps, safeHref } from '../lib/safe-url';

const PAGE = 'https://careers.example.test/careers/';

describe( 'safeHref', () => {
	it.each( [
		[ 'https://example.test/jobs' ],
		[ 'http://example.test/' ],
		[ 'mailto:jobs@example.test' ],
		[ 'tel:+15125550100' ],
		[ '/job/101/nurse/' ],
		[ '../jobs/?keyword=Sales' ],
		[ '#top' ],
	] )( 'keeps %s', ( href ) => {
		expect( safeHref( href, PAGE ) ).toBe( href );
	} );

	it.each( [
		[ 'javascript:alert(1)' ],
		[ ' JaVaScRiPt:alert(1)' ],
		[ 'java\tscript:alert(1)' ],
		[ 'data:text/html,<script>alert(1)</script>' ],
		[ 'vbscript:msgbox(1)' ],
		[ 'file:///etc/passwd' ],
		[ '' ],
		[ '   ' ],
	] )( 'refuses %j', ( href ) => {
		expect( safeHref( href, PAGE ) ).toBeUndefined();
	} );
} );

describe( 'linkTargetProps', () => {
	it( 'opens a new tab without giving it this page', () => {
		expect( linkTargetProps( '_blank' ) ).toEqual( {
			target: '_blank',
			rel: 'noopener noreferrer',
		} );
	} );

	it( 'adds nothing for the same tab', () => {
		expect( linkTargetProps( '_self' ) ).toEqual( {} );
	} );
} );
