/**
 * The JSON files `wp_set_script_translations()` loads: one per built
 * script, named `{domain}-{locale}-{md5 of the script's path}.json`, in
 * Jed format, holding the translations of the strings that script uses,
 * including the chunks it loads on demand (webpack's `import()`).
 */

/**
 * External dependencies
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Internal dependencies
 */
import { messageKey, TEXT_DOMAIN, type Catalog } from './catalog';
import { extractBlockJson } from './extract-metadata';
import { builtMessageKeys } from './makepot';

export interface ScriptTranslations {
	/** The built script, relative to the plugin root (e.g. build/signin-menu/view.js). */
	script: string;
	file: string;
	json: string;
	count: number;
}

/**
 * Files of the chunks a webpack entry can load, read from its runtime's
 * chunk-name map (`__webpack_require__.u`), relative to the entry's build
 * folder root.
 *
 * @param code The entry's built code.
 */
export function chunkFiles( code: string ): string[] {
	const start = code.search( /\.u=\(?\w+\)?=>/ );
	if ( start === -1 ) {
		return [];
	}
	const end = code.indexOf( '.miniCssF', start );
	const expression = code.slice( start, end === -1 ? start + 4000 : end );
	const maps = [ ...expression.matchAll( /\{((?:\d+:"[^"]*",?)+)\}/g ) ].map(
		( match ) =>
			new Map(
				[ ...match[ 1 ].matchAll( /(\d+):"([^"]*)"/g ) ].map(
					( pair ) => [ pair[ 1 ], pair[ 2 ] ]
				)
			)
	);
	if ( maps.length === 0 ) {
		return [];
	}
	// The version map lists every chunk; a name map, if any, names some.
	const versions = maps[ maps.length - 1 ];
	const names = maps.length > 1 ? maps[ 0 ] : new Map< string, string >();
	return [ ...versions.keys() ].map(
		( id ) => `${ names.get( id ) ?? id }.js`
	);
}

/**
 * Keys of a block's block.json strings when `relative` is that block's
 * editor script: the editor registers the block from its metadata and
 * translates the title, description and keywords in the browser.
 *
 * @param buildDir The build folder.
 * @param relative Script path below it.
 */
function blockMetadataKeys( buildDir: string, relative: string ): string[] {
	const file = path.join( buildDir, path.dirname( relative ), 'block.json' );
	if ( ! fs.existsSync( file ) ) {
		return [];
	}
	const source = fs.readFileSync( file, 'utf8' );
	const metadata: unknown = JSON.parse( source );
	const editorScript =
		typeof metadata === 'object' && metadata !== null
			? ( metadata as { editorScript?: unknown } ).editorScript
			: undefined;
	const scripts = (
		Array.isArray( editorScript ) ? editorScript : [ editorScript ]
	).filter( ( item ): item is string => typeof item === 'string' );
	if ( ! scripts.includes( `file:./${ path.basename( relative ) }` ) ) {
		return [];
	}
	return extractBlockJson( source, 'block.json' ).map( ( message ) =>
		messageKey( message )
	);
}

function listScripts( dir: string ): string[] {
	if ( ! fs.existsSync( dir ) ) {
		return [];
	}
	return fs
		.readdirSync( dir, { recursive: true, encoding: 'utf8' } )
		.filter( ( name ) => name.endsWith( '.js' ) )
		.map( ( name ) => name.split( path.sep ).join( '/' ) )
		.sort();
}

/**
 * JSON translation files for every built script that uses a translated
 * string of ours.
 *
 * @param root    Plugin root.
 * @param catalog The locale's catalogue.
 * @param locale  Locale, e.g. es_ES.
 */
export function scriptTranslations(
	root: string,
	catalog: Catalog,
	locale: string
): ScriptTranslations[] {
	const buildDir = path.join( root, 'build' );
	const translated = new Map(
		catalog.entries
			.filter(
				( entry ) =>
					! entry.obsolete &&
					entry.translations.some( ( text ) => text !== '' )
			)
			.map( ( entry ) => [ messageKey( entry ), entry ] )
	);
	const keyCache = new Map< string, Set< string > >();
	const keysOf = ( relative: string ) => {
		let keys = keyCache.get( relative );
		if ( ! keys ) {
			const full = path.join( buildDir, relative );
			keys = fs.existsSync( full )
				? builtMessageKeys( fs.readFileSync( full, 'utf8' ) )
				: new Set< string >();
			keyCache.set( relative, keys );
		}
		return keys;
	};
	const results: ScriptTranslations[] = [];
	for ( const relative of listScripts( buildDir ) ) {
		const code = fs.readFileSync( path.join( buildDir, relative ), 'utf8' );
		const keys = new Set( keysOf( relative ) );
		for ( const chunk of chunkFiles( code ) ) {
			keysOf( chunk ).forEach( ( key ) => keys.add( key ) );
		}
		blockMetadataKeys( buildDir, relative ).forEach( ( key ) =>
			keys.add( key )
		);
		const messages: Record< string, unknown > = {
			'': {
				domain: 'messages',
				lang: locale,
				'plural-forms':
					catalog.headers[ 'Plural-Forms' ] ??
					'nplurals=2; plural=(n != 1);',
			},
		};
		let count = 0;
		for ( const key of [ ...keys ].sort() ) {
			const entry = translated.get( key );
			if ( entry ) {
				messages[ key ] = entry.translations;
				count++;
			}
		}
		if ( count === 0 ) {
			continue;
		}
		const script = `build/${ relative }`;
		const hash = crypto
			.createHash( 'md5' )
			.update( script )
			.digest( 'hex' );
		results.push( {
			script,
			file: `${ TEXT_DOMAIN }-${ locale }-${ hash }.json`,
			json: JSON.stringify( {
				'translation-revision-date':
					catalog.headers[ 'PO-Revision-Date' ] ?? '',
				generator: 'careers-frontend dev/tools/i18n.ts',
				source: script,
				domain: 'messages',
				locale_data: { messages },
			} ),
			count,
		} );
	}
	return results;
}
