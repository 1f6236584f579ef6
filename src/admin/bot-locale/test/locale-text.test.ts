/**
 * Internal dependencies
 */
import type { BotLocaleReport } from '../bot-locale-report';
import { botLocaleText, languageName } from '../locale-text';

const report = ( patch: Partial< BotLocaleReport > ): BotLocaleReport => ( {
	siteLocale: 'es_ES',
	locale: 'es_US',
	reason: 'template',
	templateLocales: [ 'en_US', 'es_US' ],
	probeLocales: [ 'es_US', 'en_US' ],
	...patch,
} );

describe( 'the bot locale in words', () => {
	it( 'names a locale’s language in the admin’s language', () => {
		expect( languageName( 'es_ES', 'en' ) ).toBe( 'Spanish' );
		expect( languageName( 'es_ES', 'es-ES' ) ).toBe( 'español' );
		expect( languageName( 'pt-br', 'en' ) ).toBe( 'Portuguese' );
	} );

	it( 'says which locale the site’s language talks to, and why', () => {
		expect( botLocaleText( report( {} ), 'en' ) ).toBe(
			'Pages in Spanish (es_ES) talk to the bot’s es_US locale: the template’s Spanish locale for a Spanish site.'
		);
		expect(
			botLocaleText( report( { locale: 'en_US', reason: 'map' } ), 'en' )
		).toBe(
			'Pages in Spanish (es_ES) talk to the bot’s en_US locale, from the locale map.'
		);
		expect(
			botLocaleText(
				report( {
					siteLocale: 'de_DE',
					locale: 'en_US',
					reason: 'default',
				} ),
				'en'
			)
		).toBe(
			'Pages in German (de_DE) talk to the bot’s en_US locale: the default locale.'
		);
	} );

	it( 'says nothing when the site’s language is not known', () => {
		expect( botLocaleText( report( { siteLocale: '' } ) ) ).toBe( '' );
	} );
} );
