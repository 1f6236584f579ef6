/**
 * Getting hostile text into WordPress as an admin or editor would.
 */

/**
 * Lone UTF-16 surrogates replaced by U+FFFD. JSON with a lone surrogate is
 * refused by PHP's decoder before WordPress sees it, and a browser's form
 * or editor never sends one; the browser-only channels (storage, URLs, bot
 * replies) keep them as they are.
 *
 * @param text Any string.
 */
export function wellFormed( text: string ): string {
	return text.replace(
		/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g,
		'\uFFFD'
	);
}

/**
 * Block attributes as the block editor serialises them into the comment
 * delimiter (`serializeAttributes` in @wordpress/blocks).
 *
 * @param attributes Attributes.
 */
function serializeAttributes( attributes: Record< string, unknown > ): string {
	return JSON.stringify( attributes )
		.replace( /--/g, '\\u002d\\u002d' )
		.replace( /</g, '\\u003c' )
		.replace( />/g, '\\u003e' )
		.replace( /&/g, '\\u0026' )
		.replace( /\\"/g, '\\u0022' );
}

/**
 * @param name       Block name.
 * @param attributes Attributes.
 * @param inner      Inner markup, for blocks with children.
 */
export function blockMarkup(
	name: string,
	attributes: Record< string, unknown >,
	inner?: string
): string {
	const open = `<!-- wp:${ name } ${ serializeAttributes( attributes ) }`;
	return inner === undefined
		? `${ open } /-->`
		: `${ open } -->\n${ inner }\n<!-- /wp:${ name } -->`;
}
