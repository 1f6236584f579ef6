/**
 * Issue 7: `npm run plugin-zip` makes a zip that WordPress's own uploader
 * installs and activates with the development copy out of the way, whose
 * blocks work on the front end, and whose deletion removes the plugin's
 * option and nothing else. The development copy (a symlink to the working
 * tree) is put back afterwards, whatever happens.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import AdmZip from 'adm-zip';
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';

import { ChatPage } from './chat-helpers';
import {
	expect,
	getPluginSettings,
	test,
	type PluginSettings,
} from './fixtures';
import { CareersPage } from './pages/careers-page';

const PROJECT_ROOT = path.resolve( __dirname, '..', '..' );
const SLUG = 'careers-frontend';
const PLUGIN = `${ SLUG }/${ SLUG }`;

function wordpressRoot(): string {
	const stack = process.env.CAREERS_STACK_ROOT;
	if ( ! stack ) {
		throw new Error(
			'CAREERS_STACK_ROOT is not set: run the suite with `npm run test:e2e`.'
		);
	}
	return path.join( stack, 'wordpress' );
}

const pluginFolder = () =>
	path.join( wordpressRoot(), 'wp-content', 'plugins', SLUG );

function isDevelopmentLink( folder: string ): boolean {
	return (
		fs.existsSync( folder ) &&
		fs.lstatSync( folder ).isSymbolicLink() &&
		fs.realpathSync( folder ) === fs.realpathSync( PROJECT_ROOT )
	);
}

/** The option as PHP reads it from the database (null when absent). */
function storedOption(): unknown {
	const root = wordpressRoot();
	const code = [
		"$_SERVER['HTTP_HOST'] = '127.0.0.1';",
		"$_SERVER['REQUEST_URI'] = '/';",
		`require ${ JSON.stringify( path.join( root, 'wp-load.php' ) ) };`,
		"echo wp_json_encode( get_option( 'careers_frontend_settings', null ) );",
	].join( ' ' );
	return JSON.parse(
		execFileSync( 'php', [ '-r', code ], { encoding: 'utf8' } )
	);
}

async function setStatus(
	requestUtils: RequestUtils,
	status: 'active' | 'inactive'
): Promise< void > {
	await requestUtils.rest( {
		method: 'PUT',
		path: `/wp/v2/plugins/${ PLUGIN }`,
		data: { status },
	} );
}

/**
 * Put the development copy back, active, with its settings.
 *
 * @param requestUtils REST helpers (admin).
 * @param settings     The settings to restore.
 */
async function restoreDevelopmentCopy(
	requestUtils: RequestUtils,
	settings: PluginSettings
): Promise< void > {
	const folder = pluginFolder();
	if ( fs.existsSync( folder ) && ! isDevelopmentLink( folder ) ) {
		await setStatus( requestUtils, 'inactive' ).catch( () => undefined );
		// The installed copy is a real folder inside WordPress: safe to remove.
		if ( ! fs.lstatSync( folder ).isSymbolicLink() ) {
			fs.rmSync( folder, { recursive: true, force: true } );
		}
	}
	if ( ! fs.existsSync( folder ) ) {
		fs.symlinkSync( PROJECT_ROOT, folder );
	}
	await setStatus( requestUtils, 'active' );
	await requestUtils.rest( {
		path: '/wp/v2/settings',
		method: 'POST',
		data: { careers_frontend_settings: settings },
	} );
}

test.describe.configure( { mode: 'serial' } );

