/**
 * The persona list's part script (src/runtime/parts.ts): everything past
 * the server's visitor list, loaded when the page needs more.
 */

/**
 * Internal dependencies
 */
import { definePart } from '../../src/runtime/parts';
import type { InstanceConfig } from '../../src/blocks/server-config';

export const PERSONA_PART = definePart< {
	/** Start one block instance from its server config. */
	start: (
		wrapper: HTMLElement,
		instance: InstanceConfig,
		shared: unknown
	) => void;
} >( 'persona-content' );
