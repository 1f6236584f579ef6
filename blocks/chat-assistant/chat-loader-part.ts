/**
 * The chat loader's part script (build/parts/chat-loader.js): run when
 * the chat first opens, or when the page is idle to prefetch what opening
 * loads (see prefetch-lazy-assets.ts), not with every page's load.
 */

/**
 * Internal dependencies
 */
import { publishPart } from '../../src/runtime/parts';
import { guardDocument } from '../../src/shared/document-shadows';
import { CHAT_LOADER_PART } from './chat-loader-part-name';
import { oneStepWhenIdle } from './idle';
import type { LazyAssets } from './lazy-assets';
import { loadLazyAssets } from './load-lazy-assets';
import { prefetchLazyAssets, preloadLazyAssets } from './prefetch-lazy-assets';

publishPart( CHAT_LOADER_PART, {
	// Everything at once, side by side, then run in order: scripts fetched
	// in series would cost a round trip each on a phone's network.
	// No element may stand in for a document member the window's
	// framework reads (React, WordPress's scripts, webpack's runtime):
	// checked before they load, and watched from then on (issue 43).
	loadLazyAssets: ( assets, doc, options ) => {
		guardDocument( doc );
		preloadLazyAssets( assets, doc, options.nonce );
		return loadLazyAssets( assets, doc, options );
	},
	// One file fetched ahead per idle period: nothing runs until it opens.
	prefetchLazyAssets: ( assets: LazyAssets, doc: Document ) =>
		prefetchLazyAssets( assets, doc, oneStepWhenIdle ),
} );
