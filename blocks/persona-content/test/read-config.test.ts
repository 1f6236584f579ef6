/**
 * Internal dependencies
 */
import { readPersonaConfig } from '../read-config';

const REST_ROOT = 'http://example.test/wp-json/';

describe( 'block config from the server', () => {
	it( 'reads the endpoints, the signed-out persona and the count', () => {
		expect(
			readPersonaConfig(
				{
					block: 'persona-content',
					endpoints: [ 'http://example.test/wp-json/wp/v2/posts' ],
					notLoggedIn: 'students',
					count: 4,
				},
				REST_ROOT
			)
		).toEqual( {
			endpoints: [ 'http://example.test/wp-json/wp/v2/posts' ],
			notLoggedIn: 'students',
			count: 4,
		} );
	} );

	it.each( [
		[ 'endpoints not a list', { endpoints: '[]', count: 4 } ],
		[ 'endpoints not strings', { endpoints: [ 1 ], count: 4 } ],
		[ 'no count', { endpoints: [] } ],
		[ 'a count of 0', { endpoints: [], count: 0 } ],
		[
			'an endpoint outside the site’s REST root',
			{
				endpoints: [
					'http://example.test/wp-json/wp/v2/posts',
					'https://collector.example/steal',
				],
				count: 4,
			},
		],
		[
			'an endpoint on another host that starts like the site',
			{
				endpoints: [ 'http://example.test.evil/wp-json/wp/v2/posts' ],
				count: 4,
			},
		],
	] )( 'is null with %s', ( _label, instance ) => {
		expect( readPersonaConfig( instance, REST_ROOT ) ).toBeNull();
	} );

	it( 'is null when the REST root is unknown', () => {
		expect(
			readPersonaConfig(
				{
					endpoints: [ 'http://example.test/wp-json/wp/v2/posts' ],
					count: 1,
				},
				''
			)
		).toBeNull();
	} );
} );
