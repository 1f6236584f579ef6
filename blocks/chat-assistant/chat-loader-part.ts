/**
 * The chat loader's part script (build/parts/chat-loader.js): run when
 * the chat first opens (prefetched before, see prefetch-lazy-assets.ts),
 * not with every page.
 */

/**
 * Internal dependencies
 */
import { publishPart } from '../../src/runtime/parts';
import { CHAT_LOADER_PART } from './chat-loader-part-name';
import { loadLazyAssets } from './load-lazy-assets';

publishPart( CHAT_LOADER_PART, { loadLazyAssets } );
