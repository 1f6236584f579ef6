/**
 * Internal dependencies
 */
import schemaFile from '../../../includes/settings.schema.json';
import {
	DEFAULT_SETTINGS,
	getChatAnswers,
	getChatBot,
	getChatLocale,
	getChatSettings,
} from '..';

function windowWith( config: unknown ): Window {
	return { careersFrontendConfig: config } as unknown as Window;
}

describe( 'getChatSettings', () => {
	it( 'gives the schema’s defaults for the chat’s settings, and no others', () => {
		const chat = getChatSettings( windowWith( undefined ) );
		for ( const [ key, value ] of Object.entries( chat ) ) {
			expect( [ key, value ] ).toEqual( [
				key,
				DEFAULT_SETTINGS[ key as keyof typeof DEFAULT_SETTINGS ],
			] );
		}
		expect( Object.keys( chat ) ).toHaveLength( 27 );
		expect( chat ).not.toHaveProperty( 'ats_url' );
	} );

	it( 'reads exactly the settings the schema has the server print with the window (chatWindow)', () => {
		expect(
			Object.keys( getChatSettings( windowWith( undefined ) ) ).sort()
		).toEqual( [ ...schemaFile.chatWindow ].sort() );
	} );

	it( 'reads what PHP handed over, with the same fallback rule as getSettings', () => {
		const chat = getChatSettings(
			windowWith( {
				settings: { bot_version: 'v1', max_jobs: '9', debug: true },
			} )
		);
		expect( chat.bot_version ).toBe( 'v1' );
		expect( chat.max_jobs ).toBe( DEFAULT_SETTINGS.max_jobs );
		expect( chat ).not.toHaveProperty( 'debug' );
	} );

	it( 'reads the page locale, en_US without one', () => {
		expect(
			getChatLocale( windowWith( { context: { locale: 'es_ES' } } ) )
		).toBe( 'es_ES' );
		expect( getChatLocale( windowWith( undefined ) ) ).toBe( 'en_US' );
	} );
} );

describe( 'getChatBot', () => {
	it( 'reads the locale and words PHP printed with the window', () => {
		const words = { utterances: { Help: [ 'ayuda' ] }, prompts: {} };
		expect(
			getChatBot( windowWith( { bot: { locale: 'es_US', words } } ) )
		).toEqual( { locale: 'es_US', words } );
	} );

	it( 'gives no locale and no words when PHP printed none, or the wrong kind', () => {
		expect( getChatBot( windowWith( undefined ) ) ).toEqual( {
			locale: '',
			words: undefined,
		} );
		expect(
			getChatBot( windowWith( { bot: { locale: 7, words: null } } ) )
		).toEqual( { locale: '', words: null } );
	} );
} );

describe( 'getChatAnswers', () => {
	it( 'reads the answers endpoint, language and contact page PHP printed with the window', () => {
		const answers = {
			url: 'https://careers.example/wp-json/careers-frontend/v1/answers?lang=es',
			language: 'es',
			contact: 'https://careers.example/contact/',
		};
		expect( getChatAnswers( windowWith( { answers } ) ) ).toEqual(
			answers
		);
	} );

	it( 'gives none when PHP printed none, or the wrong kind', () => {
		expect( getChatAnswers( windowWith( undefined ) ) ).toEqual( {
			url: '',
			language: '',
			contact: '',
		} );
		expect(
			getChatAnswers(
				windowWith( {
					answers: { url: 1, language: [], contact: {} },
				} )
			)
		).toEqual( { url: '', language: '', contact: '' } );
	} );
} );
