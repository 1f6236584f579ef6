/**
 * Mount a React tree on every WordPress from 6.1: `createRoot` where the
 * bundled React has it (6.2+), `render` on 6.1's React 17.
 */

/**
 * WordPress dependencies
 */
import * as element from '@wordpress/element';
import type { ReactElement } from 'react';

interface LegacyElement {
	render?: ( tree: ReactElement, node: Element ) => void;
	createRoot?: ( node: Element ) => {
		render: ( tree: ReactElement ) => void;
	};
}

export function mount( node: Element, tree: ReactElement ): void {
	const api = element as unknown as LegacyElement;
	if ( typeof api.createRoot === 'function' ) {
		api.createRoot( node ).render( tree );
	} else if ( typeof api.render === 'function' ) {
		api.render( tree, node );
	}
}
