/**
 * `npm run services`: starts every stand-in on loopback and prints one line
 * per service, `<name> <base-url>`, then runs until SIGINT or SIGTERM.
 *
 * Environment: SERVICES_PORT (base port, default 9100), SERVICES_HOST
 * (default 127.0.0.1), SERVICES_ORG (storage prefix, default careers),
 * SERVICES_CREDENTIAL_TTL (seconds, default 3600), SERVICES_REPLAY (replay
 * file), SERVICES_LEX_FREEDOMS (the choices Lex's documentation leaves open
 * that the V2 stand-in takes, lex/freedoms.ts), SERVICES_LOG=1 (log each
 * request to stderr).
 */
import {
	DEFAULT_BASE_PORT,
	PORT_ENV_VAR,
	SERVICE_NAMES,
	startServices,
} from './start-services';

function integerFromEnv( name: string, fallback: number ): number {
	const raw = process.env[ name ];
	if ( raw === undefined || raw.trim() === '' ) {
		return fallback;
	}
	const value = Number( raw );
	if ( ! Number.isInteger( value ) || value < 0 ) {
		throw new Error( `${ name } must be a whole number, not "${ raw }".` );
	}
	return value;
}

async function main(): Promise< void > {
	const services = await startServices( {
		host: process.env.SERVICES_HOST || '127.0.0.1',
		basePort: integerFromEnv( PORT_ENV_VAR, DEFAULT_BASE_PORT ),
		organization: process.env.SERVICES_ORG || undefined,
		credentialTtlSeconds: integerFromEnv( 'SERVICES_CREDENTIAL_TTL', 3600 ),
		replayFile: process.env.SERVICES_REPLAY || undefined,
		botTemplate: process.env.SERVICES_BOT_TEMPLATE || undefined,
		log:
			process.env.SERVICES_LOG === '1'
				? ( line ) => process.stderr.write( `${ line }\n` )
				: undefined,
	} );
	for ( const name of SERVICE_NAMES ) {
		process.stdout.write( `${ name } ${ services.urls[ name ] }\n` );
	}
	let stopping = false;
	const stop = () => {
		if ( stopping ) {
			return;
		}
		stopping = true;
		services.close().then(
			() => process.exit( 0 ),
			() => process.exit( 1 )
		);
	};
	process.on( 'SIGINT', stop );
	process.on( 'SIGTERM', stop );
}

main().catch( ( error: unknown ) => {
	process.stderr.write(
		`services: ${ error instanceof Error ? error.message : String( error ) }\n`
	);
	process.exit( 1 );
} );
