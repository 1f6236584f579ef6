/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import {
	botStatusFromSettings,
	botStatusMessage,
	settingsPageUrl,
	useBotStatus,
	type BotStatus,
} from '../bot-status';

const OPTION = 'careers_frontend_settings';

/**
 * What the editor decides to say, as text (the notice is a thin wrapper).
 *
 * @param props          Props.
 * @param props.response What GET /wp/v2/settings answers.
 */
function StatusText( { response }: { response: Promise< unknown > } ) {
	const status: BotStatus = useBotStatus( () => response );
	const message = botStatusMessage( status );
	return (
		<p>
			{ status }: { message?.text } { message?.linkText }
		</p>
	);
}

/**
 * The notice for these saved settings.
 *
 * @param settings The option as GET /wp/v2/settings holds it.
 */
function renderStatus( settings: Record< string, string > ) {
	render(
		<StatusText response={ Promise.resolve( { [ OPTION ]: settings } ) } />
	);
}

describe( 'the chat block’s editor notice', () => {
	it( 'asks for a bot, with a link to Settings → Careers, when none is configured', async () => {
		renderStatus( { bot_version: 'v2', bot_id: '', bot_alias_id: '' } );
		expect( await screen.findByText( /^missing:/ ) ).toHaveTextContent(
			'The chat needs a bot: enter the Lex bot and the Cognito identity pool in the Careers settings. Until then visitors do not see the chat. Open Settings → Careers'
		);
	} );

	it( 'says nothing when the bot, its identity pool and the job API are configured', async () => {
		renderStatus( {
			bot_version: 'v2',
			bot_id: 'B',
			bot_alias_id: 'A',
			environment: 'production',
			identity_pool_production:
				'us-east-1:00000000-0000-4000-8000-000000000000',
			job_api_base: 'https://jobs.example.test/api/',
		} );
		expect( await screen.findByText( /^configured:/ ) ).toHaveTextContent(
			/^configured:$/
		);
	} );

	it( 'asks for the job API, with a link to Settings → Careers, when only it is missing', async () => {
		renderStatus( {
			bot_version: 'v2',
			bot_id: 'B',
			bot_alias_id: 'A',
			environment: 'production',
			identity_pool_production:
				'us-east-1:00000000-0000-4000-8000-000000000000',
			job_api_base: '',
		} );
		expect(
			await screen.findByText( /^missing-job-api:/ )
		).toHaveTextContent(
			'The chat needs the job API: enter its base URL in the Careers settings. Until then visitors do not see the chat. Open Settings → Careers'
		);
	} );

	it( 'says who can configure it when the settings cannot be read', async () => {
		render(
			<StatusText
				response={ Promise.reject( new Error( 'rest_forbidden' ) ) }
			/>
		);
		expect( await screen.findByText( /^unknown:/ ) ).toHaveTextContent(
			'only when an administrator has configured the bot'
		);
	} );
} );

describe( 'botStatusFromSettings', () => {
	const POOL = 'us-east-1:00000000-0000-4000-8000-000000000000';
	const V2 = {
		bot_version: 'v2',
		bot_id: 'B',
		bot_alias_id: 'A',
		job_api_base: 'https://jobs.example.test/api/',
	};
	const IN_PRODUCTION = {
		environment: 'production',
		identity_pool_production: POOL,
	};

	// A bot id and alias id for V2, a name and alias for V1, and the
	// identity pool of the configured environment: without it every
	// message would fail.
	it.each( [
		[ 'V2 ids for V2', { ...V2, ...IN_PRODUCTION }, 'configured' ],
		[
			'V2 ids for V1',
			{ ...V2, bot_version: 'v1', ...IN_PRODUCTION },
			'missing',
		],
		[
			'a name and alias for V1',
			{
				bot_version: 'v1',
				bot_name: 'Bot',
				bot_alias: 'live',
				job_api_base: 'http://127.0.0.1:9203/',
				...IN_PRODUCTION,
			},
			'configured',
		],
		// The job API: `{base}job` is loaded as a script, so an empty base
		// would load `job?…` from the page's own address.
		[
			'an empty job API base',
			{ ...V2, ...IN_PRODUCTION, job_api_base: '' },
			'missing-job-api',
		],
		[
			'a relative job API base',
			{ ...V2, ...IN_PRODUCTION, job_api_base: 'api/' },
			'missing-job-api',
		],
		[
			'a job API base on plain http away from this computer',
			{ ...V2, ...IN_PRODUCTION, job_api_base: 'http://jobs.test/' },
			'missing-job-api',
		],
		[
			'neither a bot nor a job API',
			{ bot_version: 'v2', ...IN_PRODUCTION },
			'missing',
		],
		[ 'no identity pool', { ...V2, environment: 'production' }, 'missing' ],
		[
			'only the production pool in development',
			{
				...V2,
				environment: 'development',
				identity_pool_production: POOL,
			},
			'missing',
		],
		[
			'the development pool in development',
			{
				...V2,
				environment: 'development',
				identity_pool_development: POOL,
			},
			'configured',
		],
	] as const )( 'with %s', ( _case, option, status ) => {
		expect( botStatusFromSettings( { [ OPTION ]: option } ) ).toBe(
			status
		);
	} );

	it( 'does not know without the settings', () => {
		expect( botStatusFromSettings( {} ) ).toBe( 'unknown' );
	} );

	it( 'finds the settings page from an editor address', () => {
		expect(
			settingsPageUrl( {
				href: 'https://site.test/wp-admin/post.php?post=7&action=edit',
			} )
		).toBe(
			'https://site.test/wp-admin/options-general.php?page=careers-frontend'
		);
	} );
} );
