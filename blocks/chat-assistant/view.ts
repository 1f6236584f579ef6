/**
 * The chat block's view script: the small launcher. The loader (a part
 * script), then the chat window, its React handles and the bot client
 * load when the chat is first wanted, from the assets the server's config
 * lists.
 */

/**
 * External dependencies
 */
import {
	loadPart,
	renderFrontend,
	sessionStore,
} from '@careers-frontend/runtime';

/**
 * Internal dependencies
 */
import { loadOpen, type ChatHost } from '../../src/chat/public';
import { currentNonce } from '../../src/runtime/parts';
import { CHAT_LOADER_PART } from './chat-loader-part-name';
import { oneStepWhenIdle, whenIdle } from './idle';
import { startLauncher } from './launcher';
import { parseLazyAssets } from './lazy-assets';
import { prefetchLazyAssets, preloadLazyAssets } from './prefetch-lazy-assets';

// Only while this script runs does the page say which script it is.
const nonce = currentNonce( document );

/** Network Information API's Save-Data flag (Chromium; absent elsewhere). */
function savesData(): boolean {
	const connection = (
		navigator as Navigator & { connection?: { saveData?: boolean } }
	 ).connection;
	return connection?.saveData === true;
}

renderFrontend( {
	block: 'chat-assistant',
	readConfig: ( _instance, shared ) => {
		const assets = parseLazyAssets( shared );
		return assets.scripts.length > 0 ? assets : null;
	},
	start: ( wrapper, assets ) =>
		startLauncher( wrapper, assets, {
			host: window as unknown as ChatHost,
			wasOpen: () => loadOpen( sessionStore ),
			loadAssets: ( lazy ) => {
				// Everything at once, while the loader's own file comes.
				preloadLazyAssets( lazy, document, nonce );
				return loadPart( CHAT_LOADER_PART ).then( ( loader ) =>
					loader.loadLazyAssets( lazy, document, { nonce } )
				);
			},
			// Fetched, not run: nothing of the chat runs until it opens.
			prefetch: async ( lazy ) =>
				prefetchLazyAssets( lazy, document, oneStepWhenIdle ),
			whenIdle,
			savesData,
		} ),
} );
