/**
 * `npm run i18n`: the whole translations pipeline, rerun whenever strings
 * change.
 *
 * 1. Writes languages/careers-frontend.pot (as `npm run make-pot`).
 * 2. Brings every languages/careers-frontend-{locale}.po up to date with
 *    it with GNU msgmerge: translations kept, new strings added empty,
 *    strings no longer used kept at the end as obsolete (`#~`) so a
 *    reworded string's old translation is still at hand.
 * 3. Compiles each .po to .mo with GNU msgfmt (PHP) and writes the JSON files
 *    wp_set_script_translations() loads for every built script (JS): run
 *    `npm run build` first.
 * 4. Lists what is still untranslated.
 *
 * Options: `--add <locale>` starts a new language; `--check` exits 1 when a
 * string is untranslated, a translation loses a placeholder or a
 * placeholder has no translators comment (for CI). Calls the extractors
 * cannot read (a variable, another text domain) are ESLint's to report
 * (@wordpress/i18n-no-variables, i18n-text-domain).
 */

/**
 * External dependencies
 */
import fs from 'node:fs';
import path from 'node:path';

/**
 * Internal dependencies
 */
import {
	parsePo,
	serializePo,
	TEXT_DOMAIN,
	type Catalog,
	type Entry,
} from './i18n/catalog';
import { ensurePackages } from '../stack/packages';
import { mergeAndCompile } from './i18n/gnu-gettext';
import { localesOnDisk, writeScriptJsonFiles } from './i18n/script-json-files';
import { LANGUAGES, POT_FILE, ROOT, writeTemplate } from './make-pot';

const PLACEHOLDER = /%(\d+\$)?[sdfu]/;
const PLACEHOLDERS = /%(\d+\$)?[sdfu]|\{[a-zA-Z]+\}/g;

/**
 * Translations that lose or add a placeholder (`%s`, `%1$d`, `{link}`):
 * sprintf would print the wrong thing, or throw.
 *
 * @param entries The locale's entries.
 */
export function placeholderMismatches( entries: Entry[] ): Entry[] {
	const signature = ( text: string ) =>
		( text.match( PLACEHOLDERS ) ?? [] )
			.map( ( item ) => item.replace( /^%(?!\d)/, '%1$' ) )
			.sort()
			.join( ' ' );
	return entries.filter( ( entry ) =>
		entry.translations.some( ( text, index ) => {
			if ( text === '' ) {
				return false;
			}
			const source =
				index === 0 ? entry.id : ( entry.plural ?? entry.id );
			return signature( text ) !== signature( source );
		} )
	);
}

function poFile( locale: string ): string {
	return path.join( LANGUAGES, `${ TEXT_DOMAIN }-${ locale }.po` );
}

interface LocaleReport {
	locale: string;
	translated: number;
	total: number;
	untranslated: Entry[];
	mismatched: number;
	scripts: number;
}

/**
 * A new language's .po: the template's strings, untranslated.
 *
 * @param template The .pot catalogue.
 * @param locale   Locale, e.g. es_ES.
 */
function newPo( template: Catalog, locale: string ): string {
	return serializePo(
		{
			headers: {
				...template.headers,
				'PO-Revision-Date': `${ new Date()
					.toISOString()
					.slice( 0, 10 ) } 00:00+0000`,
				'Last-Translator': '',
				'Language-Team': '',
				Language: locale,
				'Plural-Forms': 'nplurals=2; plural=(n != 1);',
			},
			entries: template.entries,
		},
		[
			`${ locale } translation of the Careers Frontend plugin.`,
			'This file is distributed under the GPL-2.0-or-later license.',
			'Translate here; `npm run i18n` keeps it in step with the sources.',
		]
	);
}

function buildLocale( template: Catalog, locale: string ): LocaleReport {
	const file = poFile( locale );
	if ( ! fs.existsSync( file ) ) {
		fs.writeFileSync( file, newPo( template, locale ) );
	}
	mergeAndCompile( file, POT_FILE );
	const catalog = parsePo( fs.readFileSync( file, 'utf8' ) );
	const scripts = writeScriptJsonFiles( ROOT, LANGUAGES, catalog, locale );
	const live = catalog.entries;
	const mismatched = placeholderMismatches( live );
	for ( const entry of mismatched ) {
		process.stderr.write(
			`warning: ${ locale }: the translation of ${ JSON.stringify( entry.id ) } does not keep its placeholders\n`
		);
	}
	const untranslated = live.filter( ( entry ) =>
		entry.translations.some( ( text ) => text === '' )
	);
	return {
		locale,
		translated: live.length - untranslated.length,
		total: live.length,
		untranslated,
		mismatched: mismatched.length,
		scripts,
	};
}

function main(): number {
	const addAt = process.argv.indexOf( '--add' );
	const check = process.argv.includes( '--check' );
	const template = writeTemplate();
	const missingComments = template.entries.filter(
		( entry ) =>
			( PLACEHOLDER.test( entry.id ) ||
				PLACEHOLDER.test( entry.plural ?? '' ) ) &&
			! entry.comments.some( ( comment ) =>
				/^translators:/i.test( comment )
			)
	);
	for ( const entry of missingComments ) {
		process.stderr.write(
			`warning: ${ entry.references[ 0 ] }: "${ entry.id }" has a placeholder but no translators: comment\n`
		);
	}
	const locales = new Set( localesOnDisk( LANGUAGES ) );
	if ( addAt !== -1 && process.argv[ addAt + 1 ] ) {
		locales.add( process.argv[ addAt + 1 ] );
	}
	if ( ! fs.existsSync( path.join( ROOT, 'build' ) ) ) {
		process.stderr.write(
			'warning: no build/ folder, so no JavaScript translation files: run `npm run build` first.\n'
		);
	}
	process.stdout.write(
		`languages/${ TEXT_DOMAIN }.pot: ${ template.entries.length } strings\n`
	);
	let complete = true;
	for ( const locale of locales ) {
		const report = buildLocale( template, locale );
		process.stdout.write(
			`languages/${ TEXT_DOMAIN }-${ locale }.po: ${ report.translated }/${ report.total } translated; .mo and ${ report.scripts } script JSON files written\n`
		);
		for ( const entry of report.untranslated ) {
			process.stdout.write(
				`  untranslated: ${ entry.references[ 0 ] ?? '' } ${ JSON.stringify( entry.id ) }\n`
			);
		}
		complete &&=
			report.untranslated.length === 0 && report.mismatched === 0;
	}
	return check && ( ! complete || missingComments.length > 0 ) ? 1 : 0;
}

if ( require.main === module ) {
	// xgettext, msgcat, msgmerge and msgfmt are Debian's gettext: on a new
	// machine the stack's package list brings it, as it brings PHP for
	// lint:php.
	ensurePackages( {
		groups: [ 'translations' ],
		log: ( line ) => process.stdout.write( `${ line }\n` ),
	} ).then(
		() => process.exit( main() ),
		( error: unknown ) => {
			process.stderr.write( `${ String( error ) }\n` );
			process.exit( 1 );
		}
	);
}
