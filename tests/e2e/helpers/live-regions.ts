/**
 * What the page's live regions say, as a screen reader hears it: every
 * text any of them takes (the runtime's and the chat window's own), in
 * order, each change once. A spec records from a point on, then reads.
 */
import type { EngineSite } from '../engines/site';

/**
 * Record every text any live region of the page takes from now on, as it
 * changes.
 *
 * @param site The page.
 */
export async function recordLiveRegions( site: EngineSite ): Promise< void > {
	await site.evaluate( () => {
		const said: string[] = [];
		( window as { __liveSaid?: string[] } ).__liveSaid = said;
		const last = new Map< Element, string >();
		new MutationObserver( () => {
			document
				.querySelectorAll( '[aria-live], [role="status"]' )
				.forEach( ( region ) => {
					const text = ( region.textContent ?? '' )
						.replace( /\u00a0/g, ' ' )
						.trim();
					if ( text && text !== last.get( region ) ) {
						said.push( text );
					}
					last.set( region, text );
				} );
		} ).observe( document, {
			childList: true,
			subtree: true,
			characterData: true,
		} );
	} );
}

/**
 * What the live regions said since recordLiveRegions().
 *
 * @param site The page.
 */
export const liveSaid = ( site: EngineSite ): Promise< string[] > =>
	site.evaluate(
		() => ( window as { __liveSaid?: string[] } ).__liveSaid ?? []
	);
