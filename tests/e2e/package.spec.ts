/**
 * Issue 7: `npm run plugin-zip` makes a zip that installs and activates on
 * a clean WordPress through WordPress's own uploader, whose blocks work
 * there once Settings → Careers is filled in, and whose deletion removes
 * the plugin's option and nothing else.
 *
 * The clean site (dev/stack/clean-site.ts) is a second WordPress beside
 * the suite's stack: fresh tables, the default theme, plain permalinks, no
 * development copy of the plugin and no demo content, as a site owner's
 * new install.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import AdmZip from 'adm-zip';
import type { Page } from '@playwright/test';

import { startCleanSite, type CleanSite } from '../../dev/stack/clean-site';
import { phpBinary } from '../../dev/stack/site-binaries';
import {
	expect,
	getPluginSettings,
	readServices,
	test,
	type PluginSettings,
} from './fixtures';
import { PLACE_QUESTION } from './chat-helpers';
import { fromEnv, signInAsAdmin } from './helpers/side-site';

const PROJECT_ROOT = path.resolve( __dirname, '..', '..' );
const SLUG = 'careers-frontend';
const PLUGIN = `${ SLUG }/${ SLUG }`;
const OPTION = 'careers_frontend_settings';

/**
 * The option as PHP reads it from the clean site's tables (null when
 * absent).
 *
 * @param root The clean site's WordPress folder.
 */
function storedOption( root: string ): unknown {
	const code = [
		"$_SERVER['HTTP_HOST'] = '127.0.0.1';",
		"$_SERVER['REQUEST_URI'] = '/';",
		`require ${ JSON.stringify( path.join( root, 'wp-load.php' ) ) };`,
		`echo wp_json_encode( get_option( '${ OPTION }', null ) );`,
	].join( ' ' );
	return JSON.parse(
		execFileSync( phpBinary(), [ '-r', code ], { encoding: 'utf8' } )
	);
}

/**
 * The REST API from a wp-admin page of the clean site, with the page's
 * own nonce (wp.apiFetch), as the admin's browser calls it.
 *
 * @param page           A signed-in admin page that loads wp-api-fetch.
 * @param request        What to ask.
 * @param request.path   REST path.
 * @param request.method HTTP method (GET when absent).
 * @param request.data   JSON body.
 */
function adminRest< T >(
	page: Page,
	request: { path: string; method?: string; data?: unknown }
): Promise< T > {
	return page.evaluate( ( options ) => {
		const wp = ( window as unknown as Record< string, unknown > ).wp as {
			apiFetch: ( options: unknown ) => Promise< unknown >;
		};
		return wp.apiFetch( options );
	}, request ) as Promise< T >;
}

test.describe.configure( { mode: 'serial' } );

