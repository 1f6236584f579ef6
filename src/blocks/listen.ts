/**
 * Add an event listener and get back the function that removes it, so a
 * block's wiring lists each listener once.
 *
 * @param target  Where to listen (nothing when null).
 * @param type    Event type.
 * @param handler Listener.
 */
export function listen< E extends Event = Event >(
	target: EventTarget | null | undefined,
	type: string,
	handler: ( event: E ) => void
): () => void {
	const listener = handler as EventListener;
	target?.addEventListener( type, listener );
	return () => target?.removeEventListener( type, listener );
}