test.describe( 'The plugin zip', () => {
	const zipFile = path.join(
		os.tmpdir(),
		`careers-frontend-e2e-${ process.pid }.zip`
	);
	let settings: PluginSettings;

	test.beforeAll( async ( { requestUtils } ) => {
		settings = await getPluginSettings( requestUtils );
		execFileSync(
			process.execPath,
			[
				path.join(
					PROJECT_ROOT,
					'node_modules',
					'tsx',
					'dist',
					'cli.mjs'
				),
				path.join( PROJECT_ROOT, 'dev', 'tools', 'plugin-zip.ts' ),
				'--use-build',
				'--out',
				zipFile,
			],
			{ cwd: PROJECT_ROOT, stdio: 'pipe' }
		);
	} );

	test.afterAll( async ( { requestUtils } ) => {
		await restoreDevelopmentCopy( requestUtils, settings );
		fs.rmSync( zipFile, { force: true } );
	} );

	test( 'holds only what runs, under one careers-frontend/ folder', () => {
		const entries = new AdmZip( zipFile )
			.getEntries()
			.map( ( entry ) => entry.entryName )
			.filter( ( name ) => ! name.endsWith( '/' ) );
		expect(
			entries.every( ( name ) => name.startsWith( `${ SLUG }/` ) )
		).toBe( true );
		const files = entries.map( ( name ) => name.slice( SLUG.length + 1 ) );
		expect( files ).toEqual(
			expect.arrayContaining( [
				'careers-frontend.php',
				'uninstall.php',
				'readme.txt',
				'includes/settings.php',
				'includes/admin.php',
				'build/runtime/index.js',
				'build/admin/settings.js',
				'build/signin-menu/block.json',
				'build/chat-assistant/render.php',
				'languages/careers-frontend.pot',
				'languages/careers-frontend-es_ES.po',
				'languages/careers-frontend-es_ES.mo',
			] )
		);
		expect(
			files.filter( ( file ) =>
				/^(dev|tests|src|node_modules|blocks|\.local)\/|\.map$|\.tsx?$|\.scss$|^package(-lock)?\.json$/.test(
					file
				)
			)
		).toEqual( [] );
		const readme = new AdmZip( zipFile ).readAsText(
			`${ SLUG }/readme.txt`
		);
		const header = new AdmZip( zipFile ).readAsText(
			`${ SLUG }/careers-frontend.php`
		);
		const version = /Version:\s*(\S+)/.exec( header )?.[ 1 ];
		expect( readme ).toMatch( /^=== Careers Frontend ===/ );
		expect( readme ).toContain( `Stable tag: ${ version }` );
	} );

	test( 'installs through Plugins → Add New → Upload and activates, without the development copy', async ( {
		page,
		requestUtils,
	} ) => {
		const folder = pluginFolder();
		expect( isDevelopmentLink( folder ) ).toBe( true );
		await setStatus( requestUtils, 'inactive' );
		fs.unlinkSync( folder ); // Removes the link only, never the working tree.

		await page.goto( '/wp-admin/plugin-install.php?tab=upload' );
		await page.locator( '#pluginzip' ).setInputFiles( zipFile );
		await page.getByRole( 'button', { name: 'Install Now' } ).click();
		await expect(
			page.getByText( 'Plugin installed successfully.' )
		).toBeVisible( {
			timeout: 30_000,
		} );
		await page.getByRole( 'link', { name: 'Activate Plugin' } ).click();
		await expect( page.locator( '#message' ) ).toContainText(
			'Plugin activated.'
		);

		expect( fs.lstatSync( folder ).isSymbolicLink() ).toBe( false );
		expect( fs.existsSync( path.join( folder, 'src' ) ) ).toBe( false );
		const plugins = await requestUtils.rest<
			Array< { plugin: string; status: string } >
		>( {
			path: '/wp/v2/plugins',
		} );
		expect(
			plugins.find( ( plugin ) => plugin.plugin === PLUGIN )?.status
		).toBe( 'active' );
		// Its settings page is there too.
		await page.goto(
			'/wp-admin/options-general.php?page=careers-frontend'
		);
		await expect(
			page.getByRole( 'button', { name: 'Save changes' } )
		).toBeVisible();
	} );

	test( 'its blocks work on the front end', async ( { page } ) => {
		const careers = new CareersPage( page );
		await careers.open();
		const scripts = await page
			.locator( 'script[src*="/plugins/careers-frontend/build/"]' )
			.evaluateAll( ( nodes ) => nodes.length );
		expect( scripts ).toBeGreaterThan( 0 );

		await careers.signedOutToggle.click();
		await expect(
			careers.menu.getByText( 'Already have a profile?' )
		).toBeVisible();
		await expect( careers.personaLinks.first() ).toBeVisible();

		const chat = new ChatPage( page );
		await chat.open();
		await chat.say( 'Hello' );
		await expect( chat.lastBotEntry() ).toBeVisible();
		await expect( chat.errorEntries() ).toHaveCount( 0 );
	} );

	test( 'deleting it runs uninstall.php: the option goes, the content stays', async ( {
		requestUtils,
	} ) => {
		expect( storedOption() ).not.toBeNull();
		await setStatus( requestUtils, 'inactive' );
		await requestUtils.rest( {
			path: `/wp/v2/plugins/${ PLUGIN }`,
			method: 'DELETE',
		} );
		expect( fs.existsSync( pluginFolder() ) ).toBe( false );
		expect( storedOption() ).toBeNull();
		const pages = await requestUtils.rest< Array< { slug: string } > >( {
			path: '/wp/v2/pages',
			params: { slug: 'careers' },
		} );
		expect( pages ).toHaveLength( 1 );
	} );
} );
