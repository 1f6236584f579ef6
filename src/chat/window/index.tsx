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
import { getChatLocale, getChatSettings } from '@careers-frontend/settings';

/**
 * Internal dependencies
 */
import '../../shared/public-path';
import { mountChat } from './mount';
import type { ChatGlobal, ChatHost } from './types';
import './window.scss';

const host = window as unknown as ChatHost;
const chat: ChatGlobal = {
	mount: ( root, options ) =>
		mountChat( root, options, {
			settings: getChatSettings(),
			locale: getChatLocale(),
			runtime: { candidateStore, sessionStore, storage },
			win: window,
		} ),
};
host.careersFrontend ??= {};
host.careersFrontend.chat = chat;
