/** @jest-environment node */

/**
 * The one rule for the bot's locale (includes/bot-words.php), run by PHP:
 * which Lex locale a site language talks to, and why. The chat window, the
 * settings page and its connection test all get their locale from it.
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
import { PHP_READY_TIMEOUT_MS, phpReady, runPhp } from '../tests/run-php';

const ROOT = path.resolve( __dirname, '..' );

/** The shipped template's locales, as build/bot-words.json lists them. */
const TEMPLATE = [ 'en_US', 'es_US' ];

interface Choice {
	locale: string;
	reason: 'map' | 'template' | 'default';
}

/**
 * Run PHP once for every case, with WordPress's functions the files call
 * at load time played by stubs, and the build's words file given.
 *
 * @param calls    PHP expressions, each printed as JSON.
 * @param template The locales bot-words.json lists, or the file itself.
 */
function php(
	calls: string[],
	template: string[] | Record< string, unknown > = TEMPLATE
): unknown[] {
	const dir = fs.mkdtempSync( path.join( os.tmpdir(), 'careers-locale-' ) );
	const words = path.join( dir, 'bot-words.json' );
	fs.writeFileSync(
		words,
		JSON.stringify(
			Array.isArray( template )
				? Object.fromEntries(
						template.map( ( locale ) => [ locale, {} ] )
					)
				: template
		)
	);
	const script = path.join( dir, 'run.php' );
	fs.writeFileSync(
		script,
		`<?php
define( 'ABSPATH', '/' );
function add_action() {}
function careers_frontend_build_path( $file ) { return ${ JSON.stringify(
			dir
		) } . '/' . $file; }
function wp_json_file_decode( $file, $options ) { return json_decode( file_get_contents( $file ), true ); }
function determine_locale() { return 'fr_FR'; }
require $argv[1] . '/includes/bot-words.php';
require $argv[1] . '/includes/admin-bot-locale.php';
$out = array();
${ calls.map( ( call ) => `$out[] = ${ call };` ).join( '\n' ) }
echo json_encode( $out );
`
	);
	try {
		return JSON.parse( runPhp( [ script, ROOT ] ) );
	} finally {
		fs.rmSync( dir, { recursive: true, force: true } );
	}
}

const settings = ( botLocale: string, map = '' ) =>
	`array( 'bot_locale' => '${ botLocale }', 'bot_locale_map' => '${ map }' )`;

function choose( botLocale: string, map: string, site: string[] ): Choice[] {
	return php(
		site.map(
			( locale ) =>
				`careers_frontend_bot_locale_choice( ${ settings(
					botLocale,
					map
				) }, '${ locale }', careers_frontend_template_locales() )`
		)
	) as Choice[];
}

beforeAll( phpReady, PHP_READY_TIMEOUT_MS );

describe( 'the bot locale for a site language', () => {
	it( 'talks to the template’s locale in the site’s language when nothing is mapped', () => {
		expect( choose( 'en_US', '', [ 'es_ES', 'es_MX', 'es' ] ) ).toEqual(
			Array( 3 ).fill( { locale: 'es_US', reason: 'template' } )
		);
	} );

	it( 'prefers the template’s locale of the site’s own region', () => {
		expect(
			php(
				[
					`careers_frontend_bot_locale_choice( ${ settings(
						'en_US'
					) }, 'es_MX', careers_frontend_template_locales() )`,
					`careers_frontend_bot_locale_choice( ${ settings(
						'en_US'
					) }, 'es_AR', careers_frontend_template_locales() )`,
				],
				[ 'en_US', 'es_US', 'es_MX' ]
			)
		).toEqual( [
			{ locale: 'es_MX', reason: 'template' },
			{ locale: 'es_US', reason: 'template' },
		] );
	} );

	it( 'keeps the default locale for its own language and for languages the template lacks', () => {
		expect(
			choose( 'en_US', '', [ 'en_US', 'en_GB', 'de_DE', 'fr_FR', '' ] )
		).toEqual( Array( 5 ).fill( { locale: 'en_US', reason: 'default' } ) );
		// A bot of one's own in another English: its locale, not the template's.
		expect( choose( 'en_GB', '', [ 'en_AU' ] ) ).toEqual( [
			{ locale: 'en_GB', reason: 'default' },
		] );
	} );

	it( 'does not assume the template’s locales for a bot of one’s own', () => {
		expect( choose( 'fr_CA', '', [ 'es_ES', 'en_US' ] ) ).toEqual( [
			{ locale: 'fr_CA', reason: 'default' },
			{ locale: 'fr_CA', reason: 'default' },
		] );
	} );

	it( 'lets an explicit map entry win, and ignores malformed pairs', () => {
		expect(
			choose( 'en_US', 'es_ES=en_US, fr_FR = fr_CA, de_DE=xx, es_MX', [
				'es_ES',
				'fr_FR',
				'de_DE',
				'es_MX',
			] )
		).toEqual( [
			{ locale: 'en_US', reason: 'map' },
			{ locale: 'fr_CA', reason: 'map' },
			{ locale: 'en_US', reason: 'default' },
			{ locale: 'es_US', reason: 'template' },
		] );
	} );

	it( 'uses the default locale when the build has no words file', () => {
		expect(
			php(
				[
					`careers_frontend_bot_locale( ${ settings(
						'en_US'
					) }, 'es_ES' )`,
				],
				[]
			)
		).toEqual( [ 'en_US' ] );
	} );

	it( 'reports the locale, the reason and every locale the settings can send a candidate to', () => {
		expect(
			php( [
				`careers_frontend_bot_locale_report( ${ settings(
					'en_US',
					'fr_FR=fr_CA, es_ES=es_US'
				) }, 'es_MX' )`,
			] )
		).toEqual( [
			{
				siteLocale: 'es_MX',
				locale: 'es_US',
				reason: 'template',
				templateLocales: [ 'en_US', 'es_US' ],
				probeLocales: [ 'es_US', 'en_US', 'fr_CA' ],
			},
		] );
	} );

	it( 'gives a page the template’s words in its locale, and only the grammar words in a locale the template lacks', () => {
		const grammar = {
			linkWords: [ 'in', 'cerca' ],
			joinWords: [ 'and' ],
			wordEndings: [ 'ing' ],
		};
		const english = { utterances: { Help: [ 'help' ] }, grammar };
		const words = { en_US: english, es_US: { utterances: {}, grammar } };
		// The page is in French (determine_locale), which the template lacks.
		expect(
			php(
				[
					`careers_frontend_page_bot( ${ settings( 'en_US' ) } )`,
					`careers_frontend_page_bot( ${ settings( 'fr_CA' ) } )`,
				],
				words
			)
		).toEqual( [
			{ locale: 'en_US', words: english },
			{ locale: 'fr_CA', words: { grammar } },
		] );
		expect(
			php(
				[ `careers_frontend_page_bot( ${ settings( 'fr_CA' ) } )` ],
				[]
			)
		).toEqual( [ { locale: 'fr_CA', words: null } ] );
	} );
} );
