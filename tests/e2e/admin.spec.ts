/**
 * Issue 7: Settings → Careers for admins. Wrong values are refused in place
 * and never saved; right ones are saved and reach the front end; only
 * users who can manage options see or change the settings; Test connection
 * says in plain words what the stand-ins answered.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { RequestUtils } from '@wordpress/e2e-test-utils-playwright';

import { PLACE_QUESTION, StandIn } from './chat-helpers';
import { watchedFetches, watchFetches } from './engines/page-records';
import type { EngineSite } from './engines/site';
import {
	expect,
	getPluginSettings,
	patchPluginSettings,
	test,
	type PluginSettings,
} from './fixtures';

const SETTINGS_PAGE = '/wp-admin/options-general.php?page=careers-frontend';
const POOL = 'us-east-1:00000000-0000-4000-8000-000000000002';

/** The settings page in any engine: what the smoke tests use of it. */
class SettingsSite {
	constructor( readonly site: EngineSite ) {}

	async goto(): Promise< void > {
		await this.site.goto( SETTINGS_PAGE );
		await expect( this.saveButton ).toBeVisible();
	}

	field( label: string ) {
		return this.site.getByLabel( label, { exact: true } );
	}

	get saveButton() {
		return this.site.getByRole( 'button', { name: 'Save changes' } );
	}

	get notice() {
		return this.site.locator( '.careers-frontend-settings__notice' );
	}
}

/** The settings page. */
class SettingsPage {
	constructor( readonly page: Page ) {}

	async goto(): Promise< void > {
		await this.page.goto( SETTINGS_PAGE );
		await expect( this.saveButton ).toBeVisible();
	}

	field( label: string ) {
		return this.page.getByLabel( label, { exact: true } );
	}

	get saveButton() {
		return this.page.getByRole( 'button', { name: 'Save changes' } );
	}

	get notice() {
		return this.page.locator( '.careers-frontend-settings__notice' );
	}

	get connectionResult() {
		return this.page.locator( '.careers-frontend-connection__result' );
	}

	async testConnection(): Promise< void > {
		await this.page
			.getByRole( 'button', { name: 'Test connection' } )
			.click();
		await expect( this.connectionResult ).not.toContainText(
			'Testing the connection…',
			{
				timeout: 30_000,
			}
		);
	}
}

