/* @jest-environment node */
/**
 * The connection test against the real stand-ins (dev/services), through
 * the chat's own credentials and Lex clients.
 */

/**
 * External dependencies
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Internal dependencies
 */
import { TEMPLATE_PATH } from '../../../../dev/services/bot/definition';
import { standInBotSettings } from '../../../../dev/services/stand-in-bot';
import {
	startServices,
	type RunningServices,
} from '../../../../dev/services/start-services';
import { DEFAULT_SETTINGS } from '../../../settings/defaults';
import type { BotLocaleReport } from '../../bot-locale/bot-locale-report';
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
	await fetch( `${ services.urls[ 'lex-runtime-v2' ] }__freedoms`, {
		method: 'DELETE',
	} );
} );

/**
 * Turns choices Lex's documentation leaves open on in the V2 stand-in
 * (dev/services/lex/freedoms.ts) until the test ends.
 * @param changes The freedoms to change.
 */
async function freedoms( changes: object ) {
	const response = await fetch(
		`${ services.urls[ 'lex-runtime-v2' ] }__freedoms`,
		{ method: 'POST', body: JSON.stringify( changes ) }
	);
	expect( response.ok ).toBe( true );
}

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

const runLocales = ( values: Settings, report: BotLocaleReport ) =>
	runConnectionTest(
		values,
		{ ...defaultConnectionTestDeps, timeoutMs: 5000 },
		report
	);

/** A Spanish site with default settings, as includes/bot-words.php decides. */
const SPANISH: BotLocaleReport = {
	siteLocale: 'es_ES',
	locale: 'es_US',
	reason: 'template',
	templateLocales: [ 'en_US', 'es_US' ],
	probeLocales: [ 'es_US', 'en_US' ],
};

const LEX_CALLS = () => `${ services.urls[ 'lex-runtime-v2' ] }__calls`;

async function clearCalls() {
	await fetch( LEX_CALLS(), { method: 'DELETE' } );
}

/** RecognizeText calls the V2 stand-in answered since the last clear. */
async function lexCalls(): Promise< number > {
	const calls = ( await ( await fetch( LEX_CALLS() ) ).json() ) as Array< {
		operation: string;
	} >;
	return calls.filter( ( call ) => call.operation === 'RecognizeText' )
		.length;
}

/**
 * Stand-ins whose bot is the template with only the given locales.
 *
 * @param locales Locale ids to keep.
 */
