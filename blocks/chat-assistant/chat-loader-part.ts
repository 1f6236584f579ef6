/**
 * The chat loader's part script (build/parts/chat-loader.js): loaded when
 * the chat is first wanted (idle after load, pointer or focus on the
 * launcher, or a click), not with every page.
 */

/**
 * Internal dependencies
 */
import { publishPart } from '../../src/runtime/parts';
import { CHAT_LOADER_PART } from './chat-loader-part-name';
import { loadLazyAssets, prefetchLazyAssets } from './load-lazy-assets';

publishPart( CHAT_LOADER_PART, { loadLazyAssets, prefetchLazyAssets } );
