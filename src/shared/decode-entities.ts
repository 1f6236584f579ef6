/**
 * The plugin's one HTML entity decoder: character references ("&amp;",
 * "&#39;", "&#8217;") as the characters they stand for, in markdown from
 * the bot, SSML and post titles alike. No DOM: the result is only ever
 * shown as text, so it is never parsed as HTML.
 */

const NAMED: Record< string, string > = {
	amp: '&',
	lt: '<',
	gt: '>',
	quot: '"',
	apos: "'",
	nbsp: '\u00A0',
};

function fromCodePoint( code: number, original: string ): string {
	return Number.isInteger( code ) && code > 0 && code <= 0x10ffff
		? String.fromCodePoint( code )
		: original;
}

export function decodeEntities( text: string ): string {
	return text.replace(
		/&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z]+);/gi,
		( original, name: string ) => {
			if ( name[ 0 ] !== '#' ) {
				return NAMED[ name.toLowerCase() ] ?? original;
			}
			const hex = name[ 1 ] === 'x' || name[ 1 ] === 'X';
			return fromCodePoint(
				parseInt( name.slice( hex ? 2 : 1 ), hex ? 16 : 10 ),
				original
			);
		}
	);
}
