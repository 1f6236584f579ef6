/**
 * Internal dependencies
 */
import schemaFile from '../../../includes/settings.schema.json';
import { DEFAULT_SETTINGS, SETTING_KEYS } from '..';

describe( 'the settings schema', () => {
	it( 'gives every setting its default, in the schema’s order', () => {
		expect( Object.keys( DEFAULT_SETTINGS ) ).toEqual( SETTING_KEYS );
		for ( const key of SETTING_KEYS ) {
			expect( [ key, DEFAULT_SETTINGS[ key ] ] ).toEqual( [
				key,
				schemaFile.properties[ key ].default,
			] );
		}
		expect( DEFAULT_SETTINGS ).toMatchObject( {
			organization_name: 'careers',
			bot_version: 'v2',
			persona_count: 5,
			markdown: true,
		} );
	} );

	it( 'refuses what the server refuses: no other property', () => {
		expect( schemaFile.type ).toBe( 'object' );
		expect( schemaFile.additionalProperties ).toBe( false );
	} );
} );
