/**
 * Mounting the chat window into the block's root element.
 */

/**
 * WordPress dependencies
 */
import { createRoot, flushSync } from '@wordpress/element';
import { _x } from '@wordpress/i18n';

/**
 * External dependencies
 */
import type { RuntimeApi } from '@careers-frontend/runtime';
import type { PageContext, Settings } from '@careers-frontend/settings';

/**
 * Internal dependencies
 */
import { readCandidate } from '../../runtime/candidate';
import {
	forgetChatInterest,
	rememberChatInterest,
} from '../../runtime/chat-interest';
import type { Conversation, VisitorInterest } from '../core/conversation';
import { createChat } from '../core/create-chat';
import { isBotConfigured, preloadBotClient } from '../core/load-bot-client';
import { ChatApp } from './components/chat-app';
import { pageLocale, timeFormatter } from './lib/format-time';
import { initials } from './lib/initials';
import { trackUnread } from './lib/unread';
import { loadLexer } from './lib/load-lexer';
import type { ChatHandle, ChatMountOptions } from './types';

export interface MountDeps {
	settings: Settings;
	locale: PageContext[ 'locale' ];
	runtime: Pick<
		RuntimeApi,
		'candidateStore' | 'sessionStore' | 'storage' | 'cookies'
	>;
	win: Window;
}

/**
 * @param root    The block's window root.
 * @param options Title, id prefix, open-state callback.
 * @param deps    Settings, runtime and window.
 */
export function mountChat(
	root: HTMLElement,
	options: ChatMountOptions,
	deps: MountDeps
): ChatHandle {
	const { settings, runtime, win } = deps;
	const formatTime = timeFormatter( pageLocale( win.document, deps.locale ) );
	const react = createRoot( root );

	const preloadBot = () => void preloadBotClient( settings );
	// No bot, nothing to lead with: the first message shows the problem.
	const startUtterance = isBotConfigured( settings )
		? _x(
				'get started',
				"the chat's start utterance: a sample utterance of the bot's Welcome intent",
				'careers-frontend'
			)
		: '';
	let candidateId: unknown;
	let conversation: Conversation;
	let stopUnread: () => void = () => undefined;
	let generation = 0;

	// Read afresh at every turn: the store learns of an expired record
	// only when the tab is focused again.
	const snapshotNow = () =>
		readCandidate( runtime.storage, runtime.cookies.get );
	const candidateNow = () => snapshotNow().candidate;
	// What a visitor tells the chat personalises the page: stored as the
	// chat's own record (from_chat), never sent to the bot as a candidate.
	const rememberInterest = ( interest: VisitorInterest ) =>
		void rememberChatInterest( runtime.storage, snapshotNow(), interest );
	const forgetInterest = () =>
		forgetChatInterest( runtime.storage, snapshotNow() );

	const build = () => {
		const { candidate } = runtime.candidateStore.get();
		candidateId = candidate?.candidateId;
		generation++;
		conversation = createChat( {
			settings,
			win,
			sessionStore: runtime.sessionStore,
			localStore: runtime.storage,
			readCandidate: candidateNow,
			rememberInterest,
			forgetInterest,
			siteLocale: deps.locale,
		} );
		stopUnread();
		options.onUnread?.( 0 );
		stopUnread = options.onUnread
			? trackUnread( conversation, options.onUnread )
			: () => undefined;
		react.render(
			<ChatApp
				// A new candidate (or signing out) starts a new window.
				key={ generation }
				conversation={ conversation }
				title={ options.title }
				idPrefix={ options.idPrefix }
				initials={ initials(
					candidate?.firstName,
					candidate?.lastName
				) }
				linkTarget={ settings.link_target }
				baseUrl={ win.location.href }
				markdown={ settings.markdown }
				loadLexer={ loadLexer }
				preloadBotClient={ preloadBot }
				formatTime={ formatTime }
				onOpenChange={ options.onOpenChange }
				startUtterance={ startUtterance }
			/>
		);
	};

	// The first window commits at once (a React 18 root renders later
	// otherwise): opening it right after mounting then moves focus into it,
	// as a click should, where a window that mounts open (restored after
	// navigation) does not take focus.
	flushSync( build );
	// Sign-out clears the stored conversation; the window follows.
	const stopFollowing = runtime.candidateStore.subscribe( ( snapshot ) => {
		if ( snapshot.candidate?.candidateId !== candidateId ) {
			build();
		}
	} );

	return {
		isOpen: () => conversation.getState().open,
		setOpen: ( open ) => conversation.setOpen( open ),
		unmount: () => {
			stopFollowing();
			stopUnread();
			react.unmount();
		},
	};
}
