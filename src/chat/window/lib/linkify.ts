/**
 * Finding web addresses in plain text so they can be shown as links.
 */

export type TextPart =
	| { type: 'text'; text: string }
	| { type: 'link'; text: string; href: string };

/**
 * http(s) addresses and bare www. ones, without trailing punctuation that
 * usually ends the sentence rather than the address.
 */
const URL_PATTERN = /\b(?:https?:\/\/|www\.)[^\s<>"]+[^\s<>".,;:!?)\]}'’”]/gi;

/**
 * Text split into plain parts and links, in order.
 *
 * @param text Plain text from the bot.
 */
export function linkifyParts( text: string ): TextPart[] {
	const parts: TextPart[] = [];
	let last = 0;
	for ( const match of text.matchAll( URL_PATTERN ) ) {
		const start = match.index ?? 0;
		if ( start > last ) {
			parts.push( { type: 'text', text: text.slice( last, start ) } );
		}
		const address = match[ 0 ];
		parts.push( {
			type: 'link',
			text: address,
			href: /^www\./i.test( address ) ? `https://${ address }` : address,
		} );
		last = start + address.length;
	}
	if ( last < text.length ) {
		parts.push( { type: 'text', text: text.slice( last ) } );
	}
	return parts;
}
