/**
 * External dependencies
 */
import { configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { DEFAULT_SETTINGS } from '../../settings/defaults';
import type { Settings } from '../../settings/types';
import type { AdminConfig, SettingsSchema } from '../admin-config';
import {
	BOT_LOCALE_PATH,
	type BotLocaleReport,
} from '../bot-locale/bot-locale-report';
import { SettingsPage } from '../components/settings-page';
import type { ApiFetch } from '../save-settings';
import { SETTINGS_SCHEMA as schemaJson } from '@careers-frontend/settings';

const OPTION = 'careers_frontend_settings';

// The page is large and machines running the suite may be busy: generous
// waits, no assertion about speed.
jest.setTimeout( 60_000 );
configure( { asyncUtilTimeout: 15_000 } );

function setup(
	apiFetch: ApiFetch,
	settings: Partial< Settings > = {},
	locked: AdminConfig[ 'locked' ] = [],
	botLocale?: BotLocaleReport
) {
	const config: AdminConfig = {
		option: OPTION,
		schema: schemaJson as SettingsSchema,
		settings: { ...DEFAULT_SETTINGS, ...settings },
		locked,
		botLocale,
	};
	const user = userEvent.setup();
	render( <SettingsPage config={ config } apiFetch={ apiFetch } /> );
	return user;
}

/** A fake REST settings endpoint that echoes what it was sent. */
function echoingApi() {
	const calls: unknown[] = [];
	const apiFetch: ApiFetch = async ( options ) => {
		if ( options.method === 'POST' ) {
			calls.push( options.data );
		}
		return options.data;
	};
	return { apiFetch, calls };
}

/**
 * The page's notice (a copy also goes to the screen-reader region).
 *
 * @param text Text of the notice.
 */
const findNotice = ( text: string | RegExp ) =>
	screen.findByText( text, { selector: '.components-notice__content' } );

const poolLabel = 'Identity pool ID (production)';
const save = () => screen.getByRole( 'button', { name: 'Save changes' } );

describe( 'Settings → Careers', () => {
	it( 'shows a wrong identity pool id with its message when leaving the field, and does not save it', async () => {
		const { apiFetch, calls } = echoingApi();
		const user = setup( apiFetch );
		const pool = screen.getByLabelText( poolLabel );
		await user.click( pool );
		await user.paste( 'us-east-1' );
		await user.tab();
		expect( pool ).toHaveAttribute( 'aria-invalid', 'true' );
		expect( pool ).toHaveAccessibleDescription(
			expect.stringMatching( /region, a colon and a UUID/ )
		);

		await user.click( save() );
		expect( calls ).toEqual( [] );
		await findNotice(
			'Nothing was saved: 1 setting needs a different value.'
		);
		expect( pool ).toHaveFocus();
		expect( pool ).toHaveValue( 'us-east-1' );
	} );

	it( 'saves a right value and says so', async () => {
		const { apiFetch, calls } = echoingApi();
		const user = setup( apiFetch );
		const pool = screen.getByLabelText( poolLabel );
		await user.click( pool );
		await user.paste( 'us-east-1:0f1e2d3c-4b5a-4978-8a9b-0c1d2e3f4a5b' );
		expect(
			screen.getByText( 'You have unsaved changes.' )
		).toBeInTheDocument();
		await user.click( save() );
		await findNotice( 'Settings saved.' );
		expect(
			document.getElementById( 'a11y-speak-polite' )
		).toHaveTextContent( 'Settings saved.' );
		expect( calls ).toEqual( [
			{
				[ OPTION ]: expect.objectContaining( {
					identity_pool_production:
						'us-east-1:0f1e2d3c-4b5a-4978-8a9b-0c1d2e3f4a5b',
				} ),
			},
		] );
		expect(
			screen.queryByText( 'You have unsaved changes.' )
		).not.toBeInTheDocument();
	} );

	it( 'clears a shown error as soon as the value is right', async () => {
		const { apiFetch } = echoingApi();
		const user = setup( apiFetch );
		const maxJobs = screen.getByLabelText( 'Jobs listed in the chat' );
		await user.clear( maxJobs );
		await user.type( maxJobs, '80' );
		await user.tab();
		expect( maxJobs ).toHaveAccessibleDescription(
			expect.stringContaining( 'Enter a whole number from 0 to 50.' )
		);
		await user.clear( maxJobs );
		await user.type( maxJobs, '8' );
		expect( maxJobs ).not.toHaveAttribute( 'aria-invalid' );
	} );

	it( 'keeps the edits and shows the server’s message on the field when the server refuses them', async () => {
		const apiFetch: ApiFetch = async () => {
			throw {
				code: 'rest_invalid_param',
				message: 'Invalid parameter(s): careers_frontend_settings',
				data: {
					status: 400,
					params: {
						careers_frontend_settings:
							'careers_frontend_settings[bot_locale] does not match pattern ^[a-z]{2}_[A-Z]{2}$.',
					},
				},
			};
		};
		const user = setup( apiFetch );
		const appId = screen.getByLabelText( 'Cloud app ID' );
		await user.click( appId );
		await user.paste( 'my-app' );
		await user.click( save() );
		const locale = screen.getByLabelText( 'Bot locale' );
		await waitFor( () => expect( locale ).toHaveFocus() );
		expect( locale ).toHaveAccessibleDescription(
			expect.stringContaining(
				'The server refused this value: Bot locale does not match pattern'
			)
		);
		await findNotice(
			/The settings were not saved: the server refused a value/
		);
		expect( appId ).toHaveValue( 'my-app' );
		expect(
			screen.getByText( 'You have unsaved changes.' )
		).toBeInTheDocument();
	} );

	it( 'shows the settings that load script read-only, and why, to a user who may not change them', async () => {
		const { apiFetch, calls } = echoingApi();
		const user = setup(
			apiFetch,
			{ job_api_base: 'https://jobs.example.com/api/' },
			[ 'job_api_base', 'maps_script_url' ]
		);
		const why =
			'Only a user allowed to add unfiltered HTML (on a network, a super admin) can change this: the browser runs what it loads as script on every page.';
		for ( const label of [
			'Job API base URL',
			'Google Maps script URL',
		] ) {
			const input = screen.getByLabelText( label );
			expect( input ).toHaveAttribute( 'readonly' );
			expect( input ).toHaveAccessibleDescription(
				expect.stringContaining( why )
			);
		}
		const jobs = screen.getByLabelText( 'Job API base URL' );
		await user.type( jobs, 'x' );
		expect( jobs ).toHaveValue( 'https://jobs.example.com/api/' );
		// Other settings still change and save.
		expect(
			screen.getByLabelText( 'HERE geocode URL' )
		).not.toHaveAttribute( 'readonly' );
		await user.click( screen.getByLabelText( 'Cloud app ID' ) );
		await user.paste( 'my-app' );
		await user.click( save() );
		await findNotice( 'Settings saved.' );
		expect( calls ).toEqual( [
			{
				[ OPTION ]: expect.objectContaining( {
					app_id: 'my-app',
					job_api_base: 'https://jobs.example.com/api/',
				} ),
			},
		] );
	} );

	it( 'says why the server refused a change to a setting that loads script, on the page and on the field', async () => {
		const apiFetch: ApiFetch = async () => {
			throw {
				code: 'careers_frontend_unfiltered_html_required',
				message:
					'Nothing was saved: only a user allowed to add unfiltered HTML (on a network, a super admin) can change the job API base URL or the Google Maps script URL, because the browser runs what they load as script on every page.',
				data: {
					status: 403,
					params: {
						maps_script_url:
							'careers_frontend_settings[maps_script_url] can be changed only by a user allowed to add unfiltered HTML (on a network, a super admin): the browser runs what it loads as script on every page.',
					},
				},
			};
		};
		const user = setup( apiFetch );
		const maps = screen.getByLabelText( 'Google Maps script URL' );
		await user.click( maps );
		await user.paste( 'https://maps.example.net/js' );
		await user.click( save() );
		await findNotice(
			/^Nothing was saved: only a user allowed to add unfiltered HTML .* Your changes are still here: put back the marked fields, then save again\.$/
		);
		await waitFor( () => expect( maps ).toHaveFocus() );
		expect( maps ).toHaveAccessibleDescription(
			expect.stringContaining(
				'The server refused this value: Google Maps script URL can be changed only by a user allowed to add unfiltered HTML'
			)
		);
		expect( maps ).toHaveValue( 'https://maps.example.net/js' );
	} );

	it( 'keeps the edits when the save cannot reach the server', async () => {
		const apiFetch: ApiFetch = async () => {
			throw { code: 'fetch_error', message: 'You are probably offline.' };
		};
		const user = setup( apiFetch );
		const ats = screen.getByLabelText( 'Applicant tracking system URL' );
		await user.click( ats );
		await user.paste( 'https://ats.example.com/' );
		await user.click( save() );
		await findNotice(
			/The settings were not saved \(You are probably offline\.\)/
		);
		expect( ats ).toHaveValue( 'https://ats.example.com/' );
	} );

	it( 'warns before leaving with unsaved edits', async () => {
		const { apiFetch } = echoingApi();
		const user = setup( apiFetch );
		const event = new Event( 'beforeunload', { cancelable: true } );
		window.dispatchEvent( event );
		expect( event.defaultPrevented ).toBe( false );
		await user.type( screen.getByLabelText( 'Cloud app ID' ), 'x' );
		const second = new Event( 'beforeunload', { cancelable: true } );
		window.dispatchEvent( second );
		expect( second.defaultPrevented ).toBe( true );
	} );

	it( 'shows the V1 bot fields only when Lex V1 (legacy) is chosen', async () => {
		const { apiFetch } = echoingApi();
		const user = setup( apiFetch );
		expect(
			screen.queryByLabelText( 'Bot name (V1)' )
		).not.toBeInTheDocument();
		await user.selectOptions(
			screen.getByLabelText( 'Amazon Lex version' ),
			'v1'
		);
		expect( screen.getByLabelText( 'Bot name (V1)' ) ).toBeInTheDocument();
		expect( screen.queryByLabelText( 'Bot ID' ) ).not.toBeInTheDocument();
		expect(
			screen.getByRole( 'option', {
				name: 'Lex V1 (legacy: AWS ended it on 15 September 2025)',
			} )
		).toBeInTheDocument();
	} );

	it( 'says AWS ended Lex V1 on 15 September 2025 and V2 is the default', () => {
		const { apiFetch } = echoingApi();
		setup( apiFetch );
		const version = screen.getByLabelText( 'Amazon Lex version' );
		expect( version ).toHaveValue( 'v2' );
		expect(
			screen.getByRole( 'option', { name: 'Lex V2 (default)' } )
		).toBeInTheDocument();
		expect( version ).toHaveAccessibleDescription(
			'AWS ended Amazon Lex V1 on 15 September 2025: Lex V2 is the default. Choose V1 only for a bot that still answers Lex V1’s PostText.'
		);
	} );

	it( 'warns a site still set to Lex V1, and still saves V1 (it keeps working)', async () => {
		const { apiFetch, calls } = echoingApi();
		const user = setup( apiFetch, {
			bot_version: 'v1',
			bot_name: 'CareersBot',
			bot_alias: 'live',
		} );
		const version = screen.getByLabelText( 'Amazon Lex version' );
		expect( version ).toHaveValue( 'v1' );
		expect( version ).toHaveAccessibleDescription(
			'AWS ended Amazon Lex V1 on 15 September 2025: Lex V2 is the default. Choose V1 only for a bot that still answers Lex V1’s PostText. This site’s chat talks to a Lex V1 bot. AWS ended Lex V1 on 15 September 2025: the chat keeps working only as long as that bot answers. Move it to Lex V2 (“Set up on AWS” creates one).'
		);
		await user.type( screen.getByLabelText( 'Cloud app ID' ), 'x' );
		await user.click( save() );
		await findNotice( 'Settings saved.' );
		expect( calls ).toEqual( [
			{
				[ OPTION ]: expect.objectContaining( {
					bot_version: 'v1',
					bot_name: 'CareersBot',
					bot_alias: 'live',
				} ),
			},
		] );
		// Back on V2, the warning goes.
		await user.selectOptions( version, 'v2' );
		expect( version ).not.toHaveAccessibleDescription(
			expect.stringContaining( 'This site’s chat talks to a Lex V1 bot' )
		);
	} );

	it( 'saves with Enter from a field', async () => {
		const { apiFetch, calls } = echoingApi();
		const user = setup( apiFetch );
		await user.click( screen.getByLabelText( 'Bot ID' ) );
		await user.paste( 'CAREERSBOT' );
		await user.keyboard( '{Enter}' );
		await findNotice( 'Settings saved.' );
		expect( calls ).toHaveLength( 1 );
	} );

	it( 'says which bot locale the site’s language talks to, and why, and asks the server again after a save', async () => {
		const spanish: BotLocaleReport = {
			siteLocale: 'es_ES',
			locale: 'es_US',
			reason: 'template',
			templateLocales: [ 'en_US', 'es_US' ],
			probeLocales: [ 'es_US', 'en_US' ],
		};
		const paths: string[] = [];
		const apiFetch: ApiFetch = async ( options ) => {
			paths.push( options.path );
			if ( options.path === BOT_LOCALE_PATH ) {
				// The server's answer for the map just saved.
				return { ...spanish, locale: 'en_US', reason: 'map' };
			}
			return options.data;
		};
		const user = setup( apiFetch, {}, [], spanish );
		// Below the locale map, announced when a save changes it.
		const note = screen.getByText( /^Pages in Spanish/ );
		expect( note ).toHaveAttribute( 'role', 'status' );
		expect( note ).toHaveTextContent(
			'Pages in Spanish (es_ES) talk to the bot’s es_US locale: the template’s Spanish locale for a Spanish site.'
		);
		expect( paths ).toEqual( [] );

		await user.type(
			screen.getByLabelText( 'Bot locale per site language' ),
			'es_ES=en_US'
		);
		await user.click( save() );
		await findNotice( 'Settings saved.' );
		await waitFor( () =>
			expect( note ).toHaveTextContent(
				'Pages in Spanish (es_ES) talk to the bot’s en_US locale, from the locale map.'
			)
		);
		expect( paths ).toEqual( [ '/wp/v2/settings', BOT_LOCALE_PATH ] );
	} );
} );

describe( 'Settings → Careers, while candidates do not see the chat', () => {
	const CONFIGURED: Partial< Settings > = {
		bot_version: 'v2',
		bot_id: 'BOTID12345',
		bot_alias_id: 'ALIAS12345',
		environment: 'production',
		identity_pool_production:
			'us-east-1:00000000-0000-4000-8000-000000000000',
		job_api_base: 'https://jobs.example.test/api/',
	};

	const readiness = () =>
		document.querySelector( '.careers-frontend-settings__readiness' );

	it( 'names the empty job API base URL, and a press on it goes to its field', async () => {
		const { apiFetch } = echoingApi();
		const user = setup( apiFetch, { ...CONFIGURED, job_api_base: '' } );
		expect( readiness() ).toHaveTextContent(
			'Candidates do not see the chat yet. It needs these settings, filled in and saved:Job API base URL'
		);
		await user.click(
			screen.getByRole( 'button', { name: 'Job API base URL' } )
		);
		expect( screen.getByLabelText( 'Job API base URL' ) ).toHaveFocus();
	} );

	it( 'names each missing bot setting and the environment’s pool too, and is gone once they are saved', async () => {
		const { apiFetch } = echoingApi();
		const user = setup( apiFetch, {
			...CONFIGURED,
			bot_id: '',
			identity_pool_production: '',
		} );
		expect(
			Array.from(
				readiness()?.querySelectorAll( 'li' ) ?? [],
				( item ) => item.textContent
			)
		).toEqual( [ 'Bot ID', poolLabel ] );
		await user.type( screen.getByLabelText( 'Bot ID' ), 'BOTID12345' );
		// Not before it is saved: pages are built from the saved settings.
		expect( readiness()?.querySelectorAll( 'li' ) ).toHaveLength( 2 );
		await user.click( save() );
		await waitFor( () =>
			expect(
				Array.from(
					readiness()?.querySelectorAll( 'li' ) ?? [],
					( item ) => item.textContent
				)
			).toEqual( [ poolLabel ] )
		);
		await user.type(
			screen.getByLabelText( poolLabel ),
			'us-east-1:00000000-0000-4000-8000-000000000000'
		);
		await user.click( save() );
		await waitFor( () => expect( readiness() ).toBeNull() );
	} );

	it( 'says nothing when the chat has all it needs', () => {
		setup( echoingApi().apiFetch, CONFIGURED );
		expect( readiness() ).toBeNull();
	} );
} );
