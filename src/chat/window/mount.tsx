/**
 * Mounting the chat window into the block's root element.
 */

/**
 * WordPress dependencies
 */
import { flushSync } from '@wordpress/element';

/**
 * External dependencies
 */
import type { RuntimeApi } from '@careers-frontend/runtime';
import type {
	ChatSettings,
	PageBot,
	PageContext,
} from '@careers-frontend/settings';

/**
 * Internal dependencies
 */
import { createRoot } from '../../shared/react-root';
import {
	type FirstTurn,
	isBotConfigured,
	parseFirstTurn,
	preloadBotClient,
} from '../core/bot';
import {
	type ChatEnvironment,
	type Conversation,
	createChat,
	START_UTTERANCE,
} from '../core/conversation';
import { ChatApp } from './components/chat-app';
import { ensureLexer } from './hooks/use-lexer';
import { candidateAccess } from './lib/candidate-access';
import { pageLocale, timeFormatter } from './lib/format-time';
import { initials } from './lib/initials';
import { loadLexer } from './lib/load-lexer';
import { needsMarkdown } from './lib/markdown-syntax';
import { continueFromLauncher, restoreFocus } from './lib/take-over';
import { restartUnread } from './lib/unread';
import type { ChatHandle, ChatMountOptions, ShownFirstWords } from './types';

export interface MountDeps {
	settings: ChatSettings;
	locale: PageContext[ 'locale' ];
	/** The bot PHP chose for the page (locale, the template's words). */
	bot?: PageBot;
	runtime: Pick< RuntimeApi, 'candidateStore' | 'sessionStore' | 'storage' >;
	win: Window;
	/** The bot's client (tests); by default the configured Lex version's. */
	createBotClient?: ChatEnvironment[ 'createBotClient' ];
}

/**
 * The bot's start utterance, sent as the window first opens; none without
 * a bot (the first message shows the problem).
 * @param settings Bot settings.
 */
function startUtteranceFor( settings: ChatSettings ): string {
	return isBotConfigured( settings ) ? START_UTTERANCE : '';
}

/**
 * The conversation for the candidate as they are now.
 *
 * @param deps      Settings, runtime and window.
 * @param access    The candidate as the conversation reads and writes it.
 * @param firstTurn The template's first turn, shown before Lex answers.
 * @param passOn    Takes a message sent after the candidate changed.
 */
function startConversation(
	deps: MountDeps,
	access: ReturnType< typeof candidateAccess >,
	firstTurn: FirstTurn | null,
	passOn: ( text: string ) => void
): Conversation {
	const { settings, runtime, win } = deps;
	return createChat( {
		firstTurn,
		createBotClient: deps.createBotClient,
		settings,
		win,
		sessionStore: runtime.sessionStore,
		localStore: runtime.storage,
		readCandidate: access.candidateNow,
		rememberInterest: access.rememberInterest,
		forgetInterest: access.forgetInterest,
		passOn,
		bot: deps.bot,
		// The site's answers come with the first message read, not on open.
		readQuestion: ( text ) =>
			import( /* webpackChunkName: "chat-answers" */ '../answers' ).then(
				( answers ) => answers.readQuestion( text, win )
			),
		// A reply with markdown waits for marked, typing indicator on.
		beforeReply: ( reply ) =>
			settings.markdown && reply.messages.some( needsMarkdown )
				? ensureLexer( loadLexer )
				: undefined,
	} );
}

/**
 * The window for one conversation.
 *
 * @param deps              Settings and window.
 * @param options           Title, id prefix, open-state callback.
 * @param view              The conversation and how it shows.
 * @param view.conversation The conversation.
 * @param view.generation   A new one (a new candidate) starts a new window.
 * @param view.candidate    The signed-in candidate (initials), if any.
 * @param view.formatTime   The rows' times.
 * @param view.draft        What the candidate typed in the first words.
 */
function chatApp(
	deps: MountDeps,
	options: ChatMountOptions,
	view: {
		conversation: Conversation;
		generation: number;
		candidate: { firstName?: string; lastName?: string } | null | undefined;
		formatTime: ( at: number ) => string;
		draft?: string;
	}
) {
	const { settings, win } = deps;
	return (
		<ChatApp
			// A new candidate (or signing out) starts a new window.
			key={ view.generation }
			conversation={ view.conversation }
			title={ options.title }
			idPrefix={ options.idPrefix }
			initials={ initials(
				view.candidate?.firstName,
				view.candidate?.lastName
			) }
			linkTarget={ settings.link_target }
			baseUrl={ win.location.href }
			markdown={ settings.markdown }
			loadLexer={ loadLexer }
			preloadBotClient={ () => void preloadBotClient( settings ) }
			formatTime={ view.formatTime }
			onOpenChange={ options.onOpenChange }
			startUtterance={ startUtteranceFor( settings ) }
			initialDraft={ view.draft }
		/>
	);
}

/**
 * A message the last candidate's conversation passed on opens the new
 * candidate's (their bot identity): sent there, the input keeping focus.
 * The send that read the change woke the store's subscriber, which built
 * their window; mountChat builds it first where it did not.
 *
 * @param conversation The new candidate's conversation.
 * @param text         The message.
 * @param root         The window's root (re-rendered for them).
 * @param win          The window, for the timer.
 * @param logger       Where a failure goes.
 */
function sendPassedOn(
	conversation: Conversation,
	text: string,
	root: HTMLElement,
	win: Window,
	logger: Pick< Console, 'error' >
) {
	conversation.setOpen( true );
	conversation.send( text ).catch( ( error ) => logger.error( error ) );
	// After React has replaced the last candidate's input.
	win.setTimeout( () =>
		root.getElementsByTagName( 'textarea' )[ 0 ]?.focus()
	);
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

	let candidateId: unknown;
	let conversation: Conversation;
	let stopUnread: () => void = () => undefined;
	let generation = 0;

	const access = candidateAccess( runtime );
	// Checked here, not by the launcher: the page's script stays small.
	const firstTurn = parseFirstTurn( options.firstTurn );

	const build = ( shown?: ShownFirstWords ) => {
		const { candidate } = runtime.candidateStore.get();
		candidateId = candidate?.candidateId;
		generation++;
		const made = ( conversation = startConversation(
			deps,
			access,
			firstTurn,
			( text ) => {
				if ( conversation === made ) {
					build();
				}
				sendPassedOn( conversation, text, root, win, console );
			}
		) );
		if ( shown ) {
			continueFromLauncher(
				conversation,
				shown,
				startUtteranceFor( settings ),
				console
			);
		}
		stopUnread = restartUnread(
			stopUnread,
			conversation,
			options.onUnread
		);
		react.render(
			chatApp( deps, options, {
				conversation,
				generation,
				candidate,
				formatTime,
				draft: shown?.draft,
			} )
		);
	};

	// Committed at once (a React 18 root renders later): opened right after
	// mounting it takes focus; one restored open after navigation does not.
	// What the launcher showed is replaced in this one commit (React clears
	// the root as it inserts its own nodes): no frame without it.
	flushSync( () => build( options.shown ) );
	restoreFocus( root, options.shown );
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
