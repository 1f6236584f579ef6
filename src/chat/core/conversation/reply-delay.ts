/**
 * How long the typing indicator shows before a reply (spec section 9).
 */

/**
 * Internal dependencies
 */
import { messageText, type BotMessage } from '../bot';

/** When the first message has no text (a card, a JSON payload). */
export const NO_TEXT_DELAY_MS = 500;
/** Before job results. */
export const JOB_RESULTS_DELAY_MS = 1200;
/** Characters that read in no time at all: log(15 / 15) = 0. */
export const DELAY_LENGTH_UNIT = 15;

/**
 * log(length / 15) × ai_delay, never negative (short messages: no wait).
 *
 * @param length  Characters in the message.
 * @param aiDelay Setting ai_delay.
 */
export function textDelay( length: number, aiDelay: number ): number {
	if ( ! ( length > 0 ) || ! ( aiDelay > 0 ) ) {
		return 0;
	}
	return Math.max( 0, Math.log( length / DELAY_LENGTH_UNIT ) * aiDelay );
}

/**
 * The wait before a bot reply, from its first message.
 *
 * @param messages The reply's messages.
 * @param aiDelay  Setting ai_delay.
 */
export function replyDelay( messages: BotMessage[], aiDelay: number ): number {
	const text = messageText( messages[ 0 ] );
	return text === '' ? NO_TEXT_DELAY_MS : textDelay( text.length, aiDelay );
}
