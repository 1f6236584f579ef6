/**
 * The chat window: loaded by the chat block's launcher on first open, it
 * publishes `window.careersFrontend.chat.mount`.
 */

/**
 * External dependencies
 */
import {
	candidateStore,
	sessionStore,
	storage,
} from '@careers-frontend/runtime';
import {
	getChatBot,
	getChatLocale,
	getChatSettings,
} from '@careers-frontend/settings';

/**
 * Internal dependencies
 */
import '../../shared/public-path';
import { mountChat } from './mount';
import type { ChatGlobal, ChatHost } from './types';
import './window.scss';

const chat: ChatGlobal = {
	mount: ( root, options ) =>
		mountChat( root, options, {
			settings: getChatSettings(),
			locale: getChatLocale(),
			bot: getChatBot(),
			runtime: { candidateStore, sessionStore, storage },
			win: window,
		} ),
};
// The runtime (a dependency, run first) owns `window.careersFrontend`
// (see page-global.ts): it is the page's own object, never an element an
// Author named so, by the time this runs; the import above reads it too.
( window as unknown as Required< ChatHost > ).careersFrontend.chat = chat;
