/**
 * The chat block's view script: the small launcher. The chat window, its
 * React handles and the bot client load on first open, from the assets
 * the server's config lists.
 */

/**
 * WordPress dependencies
 */
import domReady from '@wordpress/dom-ready';

/**
 * External dependencies
 */
import { sessionStore } from '@careers-frontend/runtime';

/**
 * Internal dependencies
 */
import { renderFrontend } from '../../src/blocks/render-frontend';
import { loadOpen, type ChatHost } from '../../src/chat/public';
import { startLauncher } from './launcher';
import {
	currentNonce,
	loadLazyAssets,
	parseLazyAssets,
	prefetchLazyAssets,
} from './load-lazy-assets';

// Only while this script runs does the page say which script it is.
const nonce = currentNonce( document );

function whenIdle( callback: () => void ): void {
	if ( typeof window.requestIdleCallback === 'function' ) {
		window.requestIdleCallback( callback, { timeout: 5000 } );
	} else {
		window.setTimeout( callback, 2000 );
	}
}

/** Network Information API's Save-Data flag (Chromium; absent elsewhere). */
function savesData(): boolean {
	const connection = (
		navigator as Navigator & { connection?: { saveData?: boolean } }
	 ).connection;
	return connection?.saveData === true;
}

domReady( () =>
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
				loadAssets: ( lazy ) =>
					loadLazyAssets( lazy, document, { nonce } ),
				prefetch: ( lazy ) => prefetchLazyAssets( lazy, document ),
				whenIdle,
				savesData,
			} ),
	} )
);
