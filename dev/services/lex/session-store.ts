/**
 * Lex sessions, keyed by bot, alias, locale and session (or user) id (the
 * last part of the key), forgotten after the bot's idle session timeout
 * without a call (the template's `IdleSessionTTLInSeconds`; Lex's default
 * 300 s), or when a test expires them (`POST /__sessions/expire`).
 */
import { randomBytes } from 'node:crypto';

/**
 * Internal dependencies
 */
import type { DialogMemory, HeldSlots, SessionAttributes } from '../bot/types';

export interface LexSession {
	memory: DialogMemory;
	/** Every slot value each intent has held in the session (`merge`). */
	held: HeldSlots;
	attributes: SessionAttributes;
	/** True while a call for this session is being answered. */
	busy: boolean;
	lastUsed: number;
	/** Lex V1 names each session itself; kept for the `sessionId` field. */
	v1SessionId: string;
	/** Position in the replay file's list for this session. */
	replayCursor: number;
}

export class SessionStore {
	private readonly sessions = new Map< string, LexSession >();

	/** @param idleMs The bot's idle session timeout, in ms. */
	constructor( private readonly idleMs: number ) {}

	/**
	 * The live session for `key`, or a new one if it idled out.
	 * @param key
	 * @param now
	 */
	get( key: string, now: number ): LexSession {
		const existing = this.sessions.get( key );
		if (
			existing &&
			( existing.busy || now - existing.lastUsed < this.idleMs )
		) {
			return existing;
		}
		const fresh: LexSession = {
			memory: {},
			held: {},
			attributes: {},
			busy: false,
			lastUsed: now,
			v1SessionId: `${ new Date( now ).toISOString() }-${ randomBytes(
				6
			).toString( 'base64url' ) }`,
			replayCursor: 0,
		};
		this.sessions.set( key, fresh );
		return fresh;
	}

	/**
	 * Forgets the sessions of `sessionId` (of any bot, alias and locale), or
	 * every session, as if each had been idle for the timeout: the next call
	 * starts a new one (a call being answered finishes with the old). How
	 * many were forgotten.
	 * @param sessionId A session (V2) or user (V1) id.
	 */
	expire( sessionId?: string ): number {
		let count = 0;
		for ( const key of [ ...this.sessions.keys() ] ) {
			if (
				sessionId === undefined ||
				key.slice( key.lastIndexOf( '/' ) + 1 ) === sessionId
			) {
				this.sessions.delete( key );
				count += 1;
			}
		}
		return count;
	}
}
