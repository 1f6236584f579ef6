/**
 * The error entries' texts (spec section 8).
 */

/**
 * Internal dependencies
 */
import { errorMessage } from '../common';

export const LOCATION_NOT_FOUND_MESSAGE =
	"Sorry, I couldn't find that location, please try again.";
export const UNKNOWN_ERROR = 'Unknown error';

/**
 * 'Error:  {message or Unknown error} (see console for details)' — two
 * spaces after the colon, as in the spec. Only the first line of a message
 * is shown (the SDK appends debugging hints on later lines).
 *
 * @param error What was thrown.
 */
export function botErrorText( error: unknown ): string {
	const message = errorMessage( error )?.split( '\n' )[ 0 ].trim();
	return `Error:  ${ message || UNKNOWN_ERROR } (see console for details)`;
}
