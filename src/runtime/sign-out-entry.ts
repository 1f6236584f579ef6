/**
 * The sign-out part's entry (build/parts/sign-out.js): loaded when the
 * candidate logs out, not on every page.
 */

/**
 * Internal dependencies
 */
import { createCookieJar } from './cookie';
import { SIGN_OUT_PART } from './part-names';
import { publishPart } from './parts';
import { signOut } from './sign-out';

publishPart( SIGN_OUT_PART, { signOut, createCookieJar } );
