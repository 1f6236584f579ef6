/**
 * The document's members as its interface defines them. Post content is
 * untrusted, and the Document interface lets a named element override its
 * own members: an Author's `<object id="cookie" data="…/uploads/cv.pdf">`
 * (WordPress's content filter keeps PDFs from the site's uploads) makes
 * `document.cookie` that element, `id="currentScript"` hides the running
 * script, `id="createElement"` the element factory. The document's
 * prototype is no element's to shadow, so every read of a document member
 * goes through here, and the page's scripts meet the browser's values
 * whatever the post holds (issue 32).
 */

/**
 * The member as the document's prototype defines it: a getter's value, or
 * a method bound to the document.
 *
 * @param doc The document (of this page or of a frame).
 * @param key The member.
 */
export function documentMember< K extends keyof Document >(
	doc: Document,
	key: K
): Document[ K ] {
	const value: unknown = Reflect.get(
		Object.getPrototypeOf( doc ),
		key,
		doc
	);
	return (
		typeof value === 'function' ? value.bind( doc ) : value
	) as Document[ K ];
}

/**
 * Write one cookie (`name=value; attributes`) to the document, through
 * its prototype's setter: a named element overriding `document.cookie`
 * swallows a plain assignment. Nothing is written for ''.
 *
 * @param doc    The document.
 * @param cookie The cookie, as `document.cookie` takes it.
 */
export function writeDocumentCookie( doc: Document, cookie: string ): void {
	if ( cookie ) {
		Reflect.set( Object.getPrototypeOf( doc ), 'cookie', cookie, doc );
	}
}

/**
 * Whether the document's prototype chain (Document, Node, EventTarget,
 * Object, as this browser defines them) has a member of this name: one a
 * named element would stand in for (document-shadows.ts). Every member
 * the built code reads is one; the e2e tests check each name
 * `npm run page-reads` lists.
 *
 * @param doc  The document.
 * @param name A name.
 */
export function isDocumentMember( doc: Document, name: string ): boolean {
	return name in Object.getPrototypeOf( doc );
}