async function servicesWithLocales(
	locales: string[]
): Promise< RunningServices > {
	const folder = mkdtempSync( path.join( tmpdir(), 'bot-locales-' ) );
	const file = path.join( folder, 'recruiting-bot.template.json' );
	const template = JSON.parse( readFileSync( TEMPLATE_PATH, 'utf8' ) );
	const bot = template.Resources.Bot.Properties;
	bot.BotLocales = bot.BotLocales.filter( ( locale: { LocaleId: string } ) =>
		locales.includes( locale.LocaleId )
	);
	writeFileSync( file, JSON.stringify( template ) );
	return startServices( { basePort: 0, botTemplate: file } );
}

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

	it( 'asks the bot in the locale the server gives the site’s language, and says which locales the bot has', async () => {
		await clearCalls();
		const report = await runLocales( settings(), SPANISH );
		expect( report ).toEqual( {
			ok: true,
			identityPool: POOL,
			reply: expect.stringMatching( /\S/ ),
			locale: 'es_US',
			locales: { has: [ 'es_US', 'en_US' ], lacks: [] },
		} );
		// One message in each locale.
		expect( await lexCalls() ).toBe( 2 );
	} );

	it( 'warns when the site’s language maps to a locale the bot lacks: the chat falls back to en_US', async () => {
		// The stand-in serves only the template's locales, en_US and es_US.
		const mapped: BotLocaleReport = {
			...SPANISH,
			locale: 'es_MX',
			reason: 'map',
			probeLocales: [ 'es_MX', 'en_US', 'es_US' ],
		};
		const report = await runLocales(
			settings( { bot_locale_map: 'es_ES=es_MX' } ),
			mapped
		);
		if ( ! report.ok ) {
			throw new Error( report.summary );
		}
		expect( report.locale ).toBe( 'en_US' );
		expect( report.locales ).toEqual( {
			has: [ 'en_US', 'es_US' ],
			lacks: [ 'es_MX' ],
		} );
		expect( report.reply ).toMatch( /\S/ );
		expect( report.warning ).toEqual( {
			summary:
				'The bot has no es_MX locale, which pages in Spanish (es_ES) talk to: candidates get the bot in en_US, with a notice that it does not speak their language.',
			advice: 'Map this site’s language to a locale the bot has (Bot locale per site language), or add the locale to the bot, then test again.',
			settings: [ 'bot_locale_map' ],
		} );
	} );

	it( 'fails when the bot has neither the site language’s locale nor en_US to fall back on', async () => {
		const spanishOnly = await servicesWithLocales( [ 'es_US' ] );
		try {
			const report = failure(
				await runConnectionTest(
					{
						...settings(),
						...standInBotSettings( spanishOnly.urls, 'v2' ),
						bot_locale: 'de_DE',
					},
					{ ...defaultConnectionTestDeps, timeoutMs: 5000 },
					{
						siteLocale: 'de_DE',
						locale: 'de_DE',
						reason: 'default',
						templateLocales: [ 'en_US', 'es_US' ],
						probeLocales: [ 'de_DE', 'en_US', 'es_US' ],
					}
				)
			);
			expect( report.step ).toBe( 'bot' );
			expect( report.summary ).toBe(
				'The bot has no de_DE locale, which pages in German (de_DE) talk to, and no en_US locale to fall back on: the chat cannot start.'
			);
			expect( report.settings ).toEqual( [ 'bot_locale' ] );
			expect( report.serviceError ).toMatch(
				/^ResourceNotFoundException: The bot has no locale de_DE;/
			);

			// An English site, whose locale is the fallback itself.
			const english = failure(
				await runConnectionTest(
					{
						...settings(),
						...standInBotSettings( spanishOnly.urls, 'v2' ),
					},
					{ ...defaultConnectionTestDeps, timeoutMs: 5000 },
					{
						siteLocale: 'en_GB',
						locale: 'en_US',
						reason: 'default',
						templateLocales: [ 'en_US', 'es_US' ],
						probeLocales: [ 'en_US', 'es_US' ],
					}
				)
			);
			expect( english.summary ).toBe(
				'The bot has no en_US locale, which pages in English (en_GB) talk to: the chat cannot start.'
			);
		} finally {
			await spanishOnly.close();
		}
	} );

	it( 'warns the same when Lex answers BadRequestException for the missing locale, as its GetSession reference words it', async () => {
		await freedoms( { localeBadRequest: true } );
		const mapped: BotLocaleReport = {
			...SPANISH,
			locale: 'es_MX',
			reason: 'map',
			probeLocales: [ 'es_MX', 'en_US', 'es_US' ],
		};
		const report = await runLocales(
			settings( { bot_locale_map: 'es_ES=es_MX' } ),
			mapped
		);
		if ( ! report.ok ) {
			throw new Error( report.summary );
		}
		expect( report.locale ).toBe( 'en_US' );
		expect( report.locales ).toEqual( {
			has: [ 'en_US', 'es_US' ],
			lacks: [ 'es_MX' ],
		} );
		expect( report.warning?.summary ).toBe(
			'The bot has no es_MX locale, which pages in Spanish (es_ES) talk to: candidates get the bot in en_US, with a notice that it does not speak their language.'
		);
	} );

	it( 'takes a BadRequestException for no missing locale when no locale answers: the bot or alias may be what is missing', async () => {
		const spanishOnly = await servicesWithLocales( [ 'es_US' ] );
		try {
			await fetch(
				`${ spanishOnly.urls[ 'lex-runtime-v2' ] }__freedoms`,
				{
					method: 'POST',
					body: JSON.stringify( { localeBadRequest: true } ),
				}
			);
			const report = failure(
				await runConnectionTest(
					{
						...settings(),
						...standInBotSettings( spanishOnly.urls, 'v2' ),
						bot_locale: 'de_DE',
					},
					{ ...defaultConnectionTestDeps, timeoutMs: 5000 },
					{
						siteLocale: 'de_DE',
						locale: 'de_DE',
						reason: 'default',
						templateLocales: [ 'en_US', 'es_US' ],
						probeLocales: [ 'de_DE', 'en_US' ],
					}
				)
			);
			expect( report.step ).toBe( 'bot' );
			expect( report.summary ).not.toMatch( /locale/ );
			expect( report.serviceError ).toMatch(
				/^BadRequestException: The bot has no locale de_DE;/
			);
		} finally {
			await spanishOnly.close();
		}
	} );

	it( 'blames the bot, not a locale, when no locale answers', async () => {
		const report = failure(
			await runLocales( settings( { bot_id: 'UNKNOWNBOT' } ), SPANISH )
		);
		expect( report.summary ).toBe(
			'Amazon Lex has no bot with this ID, alias ID and locale in this region.'
		);
	} );

	it( 'asks no other locale after another failure, and none for Lex V1', async () => {
		await arm( 'lex-runtime-v2', {
			operation: 'RecognizeText',
			fault: 'AccessDeniedException',
		} );
		await clearCalls();
		expect( ( await runLocales( settings(), SPANISH ) ).ok ).toBe( false );
		expect( await lexCalls() ).toBe( 1 );

		const v1 = await runLocales(
			settings( {
				bot_version: 'v1',
				lex_endpoint: services.urls[ 'lex-runtime-v1' ],
			} ),
			SPANISH
		);
		expect( v1 ).toEqual( {
			ok: true,
			identityPool: POOL,
			reply: expect.stringMatching( /\S/ ),
		} );
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