test.describe( 'Settings → Careers', () => {
	let restore: () => Promise< void >;
	let saved: PluginSettings;

	test.beforeAll( async ( { requestUtils } ) => {
		saved = await getPluginSettings( requestUtils );
		restore = await patchPluginSettings( requestUtils, {} );
	} );

	test.afterEach( async () => {
		await restore();
	} );

	test( 'Set up on AWS: pasted stack outputs (console table, then describe-stacks JSON) fill the bot settings, and the chat works', async ( {
		chat,
		page,
		requestUtils,
	} ) => {
		const settings = new SettingsPage( page );
		await settings.goto();
		const panel = page.getByRole( 'region', { name: 'Set up on AWS' } );
		const template = panel.getByRole( 'link', {
			name: 'Download the CloudFormation template',
		} );
		const templateResponse = await page.request.get(
			( await template.getAttribute( 'href' ) ) ?? ''
		);
		expect( templateResponse.ok() ).toBe( true );
		expect(
			Object.keys( ( await templateResponse.json() ).Outputs )
		).toEqual( [
			'Region',
			'IdentityPoolId',
			'BotId',
			'BotAliasId',
			'BotLocales',
			'IdleSessionTTLInSeconds',
		] );
		const outputs = panel.getByLabel( 'Stack outputs' );
		const fill = panel.getByRole( 'button', {
			name: 'Fill the settings from the outputs',
		} );

		// The console's Outputs table, as copied from the browser.
		const tablePool = 'us-east-1:00000000-0000-4000-8000-0000000000a1';
		await outputs.fill(
			[
				'Key\tValue\tDescription\tExport name',
				'BotAliasId\tTSTALIASID\tSettings → Careers: bot alias id.\t-',
				'BotId\tCAREERSBOT\tSettings → Careers: bot id (Lex V2).\t-',
				"BotLocales\ten_US, es_US\tSettings → Careers: the bot's locales.\t-",
				`IdentityPoolId\t${ tablePool }\tSettings → Careers: identity pool.\t-`,
				'Region\tus-east-1\tSettings → Careers: Region.\t-',
				'IdleSessionTTLInSeconds\t600\tSettings → Careers: bot idle session timeout.\t-',
			].join( '\n' )
		);
		await fill.click();
		await expect( panel ).toContainText( 'Filled, not saved yet:' );
		// The bot's locales: pages find theirs, no locale map is filled.
		await expect( panel ).toContainText( 'The bot’s localesen_US, es_US' );
		await expect( settings.field( 'Bot ID' ) ).toHaveValue( 'CAREERSBOT' );
		await settings.saveButton.click();
		await expect( settings.notice ).toContainText( 'Settings saved.' );
		expect( await getPluginSettings( requestUtils ) ).toMatchObject( {
			region: 'us-east-1',
			identity_pool_production: tablePool,
			identity_pool_development: tablePool,
			bot_version: 'v2',
			bot_id: 'CAREERSBOT',
			bot_alias_id: 'TSTALIASID',
			bot_locale: 'en_US',
			bot_locale_map: saved.bot_locale_map,
			bot_idle_session_ttl: 600,
		} );

		// The JSON of aws cloudformation describe-stacks.
		const jsonPool = 'us-east-1:00000000-0000-4000-8000-0000000000b2';
		await outputs.fill(
			JSON.stringify( {
				Stacks: [
					{
						StackName: 'careers-bot',
						Outputs: [
							{ OutputKey: 'Region', OutputValue: 'us-east-1' },
							{
								OutputKey: 'IdentityPoolId',
								OutputValue: jsonPool,
							},
							{ OutputKey: 'BotId', OutputValue: 'CAREERSBOT' },
							{
								OutputKey: 'BotAliasId',
								OutputValue: 'TSTALIASID',
							},
							{
								OutputKey: 'BotLocales',
								OutputValue: 'es_US, en_US',
							},
						],
					},
				],
			} )
		);
		await fill.click();
		await expect(
			settings.field( 'Identity pool ID (production)' )
		).toHaveValue( jsonPool );
		await settings.saveButton.click();
		await expect( settings.notice ).toContainText( 'Settings saved.' );
		const afterJson = await getPluginSettings( requestUtils );
		expect( afterJson ).toMatchObject( {
			identity_pool_production: jsonPool,
			bot_locale: 'en_US',
			bot_locale_map: saved.bot_locale_map,
		} );

		// A malformed paste: a clear message, nothing changed.
		await outputs.fill( '{"Stacks": [' );
		await fill.click();
		await expect( panel ).toContainText(
			'This looks like JSON but is not valid JSON: paste the whole output of aws cloudformation describe-stacks.'
		);
		await outputs.fill( 'Region\tus-west-2\nBotId\tOTHERBOT01' );
		await fill.click();
		await expect( panel ).toContainText(
			'These outputs are missing: IdentityPoolId, BotAliasId.'
		);
		await expect( settings.field( 'AWS region' ) ).toHaveValue(
			'us-east-1'
		);
		await expect(
			page.getByText( 'You have unsaved changes.' )
		).toHaveCount( 0 );
		expect( await getPluginSettings( requestUtils ) ).toEqual( afterJson );

		// The chat works with what the outputs filled.
		await chat.goto();
		await chat.open();
		await expect( chat.lastBotEntry() ).toContainText( PLACE_QUESTION );
		await chat.answerPlace( 'Austin, TX' );
		await chat.chooseArea( 'Nursing' );
		await expect( chat.jobLinks().first() ).toBeVisible();
	} );

	test(
		'refuses a wrong identity pool with its message and saves nothing',
		{ tag: '@smoke' },
		async ( { site, requestUtils, baseURL } ) => {
			const settings = new SettingsSite( site );
			await settings.goto();
			const pool = settings.field( 'Identity pool ID (development)' );
			await expect( pool ).toHaveValue( POOL );
			await pool.fill( 'us-east-1' );
			await pool.press( 'Tab' );
			await expect( pool ).toHaveAttribute( 'aria-invalid', 'true' );
			await expect( pool ).toHaveAccessibleDescription(
				/An identity pool ID is a region, a colon and a UUID/
			);

			await watchFetches( site, new URL( baseURL ?? '' ).origin );
			await settings.saveButton.click();
			await expect( settings.notice ).toContainText(
				'Nothing was saved: 1 setting needs a different value.'
			);
			await expect( pool ).toBeFocused();
			await expect( pool ).toHaveValue( 'us-east-1' );
			expect(
				( await watchedFetches( site ) ).filter(
					( sent ) =>
						sent.method === 'POST' &&
						sent.url.includes( 'settings' )
				)
			).toEqual( [] );
			expect(
				( await getPluginSettings( requestUtils ) )
					.identity_pool_development
			).toBe( POOL );
		}
	);

	test( 'the REST endpoint itself refuses a wrong value with the field’s name', async ( {
		requestUtils,
	} ) => {
		const error = await requestUtils
			.rest( {
				path: '/wp/v2/settings',
				method: 'POST',
				data: {
					careers_frontend_settings: { ...saved, max_jobs: 500 },
				},
			} )
			.then(
				() => undefined,
				( thrown: unknown ) => thrown
			);
		expect( error ).toMatchObject( {
			code: 'rest_invalid_param',
			data: {
				status: 400,
				params: {
					careers_frontend_settings: expect.stringContaining(
						'careers_frontend_settings[max_jobs]'
					),
				},
			},
		} );
		expect( ( await getPluginSettings( requestUtils ) ).max_jobs ).toBe(
			saved.max_jobs
		);
	} );

	test(
		'saves right values, says so, and the front end gets them',
		{ tag: '@smoke' },
		async ( { site, chat, requestUtils } ) => {
			// The settings page and the front end in an engine driven over
			// WebDriver, on CI's two shared cores (see foundation.spec.ts).
			test.setTimeout( 120_000 );
			const settings = new SettingsSite( site );
			await settings.goto();
			await settings.field( 'Jobs listed in the chat' ).fill( '7' );
			const appId = settings.field( 'Cloud app ID' );
			await appId.fill( 'x'.repeat( 60 ) );
			await appId.press( 'Tab' );
			await expect( appId ).toHaveAccessibleDescription(
				/App IDs are at most 50 characters; this one has 60/
			);
			await expect(
				site.getByText( 'You have unsaved changes.' ).first()
			).toBeVisible();
			await settings.saveButton.click();
			await expect( settings.notice ).toContainText( 'Settings saved.' );
			await expect( site.locator( '#a11y-speak-polite' ) ).toContainText(
				'Settings saved.'
			);
			await expect(
				site.getByText( 'You have unsaved changes.' )
			).toHaveCount( 0 );

			const stored = await getPluginSettings( requestUtils );
			expect( stored ).toMatchObject( {
				max_jobs: 7,
				app_id: 'x'.repeat( 60 ),
			} );

			// The chat's settings come with its window's script, which runs
			// after the first words (issue 34): it has when Lex's first answer
			// offers a new conversation.
			await chat.goto();
			await chat.open();
			await chat.firstAnswered( 30_000 );
			const config = await site.evaluate(
				() => window.careersFrontendConfig?.settings
			);
			expect( config ).toMatchObject( {
				max_jobs: 7,
				app_id: 'x'.repeat( 60 ),
			} );

			// The saved values are what the page shows next time.
			await settings.goto();
			await expect(
				settings.field( 'Jobs listed in the chat' )
			).toHaveValue( '7' );
		}
	);

	test( 'keeps the edits when a save fails, and saves them on the next try', async ( {
		page,
		requestUtils,
	} ) => {
		const settings = new SettingsPage( page );
		await settings.goto();
		await settings.field( 'Jobs listed in the chat' ).fill( '3' );
		// The connection drops once, as on a flaky network.
		await page.route( /settings/, ( route ) =>
			route.request().method() === 'POST'
				? route.abort( 'connectionreset' )
				: route.fallback()
		);
		await settings.saveButton.click();
		await expect( settings.notice ).toContainText(
			'The settings were not saved'
		);
		await expect( settings.notice ).toContainText(
			'Your changes are still here'
		);
		await expect( settings.field( 'Jobs listed in the chat' ) ).toHaveValue(
			'3'
		);
		expect( ( await getPluginSettings( requestUtils ) ).max_jobs ).toBe(
			saved.max_jobs
		);

		await page.unroute( /settings/ );
		await settings.saveButton.click();
		await expect( settings.notice ).toContainText( 'Settings saved.' );
		expect( ( await getPluginSettings( requestUtils ) ).max_jobs ).toBe(
			3
		);
	} );

	test( 'can be used with the keyboard alone and has no axe violations', async ( {
		page,
	} ) => {
		const settings = new SettingsPage( page );
		await settings.goto();
		const organisation = settings.field( 'Organisation name' );
		await organisation.focus();
		await page.keyboard.press( 'Tab' );
		await expect( settings.field( 'Site language code' ) ).toBeFocused();
		// Enter in a field saves, as in any form.
		await organisation.fill( 'careers' );
		await organisation.press( 'Enter' );
		await expect( settings.notice ).toContainText( 'Settings saved.' );

		const results = await new AxeBuilder( { page } )
			.include( '#careers-frontend-settings-root' )
			.analyze();
		expect( results.violations ).toEqual( [] );
	} );

	test( 'the connection test reports success with the bot’s reply', async ( {
		page,
	} ) => {
		const settings = new SettingsPage( page );
		await settings.goto();
		await settings.testConnection();
		await expect( settings.connectionResult ).toContainText(
			'Connected: Amazon Cognito gave credentials and the bot answered.'
		);
		await expect( settings.connectionResult ).toContainText(
			/The bot said: “.+”/
		);
	} );

	test( 'the connection test words a Lex error the stand-in injects, and leads to the setting', async ( {
		page,
		services,
	} ) => {
		const lex = new StandIn( page.request, services[ 'lex-runtime-v2' ] );
		// A bot that is not there fails in every locale the test asks in
		// (issue 36: one locale failing while others answer is a locale
		// the bot lacks).
		await lex.arm( {
			operation: 'RecognizeText',
			fault: 'ResourceNotFoundException',
			count: 5,
		} );
		const settings = new SettingsPage( page );
		await settings.goto();
		await settings.testConnection();
		const result = settings.connectionResult;
		await expect( result ).toContainText(
			'Failed while sending a message to the bot.'
		);
		await expect( result ).toContainText(
			'Amazon Lex has no bot with this ID, alias ID and locale in this region.'
		);
		await expect( result.locator( 'code' ) ).toHaveText(
			/^ResourceNotFoundException: .+ \(HTTP 404\)$/
		);
		await result.getByRole( 'button', { name: 'Bot ID' } ).click();
		await expect( settings.field( 'Bot ID' ) ).toBeFocused();
		await lex.reset();
	} );

	test( 'the connection test words a Cognito error the stand-in injects', async ( {
		page,
		services,
	} ) => {
		const cognito = new StandIn(
			page.request,
			services[ 'cognito-identity' ]
		);
		// The chat's credentials retry once with a fresh identity on this error.
		await cognito.arm( {
			operation: 'GetId',
			fault: 'NotAuthorizedException',
			count: 2,
		} );
		const settings = new SettingsPage( page );
		await settings.goto();
		await settings.testConnection();
		const result = settings.connectionResult;
		await expect( result ).toContainText(
			'Failed while getting credentials from Amazon Cognito.'
		);
		await expect( result ).toContainText(
			'The identity pool refused an anonymous visitor.'
		);
		await expect( result.locator( 'code' ) ).toHaveText(
			/^NotAuthorizedException: /
		);
		await expect(
			result.getByRole( 'button', {
				name: 'Identity pool ID (development)',
			} )
		).toBeVisible();
		await cognito.reset();
	} );
} );

