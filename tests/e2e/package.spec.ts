/**
 * Issue 7: `npm run plugin-zip` makes a zip that WordPress's own uploader
 * installs and activates with the development copy deactivated, whose
 * blocks work on the front end, and whose deletion removes the plugin's
 * option and nothing else.
 *
 * The development copy is a symlink (wp-content/plugins/careers-frontend →
 * the working tree) and PHP's built-in server keeps each worker's resolved
 * paths cached: reusing that path for the upload wrote the zip's files into
 * the working tree, and deleting it could have deleted the working tree. So
 * the test uploads the very same zip with its top folder renamed
 * (careers-frontend-packaged/): WordPress installs it into a folder no
 * process has ever seen as a link, and the symlink is never touched.
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
const DEV_PLUGIN = `${ SLUG }/${ SLUG }`;
const PACKAGED = `${ SLUG }-packaged`;
const PLUGIN = `${ PACKAGED }/${ SLUG }`;

function wordpressRoot(): string {
	const stack = process.env.CAREERS_STACK_ROOT;
	if ( ! stack ) {
		throw new Error(
			'CAREERS_STACK_ROOT is not set: run the suite with `npm run test:e2e`.'
		);
	}
	return path.join( stack, 'wordpress' );
}

const pluginsDir = () => path.join( wordpressRoot(), 'wp-content', 'plugins' );
const packagedFolder = () => path.join( pluginsDir(), PACKAGED );

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
	plugin: string,
	status: 'active' | 'inactive'
): Promise< void > {
	await requestUtils.rest( {
		method: 'PUT',
		path: `/wp/v2/plugins/${ plugin }`,
		data: { status },
	} );
}

/**
 * The same zip with its top folder renamed (see the file comment).
 *
 * @param from The zip plugin-zip wrote.
 * @param to   Where to write the renamed copy.
 */
function renameTopFolder( from: string, to: string ): void {
	const source = new AdmZip( from );
	const renamed = new AdmZip();
	for ( const entry of source.getEntries() ) {
		if ( ! entry.isDirectory ) {
			renamed.addFile(
				entry.entryName.replace( `${ SLUG }/`, `${ PACKAGED }/` ),
				entry.getData()
			);
		}
	}
	renamed.writeZip( to );
}

/**
 * Remove the packaged copy if a failed run left it, and put the
 * development copy back, active, with its settings.
 *
 * @param requestUtils REST helpers (admin).
 * @param settings     The settings to restore.
 */
async function restoreDevelopmentCopy(
	requestUtils: RequestUtils,
	settings: PluginSettings
): Promise< void > {
	const folder = packagedFolder();
	if ( fs.existsSync( folder ) ) {
		await setStatus( requestUtils, PLUGIN, 'inactive' ).catch(
			() => undefined
		);
		// A real folder WordPress made from the upload, never a link.
		if ( ! fs.lstatSync( folder ).isSymbolicLink() ) {
			fs.rmSync( folder, { recursive: true, force: true } );
		}
	}
	await setStatus( requestUtils, DEV_PLUGIN, 'active' );
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
	const uploadFile = path.join(
		os.tmpdir(),
		`${ PACKAGED }-e2e-${ process.pid }.zip`
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
		renameTopFolder( zipFile, uploadFile );
	} );

	test.afterAll( async ( { requestUtils } ) => {
		await restoreDevelopmentCopy( requestUtils, settings );
		fs.rmSync( zipFile, { force: true } );
		fs.rmSync( uploadFile, { force: true } );
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

	test( 'installs through Plugins → Add New → Upload and activates, with the development copy deactivated', async ( {
		page,
		requestUtils,
	} ) => {
		await setStatus( requestUtils, DEV_PLUGIN, 'inactive' );

		await page.goto( '/wp-admin/plugin-install.php?tab=upload' );
		await page.locator( '#pluginzip' ).setInputFiles( uploadFile );
		await page.getByRole( 'button', { name: 'Install Now' } ).click();
		await expect(
			page.getByText( 'Plugin installed successfully.' )
		).toBeVisible( { timeout: 30_000 } );
		await page.getByRole( 'link', { name: 'Activate Plugin' } ).click();
		await expect( page.locator( '#message' ) ).toContainText(
			'Plugin activated.'
		);

		const folder = packagedFolder();
		expect( fs.lstatSync( folder ).isSymbolicLink() ).toBe( false );
		expect(
			fs.existsSync( path.join( folder, 'careers-frontend.php' ) )
		).toBe( true );
		expect( fs.existsSync( path.join( folder, 'src' ) ) ).toBe( false );
		const plugins = await requestUtils.rest<
			Array< { plugin: string; status: string } >
		>( { path: '/wp/v2/plugins' } );
		const status = Object.fromEntries(
			plugins.map( ( plugin ) => [ plugin.plugin, plugin.status ] )
		);
		expect( status[ PLUGIN ] ).toBe( 'active' );
		expect( status[ DEV_PLUGIN ] ).toBe( 'inactive' );
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
			.locator( 'script[src*="/plugins/"]' )
			.evaluateAll( ( nodes ) =>
				nodes.map( ( node ) => node.getAttribute( 'src' ) ?? '' )
			);
		// Every script of the plugin comes from the installed zip.
		expect(
			scripts.filter( ( src ) =>
				src.includes( `/plugins/${ PACKAGED }/build/` )
			)
		).not.toHaveLength( 0 );
		expect(
			scripts.filter( ( src ) => src.includes( `/plugins/${ SLUG }/` ) )
		).toEqual( [] );

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
		await setStatus( requestUtils, PLUGIN, 'inactive' );
		await requestUtils.rest( {
			path: `/wp/v2/plugins/${ PLUGIN }`,
			method: 'DELETE',
		} );
		expect( fs.existsSync( packagedFolder() ) ).toBe( false );
		expect( storedOption() ).toBeNull();
		const pages = await requestUtils.rest< Array< { slug: string } > >( {
			path: '/wp/v2/pages',
			params: { slug: 'careers' },
		} );
		expect( pages ).toHaveLength( 1 );
	} );
} );
