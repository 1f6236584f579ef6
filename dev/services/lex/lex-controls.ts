/**
 * Control endpoints of both Lex runtimes, for tests: `POST
 * /__sessions/expire` forgets sessions as Lex does after the bot's idle
 * session timeout ("If no conversation occurs during this time, the session
 * expires and Amazon Lex deletes any data provided before the timeout"),
 * without waiting for it.
 */
import { isRecord, sendJson } from '../lib/http';
import type { ControlHandler } from '../lib/service-server';
import type { SessionStore } from './session-store';

const USAGE =
	'POST /__sessions/expire with {} (every session) or { "sessionId": "…" } (a V2 session id or V1 user id).';

export function createLexControls(
	sessions: SessionStore
): Record< string, ControlHandler > {
	return {
		'/__sessions/expire': ( method, body, response ) => {
			const given = body ?? {};
			const sessionId = isRecord( given ) ? given.sessionId : undefined;
			if (
				method !== 'POST' ||
				! isRecord( given ) ||
				( sessionId !== undefined && typeof sessionId !== 'string' )
			) {
				sendJson( response, 400, { error: USAGE } );
				return;
			}
			sendJson( response, 200, {
				expired: sessions.expire( sessionId ),
			} );
		},
	};
}
