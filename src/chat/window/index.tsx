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
import { ownGlobal } from '../../shared/page-global';
import { mountChat } from './mount';
import type { ChatGlobal, ChatHost } from './types';
import './window.scss';

const chat: ChatGlobal = {
	mount: ( root, options ) =>
		mountChat( root, options, {
			settings: getChatSettings(),
			locale: getChatLocale(),
			runtime: { candidateStore, sessionStore, storage },
			win: window,
		} ),
};
// On the page's own global (see page-global.ts), never on an element of
// the page an Author named `careersFrontend`.
ownGlobal< ChatHost[ 'careersFrontend' ] & object >(
	window,
	'careersFrontend'
).chat = chat;
