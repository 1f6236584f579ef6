/**
 * What the chat window's root component is given: a file of its own, so the
 * parts that read some of it (chat-body.tsx) need not import the component.
 */

/**
 * Internal dependencies
 */
import type { Conversation } from '../../core/conversation';
import type { Lex } from '../lib/lex';
import type { LinkTarget } from '../lib/safe-url';

export interface ChatAppProps {
	conversation: Conversation;
	title: string;
	/** Unique per block; every id inside starts with it. */
	idPrefix: string;
	/** The signed-in candidate's initials, or ''. */
	initials: string;
	linkTarget: LinkTarget;
	/** The page's URL (relative links resolve against it). */
	baseUrl: string;
	/** Setting markdown. */
	markdown: boolean;
	loadLexer: () => Promise< Lex >;
	/**
	 * Starts fetching the bot client (not awaited); called as the window
	 * opens, so the first message does not wait for it.
	 */
	preloadBotClient?: () => void;
	formatTime: ( at: number ) => string;
	/** See ChatMountOptions.onOpenChange. */
	onOpenChange?: ( open: boolean, returnFocus: boolean ) => void;
	/**
	 * Sent, unseen, when the window is open with an empty conversation: the
	 * bot's start utterance, so its welcome asks the first question.
	 */
	startUtterance?: string;
	logger?: Pick< Console, 'error' >;
}
