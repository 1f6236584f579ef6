/**
 * Starts every stand-in, one HTTP server each on loopback (AWS SDK custom
 * endpoints are origins, so each service needs its own port).
 */
import { createAtsHandler, ATS_OPERATIONS } from './ats/ats-service';
import { CredentialStore } from './cognito/credential-store';
import {
	COGNITO_OPERATIONS,
	createCognitoHandler,
} from './cognito/cognito-service';
import {
	createGeocoderHandler,
	GEOCODER_OPERATIONS,
} from './geo/geocoder-service';
import { loadBotDefinition } from './bot/definition';
import { JobCatalogue } from './jobs/job-catalogue';
import { JOB_CATEGORIES } from './jobs/job-fixture';
import { createJobsControls } from './jobs/jobs-controls';
import { createJobsHandler, JOBS_OPERATIONS } from './jobs/jobs-service';
import { LEX_V2_ERRORS, LEX_V1_ERRORS } from './lex/catalogue';
import { createLexHandler } from './lex/lex-runtime';
import { LEX_V1 } from './lex/lex-v1';
import { LEX_V2 } from './lex/lex-v2';
import { loadReplayFile } from './lex/replay';
import { createLexControls } from './lex/lex-controls';
import {
	FREEDOMS_ENV_VAR,
	FreedomBoard,
	parseFreedoms,
	type LexFreedoms,
} from './lex/freedoms';
import { SessionStore } from './lex/session-store';
import { SIGNED_CALL_FAULTS, type OperationFaults } from './lib/faults';
import { closeServer, isAddressInUse, listen } from './lib/listen';
import {
	createServiceServer,
	type ControlHandler,
	type ServiceHandler,
	type ServiceServer,
} from './lib/service-server';

export const SERVICE_NAMES = [
	'cognito-identity',
	'lex-runtime-v2',
	'lex-runtime-v1',
	'jobs',
	'geocoder',
	'ats',
] as const;

export type ServiceName = ( typeof SERVICE_NAMES )[ number ];

export interface StartServicesOptions {
	/** Loopback address to bind; default 127.0.0.1. */
	host?: string;
	/** First port; the others follow in SERVICE_NAMES order. 0 = ephemeral. */
	basePort?: number;
	/** Storage prefix the ATS login page writes under; default 'careers'. */
	organization?: string;
	/** Lifetime of Cognito credentials; default 3600. */
	credentialTtlSeconds?: number;
	/** The CloudFormation template the Lex stand-ins run; the plugin's by default. */
	botTemplate?: string;
	/** JSON file of recorded bot replies (replay mode). */
	replayFile?: string;
	/** Which variation of a message the bot says (tests); Math.random by default. */
	botRandom?: () => number;
	/**
	 * The choices Lex V2's documentation leaves open that the V2 stand-in
	 * takes (lex/freedoms.ts); by default those SERVICES_LEX_FREEDOMS names,
	 * so a whole test run can take them.
	 */
	lexFreedoms?: LexFreedoms;
	/** Receives one line per request answered. */
	log?: ( line: string ) => void;
	/** Clock in ms, for tests; default Date.now. */
	now?: () => number;
}

export interface RunningServices {
	/** Base URL of each service, ending in `/`. */
	urls: Record< ServiceName, string >;
	close: () => Promise< void >;
}

export const DEFAULT_BASE_PORT = 9100;

/** The environment variable main.ts reads the base port from. */
export const PORT_ENV_VAR = 'SERVICES_PORT';

interface ServiceSpec {
	operations: OperationFaults;
	handler: ServiceHandler;
	controls?: Record< string, ControlHandler >;
}

function lexOperations(
	operation: string,
	errors: Record< string, unknown >
): OperationFaults {
	return {
		[ operation ]: [ ...Object.keys( errors ), ...SIGNED_CALL_FAULTS ],
	};
}

function urlFor( host: string, port: number ): string {
	return `http://${ host.includes( ':' ) ? `[${ host }]` : host }:${ port }/`;
}

export async function startServices(
	options: StartServicesOptions = {}
): Promise< RunningServices > {
	const host = options.host ?? '127.0.0.1';
	const basePort = options.basePort ?? 0;
	const now = options.now ?? Date.now;
	const credentials = new CredentialStore(
		now,
		options.credentialTtlSeconds ?? 3600
	);
	const replay = options.replayFile
		? loadReplayFile( options.replayFile )
		: undefined;
	const bot = loadBotDefinition( options.botTemplate );
	const catalogue = new JobCatalogue();
	// The template's IdleSessionTTLInSeconds, for each runtime's sessions.
	const idleMs = bot.idleSessionTtlSeconds * 1000;
	const v2Sessions = new SessionStore( idleMs );
	const v1Sessions = new SessionStore( idleMs );
	const freedoms = new FreedomBoard(
		options.lexFreedoms ?? parseFreedoms( process.env[ FREEDOMS_ENV_VAR ] )
	);

	const specs: Record< ServiceName, ServiceSpec > = {
		'cognito-identity': {
			operations: COGNITO_OPERATIONS,
			handler: createCognitoHandler( credentials ),
		},
		'lex-runtime-v2': {
			operations: lexOperations( 'RecognizeText', LEX_V2_ERRORS ),
			handler: createLexHandler( LEX_V2, {
				credentials,
				sessions: v2Sessions,
				bot,
				replay: replay?.v2,
				random: options.botRandom,
				freedoms,
			} ),
			controls: createLexControls( v2Sessions, freedoms ),
		},
		'lex-runtime-v1': {
			operations: lexOperations( 'PostText', LEX_V1_ERRORS ),
			handler: createLexHandler( LEX_V1, {
				credentials,
				sessions: v1Sessions,
				bot,
				replay: replay?.v1,
				random: options.botRandom,
			} ),
			controls: createLexControls( v1Sessions ),
		},
		jobs: {
			operations: JOBS_OPERATIONS,
			handler: createJobsHandler( catalogue ),
			controls: createJobsControls( catalogue ),
		},
		geocoder: {
			operations: GEOCODER_OPERATIONS,
			handler: createGeocoderHandler(),
		},
		ats: {
			operations: ATS_OPERATIONS,
			handler: createAtsHandler( {
				organization: options.organization ?? 'careers',
				categories: JOB_CATEGORIES,
			} ),
		},
	};

	const started: ServiceServer[] = [];
	const close = async () => {
		for ( const service of started ) {
			service.shutdown();
		}
		await Promise.all(
			started.map( ( service ) => closeServer( service.server ) )
		);
	};

	const urls: Partial< Record< ServiceName, string > > = {};
	for ( const [ index, name ] of SERVICE_NAMES.entries() ) {
		const service = createServiceServer( {
			name,
			...specs[ name ],
			baseNow: now,
			log: options.log,
		} );
		const port = basePort === 0 ? 0 : basePort + index;
		try {
			urls[ name ] = urlFor(
				host,
				await listen( service.server, host, port )
			);
		} catch ( error ) {
			await close();
			if ( isAddressInUse( error ) ) {
				throw new Error(
					`Port ${ port } on ${ host } is already in use, so the ${ name } stand-in cannot start. ` +
						`Stop whatever uses it, or set ${ PORT_ENV_VAR } to another base port (the stand-ins use ${ basePort }–${
							basePort + SERVICE_NAMES.length - 1
						}).`
				);
			}
			throw error;
		}
		started.push( service );
	}
	return { urls: urls as Record< ServiceName, string >, close };
}
