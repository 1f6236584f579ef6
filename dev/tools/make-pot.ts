/**
 * `npm run make-pot`: writes languages/careers-frontend.pot from the
 * plugin's shipped sources (there is no wp-cli here). TypeScript goes
 * through WordPress's @wordpress/babel-plugin-makepot (Debian 12's xgettext
 * cannot read it, and every xgettext drops a `translators:` comment when
 * the string is not on the comment's next line, as Prettier often puts
 * it), the plugin header and block.json through a small reader; GNU
 * xgettext reads the PHP and joins it all.
 */

/**
 * External dependencies
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Internal dependencies
 */
import {
	messageKey,
	parsePo,
	replaceHeader,
	serializePo,
	TEXT_DOMAIN,
	type Catalog,
	type Message,
} from './i18n/catalog';
import { extractBlockJson, extractPluginHeader } from './i18n/extract-metadata';
import { extractTemplate } from './i18n/gnu-gettext';
import { extractScripts } from './i18n/makepot';
import { ensurePackages } from '../stack/packages';

export const ROOT = path.resolve( __dirname, '..', '..' );
export const LANGUAGES = path.join( ROOT, 'languages' );
export const POT_FILE = path.join( LANGUAGES, `${ TEXT_DOMAIN }.pot` );

const MAIN_FILE = 'careers-frontend.php';
const ROOT_FILES = [ MAIN_FILE, 'uninstall.php' ];
/** Folders with shipped sources; dev/, tests/, build/ and node_modules are not. */
const SOURCE_FOLDERS = [ 'includes', 'blocks', 'src' ];

function isTestPath( relative: string ): boolean {
	return (
		/(^|\/)(test|tests|__tests__|__mocks__)\//.test( relative ) ||
		/\.(test|spec)\.[jt]sx?$/.test( relative ) ||
		relative.endsWith( '.d.ts' )
	);
}

/**
 * Shipped source files, relative to the root, sorted: PHP, TypeScript and
 * block.json.
 *
 * @param root Plugin root.
 */
export function sourceFiles( root: string ): string[] {
	const files = ROOT_FILES.filter( ( file ) =>
		fs.existsSync( path.join( root, file ) )
	);
	for ( const folder of SOURCE_FOLDERS ) {
		const dir = path.join( root, folder );
		const names = fs.existsSync( dir )
			? fs.readdirSync( dir, { recursive: true, encoding: 'utf8' } )
			: [];
		files.push(
			...names
				.map(
					( name ) =>
						`${ folder }/${ name.split( path.sep ).join( '/' ) }`
				)
				.filter(
					( relative ) =>
						( /\.(php|tsx?)$/.test( relative ) ||
							relative.endsWith( '/block.json' ) ) &&
						! isTestPath( relative ) &&
						fs.statSync( path.join( root, relative ) ).isFile()
				)
				.sort()
		);
	}
	return files;
}

function pluginVersion(): string {
	const header = fs.readFileSync( path.join( ROOT, MAIN_FILE ), 'utf8' );
	return /^\s*\*\s*Version:\s*(\S+)/m.exec( header )?.[ 1 ] ?? '0.0.0';
}

export const POT_LEAD = [
	'Translations of the Careers Frontend plugin.',
	'This file is distributed under the GPL-2.0-or-later license.',
	'Made by `npm run make-pot`; do not edit.',
];

const HEADERS = {
	'Project-Id-Version': `Careers Frontend ${ pluginVersion() }`,
	'Report-Msgid-Bugs-To': '',
	'MIME-Version': '1.0',
	'Content-Type': 'text/plain; charset=UTF-8',
	'Content-Transfer-Encoding': '8bit',
	'X-Generator':
		'careers-frontend dev/tools/make-pot.ts (xgettext, @wordpress/babel-plugin-makepot)',
	'X-Domain': TEXT_DOMAIN,
};

/**
 * The plugin header's and the block.json strings, one message per context
 * and id (several blocks may share a keyword).
 *
 * @param files Source files, relative to the root.
 */
function metadataTemplate( files: string[] ): Catalog {
	const read = ( file: string ) =>
		fs.readFileSync( path.join( ROOT, file ), 'utf8' );
	const byKey = new Map< string, Message >();
	for ( const message of [
		...extractPluginHeader( read( MAIN_FILE ), MAIN_FILE ),
		...files
			.filter( ( file ) => file.endsWith( '.json' ) )
			.flatMap( ( file ) => extractBlockJson( read( file ), file ) ),
	] ) {
		const seen = byKey.get( messageKey( message ) );
		if ( seen ) {
			seen.references.push( ...message.references );
		} else {
			byKey.set( messageKey( message ), message );
		}
	}
	return {
		headers: HEADERS,
		entries: [ ...byKey.values() ].map( ( message ) => ( {
			...message,
			translations: [ '' ],
		} ) ),
	};
}

/** Write the .pot; returns it as a catalogue. */
export function writeTemplate(): Catalog {
	const files = sourceFiles( ROOT );
	const dir = fs.mkdtempSync( path.join( os.tmpdir(), 'careers-pot-' ) );
	const metadata = path.join( dir, 'metadata.pot' );
	const scripts = path.join( dir, 'scripts.pot' );
	const joined = path.join( dir, 'joined.pot' );
	const cwd = process.cwd();
	try {
		fs.writeFileSync( metadata, serializePo( metadataTemplate( files ) ) );
		// makepot writes references relative to the current folder.
		process.chdir( ROOT );
		extractScripts(
			files.filter( ( file ) => /\.tsx?$/.test( file ) ),
			scripts
		);
		extractTemplate(
			ROOT,
			[
				metadata,
				...files.filter( ( file ) => file.endsWith( '.php' ) ),
				scripts,
			],
			joined
		);
		fs.mkdirSync( LANGUAGES, { recursive: true } );
		fs.writeFileSync(
			POT_FILE,
			replaceHeader(
				fs.readFileSync( joined, 'utf8' ),
				HEADERS,
				POT_LEAD
			)
		);
	} finally {
		process.chdir( cwd );
		fs.rmSync( dir, { recursive: true, force: true } );
	}
	return parsePo( fs.readFileSync( POT_FILE, 'utf8' ) );
}

if ( require.main === module ) {
	// xgettext and msgcat are Debian's gettext, as for `npm run i18n`.
	ensurePackages( {
		groups: [ 'translations' ],
		log: ( line ) => process.stdout.write( `${ line }\n` ),
	} ).then(
		() => {
			const template = writeTemplate();
			process.stdout.write(
				`${ path.relative( ROOT, POT_FILE ) }: ${ template.entries.length } strings\n`
			);
		},
		( error: unknown ) => {
			process.stderr.write( `${ String( error ) }\n` );
			process.exit( 1 );
		}
	);
}
