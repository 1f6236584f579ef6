/**
 * Code fetched only when the chat first needs it, not as the window opens.
 */

export interface Lazy< T > {
	/** Loads on first call (once), then gives what was loaded. */
	get: () => Promise< T >;
	/** Start loading without waiting; a failure is left to `get`. */
	preload: () => void;
}

/**
 * @param load Fetches the code and builds the value (an `import()`).
 */
export function lazy< T >( load: () => Promise< T > ): Lazy< T > {
	let loading: Promise< T > | undefined;
	const get = () => {
		if ( ! loading ) {
			loading = load();
			// A failed fetch is tried again on the next use.
			loading.catch( () => ( loading = undefined ) );
		}
		return loading;
	};
	return { get, preload: () => void get().catch( () => undefined ) };
}
