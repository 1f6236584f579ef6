/**
 * Internal dependencies
 */
import { DEFAULT_SETTINGS } from '../../settings/defaults';
import type { SettingsSchema } from '../admin-config';
import { allFields } from '../fields';
import { checkAll, checkField, normaliseValues } from '../validate';
import { SETTINGS_SCHEMA as schemaJson } from '@careers-frontend/settings';

const schema = schemaJson as SettingsSchema;
const fields = allFields();
const fieldOf = ( key: string ) =>
	fields.find( ( field ) => field.key === key );

describe( 'settings validation', () => {
	it( 'shows every setting of the schema on the page', () => {
		expect( fields.map( ( field ) => field.key ).sort() ).toEqual(
			Object.keys( schema ).sort()
		);
	} );

	it( 'accepts the defaults', () => {
		expect( checkAll( { ...DEFAULT_SETTINGS }, schema, fields ) ).toEqual(
			{}
		);
	} );

	const ENDPOINTS = [
		'ats_url',
		'cognito_endpoint',
		'lex_endpoint',
		'job_api_base',
		'maps_script_url',
		'here_geocode_url',
	];

	it.each(
		ENDPOINTS.flatMap( ( key ) =>
			[
				'https://jobs.example.com/api/',
				'http://127.0.0.1:9203/',
				'http://localhost:9100/maps/api/js',
				'http://[::1]:9100/',
				'',
			].map( ( value ) => [ key, value ] )
		)
	)( 'accepts the endpoint %s = %p', ( key, value ) => {
		expect(
			checkField( key as 'job_api_base', value, schema, fieldOf( key ) )
		).toEqual( {} );
	} );

	it.each(
		ENDPOINTS.flatMap( ( key ) =>
			[
				'http://jobs.example.com/api/',
				'http://127.0.0.1.evil.example/',
				'http://localhost.evil.example/',
				'ftp://jobs.example.com/',
			].map( ( value ) => [ key, value ] )
		)
	)(
		'refuses the endpoint %s = %p: https only, except on this computer',
		( key, value ) => {
			expect(
				checkField(
					key as 'job_api_base',
					value,
					schema,
					fieldOf( key )
				).error
			).toBe(
				'Enter a full web address starting with https:// (http:// only for this computer: localhost or 127.0.0.1), or leave this empty.'
			);
		}
	);

	it( 'still takes http for a page the candidate is sent to', () => {
		expect(
			checkField(
				'logout_destination',
				'http://intranet.example/bye',
				schema,
				fieldOf( 'logout_destination' )
			)
		).toEqual( {} );
	} );

	it.each( [ '/job', '/es/jobs/search', '' ] )(
		'accepts the path %p',
		( value ) => {
			expect(
				checkField(
					'job_detail_path',
					value,
					schema,
					fieldOf( 'job_detail_path' )
				)
			).toEqual( {} );
		}
	);

	it.each( [ '//evil.example/job', '/\\evil.example/job', 'jobs', '/a\\b' ] )(
		'refuses the path %p: links from the chat stay on the site',
		( value ) => {
			expect(
				checkField(
					'job_search_path',
					value,
					schema,
					fieldOf( 'job_search_path' )
				).error
			).toBe(
				'Enter a path on this site that starts with a single /, such as /jobs, or leave this empty.'
			);
		}
	);

	it.each( [
		'us-east-1:0f1e2d3c-4b5a-4978-8a9b-0c1d2e3f4a5b',
		'eu-west-2:00000000-0000-4000-8000-000000000002',
		'',
	] )( 'accepts the identity pool id %p', ( value ) => {
		expect(
			checkField(
				'identity_pool_production',
				value,
				schema,
				fieldOf( 'identity_pool_production' )
			)
		).toEqual( {} );
	} );

	it.each( [
		'us-east-1',
		'0f1e2d3c-4b5a-4978-8a9b-0c1d2e3f4a5b',
		'us-east-1:not-a-uuid',
		'US-EAST-1:0f1e2d3c-4b5a-4978-8a9b-0c1d2e3f4a5b',
	] )(
		'refuses the identity pool id %p with the region:uuid message',
		( value ) => {
			expect(
				checkField(
					'identity_pool_development',
					value,
					schema,
					fieldOf( 'identity_pool_development' )
				).error
			).toMatch( /region, a colon and a UUID/ );
		}
	);

	it( 'refuses web addresses that are not http(s)', () => {
		for ( const value of [
			'example.com',
			'ftp://example.com/',
			'javascript:alert(1)',
			'https://',
		] ) {
			expect(
				checkField( 'ats_url', value, schema, fieldOf( 'ats_url' ) )
					.error
			).toMatch( /full web address/ );
		}
		expect(
			checkField(
				'ats_url',
				'https://ats.example.com/',
				schema,
				fieldOf( 'ats_url' )
			)
		).toEqual( {} );
	} );

	it( 'keeps numbers in their range', () => {
		expect( checkField( 'max_jobs', 51, schema ).error ).toBe(
			'Enter a whole number from 0 to 50.'
		);
		expect( checkField( 'max_jobs', 2.5, schema ).error ).toBe(
			'Enter a whole number from 0 to 50.'
		);
		expect( checkField( 'max_jobs', Number.NaN, schema ).error ).toBe(
			'Enter a whole number from 0 to 50.'
		);
		expect( checkField( 'persona_count', 0, schema ).error ).toBe(
			'Enter a whole number from 1 to 20.'
		);
		expect( checkField( 'max_jobs', 0, schema ) ).toEqual( {} );
	} );

	it( 'warns, without refusing, about an app id over 50 characters', () => {
		const check = checkField(
			'app_id',
			'a'.repeat( 51 ),
			schema,
			fieldOf( 'app_id' )
		);
		expect( check.error ).toBeUndefined();
		expect( check.warning ).toMatch(
			/at most 50 characters; this one has 51/
		);
		expect( checkField( 'app_id', 'a'.repeat( 50 ), schema ) ).toEqual(
			{}
		);
	} );

	it( 'refuses text longer than the schema allows', () => {
		expect(
			checkField( 'bot_id', 'ABCDEFGHIJK', schema, fieldOf( 'bot_id' ) )
				.error
		).toBe( 'Use at most 10 characters.' );
	} );

	it( 'trims text as the server does', () => {
		expect(
			normaliseValues( { ...DEFAULT_SETTINGS, bot_id: ' ABC ' } ).bot_id
		).toBe( 'ABC' );
		expect(
			checkField( 'region', ' us-east-1 ', schema, fieldOf( 'region' ) )
		).toEqual( {} );
	} );
} );
