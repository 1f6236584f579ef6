/**
 * Identities and temporary credentials issued by the Cognito stand-in, kept
 * in memory so the Lex stand-ins can check the signatures made with them.
 */
import { randomBytes, randomUUID } from 'node:crypto';

export interface IssuedCredentials {
	identityId: string;
	accessKeyId: string;
	secretAccessKey: string;
	sessionToken: string;
	/** Expiry in ms since the epoch. */
	expiresAt: number;
}

const KEY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function randomKeyId(): string {
	const bytes = randomBytes( 16 );
	let id = 'ASIA';
	for ( const byte of bytes ) {
		id += KEY_ALPHABET[ byte % KEY_ALPHABET.length ];
	}
	return id;
}

export class CredentialStore {
	private readonly identities = new Set< string >();
	private readonly byAccessKey = new Map< string, IssuedCredentials >();

	constructor(
		private readonly now: () => number,
		private readonly ttlSeconds: number
	) {}

	createIdentity( region: string ): string {
		const identityId = `${ region }:${ randomUUID() }`;
		this.identities.add( identityId );
		return identityId;
	}

	hasIdentity( identityId: string ): boolean {
		return this.identities.has( identityId );
	}

	issue( identityId: string ): IssuedCredentials {
		const credentials: IssuedCredentials = {
			identityId,
			accessKeyId: randomKeyId(),
			secretAccessKey: randomBytes( 30 ).toString( 'base64' ),
			sessionToken: randomBytes( 96 ).toString( 'base64' ),
			expiresAt: this.now() + this.ttlSeconds * 1000,
		};
		this.byAccessKey.set( credentials.accessKeyId, credentials );
		return credentials;
	}

	find( accessKeyId: string ): IssuedCredentials | undefined {
		return this.byAccessKey.get( accessKeyId );
	}
}
