/**
 * Words as the index sees them: lowercase, split on anything that is not a
 * letter or digit, accents kept until the language's stemmer has seen them
 * (its suffixes carry accents), then folded, so "postulación" and
 * "postulacion" meet.
 */

/**
 * Lowercase without accents or other combining marks: "Ñandú" → "nandu".
 *
 * @param text Any text.
 */
export function foldAccents( text: string ): string {
	return text
		.normalize( 'NFD' )
		.replace( /\p{M}+/gu, '' )
		.toLowerCase();
}

/**
 * The words of a text, lowercase. Hyphenated and apostrophe'd parts are
 * words of their own; when they hold a digit the joined form is one too,
 * so "H-1B" also matches "H1B". Single letters are dropped.
 *
 * @param text A question, phrasing or answer.
 */
export function tokenize( text: string ): string[] {
	const words: string[] = [];
	for ( const chunk of text
		.normalize( 'NFC' )
		.toLowerCase()
		.split( /[^\p{L}\p{N}'’-]+/u ) ) {
		const parts = chunk.split( /['’-]+/ ).filter( Boolean );
		words.push( ...parts );
		if ( parts.length > 1 && /\p{N}/u.test( chunk ) ) {
			words.push( parts.join( '' ) );
		}
	}
	return words.filter( ( word ) => word.length > 1 );
}
