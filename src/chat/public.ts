/**
 * The chat's one public entry: what code outside src/chat (the chat block,
 * the settings page) may use of it. Everything else is the chat's own.
 * Bundles keep only what they import of it: every module re-exported here
 * is free of side effects (package.json `sideEffects`), so webpack leaves
 * out what a bundle does not use.
 */
export { hasConversation, loadOpen } from './core/conversation';
export { identityPoolKey } from './core/bot';
export type {
	ChatGlobal,
	ChatHandle,
	ChatHost,
	ChatMountOptions,
	ShownFirstWords,
} from './window/types';

// The first words the launcher shows before the window's script (issue 34).
export type { FirstTurn } from './core/bot';
export { parseFirstWords, type FirstWords } from './window/first-words';
export {
	showFirstWords,
	type FirstWordsCandidate,
	type FirstWordsWindow,
} from './window/first-words-window';

// The settings page's connection test (src/admin/connection), which reaches
// Cognito and Lex exactly as the chat does.
export type { BotClientFactory } from './core/bot';
// The bot's second face: the credentials provider brings the Cognito SDK.
export {
	credentialsFromSettings,
	type CredentialsProvider,
} from './core/bot/lazy';
export { errorMessage, errorName } from './core/common';
export {
	createBotClientFactory,
	type BotClientDeps,
	type BotSettings,
} from './core/bot';
export { randomId } from './core/common';
export { messageText, type BotReply } from './core/bot';
