/**
 * A message as words: each word's comparable form (no accents, lower
 * case, no apostrophes), where it is in the text, and how it was typed.
 */

export interface Token {
	/** The comparable form: "I'm" → "im", "Enfermería" → "enfermeria". */
	key: string;
	/** Where the word starts and ends in the text. */
	start: number;
	end: number;
	/** A comma comes before it ("Portland, ME"): a place's own part. */
	afterComma: boolean;
	/** Typed in capitals, two letters or more ("IT", "HR"). */
	capitals: boolean;
	/** Typed with a capital first letter ("Dallas"). */
	capitalised: boolean;
	/** Holds a digit (a zip code). */
	digits: boolean;
}

/**
 * The comparable form of a text: no accents, lower case, apostrophes
 * dropped, anything else that is not a letter or a digit as one space.
 * @param text Any text.
 */
export function wordKey( text: string ): string {
	return text
		.normalize( 'NFD' )
		.replace( /[\u0300-\u036f]/g, '' )
		.toLowerCase()
		.replace( /['’`]/g, '' )
		.replace( /[^a-z0-9]+/g, ' ' )
		.trim();
}

const WORD = /[\p{L}\p{N}]+(?:['’\-][\p{L}\p{N}]+)*/gu;

/**
 * The words of a message, in order.
 * @param text What the candidate typed.
 */
export function tokenize( text: string ): Token[] {
	const tokens: Token[] = [];
	let previousEnd = 0;
	for ( const match of text.matchAll( WORD ) ) {
		const raw = match[ 0 ];
		const start = match.index ?? 0;
		const letters = raw.replace( /[^\p{L}]/gu, '' );
		tokens.push( {
			key: wordKey( raw ).replace( / /g, '' ),
			start,
			end: start + raw.length,
			afterComma: text.slice( previousEnd, start ).includes( ',' ),
			capitals: letters.length > 1 && letters === letters.toUpperCase(),
			capitalised: /^\p{Lu}/u.test( raw ),
			digits: /\d/.test( raw ),
		} );
		previousEnd = start + raw.length;
	}
	return tokens;
}

/**
 * The keys of a phrase's words ("I'm looking for work" → im, looking…).
 * @param phrase A sample utterance or a name.
 */
export const phraseKeys = ( phrase: string ): string[] =>
	wordKey( phrase ).split( ' ' ).filter( Boolean );
