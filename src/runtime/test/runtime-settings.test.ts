/**
 * Internal dependencies
 */
import schemaFile from '../../../includes/settings.schema.json';
import { DEFAULT_CONTEXT, DEFAULT_SETTINGS } from '../../settings';
import {
	RUNTIME_SETTING_DEFAULTS,
	readRuntimeSettings,
} from '../runtime-settings';

const withConfig = ( config: unknown ) =>
	( { careersFrontendConfig: config } ) as unknown as Window;

describe( 'runtime settings', () => {
	it( 'are exactly the settings the schema has the server print on every page', () => {
		expect( Object.keys( RUNTIME_SETTING_DEFAULTS ).sort() ).toEqual(
			[ ...schemaFile.everyPage ].sort()
		);
	} );

	it( 'use the same defaults as src/settings', () => {
		for ( const [ key, value ] of Object.entries(
			RUNTIME_SETTING_DEFAULTS
		) ) {
			expect( [ key, value ] ).toEqual( [
				key,
				DEFAULT_SETTINGS[ key as keyof typeof DEFAULT_SETTINGS ],
			] );
		}
		expect( readRuntimeSettings( withConfig( undefined ) ) ).toEqual( {
			...RUNTIME_SETTING_DEFAULTS,
			homeUrl: DEFAULT_CONTEXT.homeUrl,
			updatingMessage: DEFAULT_CONTEXT.updatingMessage,
		} );
	} );

	it( 'read the values PHP printed', () => {
		const settings = readRuntimeSettings(
			withConfig( {
				settings: {
					organization_name: 'acme',
					language: 'es',
					sso_enabled: true,
					logout_to_home: false,
					bot_id: 'not ours',
				},
				context: { homeUrl: 'https://careers.example.com/' },
			} )
		);
		expect( settings ).toMatchObject( {
			organization_name: 'acme',
			language: 'es',
			sso_enabled: true,
			logout_to_home: false,
			homeUrl: 'https://careers.example.com/',
		} );
		expect( settings ).not.toHaveProperty( 'bot_id' );
	} );

	it( 'fall back to the default for a value of the wrong type, as getSetting does', () => {
		const settings = readRuntimeSettings(
			withConfig( {
				settings: { sso_enabled: 'yes', language: 3 },
				context: { homeUrl: null },
			} )
		);
		expect( settings.sso_enabled ).toBe( false );
		expect( settings.language ).toBe( 'en' );
		expect( settings.homeUrl ).toBe( '/' );
	} );
} );
