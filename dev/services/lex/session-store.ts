/**
 * Lex sessions, keyed by bot, alias, locale and session (or user) id, forgotten
 * after 300 s without a call as Lex does by default.
 */
import { randomBytes } from 'node:crypto';

/**
 * Internal dependencies
 */
import type { DialogMemory, SessionAttributes } from '../bot/types';

export const IDLE_SESSION_MS = 300_000;

export interface LexSession {
	memory: DialogMemory;
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

	constructor( private readonly idleMs = IDLE_SESSION_MS ) {}

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
}
