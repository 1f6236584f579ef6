/**
 * Where a conversation is kept between page loads: session storage, under
 * keys starting with `careersChat` (sign-out removes every such key).
 */

/**
 * Internal dependencies
 */
import { isRecord, stringMap } from './guards';
import type { DialogRecord } from './conversation-types';
import type { SessionAttributes } from './session-attributes';
import { readTranscript, type TranscriptEntry } from './transcript';

export const CHAT_STORAGE_PREFIX = 'careersChat';
export const CONVERSATION_KEY = `${ CHAT_STORAGE_PREFIX }.conversation`;
/** Read by the launcher (no React) to reopen the chat after navigation. */
export const OPEN_KEY = `${ CHAT_STORAGE_PREFIX }.open`;

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

export interface SavedConversation {
	version: 1;
	/** The candidate id it belongs to ('' for a visitor); see candidateOwner. */
	owner: string;
	sessionId: string;
	entries: TranscriptEntry[];
	slotToElicit?: string;
	dialog?: DialogRecord;
	activeAt?: number;
	sessionAttributes: SessionAttributes;
}

/**
 * The dialog record, or undefined when missing or malformed.
 * @param value As stored.
 */
function readDialog( value: unknown ): DialogRecord | undefined {
	return isRecord( value ) && typeof value.intent === 'string'
		? { intent: value.intent, slots: stringMap( value.slots ) }
		: undefined;
}

/**
 * The saved conversation, or null when there is none or it is unreadable.
 *
 * @param storage Chat storage.
 */
export function loadConversation(
	storage: ChatStorage
): SavedConversation | null {
	const value = storage.get( CONVERSATION_KEY );
	if (
		! isRecord( value ) ||
		value.version !== 1 ||
		typeof value.sessionId !== 'string' ||
		value.sessionId === ''
	) {
		return null;
	}
	const saved: SavedConversation = {
		version: 1,
		// Saved before owners were: nobody's, so no candidate takes it over.
		owner: typeof value.owner === 'string' ? value.owner : '',
		sessionId: value.sessionId,
		entries: readTranscript( value.entries ),
		sessionAttributes: stringMap( value.sessionAttributes ),
	};
	if ( typeof value.slotToElicit === 'string' ) {
		saved.slotToElicit = value.slotToElicit;
	}
	const dialog = readDialog( value.dialog );
	if ( dialog ) {
		saved.dialog = dialog;
	}
	if ( typeof value.activeAt === 'number' ) {
		saved.activeAt = value.activeAt;
	}
	return saved;
}

export function saveConversation(
	storage: ChatStorage,
	conversation: SavedConversation
): void {
	storage.set( CONVERSATION_KEY, conversation );
}

/**
 * Whether the chat window was open when the candidate left the page.
 * @param storage Chat storage.
 */
export function loadOpen( storage: ChatStorage ): boolean {
	const value = storage.get( OPEN_KEY );
	return value === true || value === 'true';
}

/**
 * Whether the tab keeps a conversation with something in it: the launcher
 * (no React) then leaves the window to show it.
 *
 * @param storage Chat storage.
 */
export function hasConversation( storage: ChatStorage ): boolean {
	const { entries } = Object( storage.get( CONVERSATION_KEY ) );
	return Array.isArray( entries ) && entries.length > 0;
}

export function saveOpen( storage: ChatStorage, open: boolean ): void {
	storage.set( OPEN_KEY, open );
}
