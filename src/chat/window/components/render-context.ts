/**
 * WordPress dependencies
 */
import { createContext } from '@wordpress/element';

/**
 * Internal dependencies
 */
import type { Lex } from '../lib/lex';
import type { LinkTarget } from '../lib/safe-url';

/** How text and links in the transcript are rendered. */
export interface RenderSettings {
	/** Setting link_target. */
	linkTarget: LinkTarget;
	/** The page's URL, for relative links. */
	baseUrl: string;
	/** The markdown renderer once loaded, when markdown is on; else plain text. */
	lex: Lex | null;
}

export const RenderContext = createContext< RenderSettings >( {
	linkTarget: '_blank',
	baseUrl: 'http://localhost/',
	lex: null,
} );
