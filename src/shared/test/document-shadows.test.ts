/**
 * Internal dependencies
 */
import {
	guardDocument,
	takenMessage,
	unshadowElement,
} from '../document-shadows';

/**
 * A page holding this markup in its body, and a logger that keeps what it says.
 * @param html
 */
function pageWith( html: string ) {
	const doc = document.implementation.createHTMLDocument( 'page' );
	doc.body.innerHTML = html;
	const warnings: string[] = [];
	return {
		doc,
		warnings,
		logger: { warn: ( text: string ) => warnings.push( text ) },
	};
}

/** MutationObserver callbacks run as a microtask: let them. */
const settled = () => new Promise( ( resolve ) => setTimeout( resolve, 0 ) );

describe( 'unshadowElement', () => {
	it( 'takes off each id or name by which an element names a document member', () => {
		const { doc } = pageWith(
			[
				'<object id="cookie" name="body"></object>',
				'<img id="createElement" alt="">',
				'<img name="head" alt="">',
				'<embed name="currentScript">',
				'<form name="querySelectorAll"></form>',
				'<iframe name="documentElement"></iframe>',
			].join( '' )
		);
		const taken = Array.from( doc.body.children ).flatMap( ( element ) =>
			unshadowElement( doc, element )
		);
		expect( taken ).toEqual( [
			{ tag: 'object', attribute: 'id', value: 'cookie' },
			{ tag: 'object', attribute: 'name', value: 'body' },
			{ tag: 'img', attribute: 'id', value: 'createElement' },
			{ tag: 'img', attribute: 'name', value: 'head' },
			{ tag: 'embed', attribute: 'name', value: 'currentScript' },
			{ tag: 'form', attribute: 'name', value: 'querySelectorAll' },
			{ tag: 'iframe', attribute: 'name', value: 'documentElement' },
		] );
		expect( doc.body.innerHTML ).toBe(
			'<object></object><img alt=""><img alt=""><embed><form></form><iframe></iframe>'
		);
	} );

	it( 'keeps what names no member, and the attributes by which an element never names the document', () => {
		const html = [
			'<object id="careersFrontend" name="Cookie"></object>',
			'<a id="cookie" name="body"></a>',
			'<form id="cookie"></form>',
			'<embed id="cookie">',
			'<object id=""></object>',
		].join( '' );
		const { doc } = pageWith( html );
		expect(
			Array.from( doc.body.children ).flatMap( ( element ) =>
				unshadowElement( doc, element )
			)
		).toEqual( [] );
		expect( doc.body.innerHTML ).toBe( html );
	} );

	it( 'leaves SVG and MathML elements alone: only HTML elements name the document', () => {
		const { doc } = pageWith( '' );
		const foreign = doc.createElementNS(
			'http://www.w3.org/2000/svg',
			'object'
		);
		foreign.setAttribute( 'id', 'cookie' );
		expect( unshadowElement( doc, foreign ) ).toEqual( [] );
		expect( foreign.getAttribute( 'id' ) ).toBe( 'cookie' );
	} );

	it( 'reads a form through the element’s prototype, whatever its controls are named', () => {
		const { doc } = pageWith(
			'<form name="cookie"><input name="getAttribute"><input name="removeAttribute"><input name="localName"></form>'
		);
		const form = doc.forms[ 0 ];
		expect( unshadowElement( doc, form ) ).toEqual( [
			{ tag: 'form', attribute: 'name', value: 'cookie' },
		] );
		expect( form.hasAttribute( 'name' ) ).toBe( false );
	} );
} );

describe( 'guardDocument', () => {
	it( 'takes every naming attribute off the page at once, saying what it took', () => {
		const { doc, warnings, logger } = pageWith(
			'<div><p><object id="cookie"></object></p></div><img name="body" alt="">'
		);
		guardDocument( doc, logger )?.disconnect();
		expect( doc.body.innerHTML ).toBe(
			'<div><p><object></object></p></div><img alt="">'
		);
		expect( warnings ).toEqual( [
			'Careers Frontend: took id="cookie" off an <object>: it stood in for document.cookie.',
			'Careers Frontend: took name="body" off an <img>: it stood in for document.body.',
		] );
	} );

	it( 'does the same for elements added, and for ids and names given, later', async () => {
		const { doc, warnings, logger } = pageWith( '<img alt="">' );
		const observer = guardDocument( doc, logger );
		try {
			expect( warnings ).toEqual( [] );
			// A script adds a tree, and the Interactivity API binds an id.
			const tree = doc.createElement( 'section' );
			tree.innerHTML =
				'<object name="createElement"></object><div><iframe name="head"></iframe></div>';
			doc.body.append( tree );
			doc.body.querySelector( 'img' )?.setAttribute( 'id', 'cookie' );
			const object = doc.createElement( 'object' );
			doc.body.append( object );
			object.id = 'querySelector';
			await settled();
			expect( doc.body.innerHTML ).toBe(
				'<img alt=""><section><object></object><div><iframe></iframe></div></section><object></object>'
			);
			expect( warnings ).toHaveLength( 4 );
			// Other ids come and stay.
			object.id = 'careers-object';
			await settled();
			expect( object.id ).toBe( 'careers-object' );
			expect( warnings ).toHaveLength( 4 );
		} finally {
			observer?.disconnect();
		}
	} );

	it( 'guards a document once', () => {
		const { doc, logger } = pageWith( '' );
		const observer = guardDocument( doc, logger );
		expect( observer ).toBeInstanceOf( MutationObserver );
		expect( guardDocument( doc, logger ) ).toBeUndefined();
		observer?.disconnect();
	} );
} );

describe( 'takenMessage', () => {
	it( 'names the attribute, the element and the member', () => {
		expect(
			takenMessage( { tag: 'img', attribute: 'id', value: 'body' } )
		).toBe(
			'Careers Frontend: took id="body" off an <img>: it stood in for document.body.'
		);
	} );
} );
