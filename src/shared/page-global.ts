/**
 * The window globals the plugin's scripts share (`careersFrontend`, the
 * list webpack's chunks are pushed on, and `google` for Google's maps
 * script) must be objects those scripts made.
 * Post content is untrusted: an Author keeps `id` and `name` through
 * wp_kses_post, and `<a id="careersFrontend">` makes
 * `window.careersFrontend` that element (two such elements make it a
 * collection whose `.runtime` is the one named so) until a script assigns
 * the name. An assignment shadows the element, so a global that is not a
 * plain object is replaced. Quietly: the page works as it should, and the
 * runtime has no bytes to spare on every page for saying so.
 */

/**
 * The global webpack's chunks are pushed on (webpack.config.js's
 * `output.chunkLoadingGlobal`; the build's test checks they agree).
 */
export const CHUNK_LIST_GLOBAL = 'careersFrontendChunks';

/**
 * The plain object at `window[ name ]`, made and assigned when the global
 * holds nothing or something else: an element, or a collection of them,
 * has a constructor of its own (its prototype's, which no named element
 * can shadow).
 *
 * @param win  The page's window.
 * @param name The global's name.
 */
export function ownGlobal< T extends object >(
	win: object,
	name: string
): Partial< T > {
	const globals = win as Record< string, Partial< T > | undefined >;
	const found = globals[ name ];
	return found?.constructor === Object ? found : ( globals[ name ] = {} );
}

/**
 * The array at `window[ name ]`, made and assigned when the global holds
 * anything else. webpack's runtime in a script with lazy chunks (the chat
 * window) does `window[ name ] ||= []` and then calls the array's methods:
 * an element named so would stand in for it and the chat would never load.
 * The runtime, which every such script depends on, owns it first.
 *
 * @param win  The page's window.
 * @param name The global's name (webpack's `output.chunkLoadingGlobal`).
 */
export function ownList( win: object, name: string ): void {
	const globals = win as Record< string, unknown >;
	if ( ! Array.isArray( globals[ name ] ) ) {
		globals[ name ] = [];
	}
}
