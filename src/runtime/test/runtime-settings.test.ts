/**
 * Internal dependencies
 */
import schemaFile from '../../../includes/settings.schema.json';
import { DEFAULT_CONTEXT, DEFAULT_SETTINGS } from '../../settings';
import {
	RUNTIME_SETTING_DEFAULTS,
	readRuntimeSettings,
} from '../runtime-settings';
import {
	SIGN_OUT_SETTING_DEFAULTS,
	readSignOutSettings,
} from '../sign-out-settings';

const withConfig = ( config: unknown ) =>
	( { careersFrontendConfig: config } ) as unknown as Window;

describe( 'settings read on every page', () => {
	it( 'the runtime and the sign-out part read exactly the settings the schema has the server print on every page', () => {
		expect(
			[
				...Object.keys( RUNTIME_SETTING_DEFAULTS ),
				...Object.keys( SIGN_OUT_SETTING_DEFAULTS ),
			].sort()
		).toEqual( [ ...schemaFile.everyPage ].sort() );
	} );

	it( 'use the same defaults as src/settings', () => {
		for ( const [ key, value ] of Object.entries( {
			...RUNTIME_SETTING_DEFAULTS,
			...SIGN_OUT_SETTING_DEFAULTS,
		} ) ) {
			expect( [ key, value ] ).toEqual( [
				key,
				DEFAULT_SETTINGS[ key as keyof typeof DEFAULT_SETTINGS ],
			] );
		}
		expect( readRuntimeSettings( withConfig( undefined ) ) ).toEqual( {
			...RUNTIME_SETTING_DEFAULTS,
			updatingMessage: DEFAULT_CONTEXT.updatingMessage,
		} );
		expect( readSignOutSettings( withConfig( undefined ) ) ).toEqual( {
			...RUNTIME_SETTING_DEFAULTS,
			...SIGN_OUT_SETTING_DEFAULTS,
			homeUrl: DEFAULT_CONTEXT.homeUrl,
		} );
	} );

	it( 'read the values PHP printed', () => {
		const config = withConfig( {
			settings: {
				organization_name: 'acme',
				language: 'es',
				sso_enabled: true,
				logout_to_home: false,
				bot_id: 'not ours',
			},
			context: {
				homeUrl: 'https://careers.example.com/',
				updatingMessage: 'Se está actualizando su información.',
			},
		} );
		const runtime = readRuntimeSettings( config );
		expect( runtime ).toMatchObject( {
			organization_name: 'acme',
			language: 'es',
			updatingMessage: 'Se está actualizando su información.',
		} );
		expect( runtime ).not.toHaveProperty( 'bot_id' );
		expect( runtime ).not.toHaveProperty( 'sso_enabled' );
		const signOut = readSignOutSettings( config );
		expect( signOut ).toMatchObject( {
			language: 'es',
			sso_enabled: true,
			logout_to_home: false,
			homeUrl: 'https://careers.example.com/',
		} );
		expect( signOut ).not.toHaveProperty( 'bot_id' );
	} );

	it( 'fall back to the default for a value of the wrong type, as getSetting does', () => {
		const config = withConfig( {
			settings: { sso_enabled: 'yes', language: 3 },
			context: { homeUrl: null },
		} );
		expect( readRuntimeSettings( config ).language ).toBe( 'en' );
		const signOut = readSignOutSettings( config );
		expect( signOut.sso_enabled ).toBe( false );
		expect( signOut.language ).toBe( 'en' );
		expect( signOut.homeUrl ).toBe( '/' );
	} );
} );
