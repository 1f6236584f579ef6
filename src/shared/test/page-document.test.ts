/**
 * Internal dependencies
 */
import { documentMember, writeDocumentCookie } from '../page-document';
import { shadow } from './document-fakes';

const MEMBERS = [
	'cookie',
	'currentScript',
	'body',
	'head',
	'documentElement',
	'createElement',
	'querySelectorAll',
] as const;

function postNaming( keys: readonly string[] ): Document {
	const doc = document.implementation.createHTMLDocument( 'post' );
	// As `<object id="cookie" data="…/uploads/cv.pdf">` and the like would.
	const named = doc.createElement( 'object' );
	keys.forEach( ( key ) => shadow( doc, key, named ) );
	return doc;
}

describe( 'documentMember', () => {
	it( 'reads what the document’s interface gives, not the element an Author named so', () => {
		const doc = postNaming( MEMBERS );
		expect( doc.body ).toBeInstanceOf( HTMLObjectElement );
		expect( documentMember( doc, 'body' ) ).toBeInstanceOf(
			HTMLBodyElement
		);
		expect( documentMember( doc, 'head' ) ).toBeInstanceOf(
			HTMLHeadElement
		);
		expect( documentMember( doc, 'documentElement' ).tagName ).toBe(
			'HTML'
		);
		expect( documentMember( doc, 'currentScript' ) ).toBeNull();
		expect( typeof documentMember( doc, 'cookie' ) ).toBe( 'string' );
	} );

	it( 'gives methods bound to the document', () => {
		const doc = postNaming( MEMBERS );
		const make = documentMember( doc, 'createElement' );
		const div = make( 'div' );
		expect( div.ownerDocument ).toBe( doc );
		documentMember( doc, 'body' ).append( div );
		expect(
			documentMember( doc, 'querySelectorAll' )( 'div' )
		).toHaveLength( 1 );
	} );
} );

describe( 'writeDocumentCookie', () => {
	afterEach( () => {
		writeDocumentCookie(
			document,
			'written=; expires=Thu, 01 Jan 1970 00:00:00 GMT'
		);
	} );

	it( 'writes through the prototype when an element named `cookie` drops plain writes', () => {
		shadow( document, 'cookie', document.createElement( 'object' ) );
		try {
			document.cookie = 'plain=1';
			writeDocumentCookie( document, 'written=1; path=/' );
			expect( documentMember( document, 'cookie' ) ).toBe( 'written=1' );
		} finally {
			Reflect.deleteProperty( document, 'cookie' );
		}
	} );

	it( 'writes nothing for an empty cookie', () => {
		writeDocumentCookie( document, '' );
		expect( document.cookie ).toBe( '' );
	} );
} );
