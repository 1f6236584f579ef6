/**
 * Lex allows five buttons a card, so a long list becomes several cards.
 */
export const BUTTONS_PER_CARD = 5;

export function chunkButtons( buttons: readonly string[] ): string[][] {
	const chunks: string[][] = [];
	for ( let start = 0; start < buttons.length; start += BUTTONS_PER_CARD ) {
		chunks.push( buttons.slice( start, start + BUTTONS_PER_CARD ) );
	}
	return chunks;
}

export function cardTitle( title: string, index: number, count: number ) {
	return count > 1 ? `${ title } (${ index + 1 } of ${ count })` : title;
}
