/**
 * One page per anchor: the demo careers page without the plugin's blocks,
 * plus the anchor's widget in a Custom HTML block, so the three pages
 * differ only by their chat (created through REST as the admin).
 */
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';

import { withoutPluginBlocks } from '../bare-pages';
import type { Anchor, AnchorName } from './anchor-assets';

export interface AnchorPage {
	name: AnchorName | 'ours';
	label: string;
	path: string;
}

interface PageRecord {
	slug: string;
	template?: string;
	title: { raw?: string };
	content: { raw?: string };
}

/**
 * @param admin   REST as the admin.
 * @param anchors The installed anchors.
 * @param source  The demo page they copy.
 */
export async function createAnchorPages(
	admin: RequestUtils,
	anchors: Anchor[],
	source = '/careers/'
): Promise< AnchorPage[] > {
	const slug = source.replace( /^\/|\/$/g, '' );
	const [ original ] = await admin.rest< PageRecord[] >( {
		path: '/wp/v2/pages',
		params: { slug, context: 'edit' },
	} );
	if ( ! original?.content.raw ) {
		throw new Error( `The demo page ${ source } is missing.` );
	}
	const pages: AnchorPage[] = [];
	for ( const anchor of anchors ) {
		const created = await admin.rest< PageRecord >( {
			path: '/wp/v2/pages',
			method: 'POST',
			data: {
				slug: `${ slug }-${ anchor.name }`,
				title: original.title.raw ?? '',
				status: 'publish',
				template: original.template ?? '',
				content: `${ withoutPluginBlocks(
					original.content.raw
				) }\n\n<!-- wp:html -->\n${ anchor.snippet }\n<!-- /wp:html -->`,
			},
		} );
		pages.push( {
			name: anchor.name,
			label: anchor.label,
			path: `/${ created.slug }/`,
		} );
	}
	return pages;
}
