/**
 * The server's own word on which block instances it rendered on this page
 * and what each may do (includes/block-instances.php prints it as JSON
 * data). Post content is untrusted: Authors keep `class`, `id` and
 * `data-*` through wp_kses_post, but never a `<script>` element, so only a
 * script element is read here, and nothing else of the page is trusted.
 */

export const SERVER_CONFIG_ID = 'careers-frontend-blocks';

export type InstanceConfig = Readonly< Record< string, unknown > >;

export interface ServerBlockConfig {
	/** Rendered instances by wrapper id; each names its block. */
	instances: Readonly< Record< string, InstanceConfig > >;
	/** Page-wide config of a block (the chat's assets). */
	shared: Readonly< Record< string, unknown > >;
}

const EMPTY: ServerBlockConfig = Object.freeze( {
	instances: Object.freeze( {} ),
	shared: Object.freeze( {} ),
} );

const parsed = new WeakMap< Document, ServerBlockConfig >();

function isRecord( value: unknown ): value is Record< string, unknown > {
	return (
		typeof value === 'object' && value !== null && ! Array.isArray( value )
	);
}

function parse( text: string ): ServerBlockConfig {
	try {
		const data: unknown = JSON.parse( text );
		if (
			! isRecord( data ) ||
			! isRecord( data.instances ) ||
			! isRecord( data.shared )
		) {
			return EMPTY;
		}
		const instances = Object.fromEntries(
			Object.entries( data.instances ).filter(
				( entry ): entry is [ string, InstanceConfig ] =>
					isRecord( entry[ 1 ] ) &&
					typeof entry[ 1 ].block === 'string'
			)
		);
		return { instances, shared: data.shared };
	} catch {
		return EMPTY;
	}
}

/**
 * The page's server config, read once per document. Exactly one JSON
 * script element with the id counts; none or several give nothing.
 *
 * @param doc The page.
 */
export function readServerConfig( doc: Document ): ServerBlockConfig {
	let config = parsed.get( doc );
	if ( ! config ) {
		const elements = doc.querySelectorAll< HTMLScriptElement >(
			`script[type="application/json"]#${ SERVER_CONFIG_ID }`
		);
		config =
			elements.length === 1
				? parse( elements[ 0 ].textContent ?? '' )
				: EMPTY;
		parsed.set( doc, config );
	}
	return config;
}

/**
 * The config of the instance this wrapper is, or null when the server did
 * not render it: its id unknown, of another block, or not unique on the
 * page (a copy of a real wrapper's id in post content).
 *
 * @param wrapper The block wrapper found on the page.
 * @param block   Block name without namespace (`chat-assistant`).
 * @param doc     The page.
 */
export function instanceConfig(
	wrapper: HTMLElement,
	block: string,
	doc: Document
): InstanceConfig | null {
	const { id } = wrapper;
	const { instances } = readServerConfig( doc );
	const instance = Object.prototype.hasOwnProperty.call( instances, id )
		? instances[ id ]
		: undefined;
	if ( ! instance || instance.block !== block ) {
		return null;
	}
	// Server ids are [a-z0-9-]: safe inside the attribute selector.
	return doc.querySelectorAll( `[id="${ id }"]` ).length === 1
		? instance
		: null;
}
