/**
 * Internal dependencies
 */
import { readPersonaConfig } from '../read-config';

const REST_ROOT = 'http://example.test/wp-json/';

const STRINGS = {
	loading: 'Cargando…',
	empty: 'Nada.',
	error: 'Error.',
	noArea: '<a>Elige</a> tu área.',
	loaded: [ '1 elemento cargado.', '2 elementos cargados.' ],
	fromChat: 'Porque dijiste %s.',
	fromProfile: 'Porque tu perfil dice %s.',
	chosen: 'Porque elegiste %s.',
	visitors: 'Sugerido.',
	pick: 'Otra área',
	reset: 'Restablecer',
};
const SHARED = {
	strings: STRINGS,
	areas: [ 'Nursing', 'Sales' ],
	restRoot: REST_ROOT,
};

describe( 'block config from the server', () => {
	it( 'reads the endpoints, the signed-out persona and the count', () => {
		expect(
			readPersonaConfig(
				{
					block: 'persona-content',
					endpoints: [ 'http://example.test/wp-json/wp/v2/posts' ],
					notLoggedIn: 'students',
					count: 4,
					visitorItems: [
						{
							id: 3,
							title: 'Hi &amp; bye',
							link: 'https://x.test/3',
						},
						{ id: 4, title: 'Bad', link: 'javascript:alert(1)' },
					],
				},
				SHARED
			)
		).toEqual( {
			endpoints: [ 'http://example.test/wp-json/wp/v2/posts' ],
			notLoggedIn: 'students',
			count: 4,
			visitorItems: [
				{ id: 3, title: 'Hi &amp; bye', link: 'https://x.test/3' },
			],
			strings: STRINGS,
			areas: [ 'Nursing', 'Sales' ],
		} );
	} );

	it( 'is null without the translated strings', () => {
		const instance = {
			endpoints: [ 'http://example.test/wp-json/wp/v2/posts' ],
			count: 4,
		};
		expect(
			readPersonaConfig( instance, { restRoot: REST_ROOT } )
		).toBeNull();
		expect(
			readPersonaConfig( instance, {
				restRoot: REST_ROOT,
				strings: { ...STRINGS, loaded: '1 item loaded.' },
			} )
		).toBeNull();
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
		expect( readPersonaConfig( instance, SHARED ) ).toBeNull();
	} );

	it.each( [
		[ 'missing', undefined ],
		[ 'empty', '' ],
		[ 'not a string', 42 ],
	] )( 'is null when the REST root is %s', ( _label, restRoot ) => {
		expect(
			readPersonaConfig(
				{
					endpoints: [ 'http://example.test/wp-json/wp/v2/posts' ],
					count: 1,
				},
				{ ...SHARED, restRoot }
			)
		).toBeNull();
	} );

	it( 'is null without a shared config', () => {
		expect(
			readPersonaConfig(
				{
					endpoints: [ 'http://example.test/wp-json/wp/v2/posts' ],
					count: 1,
				},
				null
			)
		).toBeNull();
	} );
} );