test.describe( 'A site still on Lex V1', () => {
	test( 'shows its administrators a notice on other screens, and the field a warning, until each dismisses it; the chat still works', async ( {
		browser,
		requestUtils,
		services,
		chat,
	} ) => {
		const restore = await patchPluginSettings( requestUtils, {
			bot_version: 'v1',
			bot_name: 'CareersBot',
			bot_alias: 'live',
			lex_endpoint: services[ 'lex-runtime-v1' ],
		} );
		// An administrator of its own: the dismissal is user meta, gone
		// with the user.
		const username = `lexv1admin${ Date.now() }`;
		const admin = ( await requestUtils.createUser( {
			username,
			email: `${ username }@example.com`,
			password: 'password',
			roles: [ 'administrator' ],
		} ) ) as { id: number };
		const storageStatePath = path.join(
			os.tmpdir(),
			`careers-e2e-${ username }.json`
		);
		const baseURL = process.env.WP_BASE_URL as string;
		try {
			const adminRequests = await RequestUtils.setup( {
				user: { username, password: 'password' },
				baseURL,
				storageStatePath,
			} );
			await adminRequests.setupRest();
			await adminRequests.request.dispose();
			const context = await browser.newContext( {
				baseURL,
				storageState: storageStatePath,
			} );
			const page = await context.newPage();
			const notice = page.locator( '.careers-frontend-lex-v1-notice' );

			await page.goto( '/wp-admin/plugins.php' );
			await expect( notice ).toContainText(
				'Careers: the chat still talks to a Lex V1 bot. AWS ended Amazon Lex V1 on 15 September 2025, and Lex V2 is the default.'
			);
			// The settings page says it under the field instead.
			await page.goto( SETTINGS_PAGE );
			await expect(
				page.getByLabel( 'Amazon Lex version', { exact: true } )
			).toHaveAccessibleDescription(
				/This site’s chat talks to a Lex V1 bot\./
			);
			await expect( notice ).toHaveCount( 0 );

			await page.goto( '/wp-admin/plugins.php' );
			await notice
				.getByRole( 'link', { name: 'Dismiss this notice' } )
				.click();
			await expect( page ).toHaveURL( /\/wp-admin\/plugins\.php$/ );
			await expect( page.locator( '#wpbody' ) ).toBeVisible();
			await expect( notice ).toHaveCount( 0 );
			await page.goto( '/wp-admin/' );
			await expect( page.locator( '#wpbody' ) ).toBeVisible();
			await expect( notice ).toHaveCount( 0 );

			await context.close();

			// V1 keeps working: the chat greets and asks for the place.
			await chat.goto();
			await chat.open();
			await expect( chat.lastBotEntry() ).toContainText( PLACE_QUESTION );
		} finally {
			await requestUtils.rest( {
				method: 'DELETE',
				path: `/wp/v2/users/${ admin.id }`,
				params: { force: true, reassign: 1 },
			} );
			fs.rmSync( storageStatePath, { force: true } );
			await restore();
		}
	} );
} );

