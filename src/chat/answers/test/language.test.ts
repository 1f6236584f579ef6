/**
 * Internal dependencies
 */
import {
	languageCode,
	loadLanguageData,
	WITHOUT_LANGUAGE_DATA,
} from '../language';

describe( 'languageCode', () => {
	it( 'takes the language of a locale or tag', () => {
		expect( languageCode( 'es_ES' ) ).toBe( 'es' );
		expect( languageCode( 'es-MX' ) ).toBe( 'es' );
		expect( languageCode( 'EN' ) ).toBe( 'en' );
		expect( languageCode( '../en' ) ).toBe( '' );
		expect( languageCode( '' ) ).toBe( '' );
	} );
} );

describe( 'loadLanguageData', () => {
	it( 'loads English and Spanish stemmers and stop words', async () => {
		const english = await loadLanguageData( 'en_US' );
		expect( english.stem( 'benefits' ) ).toBe( 'benefit' );
		expect( english.stopWords ).toContain( 'what' );
		const spanish = await loadLanguageData( 'es' );
		expect( spanish.stem( 'entrevistas' ) ).toBe(
			spanish.stem( 'entrevista' )
		);
		expect( spanish.stopWords ).toContain( 'que' );
	} );

	it( 'gives a language without a file no stemming and no stop words', async () => {
		expect( await loadLanguageData( 'xx' ) ).toBe( WITHOUT_LANGUAGE_DATA );
		expect( await loadLanguageData( 'not a locale' ) ).toBe(
			WITHOUT_LANGUAGE_DATA
		);
	} );
} );
