/**
 * External dependencies
 */
import fc from 'fast-check';

/**
 * Internal dependencies
 */
import { buildJobDetailUrl, buildJobSearchUrl, jobSlug } from '../job-links';

describe( 'slug and URL properties', () => {
	it( 'a slug is lowercase alphanumerics joined by single hyphens, none at the ends', () => {
		fc.assert(
			fc.property(
				fc.string( { unit: 'grapheme', maxLength: 80 } ),
				( title ) => {
					const slug = jobSlug( title );
					expect( slug ).toMatch( /^([a-z0-9]+(-[a-z0-9]+)*)?$/ );
				}
			)
		);
	} );

	it( 'a slug keeps every ASCII letter and digit of the title, in order', () => {
		fc.assert(
			fc.property( fc.string( { maxLength: 80 } ), ( title ) => {
				const kept = title.toLowerCase().replace( /[^a-z0-9]/g, '' );
				expect( jobSlug( title ).replace( /-/g, '' ) ).toBe( kept );
			} )
		);
	} );

	it( 'slugging twice changes nothing', () => {
		fc.assert(
			fc.property( fc.string( { maxLength: 80 } ), ( title ) => {
				expect( jobSlug( jobSlug( title ) ) ).toBe( jobSlug( title ) );
			} )
		);
	} );

	it( 'the detail URL parses back to the path, id and slug', () => {
		fc.assert(
			fc.property(
				fc.constantFrom( '/job', '/job/', '/careers/job', '' ),
				fc.string( { minLength: 1, maxLength: 20 } ),
				fc.string( { maxLength: 60 } ),
				( path, id, title ) => {
					const url = buildJobDetailUrl( path, { id, title } );
					const prefix = path.replace( /\/+$/, '' ) + '/';
					expect( url.startsWith( prefix ) ).toBe( true );
					expect( url.endsWith( '/' ) ).toBe( true );
					const [ encodedId, ...rest ] = url
						.slice( prefix.length )
						.split( '/' );
					expect( decodeURIComponent( encodedId ) ).toBe( id );
					const slug = jobSlug( title );
					expect( rest ).toEqual( slug ? [ slug, '' ] : [ '' ] );
				}
			)
		);
	} );

	it( 'the search URL carries every value back unchanged, radius 50', () => {
		fc.assert(
			fc.property(
				fc.record( {
					location: fc.string(),
					latitude: fc.double( { noNaN: true } ).map( String ),
					longitude: fc.double( { noNaN: true } ).map( String ),
					keyword: fc.string(),
				} ),
				( input ) => {
					const url = new URL(
						buildJobSearchUrl( '/jobs', input ),
						'https://site.test'
					);
					expect( url.pathname ).toBe( '/jobs/' );
					expect( [ ...url.searchParams.keys() ] ).toEqual( [
						'location',
						'latitude',
						'longitude',
						'radius',
						'keyword',
					] );
					expect( Object.fromEntries( url.searchParams ) ).toEqual( {
						...input,
						radius: '50',
					} );
				}
			)
		);
	} );
} );
