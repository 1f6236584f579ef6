/**
 * What the chat launcher loads on first open, as the server's config lists
 * it (the chat's shared entry, see includes/chat-assets.php), never from
 * block markup. Read on load; the loader itself (load-lazy-assets.ts)
 * comes as a part script when the chat is first wanted.
 */

/** One script WordPress would print: handle, file and inline code. */
export interface LazyScript {
	handle: string;
	/** Empty for inline-only handles. */
	src: string;
	before: string;
	after: string;
}

/** What the launcher loads on first open and may prefetch before. */
export interface LazyAssets {
	/** Scripts in dependency order. */
	scripts: LazyScript[];
	/** Stylesheet URLs. */
	styles: string[];
	/**
	 * The chunks the window imports as it opens (the configured Lex
	 * version's client, the credentials provider, marked when markdown is
	 * on), at the exact URLs webpack's runtime requests them.
	 */
	prefetch: string[];
}

function isLazyScript( item: unknown ): item is LazyScript {
	if ( typeof item !== 'object' || item === null ) {
		return false;
	}
	const script = item as Record< string, unknown >;
	return [ 'handle', 'src', 'before', 'after' ].every(
		( key ) => typeof script[ key ] === 'string'
	);
}

function strings( value: unknown ): string[] {
	return Array.isArray( value )
		? value.filter(
				( item ): item is string =>
					typeof item === 'string' && item !== ''
			)
		: [];
}

/**
 * The chat's assets from the server config; anything malformed gives an
 * empty list rather than an exception.
 *
 * @param value The chat's shared server config.
 */
export function parseLazyAssets( value: unknown ): LazyAssets {
	const data =
		typeof value === 'object' && value !== null
			? ( value as Record< string, unknown > )
			: {};
	return {
		scripts:
			Array.isArray( data.scripts ) && data.scripts.every( isLazyScript )
				? data.scripts
				: [],
		styles: strings( data.styles ),
		prefetch: strings( data.prefetch ),
	};
}
