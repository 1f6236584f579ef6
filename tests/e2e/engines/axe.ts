/**
 * axe-core in any engine: its own script put into the page by the driver,
 * then `axe.run` on the document, as @axe-core/playwright does in Chromium.
 */
import axe from 'axe-core';

import type { EngineSite } from './site';

export interface AxeViolation {
	id: string;
	/** Each failing node's selector. */
	nodes: string[];
}

interface AxeWindow {
	axe?: typeof axe;
}

/**
 * What axe finds on the page, or only inside `include`.
 *
 * @param site    The page.
 * @param include A selector to limit the scan to.
 */
export async function axeViolations(
	site: EngineSite,
	include?: string
): Promise< AxeViolation[] > {
	await site.addScript( axe.source );
	return site.evaluate( async ( selector ) => {
		const found = await ( window as AxeWindow & Window ).axe?.run(
			selector ? { include: [ [ selector ] ] } : document
		);
		return ( found?.violations ?? [] ).map( ( violation ) => ( {
			id: violation.id,
			nodes: violation.nodes.map( ( node ) => node.target.join( ' ' ) ),
		} ) );
	}, include );
}
