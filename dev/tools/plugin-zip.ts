/**
 * `npm run plugin-zip`: careers-frontend.zip holding only what runs —
 * careers-frontend.php, uninstall.php, readme.txt, includes/, aws/, build/
 * (without source maps) and languages/ (.pot, .po, .mo and the script
 * JSON files for this very build) — under one `careers-frontend/` folder,
 * as WordPress's plugin uploader expects.
 *
 * The build goes to a staging folder, so a running site's build/ is never
 * touched. Options: `--use-build` packs the existing build/ instead of
 * building; `--out <file>` writes the zip elsewhere.
 */

/**
 * External dependencies
 */
import AdmZip from 'adm-zip';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Internal dependencies
 */
import { parsePo, serializePo } from './i18n/catalog';
import { TEXT_DOMAIN } from './i18n/gettext-keywords';
import { compileMo } from './i18n/mo-format';
import { scriptTranslations } from './i18n/script-translations';
import { updateCatalog } from './i18n/update-catalog';
import { LANGUAGES, makeTemplate, POT_LEAD, ROOT } from './make-pot';

export const SLUG = 'careers-frontend';
const FILES = [ 'careers-frontend.php', 'uninstall.php', 'readme.txt' ];
// aws/: the CloudFormation template Settings → Careers links.
const FOLDERS = [ 'includes', 'aws' ];

/** Paths in the zip that must never be there. */
export const FORBIDDEN =
	/(^|\/)(dev|tests?|src|node_modules|\.local|\.git)\/|\.map$|\.tsx?$|\.scss$/;

function option( name: string ): string | undefined {
	const index = process.argv.indexOf( name );
	return index === -1 ? undefined : process.argv[ index + 1 ];
}

function copyInto( stage: string, relative: string ): void {
	const from = path.join( ROOT, relative );
	if ( ! fs.existsSync( from ) ) {
		throw new Error(
			`${ relative } is missing: it must ship with the plugin.`
		);
	}
	fs.cpSync( from, path.join( stage, relative ), { recursive: true } );
}

function build( stage: string ): void {
	if ( process.argv.includes( '--use-build' ) ) {
		if (
			! fs.existsSync( path.join( ROOT, 'build', 'runtime', 'index.js' ) )
		) {
			throw new Error(
				'There is no build/ to pack: run `npm run build` first, or leave out --use-build.'
			);
		}
		fs.cpSync( path.join( ROOT, 'build' ), path.join( stage, 'build' ), {
			recursive: true,
		} );
		return;
	}
	process.stdout.write( 'Building into the staging folder…\n' );
	execFileSync(
		process.execPath,
		[
			path.join(
				ROOT,
				'node_modules',
				'@wordpress',
				'scripts',
				'bin',
				'wp-scripts.js'
			),
			'build',
			`--output-path=${ path.join( stage, 'build' ) }`,
		],
		{ cwd: ROOT, stdio: 'inherit' }
	);
}

/**
 * Translations for the staged build: the template made afresh, each
 * language's .po brought up to date in memory, compiled to .mo, and the
 * script JSON files of the staged scripts.
 *
 * @param stage Staging plugin folder.
 */
function translations( stage: string ): number {
	const target = path.join( stage, 'languages' );
	fs.mkdirSync( target, { recursive: true } );
	const { template } = makeTemplate();
	fs.writeFileSync(
		path.join( target, `${ TEXT_DOMAIN }.pot` ),
		serializePo( template, POT_LEAD )
	);
	let files = 1;
	const pattern = new RegExp( `^${ TEXT_DOMAIN }-(\\w+)\\.po$` );
	for ( const name of fs.readdirSync( LANGUAGES ) ) {
		const locale = pattern.exec( name )?.[ 1 ];
		if ( ! locale ) {
			continue;
		}
		const existing = parsePo(
			fs.readFileSync( path.join( LANGUAGES, name ), 'utf8' )
		);
		const catalog = updateCatalog(
			template,
			existing,
			locale,
			existing.headers[ 'PO-Revision-Date' ] ?? ''
		);
		fs.writeFileSync( path.join( target, name ), serializePo( catalog ) );
		fs.writeFileSync(
			path.join( target, name.replace( /\.po$/, '.mo' ) ),
			compileMo( catalog )
		);
		files += 2;
		for ( const script of scriptTranslations( stage, catalog, locale ) ) {
			fs.writeFileSync( path.join( target, script.file ), script.json );
			files++;
		}
	}
	return files;
}

function removeSourceMaps( dir: string ): void {
	for ( const name of fs.readdirSync( dir, {
		recursive: true,
		encoding: 'utf8',
	} ) ) {
		if ( name.endsWith( '.map' ) ) {
			fs.rmSync( path.join( dir, name ) );
		}
	}
}

/**
 * Entry names of a zip, for checks.
 *
 * @param file The zip.
 */
export function zipEntries( file: string ): string[] {
	return new AdmZip( file ).getEntries().map( ( entry ) => entry.entryName );
}

function check( entries: string[] ): void {
	const problems = [
		...entries
			.filter( ( entry ) => ! entry.startsWith( `${ SLUG }/` ) )
			.map( ( entry ) => `${ entry } is outside ${ SLUG }/` ),
		...entries
			.filter( ( entry ) => FORBIDDEN.test( entry ) )
			.map( ( entry ) => `${ entry } should not ship` ),
		...[
			`${ SLUG }/careers-frontend.php`,
			`${ SLUG }/build/runtime/index.js`,
			`${ SLUG }/uninstall.php`,
		]
			.filter( ( needed ) => ! entries.includes( needed ) )
			.map( ( needed ) => `${ needed } is missing` ),
	];
	if ( problems.length > 0 ) {
		throw new Error( `The zip is wrong:\n  ${ problems.join( '\n  ' ) }` );
	}
}

function main(): void {
	const out = path.resolve(
		option( '--out' ) ?? path.join( ROOT, `${ SLUG }.zip` )
	);
	// One staging folder per run, so two runs never share one.
	const stage = path.join(
		ROOT,
		'.local',
		`plugin-zip-${ process.pid }`,
		SLUG
	);
	fs.rmSync( path.dirname( stage ), { recursive: true, force: true } );
	fs.mkdirSync( stage, { recursive: true } );
	try {
		pack( stage, out );
	} finally {
		fs.rmSync( path.dirname( stage ), { recursive: true, force: true } );
	}
}

function pack( stage: string, out: string ): void {
	build( stage );
	removeSourceMaps( path.join( stage, 'build' ) );
	for ( const item of [ ...FILES, ...FOLDERS ] ) {
		copyInto( stage, item );
	}
	const languageFiles = translations( stage );

	const zip = new AdmZip();
	zip.addLocalFolder( stage, SLUG );
	fs.mkdirSync( path.dirname( out ), { recursive: true } );
	zip.writeZip( out );
	const entries = zipEntries( out ).filter(
		( entry ) => ! entry.endsWith( '/' )
	);
	check( entries );
	process.stdout.write(
		`${ path.relative( process.cwd(), out ) || out }: ${ entries.length } files (${ languageFiles } in languages/), ${ (
			fs.statSync( out ).size / 1024
		).toFixed( 0 ) } kB\n`
	);
}

if ( require.main === module ) {
	try {
		main();
	} catch ( error ) {
		process.stderr.write(
			`plugin-zip: ${ error instanceof Error ? error.message : String( error ) }\n`
		);
		process.exit( 1 );
	}
}
