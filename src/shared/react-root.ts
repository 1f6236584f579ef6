/**
 * The one way the plugin mounts React (the settings page, the chat window):
 * a React 18 root from WordPress's own React (every supported WordPress
 * ships React 18), never a bundled copy.
 */

/**
 * WordPress dependencies
 */
import { createRoot } from '@wordpress/element';
import type { ReactElement } from 'react';

export { createRoot };

/**
 * Mount a tree once into an element.
 *
 * @param node Element to render into.
 * @param tree What to render.
 */
export function mount( node: Element, tree: ReactElement ): void {
	createRoot( node ).render( tree );
}
