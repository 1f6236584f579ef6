/**
 * Random ids (Lex session ids, transcript entry ids). `crypto.randomUUID`
 * exists only in secure contexts (https, localhost), so on a plain-HTTP
 * site the chat would throw on mount; `crypto.getRandomValues` exists
 * everywhere and makes the same RFC 4122 version 4 UUID.
 */

/** The part of `Crypto` used here; tests pass one without randomUUID. */
export type RandomSource = Pick< Crypto, 'getRandomValues' > &
	Partial< Pick< Crypto, 'randomUUID' > >;

/**
 * A version 4 UUID ("xxxxxxxx-xxxx-4xxx-yxxx-xxxxxxxxxxxx", y one of 8, 9,
 * a, b).
 *
 * @param source The page's `crypto` unless given.
 */
export function randomId( source: RandomSource = globalThis.crypto ): string {
	if ( typeof source.randomUUID === 'function' ) {
		return source.randomUUID();
	}
	const bytes = source.getRandomValues( new Uint8Array( 16 ) );
	// Version 4 in the high nibble of byte 6, variant 10xx in byte 8.
	bytes[ 6 ] = 0x40 + ( bytes[ 6 ] % 0x10 );
	bytes[ 8 ] = 0x80 + ( bytes[ 8 ] % 0x40 );
	const hex = Array.from( bytes, ( byte ) =>
		byte.toString( 16 ).padStart( 2, '0' )
	).join( '' );
	return [
		hex.slice( 0, 8 ),
		hex.slice( 8, 12 ),
		hex.slice( 12, 16 ),
		hex.slice( 16, 20 ),
		hex.slice( 20 ),
	].join( '-' );
}
