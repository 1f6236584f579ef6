/**
 * Internal dependencies
 */
import { SETTING_KEYS, SETTINGS_SCHEMA } from '../../settings/schema';
import { allFields, settingsSections } from '../fields';
import { everyPresentation } from '../presentation/sections';

describe( 'the settings page fields', () => {
	it( 'show every setting of the schema exactly once', () => {
		const keys = allFields().map( ( field ) => field.key );
		expect( [ ...keys ].sort() ).toEqual( [ ...SETTING_KEYS ].sort() );
		expect( Object.keys( everyPresentation() ).sort() ).toEqual(
			[ ...SETTING_KEYS ].sort()
		);
	} );

	it( 'take their control from the schema: switches, numbers, choices, web addresses', () => {
		const byKey = Object.fromEntries(
			allFields().map( ( field ) => [ field.key, field ] )
		);
		expect( byKey.sso_enabled.kind ).toBe( 'toggle' );
		expect( byKey.max_jobs.kind ).toBe( 'number' );
		expect( byKey.ats_url ).toMatchObject( {
			kind: 'url',
			placeholder: 'https://',
		} );
		expect( byKey.no_jobs.kind ).toBe( 'textarea' );
		expect( byKey.bot_version ).toMatchObject( {
			kind: 'select',
			options: [
				{ value: 'v2', label: 'Lex V2 (default)' },
				{
					value: 'v1',
					label: 'Lex V1 (legacy: AWS ended it on 15 September 2025)',
				},
			],
		} );
		expect( byKey.bot_version.options?.map( ( o ) => o.value ) ).toEqual(
			SETTINGS_SCHEMA.bot_version.enum
		);
	} );

	it( 'keep the page’s sections in order', () => {
		expect( settingsSections().map( ( section ) => section.id ) ).toEqual( [
			'organisation',
			'sign-in',
			'personalisation',
			'chat-bot',
			'chat-identity',
			'chat-jobs',
			'chat-behaviour',
		] );
	} );
} );
