/**
 * Where a conversation is kept between page loads (chat-storage.ts).
 */

/**
 * Internal dependencies
 */
import {
	CHAT_STORAGE_PREFIX,
	type ChatStorage,
	isRecord,
	stringMap,
} from '../common';
import type { SessionAttributes } from './session-attributes';
import { readTranscript, type TranscriptEntry } from './transcript';

export const CONVERSATION_KEY = `${ CHAT_STORAGE_PREFIX }.conversation`;
/** Read by the launcher (no React) to reopen the chat after navigation. */
export const OPEN_KEY = `${ CHAT_STORAGE_PREFIX }.open`;

/**
 * The chat's own record of the dialog: the intent whose question is open
 * (or whose search ran last) and the slot values given, so each answer is
 * sent with the whole dialog state, whatever Lex still remembers.
 */
export interface DialogRecord {
	intent: string;
	slots: Record< string, string >;
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
