/**
 * Session and entry ids on any page: plain-HTTP sites have no
 * `crypto.randomUUID` (secure contexts only), only `getRandomValues`.
 */

/**
 * Internal dependencies
 */
import { randomId, type RandomSource } from '../random-id';

const UUID_V4 =
	/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/**
 * What a page served over plain HTTP offers: random bytes, no randomUUID.
 *
 * @param fill Byte value to fill with (random when omitted).
 */
function insecureContextCrypto( fill?: number ): RandomSource {
	return {
		getRandomValues: < T extends ArrayBufferView | null >( array: T ) => {
			if ( array instanceof Uint8Array ) {
				for ( let index = 0; index < array.length; index++ ) {
					array[ index ] = fill ?? Math.floor( Math.random() * 256 );
				}
			}
			return array;
		},
	};
}

describe( 'randomId', () => {
	it( 'makes an RFC 4122 version 4 UUID where randomUUID is missing', () => {
		const source = insecureContextCrypto();
		const ids = Array.from( { length: 200 }, () => randomId( source ) );
		for ( const id of ids ) {
			expect( id ).toMatch( UUID_V4 );
		}
		expect( new Set( ids ).size ).toBe( ids.length );
	} );

	it( 'sets the version and variant bits whatever the random bytes are', () => {
		expect( randomId( insecureContextCrypto( 0xff ) ) ).toBe(
			'ffffffff-ffff-4fff-bfff-ffffffffffff'
		);
		expect( randomId( insecureContextCrypto( 0 ) ) ).toBe(
			'00000000-0000-4000-8000-000000000000'
		);
	} );

	it( 'uses randomUUID where the page has it', () => {
		const source: RandomSource = {
			...insecureContextCrypto(),
			randomUUID: () => '11111111-2222-4333-8444-555555555555',
		};
		expect( randomId( source ) ).toBe(
			'11111111-2222-4333-8444-555555555555'
		);
	} );

	it( 'works with the environment’s own crypto', () => {
		expect( randomId() ).toMatch( UUID_V4 );
	} );
} );
