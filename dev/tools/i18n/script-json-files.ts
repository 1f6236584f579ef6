/**
 * The JSON files wp_set_script_translations() loads, one per built script
 * and locale: build output (not in git), written from the languages' .po
 * files by `npm run i18n` and, with no gettext needed, by `npm start`
 * (dev/tools/i18n-scripts.ts).
 */

/**
 * External dependencies
 */
import fs from 'node:fs';
import path from 'node:path';

/**
 * Internal dependencies
 */
import { TEXT_DOMAIN, type Catalog } from './catalog';
import { scriptTranslations } from './script-translations';

/**
 * The locales with a .po file in the folder, sorted.
 *
 * @param languages The languages folder.
 */
export function localesOnDisk( languages: string ): string[] {
	const pattern = new RegExp(
		`^${ TEXT_DOMAIN }-([a-z]{2,3}(?:_[A-Z]{2})?(?:_\\w+)?)\\.po$`
	);
	return fs
		.readdirSync( languages )
		.map( ( name ) => pattern.exec( name )?.[ 1 ] )
		.filter( ( locale ): locale is string => Boolean( locale ) )
		.sort();
}

/**
 * Replace the locale's script JSON files with those of the current build
 * (none without a build/ folder). Returns how many were written.
 *
 * @param root      The project's root.
 * @param languages The languages folder.
 * @param catalog   The locale's parsed .po.
 * @param locale    The locale.
 */
export function writeScriptJsonFiles(
	root: string,
	languages: string,
	catalog: Catalog,
	locale: string
): number {
	const prefix = `${ TEXT_DOMAIN }-${ locale }-`;
	for ( const name of fs.readdirSync( languages ) ) {
		if ( name.startsWith( prefix ) && name.endsWith( '.json' ) ) {
			fs.rmSync( path.join( languages, name ) );
		}
	}
	const scripts = fs.existsSync( path.join( root, 'build' ) )
		? scriptTranslations( root, catalog, locale )
		: [];
	for ( const script of scripts ) {
		fs.writeFileSync( path.join( languages, script.file ), script.json );
	}
	return scripts.length;
}
