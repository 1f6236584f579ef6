/**
 * SHA-256 for @smithy/signature-v4, on Node's crypto.
 */
import { Hash } from '@smithy/hash-node';

export class Sha256 extends Hash {
	constructor( secret?: ConstructorParameters< typeof Hash >[ 1 ] ) {
		super( 'sha256', secret );
	}
}
