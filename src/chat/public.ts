/**
 * The chat's one public entry: what code outside src/chat (the chat block,
 * the settings page) may use of it. Everything else is the chat's own.
 */
export { hasConversation, loadOpen } from './core/conversation-storage';
export { identityPoolKey } from './core/credential-settings';
export type {
	ChatHandle,
	ChatHost,
	ChatMountOptions,
	ShownFirstWords,
} from './window/types';
