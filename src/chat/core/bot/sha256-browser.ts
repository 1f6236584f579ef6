/**
 * Stands in for `@aws-crypto/sha256-browser` in the browser build (see the
 * alias in webpack.config.js): the Lex clients' SigV4 signer hashes with the
 * SHA-256 that `@smithy/core` already ships for the Cognito client, so the
 * page carries one SHA-256 instead of two. It uses crypto.subtle where the
 * page has it and falls back to a JS implementation where it does not
 * (crypto.subtle exists only on HTTPS and localhost pages).
 */

/**
 * External dependencies
 */
import { Sha256WebCrypto } from '@smithy/core/checksum';
import { toUint8Array } from '@smithy/core/serde';

/** Bytes, or text hashed as UTF-8. */
type SourceData = Parameters< typeof toUint8Array >[ 0 ];

export class Sha256 extends Sha256WebCrypto {
	/**
	 * Like `@aws-crypto/sha256-browser`'s, takes text as well as bytes.
	 *
	 * @param data What to add.
	 */
	update( data: SourceData ): void {
		super.update( toUint8Array( data ) );
	}
}
