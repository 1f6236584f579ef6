/**
 * The chat loader's part (src/runtime/parts.ts): what it exports.
 */

/**
 * Internal dependencies
 */
import { definePart } from '../../src/runtime/parts';
import type { LazyAssets } from './lazy-assets';
import type { loadLazyAssets } from './load-lazy-assets';

export const CHAT_LOADER_PART = definePart< {
	loadLazyAssets: typeof loadLazyAssets;
	/** Fetch ahead, one file per idle period, what opening loads. */
	prefetchLazyAssets: ( assets: LazyAssets, doc: Document ) => void;
} >( 'chat-loader' );
