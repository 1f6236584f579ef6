/**
 * The chat a cell of the fault matrix runs: the real conversation against
 * the stand-ins (Lex V2, Google's geocoder), the template's first turn
 * shown as the chat opens, the device in Austin, and the job API's JSONP
 * run as a browser runs it. The faulted service alone gets a short
 * timeout (through the chat's injected dependencies), so no answer costs
 * a second, not the chat's 20 s.
 */

/**
 * Internal dependencies
 */
import type { ConversationState } from '../../conversation';
import { standInChat, type StandInChat, type Urls } from '../stand-in-chat';
import { TEMPLATE_WORDS } from '../template-words';
import { browserJsonp } from './browser-jsonp';
import type { Service } from './cells';

/** The faulted service's timeout in a cell. */
export const SHORT_TIMEOUT_MS = 800;
/** The others': long enough for a loaded machine, short of the stand-in's hang. */
const NORMAL_TIMEOUT_MS = 10_000;

/** Where the device is for "Find jobs near me": Austin, TX. */
export const DEVICE = { latitude: 30.2672, longitude: -97.7431 };

export interface MatrixChat extends StandInChat {
	close: () => void;
}

/**
 * @param urls      The stand-ins.
 * @param timeoutOf The service whose timeout is short (a `timeout` cell).
 */
export function matrixChat( urls: Urls, timeoutOf?: Service ): MatrixChat {
	const timeout = ( services: Service[] ) =>
		timeoutOf && services.includes( timeoutOf )
			? SHORT_TIMEOUT_MS
			: NORMAL_TIMEOUT_MS;
	const page = browserJsonp( timeout( [ 'categories', 'search' ] ) );
	const chat = standInChat( urls, {
		version: 'v2',
		provider: 'google',
		device: DEVICE,
		jsonp: page.jsonp,
		geocoderTimeoutMs: timeout( [ 'geocoder' ] ),
		botDeps: {
			timeoutMs: timeout( [
				'GetId',
				'GetCredentialsForIdentity',
				'Lex',
			] ),
		},
		conversation: { firstTurn: TEMPLATE_WORDS.en_US.firstTurn },
	} );
	return { ...chat, close: page.close };
}

/** How long the state must rest, nothing in flight, to count as settled. */
const QUIET_MS = 60;
/** Longer than every timeout a cell may wait out. */
const SETTLE_LIMIT_MS = 8_000;

const idle = ( state: ConversationState ) => ! state.busy && ! state.typing;

/**
 * Resolves once the chat is at rest: not busy, no typing indicator, no
 * call to any service in flight, and no change for a moment. Rejects when
 * it never rests (a message left waiting).
 * @param chat The chat.
 */
export function settled( chat: StandInChat ): Promise< ConversationState > {
	const started = Date.now();
	let last = chat.conversation.getState();
	let restingSince = Date.now();
	return new Promise( ( resolve, reject ) => {
		const look = () => {
			const state = chat.conversation.getState();
			if ( state !== last || ! idle( state ) || chat.inFlight() > 0 ) {
				last = state;
				restingSince = Date.now();
			}
			if ( Date.now() - restingSince >= QUIET_MS ) {
				resolve( state );
			} else if ( Date.now() - started > SETTLE_LIMIT_MS ) {
				reject(
					new Error(
						`The chat never came to rest (busy ${ state.busy }, typing ${ state.typing }, ${ chat.inFlight() } calls in flight).`
					)
				);
			} else {
				setTimeout( look, 10 );
			}
		};
		look();
	} );
}
