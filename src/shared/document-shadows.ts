/**
 * No element on the page stands in for a member of the document once the
 * chat is wanted (issue 43). The server takes such names off what Authors
 * wrote (includes/named-elements.php), but other plugins' scripts and the
 * Interactivity API change the page after it, and a parser other than the
 * browser's can misread markup. The plugin's own code reads the document
 * through its prototype (page-document.ts); React, WordPress's scripts and
 * the window's webpack runtime read `document.createElement` and the like
 * as they find them. So before they load, every element that names a
 * member loses that id or name, and so does each one added or renamed
 * later, from a MutationObserver (whose callback runs before any other
 * task, so before any of those scripts runs again).
 *
 * A part script's code (the chat's loader): no bytes on the page's load.
 */

/**
 * Internal dependencies
 */
import { documentMember, isDocumentMember } from './page-document';

const HTML = 'http://www.w3.org/1999/xhtml';

/**
 * The attributes by which an HTML element names the document (HTML's
 * "Document object named properties"): an `<img>` by its id only once it
 * has a name, which may come at any time, so always.
 */
const NAMING: Readonly< Record< string, readonly string[] > > = {
	object: [ 'id', 'name' ],
	img: [ 'id', 'name' ],
	embed: [ 'name' ],
	form: [ 'name' ],
	iframe: [ 'name' ],
};

const NAMING_SELECTOR = Object.keys( NAMING ).join( ',' );

/** What was taken off an element: `id="cookie"` off an `<object>`. */
export interface TakenName {
	tag: string;
	attribute: string;
	value: string;
}

/*
 * The elements' own methods, from their prototype: a form's named controls
 * shadow its members as a named element does the document's.
 */
const { getAttribute, removeAttribute, querySelectorAll } = Element.prototype;
const elementProperty = (
	element: Element,
	key: 'localName' | 'namespaceURI'
): string | null => Reflect.get( Element.prototype, key, element );

/**
 * Take off the element's attributes that make it stand in for a member.
 *
 * @param doc     The document.
 * @param element Any element.
 */
export function unshadowElement(
	doc: Document,
	element: Element
): TakenName[] {
	const tag = String( elementProperty( element, 'localName' ) );
	const attributes =
		elementProperty( element, 'namespaceURI' ) === HTML
			? ( NAMING[ tag ] ?? [] )
			: [];
	const taken: TakenName[] = [];
	for ( const attribute of attributes ) {
		const value: string | null = getAttribute.call( element, attribute );
		if ( value && isDocumentMember( doc, value ) ) {
			removeAttribute.call( element, attribute );
			taken.push( { tag, attribute, value } );
		}
	}
	return taken;
}

/**
 * The same for the element and every element inside it.
 *
 * @param doc  The document.
 * @param root An element.
 */
function unshadowTree( doc: Document, root: Element ): TakenName[] {
	return [
		root,
		...Array.from(
			querySelectorAll.call(
				root,
				NAMING_SELECTOR
			) as NodeListOf< Element >
		),
	].flatMap( ( element ) => unshadowElement( doc, element ) );
}

/**
 * The warning for a name taken: what named what.
 *
 * @param taken What was taken off.
 */
export function takenMessage( taken: TakenName ): string {
	return `Careers Frontend: took ${ taken.attribute }="${ taken.value }" off an <${ taken.tag }>: it stood in for document.${ taken.value }.`;
}

const guarded = new WeakSet< Document >();

/**
 * Neutralise every element of the page that names a document member, now
 * and from now on (once per document).
 *
 * @param doc    The page.
 * @param logger Says what was taken, once each time.
 * @return The observer, or undefined when this document was already guarded.
 */
export function guardDocument(
	doc: Document,
	logger: Pick< Console, 'warn' > = console
): MutationObserver | undefined {
	if ( guarded.has( doc ) ) {
		return undefined;
	}
	guarded.add( doc );
	const root = documentMember( doc, 'documentElement' );
	const say = ( taken: TakenName[] ) =>
		taken.forEach( ( name ) => logger.warn( takenMessage( name ) ) );
	say( unshadowTree( doc, root ) );
	const observer = new MutationObserver( ( records ) => {
		for ( const record of records ) {
			if ( record.type === 'attributes' ) {
				say( unshadowElement( doc, record.target as Element ) );
			}
			record.addedNodes.forEach( ( node ) => {
				if ( node.nodeType === Node.ELEMENT_NODE ) {
					say( unshadowTree( doc, node as Element ) );
				}
			} );
		}
	} );
	observer.observe( root, {
		subtree: true,
		childList: true,
		attributes: true,
		attributeFilter: [ 'id', 'name' ],
	} );
	return observer;
}
