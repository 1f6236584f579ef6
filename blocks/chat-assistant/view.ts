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
	announce,
	candidateStore,
	loadPart,
	renderFrontend,
	sessionStore,
} from '@careers-frontend/runtime';

/**
 * Internal dependencies
 */
import {
	hasConversation,
	loadOpen,
	parseFirstWords,
	type ChatHost,
} from '../../src/chat/public';
import { currentNonce } from '../../src/runtime/parts';
import { CHAT_LOADER_PART } from './chat-loader-part-name';
import { whenIdle } from './idle';
import { startLauncher } from './launcher';
import { parseLazyAssets } from './lazy-assets';

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
		return assets.scripts.length > 0
			? { assets, firstWords: parseFirstWords( shared ) }
			: null;
	},
	start: ( wrapper, { assets, firstWords } ) =>
		startLauncher(
			wrapper,
			assets,
			{
				host: window as unknown as ChatHost,
				wasOpen: () => loadOpen( sessionStore ),
				// The loader's part preloads what opening loads, then runs
				// it in order (the first words show meanwhile, issue 34).
				loadAssets: ( lazy ) =>
					loadPart( CHAT_LOADER_PART ).then( ( loader ) =>
						loader.loadLazyAssets( lazy, document, { nonce } )
					),
				// The loader's part (small, and opening needs it) comes
				// first; it fetches the rest ahead, running nothing.
				prefetch: ( lazy ) =>
					loadPart( CHAT_LOADER_PART ).then( ( loader ) =>
						loader.prefetchLazyAssets( lazy, document )
					),
				whenIdle,
				savesData,
				hasConversation: () => hasConversation( sessionStore ),
				candidate: () => candidateStore.get().candidate,
				announce,
			},
			firstWords
		),
} );
