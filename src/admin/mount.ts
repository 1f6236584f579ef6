/**
 * Mount a React tree with a React 18 root (every supported WordPress ships
 * React 18).
 */

/**
 * WordPress dependencies
 */
import { createRoot } from '@wordpress/element';
import type { ReactElement } from 'react';

export function mount( node: Element, tree: ReactElement ): void {
	createRoot( node ).render( tree );
}
