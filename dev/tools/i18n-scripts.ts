/**
 * `npm run i18n:scripts`: the script translation JSON files of the current
 * build, from the .po files as they are. `npm start` runs it after the
 * build, so a Spanish demo's scripts speak Spanish on a fresh clone
 * without waiting for gettext; `npm run i18n` also brings the .po files up
 * to date first.
 */

/**
 * External dependencies
 */
import fs from 'node:fs';
import path from 'node:path';

/**
 * Internal dependencies
 */
import { parsePo, TEXT_DOMAIN } from './i18n/catalog';
import { localesOnDisk, writeScriptJsonFiles } from './i18n/script-json-files';
import { LANGUAGES, ROOT } from './make-pot';

for ( const locale of localesOnDisk( LANGUAGES ) ) {
	const file = path.join( LANGUAGES, `${ TEXT_DOMAIN }-${ locale }.po` );
	const written = writeScriptJsonFiles(
		ROOT,
		LANGUAGES,
		parsePo( fs.readFileSync( file, 'utf8' ) ),
		locale
	);
	process.stdout.write(
		`languages/${ TEXT_DOMAIN }-${ locale }: ${ written } script JSON files written\n`
	);
}
