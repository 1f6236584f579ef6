/* @jest-environment node */
/**
 * The connection test against the real stand-ins (dev/services), through
 * the chat's own credentials and Lex clients.
 */

/**
 * Internal dependencies
 */
import { standInBotSettings } from '../../../../dev/services/stand-in-bot';
import {
	startServices,
	type RunningServices,
} from '../../../../dev/services/start-services';
import { DEFAULT_SETTINGS } from '../../../settings/defaults';
import type { Settings } from '../../../settings/types';
import { defaultConnectionTestDeps } from '../default-deps';
import {
	runConnectionTest,
	type ConnectionReport,
} from '../run-connection-test';

const POOL = 'us-east-1:00000000-0000-4000-8000-000000000002';
const UNKNOWN_POOL = 'us-east-1:00000000-0000-4000-8000-ffffffffffff';

let services: RunningServices;

beforeAll( async () => {
	services = await startServices( { basePort: 0 } );
} );

afterAll( async () => {
	await services.close();
} );

afterEach( async () => {
	for ( const url of Object.values( services.urls ) ) {
		await fetch( `${ url }__faults`, { method: 'DELETE' } );
	}
} );

function settings( patch: Partial< Settings > = {} ): Settings {
	return {
		...DEFAULT_SETTINGS,
		...standInBotSettings( services.urls, 'v2' ),
		environment: 'development',
		identity_pool_development: POOL,
		...patch,
	};
}

async function arm( service: keyof RunningServices[ 'urls' ], fault: object ) {
	const response = await fetch( `${ services.urls[ service ] }__faults`, {
		method: 'POST',
		headers: { 'content-type': 'application/json' },
		body: JSON.stringify( fault ),
	} );
	expect( response.ok ).toBe( true );
}

const run = ( values: Settings ) =>
	runConnectionTest( values, {
		...defaultConnectionTestDeps,
		timeoutMs: 5000,
	} );

function failure( report: ConnectionReport ) {
	if ( report.ok ) {
		throw new Error(
			`Expected a failure, got the reply ${ report.reply }`
		);
	}
	return report;
}

describe( 'Test connection', () => {
	it( 'reports success with the bot’s reply (Lex V2)', async () => {
		const report = await run( settings() );
		expect( report ).toEqual( {
			ok: true,
			identityPool: POOL,
			reply: expect.stringMatching( /\S/ ),
		} );
	} );

	it( 'reports success with the bot’s reply (Lex V1, legacy)', async () => {
		const report = await run(
			settings( {
				bot_version: 'v1',
				lex_endpoint: services.urls[ 'lex-runtime-v1' ],
			} )
		);
		expect( report.ok ).toBe( true );
	} );

	it( 'asks the bot in the Lex locale candidates get for the site’s language', async () => {
		// The stand-in bot speaks en_US only, as a real bot built for it.
		const mapped = settings( { bot_locale_map: 'es_ES=fr_CA' } );
		const spanishSite = failure(
			await runConnectionTest(
				mapped,
				{ ...defaultConnectionTestDeps, timeoutMs: 5000 },
				'es_ES'
			)
		);
		expect( spanishSite.serviceError ).toMatch(
			/^ResourceNotFoundException: The bot has no locale fr_CA;/
		);
		const unmappedSite = await runConnectionTest(
			mapped,
			{ ...defaultConnectionTestDeps, timeoutMs: 5000 },
			'en_GB'
		);
		expect( unmappedSite.ok ).toBe( true );
	} );

	it( 'names the identity pool when Amazon Cognito does not know it', async () => {
		const report = failure(
			await run( settings( { identity_pool_development: UNKNOWN_POOL } ) )
		);
		expect( report.step ).toBe( 'credentials' );
		expect( report.summary ).toBe(
			'Amazon Cognito has no identity pool with this ID in this region.'
		);
		expect( report.serviceError ).toMatch( /^ResourceNotFoundException: / );
		expect( report.settings[ 0 ] ).toBe( 'identity_pool_development' );
	} );

	it( 'reports a Lex error injected by the stand-in in words, with the bot settings at fault', async () => {
		await arm( 'lex-runtime-v2', {
			operation: 'RecognizeText',
			fault: 'ResourceNotFoundException',
		} );
		const report = failure( await run( settings() ) );
		expect( report.step ).toBe( 'bot' );
		expect( report.summary ).toBe(
			'Amazon Lex has no bot with this ID, alias ID and locale in this region.'
		);
		expect( report.serviceError ).toMatch(
			/^ResourceNotFoundException: .+\(HTTP 404\)$/
		);
		expect( report.settings ).toEqual( [
			'bot_id',
			'bot_alias_id',
			'bot_locale',
			'region',
		] );
	} );

	it( 'blames the pool’s role when Lex denies access', async () => {
		await arm( 'lex-runtime-v2', {
			operation: 'RecognizeText',
			fault: 'AccessDeniedException',
		} );
		const report = failure( await run( settings() ) );
		expect( report.summary ).toBe(
			'Amazon Lex refused the credentials from the identity pool.'
		);
		expect( report.settings[ 0 ] ).toBe( 'identity_pool_development' );
	} );

	it( 'says when Amazon Cognito cannot be reached', async () => {
		const report = failure(
			await run( settings( { cognito_endpoint: 'http://127.0.0.1:9/' } ) )
		);
		expect( report.step ).toBe( 'credentials' );
		expect( report.summary ).toBe(
			'The browser could not reach Amazon Cognito.'
		);
		expect( report.settings[ 0 ] ).toBe( 'cognito_endpoint' );
	} );

	it( 'does not call anything while the bot or the pool is missing', async () => {
		const report = failure(
			await run(
				settings( { bot_alias_id: '', identity_pool_development: '' } )
			)
		);
		expect( report.step ).toBe( 'configuration' );
		expect( report.settings ).toEqual( [
			'bot_alias_id',
			'identity_pool_development',
		] );
	} );

	it( 'catches an identity pool from another region than the AWS region', async () => {
		const report = failure(
			await run( settings( { region: 'eu-west-1' } ) )
		);
		expect( report.step ).toBe( 'configuration' );
		expect( report.summary ).toBe(
			'The identity pool is in us-east-1, but the AWS region is eu-west-1.'
		);
	} );
} );
