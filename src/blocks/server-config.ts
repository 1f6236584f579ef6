/**
 * The server's own word on which block instances it rendered on this page
 * and what each may do (includes/block-instances.php prints it as JSON
 * data). Post content is untrusted: Authors keep `class`, `id` and
 * `data-*` through wp_kses_post, but never a `<script>` element, so only a
 * script element is read here, and nothing else of the page is trusted.
 */

/**
 * Internal dependencies
 */
import { documentMember } from '../shared/page-document';

export const SERVER_CONFIG_ID = 'careers-frontend-blocks';

export type InstanceConfig = Readonly< Record< string, unknown > >;

export interface ServerBlockConfig {
	/** Rendered instances by wrapper id; each names its block. */
	instances?: Readonly< Record< string, InstanceConfig | undefined > >;
	/** Page-wide config of a block, by block name (the chat's assets). */
	shared?: Readonly< Record< string, unknown > >;
	/** Part script URLs by name (src/runtime/parts.ts). */
	parts?: Readonly< Record< string, unknown > >;
}

/**
 * The page's server config: exactly one JSON script element with the id
 * counts; none, several or bad JSON give nothing.
 *
 * @param doc The page.
 */
export function readServerConfig( doc: Document ): ServerBlockConfig {
	const elements = documentMember(
		doc,
		'querySelectorAll'
	)( `script[type="application/json"]#${ SERVER_CONFIG_ID }` );
	try {
		const data: unknown =
			elements.length === 1 &&
			JSON.parse( elements[ 0 ].textContent ?? '' );
		return typeof data === 'object' && data ? data : {};
	} catch {
		return {};
	}
}

/**
 * The config of the instance this wrapper is, or null when the server did
 * not render it: its id unknown, of another block, or not unique on the
 * page (a copy of a real wrapper's id in post content).
 *
 * @param config  The page's server config.
 * @param wrapper The block wrapper found on the page.
 * @param block   Block name without namespace (`chat-assistant`).
 */
export function instanceConfig(
	config: ServerBlockConfig,
	wrapper: HTMLElement,
	block: string
): InstanceConfig | null {
	const { id } = wrapper;
	const instances = config.instances ?? {};
	const instance = Object.hasOwn( instances, id ) ? instances[ id ] : null;
	// Server ids are [a-z0-9-]: safe inside the attribute selector.
	return instance?.block === block &&
		documentMember(
			wrapper.ownerDocument,
			'querySelectorAll'
		)( `[id="${ id }"]` ).length === 1
		? instance
		: null;
}
