/**
 * Documents for tests. documentMember() reads a member from the document's
 * prototype, as its interface defines it, and an own property of the
 * document (which is what an element named like the member looks like) is
 * passed over. So a test's value for a member sits one layer down, between
 * the document and its prototype.
 */

/**
 * The object, now answering these members as its interface would.
 *
 * @param target  A document (or a stand-in for one).
 * @param members Each member's value (a method: a function).
 */
export function answering< T extends object >(
	target: T,
	members: Record< string, unknown >
): T {
	const layer = Object.create( Object.getPrototypeOf( target ) );
	for ( const [ key, value ] of Object.entries( members ) ) {
		Object.defineProperty( layer, key, { configurable: true, value } );
	}
	Object.setPrototypeOf( target, layer );
	return target;
}

/**
 * Put the prototype back (for the page's own document).
 *
 * @param target An object `answering()` changed.
 */
export function stopAnswering( target: object ): void {
	Object.setPrototypeOf(
		target,
		Object.getPrototypeOf( Object.getPrototypeOf( target ) )
	);
}

/**
 * Shadow a member as a named element does in Chromium: reading the member
 * gives the element, and an assignment to it is dropped without a word.
 * (jsdom gives the document no named elements of its own.)
 *
 * @param doc   The document.
 * @param key   The member's name.
 * @param value What stands in for it (an element, say).
 */
export function shadow( doc: Document, key: string, value: unknown ): void {
	Object.defineProperty( doc, key, {
		configurable: true,
		get: () => value,
		set: () => undefined,
	} );
}
