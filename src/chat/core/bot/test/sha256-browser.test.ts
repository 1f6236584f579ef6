/** @jest-environment node */

/**
 * The SHA-256 the browser build gives the Lex clients' request signer (in
 * place of `@aws-crypto/sha256-browser`): the same hashes, HMACs and SigV4
 * signatures as Node's own, with crypto.subtle and, as on a plain-HTTP
 * page, without it.
 */

/**
 * External dependencies
 */
import { createHash, createHmac, webcrypto } from 'node:crypto';
import { Hash } from '@smithy/hash-node';
import { SignatureV4 } from '@smithy/signature-v4';

type Shim = typeof import( '../sha256-browser' );

const hex = ( bytes: Uint8Array ) => Buffer.from( bytes ).toString( 'hex' );

/**
 * The module as a page would load it: with the given `crypto` global
 * (read once, when the module loads).
 *
 * @param crypto What `globalThis.crypto` is while the module loads.
 */
async function loadWith( crypto: object ): Promise< Shim > {
	const pageCrypto = Object.getOwnPropertyDescriptor( globalThis, 'crypto' );
	const restore = () => {
		if ( pageCrypto ) {
			Object.defineProperty( globalThis, 'crypto', pageCrypto );
		}
	};
	Object.defineProperty( globalThis, 'crypto', {
		value: crypto,
		configurable: true,
	} );
	let shim: Shim | undefined;
	await jest
		.isolateModulesAsync( async () => {
			shim = await import( '../sha256-browser' );
		} )
		.finally( restore );
	if ( ! shim ) {
		throw new Error( 'The module did not load.' );
	}
	return shim;
}

/** crypto.subtle that counts its calls. */
function countingSubtle() {
	const calls: string[] = [];
	const { subtle } = webcrypto;
	const counted = {
		digest: ( ...args: Parameters< typeof subtle.digest > ) => {
			calls.push( 'digest' );
			return subtle.digest( ...args );
		},
		importKey: ( ...args: Parameters< typeof subtle.importKey > ) => {
			calls.push( 'importKey' );
			return subtle.importKey( ...args );
		},
		sign: ( ...args: Parameters< typeof subtle.sign > ) => {
			calls.push( 'sign' );
			return subtle.sign( ...args );
		},
	};
	return { crypto: { subtle: counted }, calls };
}

const TEXT = 'POST\n/bots/B1/botAliases/A1/botLocales/en_US/sessions/s/text\n';
const KEY = new Uint8Array( [ 1, 2, 3, 250, 251, 252 ] );

describe.each( [
	[ 'with crypto.subtle', true ],
	[ 'without crypto.subtle (plain-HTTP page)', false ],
] )( 'the browser build’s SHA-256 %s', ( _label, withSubtle ) => {
	let shim: Shim;
	let calls: string[];

	beforeEach( async () => {
		const subtle = countingSubtle();
		calls = subtle.calls;
		shim = await loadWith( withSubtle ? subtle.crypto : {} );
	} );

	it( 'hashes text and bytes as Node does', async () => {
		const text = new shim.Sha256();
		text.update( TEXT );
		text.update( 'é€' );
		expect( hex( await text.digest() ) ).toBe(
			createHash( 'sha256' ).update( TEXT ).update( 'é€' ).digest( 'hex' )
		);
		const bytes = new shim.Sha256();
		bytes.update( KEY );
		expect( hex( await bytes.digest() ) ).toBe(
			createHash( 'sha256' ).update( KEY ).digest( 'hex' )
		);
		expect( calls.includes( 'digest' ) ).toBe( withSubtle );
	} );

	it( 'computes an HMAC as Node does', async () => {
		const hmac = new shim.Sha256( KEY );
		hmac.update( TEXT );
		expect( hex( await hmac.digest() ) ).toBe(
			createHmac( 'sha256', KEY ).update( TEXT ).digest( 'hex' )
		);
		expect( calls.includes( 'sign' ) ).toBe( withSubtle );
	} );

	it( 'gives a Lex request the SigV4 signature AWS computes', async () => {
		const request = {
			method: 'POST',
			protocol: 'https:',
			hostname: 'runtime-v2-lex.us-east-1.amazonaws.com',
			path: '/bots/B1/botAliases/A1/botLocales/en_US/sessions/s1/text',
			headers: {
				host: 'runtime-v2-lex.us-east-1.amazonaws.com',
				'content-type': 'application/json',
			},
			body: JSON.stringify( { text: 'Austin, TX' } ),
		};
		const signer = (
			sha256: ConstructorParameters< typeof SignatureV4 >[ 0 ][ 'sha256' ]
		) =>
			new SignatureV4( {
				service: 'lex',
				region: 'us-east-1',
				credentials: {
					accessKeyId: 'ASIAEXAMPLE',
					secretAccessKey: 'secret/example+key',
					sessionToken: 'token',
				},
				sha256,
			} );
		const signingDate = new Date( '2026-01-02T03:04:05Z' );
		const ours = await signer( shim.Sha256 ).sign( request, {
			signingDate,
		} );
		const node = await signer( Hash.bind( null, 'sha256' ) ).sign(
			request,
			{ signingDate }
		);
		expect( ours.headers.authorization ).toBe( node.headers.authorization );
		expect( ours.headers.authorization ).toMatch(
			/^AWS4-HMAC-SHA256 Credential=ASIAEXAMPLE\/20260102\/us-east-1\/lex\/aws4_request/
		);
	} );
} );
