/**
 * Internal dependencies
 */
import { readPersonaConfig } from '../read-config';

function wrapper( attributes: Record< string, string > ): HTMLElement {
	const element = document.createElement( 'div' );
	Object.entries( attributes ).forEach( ( [ name, value ] ) =>
		element.setAttribute( name, value )
	);
	return element;
}

describe( 'block config from render.php', () => {
	it( 'reads the endpoints, the signed-out persona and the count', () => {
		expect(
			readPersonaConfig(
				wrapper( {
					'data-endpoints':
						'["http://example.test/wp-json/wp/v2/posts"]',
					'data-not-logged-in': 'students',
					'data-count': '4',
				} )
			)
		).toEqual( {
			endpoints: [ 'http://example.test/wp-json/wp/v2/posts' ],
			notLoggedIn: 'students',
			count: 4,
		} );
	} );

	it.each( [
		[ 'bad JSON', { 'data-endpoints': '[', 'data-count': '4' } ],
		[
			'endpoints not strings',
			{ 'data-endpoints': '[1]', 'data-count': '4' },
		],
		[ 'no count', { 'data-endpoints': '[]' } ],
	] )( 'is null with %s', ( _label, attributes ) => {
		expect( readPersonaConfig( wrapper( attributes ) ) ).toBeNull();
	} );
} );
