/**
 * Internal dependencies
 */
import { getContext, getSetting, getSettings } from '..';

function windowWith( config: unknown ): Window {
	return { careersFrontendConfig: config } as unknown as Window;
}

describe( 'getSetting', () => {
	it( 'returns the value PHP handed over', () => {
		const source = windowWith( {
			settings: { max_jobs: 7, organization_name: 'acme' },
			context: {},
		} );
		expect( getSetting( 'max_jobs', source ) ).toBe( 7 );
		expect( getSetting( 'organization_name', source ) ).toBe( 'acme' );
	} );

	it( 'falls back to the default when the config is missing', () => {
		expect( getSetting( 'region', windowWith( undefined ) ) ).toBe(
			'us-east-1'
		);
		expect( getSetting( 'bot_locale', windowWith( null ) ) ).toBe(
			'en_US'
		);
	} );

	it( 'falls back to the default when a value has the wrong type', () => {
		const source = windowWith( {
			settings: { max_jobs: '9', markdown: 'yes' },
		} );
		expect( getSetting( 'max_jobs', source ) ).toBe( 5 );
		expect( getSetting( 'markdown', source ) ).toBe( true );
	} );

	it( 'reads every setting at once with defaults filled in', () => {
		const all = getSettings( windowWith( { settings: { debug: true } } ) );
		expect( all.debug ).toBe( true );
		expect( all.link_target ).toBe( '_blank' );
		expect( all.language ).toBe( 'en' );
	} );
} );

describe( 'getContext', () => {
	it( 'returns page context with defaults', () => {
		expect(
			getContext(
				'homeUrl',
				windowWith( { context: { homeUrl: '/es/' } } )
			)
		).toBe( '/es/' );
		expect( getContext( 'locale', windowWith( {} ) ) ).toBe( 'en_US' );
	} );
} );
