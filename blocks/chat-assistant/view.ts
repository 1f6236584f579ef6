/**
 * The chat block's view script: the small launcher. The chat window, its
 * React handles and the bot client load on first open.
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
import { loadOpen } from '../../src/chat/core/conversation-storage';
import type { ChatHost } from '../../src/chat/window/types';
import { startLauncher } from './launcher';
import { loadLazyAssets, prefetchLazyAssets } from './load-lazy-assets';

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

domReady( () => {
	document
		.querySelectorAll< HTMLElement >(
			'.wp-block-careers-frontend-chat-assistant'
		)
		.forEach( ( wrapper ) =>
			startLauncher( wrapper, {
				host: window as unknown as ChatHost,
				wasOpen: () => loadOpen( sessionStore ),
				loadAssets: ( assets ) => loadLazyAssets( assets, document ),
				prefetch: ( assets, chunkUrls ) =>
					prefetchLazyAssets( assets, document, chunkUrls ),
				whenIdle,
				savesData,
			} )
		);
} );
