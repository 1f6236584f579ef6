/**
 * `npm run make-pot`: writes languages/careers-frontend.pot from the PHP,
 * TypeScript and block.json sources (there is no wp-cli here). Prints a
 * warning for every translation call it cannot read; `--strict` fails on
 * them.
 */

/**
 * External dependencies
 */
import fs from 'node:fs';
import path from 'node:path';

/**
 * Internal dependencies
 */
import { serializePo, type Catalog } from './i18n/catalog';
import { collectMessages } from './i18n/collect-messages';
import { TEXT_DOMAIN, type ExtractionWarning } from './i18n/gettext-keywords';

export const ROOT = path.resolve( __dirname, '..', '..' );
export const LANGUAGES = path.join( ROOT, 'languages' );
export const POT_FILE = path.join( LANGUAGES, `${ TEXT_DOMAIN }.pot` );

function pluginVersion(): string {
	const header = fs.readFileSync(
		path.join( ROOT, 'careers-frontend.php' ),
		'utf8'
	);
	return /^\s*\*\s*Version:\s*(\S+)/m.exec( header )?.[ 1 ] ?? '0.0.0';
}

/** The template catalogue and the warnings met while building it. */
export function makeTemplate(): {
	template: Catalog;
	warnings: ExtractionWarning[];
} {
	const { messages, warnings } = collectMessages( ROOT );
	return {
		template: {
			headers: {
				'Project-Id-Version': `Careers Frontend ${ pluginVersion() }`,
				'Report-Msgid-Bugs-To': '',
				'MIME-Version': '1.0',
				'Content-Type': 'text/plain; charset=UTF-8',
				'Content-Transfer-Encoding': '8bit',
				'X-Generator': 'careers-frontend dev/tools/make-pot.ts',
				'X-Domain': TEXT_DOMAIN,
			},
			entries: messages.map( ( message ) => ( {
				...message,
				translations:
					message.plural === undefined ? [ '' ] : [ '', '' ],
			} ) ),
		},
		warnings,
	};
}

export const POT_LEAD = [
	'Translations of the Careers Frontend plugin.',
	'This file is distributed under the GPL-2.0-or-later license.',
	'Made by `npm run make-pot`; do not edit.',
];

/** Write the .pot; returns the warnings. */
export function writeTemplate(): {
	template: Catalog;
	warnings: ExtractionWarning[];
} {
	const result = makeTemplate();
	fs.mkdirSync( LANGUAGES, { recursive: true } );
	fs.writeFileSync( POT_FILE, serializePo( result.template, POT_LEAD ) );
	return result;
}

export function printWarnings( warnings: ExtractionWarning[] ): void {
	for ( const warning of warnings ) {
		process.stderr.write(
			`warning: ${ warning.reference }: ${ warning.problem }\n`
		);
	}
}

if ( require.main === module ) {
	const { template, warnings } = writeTemplate();
	printWarnings( warnings );
	process.stdout.write(
		`${ path.relative( ROOT, POT_FILE ) }: ${ template.entries.length } strings${
			warnings.length
				? `, ${ warnings.length } calls not extracted (see above)`
				: ''
		}\n`
	);
	if ( warnings.length > 0 && process.argv.includes( '--strict' ) ) {
		process.exit( 1 );
	}
}
