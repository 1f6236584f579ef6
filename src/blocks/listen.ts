/**
 * Add an event listener and get back the function that removes it, so a
 * block's wiring lists each listener once. Through EventTarget's own
 * methods: the target may be the document, whose `addEventListener` a
 * named element in the post can override (src/shared/page-document.ts).
 *
 * @param target  Where to listen (nothing when null).
 * @param type    Event type.
 * @param handler Listener.
 */
export function listen< E extends Event = Event >(
	target: Document | EventTarget | null | undefined,
	type: string,
	handler: ( event: E ) => void
): () => void {
	const { addEventListener, removeEventListener } = EventTarget.prototype;
	if ( target ) {
		addEventListener.call( target, type, handler as EventListener );
	}
	return () =>
		target &&
		removeEventListener.call( target, type, handler as EventListener );
}
