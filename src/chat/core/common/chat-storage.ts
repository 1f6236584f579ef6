/**
 * Where the chat keeps what lasts between page loads: the runtime's
 * session store, under keys starting with `careersChat` (sign-out removes
 * every such key). The conversation and the bot's locale fallback both
 * keep things there.
 */

export const CHAT_STORAGE_PREFIX = 'careersChat';

/**
 * A key-value store for plain data; the runtime's prefixed session store
 * (`sessionStore` of `@careers-frontend/runtime`) fits. It never throws:
 * the runtime's stores catch what the browser's storage throws and give
 * null, so the readers here need no try of their own.
 */
export interface ChatStorage {
	get: ( key: string ) => unknown;
	set: ( key: string, data: unknown ) => void;
	remove: ( key: string ) => void;
}
