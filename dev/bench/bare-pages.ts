/**
 * For each demo page, a copy without the plugin's blocks (created through
 * REST as the admin), to measure what the blocks cost against the same page.
 */
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';

/** The demo pages the stack seeds (dev/stack/php/seed-content.php). */
export const DEMO_PAGES = [ '/careers/', '/apply/' ] as const;

export interface PagePair {
	/** The demo page, with the blocks. */
	withBlocks: string;
	/** The copy without them. */
	withoutBlocks: string;
}

interface PageRecord {
	id: number;
	slug: string;
	template?: string;
	title: { raw?: string };
	content: { raw?: string };
}

const PLUGIN_BLOCK =
	/<!-- wp:careers-frontend\/([a-z0-9-]+)\b[^]*?(?:\/-->|-->[^]*?<!-- \/wp:careers-frontend\/\1 -->)/g;

/**
 * Block markup with every block of the plugin removed, inner blocks and all.
 *
 * @param markup Serialised blocks.
 */
export function withoutPluginBlocks( markup: string ): string {
	const stripped = markup.replace( PLUGIN_BLOCK, '' ).trim();
	if ( stripped.includes( 'wp:careers-frontend/' ) ) {
		throw new Error(
			'A block of the plugin is left in the copy: the markup is nested in a way withoutPluginBlocks does not know.'
		);
	}
	return stripped;
}

function slugOf( path: string ): string {
	const slug = path.replace( /^\/|\/$/g, '' );
	if ( ! /^[a-z0-9-]+$/.test( slug ) ) {
		throw new Error( `Not a top-level page path: ${ path }` );
	}
	return slug;
}

/**
 * @param admin REST as the admin.
 * @param path  A demo page's path, like `/careers/`.
 */
export async function createBareCopy(
	admin: RequestUtils,
	path: string
): Promise< PagePair > {
	const slug = slugOf( path );
	const [ original ] = await admin.rest< PageRecord[] >( {
		path: '/wp/v2/pages',
		params: { slug, context: 'edit' },
	} );
	if ( ! original?.content.raw ) {
		throw new Error( `The demo page ${ path } is missing.` );
	}
	const copySlug = `${ slug }-without-blocks`;
	const created = await admin.rest< PageRecord >( {
		path: '/wp/v2/pages',
		method: 'POST',
		data: {
			slug: copySlug,
			// Same title: the pages differ only by the blocks.
			title: original.title.raw ?? '',
			status: 'publish',
			template: original.template ?? '',
			content: withoutPluginBlocks( original.content.raw ),
		},
	} );
	return { withBlocks: path, withoutBlocks: `/${ created.slug }/` };
}

export function createBareCopies( admin: RequestUtils ): Promise< PagePair[] > {
	return Promise.all(
		DEMO_PAGES.map( ( path ) => createBareCopy( admin, path ) )
	);
}
