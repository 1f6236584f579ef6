/**
 * The runtime's own parts (see parts.ts): what each exports.
 */

/**
 * Internal dependencies
 */
import type { createCookieJar } from './cookie';
import { definePart } from './parts';
import type { signOut } from './sign-out';

/** Sign-out, with js-cookie to remove the candidate's cookies. */
export const SIGN_OUT_PART = definePart< {
	signOut: typeof signOut;
	createCookieJar: typeof createCookieJar;
} >( 'sign-out' );
