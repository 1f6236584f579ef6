/**
 * Issue 25, M2: settings whose value the browser runs as script
 * (`job_api_base`, answered by JSONP, and `maps_script_url`, loaded as a
 * `<script>`) change only for users allowed unfiltered HTML. On a network a
 * site's administrator has `manage_options` but not `unfiltered_html`:
 * through REST and through Settings → Careers such an administrator
 * changes nothing there, and is told why, while the other settings still
 * save; the network's super admin changes them.
 *
 * The network (dev/stack/network-site.ts) is a real multisite WordPress in
 * the suite's database, with the working tree's plugin (built) active on
 * its main site, whose administrator `siteadmin` is not a super admin.
 */
import type { Page } from '@playwright/test';

import {
	startNetworkSite,
	type NetworkSite,
} from '../../dev/stack/network-site';
import { expect, test } from './fixtures';
import { fromEnv, signInToSite } from './helpers/side-site';

const OPTION = 'careers_frontend_settings';
const SETTINGS_PAGE = '/wp-admin/options-general.php?page=careers-frontend';
const REFUSED = 'careers_frontend_unfiltered_html_required';

/** What the browser runs as script, and a host of the user's own. */
const SCRIPT_SETTINGS = {
	maps_script_url: {
		label: 'Google Maps script URL',
		value: 'https://maps.attacker.example/maps/api/js',
	},
	job_api_base: {
		label: 'Job API base URL',
		value: 'https://jobs.attacker.example/api/',
	},
} as const;

type Settings = Record< string, unknown >;

/**
 * The settings endpoint, with the signed-in user's REST nonce.
 *
 * @param page A signed-in page of the network's main site.
 */
async function settingsApi( page: Page ) {
	// WordPress's own nonce endpoint for a signed-in user.
	const nonce = await (
		await page.request.get( '/wp-admin/admin-ajax.php?action=rest-nonce' )
	).text();
	expect( nonce ).toMatch( /^[0-9a-f]{10}$/ );
	const url = '/index.php?rest_route=/wp/v2/settings';
	const headers = { 'X-WP-Nonce': nonce };
	// WordPress matches routes without regard to case: any spelling of the
	// route reaches the same endpoint.
	const urlOf = ( route: string ) => `/index.php?rest_route=${ route }`;
	return {
		read: async (): Promise< Settings > => {
			const response = await page.request.get( url, { headers } );
			expect( response.status() ).toBe( 200 );
			return ( ( await response.json() ) as Record< string, Settings > )[
				OPTION
			];
		},
		write: ( settings: Settings, route = '/wp/v2/settings' ) =>
			page.request.post( urlOf( route ), {
				headers,
				data: { [ OPTION ]: settings },
			} ),
	};
}

