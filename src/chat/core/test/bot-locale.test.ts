/**
 * Internal dependencies
 */
import { parseLocaleMap, resolveBotLocale } from '../bot-locale';

describe( 'the Lex locale follows the site language where the settings map it', () => {
	const settings = {
		bot_locale: 'en_US',
		bot_locale_map: 'es_ES=es_US, fr_FR = fr_CA',
	};

	it( 'maps a listed site language', () => {
		expect( resolveBotLocale( settings, 'es_ES' ) ).toBe( 'es_US' );
		expect( resolveBotLocale( settings, 'fr_FR' ) ).toBe( 'fr_CA' );
	} );

	it( 'keeps the configured locale for any other language', () => {
		expect( resolveBotLocale( settings, 'de_DE' ) ).toBe( 'en_US' );
		expect(
			resolveBotLocale( { ...settings, bot_locale_map: '' }, 'es_ES' )
		).toBe( 'en_US' );
	} );

	it( 'ignores malformed pairs instead of failing', () => {
		expect( [ ...parseLocaleMap( 'es=es_US,,fr_FR=fr_CA,xx' ) ] ).toEqual( [
			[ 'fr_FR', 'fr_CA' ],
		] );
	} );
} );
