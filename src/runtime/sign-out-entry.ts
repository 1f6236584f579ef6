/**
 * The sign-out part's entry (build/parts/sign-out.js): loaded when the
 * candidate logs out, not on every page.
 */

/**
 * Internal dependencies
 */
import { SIGN_OUT_PART } from './part-names';
import { publishPart } from './parts';
import { signOutOfPage } from './sign-out-of-page';

publishPart( SIGN_OUT_PART, { signOutOfPage } );