test.describe( 'The plugin zip', () => {
	const zipFile = path.join(
		os.tmpdir(),
		`careers-frontend-e2e-${ process.pid }.zip`
	);
	let clean: CleanSite;
	let admin: Page;
	let settings: PluginSettings;
	let pageLink: string;

	test.beforeAll( async ( { browser, requestUtils } ) => {
		// The suite's demo settings: the bot and job API are the stand-ins.
		settings = await getPluginSettings( requestUtils );
		// `npm run plugin-zip` (wp-scripts plugin-zip) packs the build as it
		// is and writes careers-frontend.zip in the project folder.
		execFileSync( 'npm', [ 'run', '--silent', 'plugin-zip' ], {
			cwd: PROJECT_ROOT,
			stdio: 'pipe',
		} );
		fs.copyFileSync( path.join( PROJECT_ROOT, `${ SLUG }.zip` ), zipFile );
		fs.rmSync( path.join( PROJECT_ROOT, `${ SLUG }.zip` ) );
		clean = await startCleanSite( {
			stackRoot: fromEnv( 'CAREERS_STACK_ROOT' ),
			dbPort: Number( fromEnv( 'CAREERS_DB_PORT' ) ),
			wpPort: Number( fromEnv( 'CAREERS_CLEAN_WP_PORT' ) ),
			atsUrl: readServices().ats,
		} );
		admin = await signInAsAdmin( browser, clean.url );
	} );

	test.afterAll( async () => {
		await admin?.context().close();
		await clean?.stop();
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

	test( 'installs through Plugins → Add New → Upload on a clean WordPress and activates', async () => {
		await admin.goto( '/wp-admin/plugin-install.php?tab=upload' );
		await admin.locator( '#pluginzip' ).setInputFiles( zipFile );
		await admin.getByRole( 'button', { name: 'Install Now' } ).click();
		await expect(
			admin.getByText( 'Plugin installed successfully.' )
		).toBeVisible( { timeout: 30_000 } );
		await admin.getByRole( 'link', { name: 'Activate Plugin' } ).click();
		await expect( admin.locator( '#message' ) ).toContainText(
			'Plugin activated.'
		);

		const folder = path.join( clean.root, 'wp-content', 'plugins', SLUG );
		expect( fs.lstatSync( folder ).isSymbolicLink() ).toBe( false );
		expect( fs.existsSync( path.join( folder, 'src' ) ) ).toBe( false );

		// Settings → Careers is in the menu, and its page starts.
		const menuItem = admin
			.locator( '#menu-settings' )
			.getByRole( 'link', { name: 'Careers', includeHidden: true } );
		await expect( menuItem ).toHaveAttribute(
			'href',
			'options-general.php?page=careers-frontend'
		);
		await admin.goto(
			'/wp-admin/options-general.php?page=careers-frontend'
		);
		await expect(
			admin.getByRole( 'button', { name: 'Save changes' } )
		).toBeVisible();
		// A fresh install starts from the defaults: no bot yet.
		const fresh = await adminRest< Record< string, PluginSettings > >(
			admin,
			{ path: '/wp/v2/settings' }
		);
		expect( fresh[ OPTION ].bot_id ).toBe( '' );
		expect( fresh[ OPTION ].organization_name ).toBe( 'careers' );
	} );

	test( 'its blocks work there, on plain permalinks, once the settings are saved', async ( {
		browser,
		pagesOn,
	} ) => {
		await adminRest( admin, {
			path: '/wp/v2/settings',
			method: 'POST',
			data: { [ OPTION ]: settings },
		} );
		const students = await adminRest< { id: number } >( admin, {
			path: '/wp/v2/personas',
			method: 'POST',
			data: { name: 'Students', slug: 'students' },
		} );
		await adminRest( admin, {
			path: '/wp/v2/posts',
			method: 'POST',
			data: {
				title: 'Your first internship',
				status: 'publish',
				personas: [ students.id ],
			},
		} );
		const created = await adminRest< { link: string } >( admin, {
			path: '/wp/v2/pages',
			method: 'POST',
			data: {
				title: 'Careers',
				status: 'publish',
				content: [
					'<!-- wp:careers-frontend/signin-menu /-->',
					'<!-- wp:careers-frontend/auth-container {"state":"signed-out"} -->\n<!-- wp:paragraph -->\n<p>Create a profile to get jobs picked for you.</p>\n<!-- /wp:paragraph -->\n<!-- /wp:careers-frontend/auth-container -->',
					'<!-- wp:careers-frontend/persona-content {"heading":"Stories for you"} /-->',
					'<!-- wp:careers-frontend/chat-assistant /-->',
				].join( '\n' ),
			},
		} );
		pageLink = created.link;
		expect( pageLink ).toContain( '?page_id=' );

		const visitor = await browser.newContext( {
			storageState: { cookies: [], origins: [] },
		} );
		try {
			const page = await visitor.newPage();
			// The visitor's own page: the test's site is the admin's.
			const { careers, chat } = pagesOn( page, clean.url );
			await careers.open( pageLink );
			const scripts = await page
				.locator( 'script[src*="/plugins/"]' )
				.evaluateAll( ( nodes ) =>
					nodes.map( ( node ) => node.getAttribute( 'src' ) ?? '' )
				);
			expect(
				scripts.filter( ( src ) =>
					src.startsWith(
						`${ clean.url }/wp-content/plugins/${ SLUG }/build/`
					)
				)
			).not.toHaveLength( 0 );

			await expect( careers.signedOutBlock ).toBeVisible();
			await careers.signedOutToggle.click();
			await expect(
				careers.menu.getByText( 'Already have a profile?' )
			).toBeVisible();
			expect( await careers.personaTitles() ).toEqual( [
				'Your first internship',
			] );

			await chat.open();
			await chat.say( 'Hello' );
			// Said on the first words, it waits for Lex's first answer: the
			// bot has answered it once its place question follows the row.
			await expect( chat.userEntries() ).toHaveCount( 1 );
			await expect( chat.entries.last() ).toContainText( PLACE_QUESTION );
			await expect( chat.errorEntries() ).toHaveCount( 0 );
		} finally {
			await visitor.close();
		}
	} );

	test( 'deleting it runs uninstall.php: the option goes, the content stays', async () => {
		expect( storedOption( clean.root ) ).not.toBeNull();
		await adminRest( admin, {
			path: `/wp/v2/plugins/${ PLUGIN }`,
			method: 'PUT',
			data: { status: 'inactive' },
		} );
		await adminRest( admin, {
			path: `/wp/v2/plugins/${ PLUGIN }`,
			method: 'DELETE',
		} );
		expect(
			fs.existsSync(
				path.join( clean.root, 'wp-content', 'plugins', SLUG )
			)
		).toBe( false );
		expect( storedOption( clean.root ) ).toBeNull();
		const pages = await adminRest< Array< { link: string } > >( admin, {
			path: '/wp/v2/pages?search=Careers',
		} );
		expect( pages.map( ( item ) => item.link ) ).toEqual( [ pageLink ] );
	} );
} );