test.describe( 'Settings → Careers for an editor', () => {
	test( 'an editor gets a 403 from the settings endpoint and no menu item', async ( {
		browser,
	} ) => {
		const baseURL = process.env.WP_BASE_URL as string;
		const storageStatePath = path.join(
			os.tmpdir(),
			`careers-e2e-editor-${ process.pid }.json`
		);
		fs.rmSync( storageStatePath, { force: true } );
		const editorRequests = await RequestUtils.setup( {
			user: { username: 'editor', password: 'password' },
			baseURL,
			storageStatePath,
		} );
		await editorRequests.setupRest();
		const refused = await editorRequests
			.rest( { path: '/wp/v2/settings' } )
			.then(
				() => undefined,
				( thrown: unknown ) => thrown
			);
		expect( refused ).toMatchObject( { data: { status: 403 } } );
		const refusedWrite = await editorRequests
			.rest( {
				path: '/wp/v2/settings',
				method: 'POST',
				data: { careers_frontend_settings: { max_jobs: 9 } },
			} )
			.then(
				() => undefined,
				( thrown: unknown ) => thrown
			);
		expect( refusedWrite ).toMatchObject( { data: { status: 403 } } );

		const editorBrowser = await browser.newContext( {
			baseURL,
			storageState: storageStatePath,
		} );
		const page = await editorBrowser.newPage();
		await page.goto( '/wp-admin/' );
		await expect( page.locator( '#adminmenu' ) ).toBeVisible();
		await expect(
			page.locator( '#adminmenu a[href*="page=careers-frontend"]' )
		).toHaveCount( 0 );
		await page.goto( SETTINGS_PAGE );
		await expect(
			page.locator( '#careers-frontend-settings-root' )
		).toHaveCount( 0 );
		await editorBrowser.close();
		await editorRequests.request.dispose();
		fs.rmSync( storageStatePath, { force: true } );
	} );
} );