test.describe( 'Settings that load script, on a network', () => {
	let network: NetworkSite;
	let siteAdmin: Page;
	let superAdmin: Page;

	test.beforeAll( async ( { browser } ) => {
		test.setTimeout( 180_000 );
		network = await startNetworkSite( {
			stackRoot: fromEnv( 'CAREERS_STACK_ROOT' ),
			dbPort: Number( fromEnv( 'CAREERS_DB_PORT' ) ),
			wpPort: Number( fromEnv( 'CAREERS_NETWORK_WP_PORT' ) ),
			sites: 2,
			plugin: 'active',
		} );
		siteAdmin = await signInToSite( browser, network.url, 'siteadmin' );
		superAdmin = await signInToSite( browser, network.url, 'admin' );
	} );

	test.afterAll( async () => {
		await siteAdmin?.context().close();
		await superAdmin?.context().close();
		await network?.stop();
	} );

	test( 'a site administrator without unfiltered_html changes neither through REST, is told why, and still saves the others', async () => {
		const api = await settingsApi( siteAdmin );
		const before = await api.read();
		for ( const [ key, { value } ] of Object.entries( SCRIPT_SETTINGS ) ) {
			const response = await api.write( {
				...before,
				[ key ]: value,
				// Nothing of a refused request is saved.
				app_id: 'changed-with-it',
			} );
			expect( response.status() ).toBe( 403 );
			const error = ( await response.json() ) as {
				code: string;
				message: string;
				data: { params: Record< string, string > };
			};
			expect( error.code ).toBe( REFUSED );
			expect( error.message ).toBe(
				'Nothing was saved: only a user allowed to add unfiltered HTML (on a network, a super admin) can change the job API base URL or the Google Maps script URL, because the browser runs what they load as script on every page.'
			);
			expect( error.data.params ).toEqual( {
				[ key ]: `${ OPTION }[${ key }] can be changed only by a user allowed to add unfiltered HTML (on a network, a super admin): the browser runs what it loads as script on every page.`,
			} );
			expect( await api.read() ).toEqual( before );
		}

		// The other settings are theirs to change.
		const saved = await api.write( { ...before, app_id: 'site-app' } );
		expect( saved.status() ).toBe( 200 );
		expect( await api.read() ).toMatchObject( {
			...before,
			app_id: 'site-app',
		} );
		await api.write( before );
	} );

	test( 'the route in another case reaches the same endpoint, and is refused the same way', async () => {
		const api = await settingsApi( siteAdmin );
		const before = await api.read();
		for ( const route of [ '/wp/v2/Settings', '/WP/V2/SETTINGS/' ] ) {
			const response = await api.write(
				{
					...before,
					job_api_base: SCRIPT_SETTINGS.job_api_base.value,
					app_id: 'changed-with-it',
				},
				route
			);
			expect( response.status() ).toBe( 403 );
			expect(
				( ( await response.json() ) as { code: string } ).code
			).toBe( REFUSED );
			expect( await api.read() ).toEqual( before );
		}
		// The endpoint is the settings one whatever the case: a change it
		// may make is saved through it.
		const saved = await api.write(
			{ ...before, app_id: 'site-app' },
			'/wp/v2/Settings'
		);
		expect( saved.status() ).toBe( 200 );
		expect( ( await api.read() ).app_id ).toBe( 'site-app' );
		await api.write( before );
	} );

	test( 'on Settings → Careers, a site administrator sees them read-only and why, and a forced change is refused and explained', async () => {
		const api = await settingsApi( siteAdmin );
		const before = await api.read();
		const page = siteAdmin;
		await page.goto( SETTINGS_PAGE );
		for ( const { label } of Object.values( SCRIPT_SETTINGS ) ) {
			const input = page.getByLabel( label, { exact: true } );
			await expect( input ).toHaveAttribute( 'readonly', '' );
			await expect( input ).toHaveAccessibleDescription(
				/Only a user allowed to add unfiltered HTML \(on a network, a super admin\) can change this: the browser runs what it loads as script on every page\./
			);
		}
		// The field as a page script (or the browser's tools) could make it.
		const maps = page.getByLabel( SCRIPT_SETTINGS.maps_script_url.label, {
			exact: true,
		} );
		await maps.evaluate( ( input ) => input.removeAttribute( 'readonly' ) );
		await maps.fill( SCRIPT_SETTINGS.maps_script_url.value );
		await page.getByRole( 'button', { name: 'Save changes' } ).click();
		await expect(
			page.locator(
				'.careers-frontend-settings__notice .components-notice__content'
			)
		).toHaveText(
			/^Nothing was saved: only a user allowed to add unfiltered HTML .* Your changes are still here: put back the marked fields, then save again\.$/
		);
		await expect( maps ).toHaveAccessibleDescription(
			/The server refused this value: Google Maps script URL can be changed only by a user allowed to add unfiltered HTML/
		);
		expect( await api.read() ).toEqual( before );
	} );

	test( 'the network’s super admin changes them, through REST and Settings → Careers', async () => {
		const api = await settingsApi( superAdmin );
		const before = await api.read();
		try {
			const response = await api.write( {
				...before,
				maps_script_url: SCRIPT_SETTINGS.maps_script_url.value,
			} );
			expect( response.status() ).toBe( 200 );
			expect( ( await api.read() ).maps_script_url ).toBe(
				SCRIPT_SETTINGS.maps_script_url.value
			);

			const page = superAdmin;
			await page.goto( SETTINGS_PAGE );
			const jobs = page.getByLabel( SCRIPT_SETTINGS.job_api_base.label, {
				exact: true,
			} );
			await expect( jobs ).not.toHaveAttribute( 'readonly' );
			await jobs.fill( SCRIPT_SETTINGS.job_api_base.value );
			await page.getByRole( 'button', { name: 'Save changes' } ).click();
			await expect(
				page.locator(
					'.careers-frontend-settings__notice .components-notice__content'
				)
			).toHaveText( 'Settings saved.' );
			expect( await api.read() ).toMatchObject( {
				job_api_base: SCRIPT_SETTINGS.job_api_base.value,
				maps_script_url: SCRIPT_SETTINGS.maps_script_url.value,
			} );
		} finally {
			expect( ( await api.write( before ) ).status() ).toBe( 200 );
		}
	} );

	// The plugin's text-domain decision (includes/i18n.php): WordPress 6.8
	// reads the Domain Path header of the plugins a site activates, not of
	// those activated across a network, so there only the plugin's own
	// load_plugin_textdomain() finds languages/.
	test(
		'its PHP speaks Spanish from languages/, active on the site or across the network, which needs its load_plugin_textdomain()',
		{ tag: '@smoke' },
		() => {
			const text = 'Careers settings';
			const spanish = 'Ajustes de Careers';
			expect( network.inSpanish( text ) ).toBe( spanish );
			// On a site, WordPress finds languages/ from the header alone.
			expect( network.inSpanish( text, true ) ).toBe( spanish );
			network.activateNetworkWide();
			expect( network.inSpanish( text ) ).toBe( spanish );
			// Across the network, not without the call.
			expect( network.inSpanish( text, true ) ).toBe( text );
		}
	);
} );
