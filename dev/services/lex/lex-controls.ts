/**
 * Control endpoints of the Lex runtimes, for tests: `POST
 * /__sessions/expire` forgets sessions as Lex does after the bot's idle
 * session timeout ("If no conversation occurs during this time, the session
 * expires and Amazon Lex deletes any data provided before the timeout"),
 * without waiting for it; and, on V2, `/__freedoms` turns the choices Lex's
 * documentation leaves open on and off (freedoms.ts).
 */
import { isRecord, sendJson } from '../lib/http';
import type { ControlHandler } from '../lib/service-server';
import {
	OPTIONAL_PARTS,
	patchFreedoms,
	SESSION_STATE_MODES,
	type FreedomBoard,
} from './freedoms';
import type { SessionStore } from './session-store';

const USAGE =
	'POST /__sessions/expire with {} (every session) or { "sessionId": "…" } (a V2 session id or V1 user id).';

const FREEDOMS_USAGE =
	'GET /__freedoms; POST /__freedoms with a JSON object of the freedoms to change; DELETE /__freedoms (back to those the stand-in started with).';

function freedomsControl( board: FreedomBoard ): ControlHandler {
	return ( method, body, response ) => {
		const answer = ( status: number ) =>
			sendJson( response, status, {
				freedoms: board.get(),
				accepted: {
					fallbackFirst: 'true or false',
					localeBadRequest: 'true or false',
					sessionState: SESSION_STATE_MODES,
					omit: [ 'all', ...OPTIONAL_PARTS ],
				},
			} );
		if ( method === 'GET' ) {
			answer( 200 );
		} else if ( method === 'DELETE' ) {
			board.reset();
			answer( 200 );
		} else if ( method === 'POST' ) {
			const patched = patchFreedoms( board.get(), body );
			if ( ! patched.ok ) {
				sendJson( response, 400, {
					error: patched.error,
					usage: FREEDOMS_USAGE,
				} );
				return;
			}
			board.set( patched.value );
			answer( 200 );
		} else {
			sendJson( response, 400, { error: FREEDOMS_USAGE } );
		}
	};
}

/**
 * @param sessions The runtime's sessions.
 * @param freedoms The runtime's freedoms (V2 only).
 */
export function createLexControls(
	sessions: SessionStore,
	freedoms?: FreedomBoard
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
		...( freedoms ? { '/__freedoms': freedomsControl( freedoms ) } : {} ),
	};
}
