/**
 * Deleting the plugin on a WordPress network (issue 14, item 9): a network
 * admin deletes it from Network Admin → Plugins, and WordPress runs
 * uninstall.php, which must remove the option on every site. `get_sites()`
 * answers 100 sites unless asked for more, so the network has more.
 *
 * The network (dev/stack/network-site.ts) is a real multisite WordPress in
 * the suite's database. Its plugin folder is a copy of the plugin's main
 * file and uninstall.php: deleting an inactive plugin loads nothing else.
 */
import {
	startNetworkSite,
	type NetworkSite,
} from '../../dev/stack/network-site';
import { expect, test } from './fixtures';
import { fromEnv, signInAsAdmin } from './helpers/side-site';

const SITES = 105;

test.describe( 'The plugin on a network of more than 100 sites', () => {
	let network: NetworkSite;

	test.beforeAll( async () => {
		// Making 105 sites takes WordPress a while on the first run.
		test.setTimeout( 300_000 );
		network = await startNetworkSite( {
			stackRoot: fromEnv( 'CAREERS_STACK_ROOT' ),
			dbPort: Number( fromEnv( 'CAREERS_DB_PORT' ) ),
			wpPort: Number( fromEnv( 'CAREERS_NETWORK_WP_PORT' ) ),
			sites: SITES,
		} );
	} );

	test.afterAll( async () => {
		await network?.stop();
	} );

	test( 'deleting it from Network Admin → Plugins removes its option on every site', async ( {
		browser,
	} ) => {
		expect( network.sitesWithOption() ).toBe( SITES );
		const admin = await signInAsAdmin( browser, network.url );
		try {
			await admin.goto( '/wp-admin/network/plugins.php' );
			const row = admin.locator( 'tr[data-slug="careers-frontend"]' );
			await expect( row ).toContainText( 'Careers Frontend' );
			admin.once( 'dialog', ( dialog ) => dialog.accept() );
			await row
				.getByRole( 'link', { name: /^Delete Careers Frontend/ } )
				.click();
			await expect(
				admin.locator( 'tr.plugin-deleted-tr' )
			).toContainText( 'Careers Frontend was successfully deleted.' );
		} finally {
			await admin.context().close();
		}
		expect( network.sitesWithOption() ).toBe( 0 );
	} );
} );
