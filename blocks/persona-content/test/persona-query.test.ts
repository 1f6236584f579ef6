/**
 * Internal dependencies
 */
import {
	personaQueryParams,
	personaTermFor,
	withQuery,
} from '../persona-query';
import { idleStatus, personaRequests } from '../use-persona-items';
import {
	LOCKED,
	SIGNED_OUT,
	signedIn,
} from '../../signin-menu/test/memory-candidate-store';

const ENDPOINTS = [
	'http://example.test/wp-json/wp/v2/posts',
	'http://example.test/wp-json/wp/v2/pages',
];

describe( 'which persona to list (spec §5, §7)', () => {
	it( 'a signed-in candidate with an area of interest gets that area', () => {
		expect(
			personaTermFor(
				signedIn( { areaInterest: 'nursing' } ),
				'students'
			)
		).toEqual( {
			kind: 'area-of-interest',
			term: 'nursing',
		} );
	} );

	it( 'a signed-in candidate without one gets the signed-out option', () => {
		expect( personaTermFor( signedIn(), 'students' ) ).toEqual( {
			kind: 'persona',
			term: 'students',
		} );
		expect(
			personaTermFor( signedIn( { areaInterest: '  ' } ), 'students' )
		).toEqual( {
			kind: 'persona',
			term: 'students',
		} );
	} );

	it( 'an area of interest with no letter or digit outside markup counts as none (it has no slug to ask for)', () => {
		for ( const areaInterest of [
			'<b></b>',
			'<img src=x>',
			'--',
			'  &  ',
		] ) {
			expect(
				personaTermFor( signedIn( { areaInterest } ), 'students' )
			).toEqual( { kind: 'persona', term: 'students' } );
		}
		expect(
			personaTermFor( signedIn( { areaInterest: 'Enfermería' } ), '' )
		).toEqual( { kind: 'area-of-interest', term: 'Enfermería' } );
		expect(
			personaTermFor( signedIn( { areaInterest: '<b>IT</b>' } ), '' )
		).toEqual( { kind: 'area-of-interest', term: '<b>IT</b>' } );
	} );

	it( 'signed-out visitors and locked candidates get the signed-out option', () => {
		expect( personaTermFor( SIGNED_OUT, 'students' ) ).toEqual( {
			kind: 'persona',
			term: 'students',
		} );
		expect( personaTermFor( LOCKED, 'students' ) ).toEqual( {
			kind: 'persona',
			term: 'students',
		} );
	} );

	it( 'the block is skipped when signed out and no signed-out option is set', () => {
		expect( personaTermFor( SIGNED_OUT, '' ) ).toBeNull();
		expect(
			personaRequests(
				{ endpoints: ENDPOINTS, notLoggedIn: '', count: 5 },
				SIGNED_OUT
			)
		).toEqual( [] );
	} );

	it( 'with nothing to ask, a signed-in candidate is invited to choose an area of interest; anyone else, or a block with no post type, shows nothing', () => {
		const config = { endpoints: ENDPOINTS, notLoggedIn: '', count: 5 };
		expect( personaRequests( config, signedIn() ) ).toEqual( [] );
		expect( idleStatus( config, signedIn() ) ).toBe( 'no-area' );
		expect( idleStatus( config, SIGNED_OUT ) ).toBe( 'hidden' );
		expect( idleStatus( config, LOCKED ) ).toBe( 'hidden' );
		expect( idleStatus( { ...config, endpoints: [] }, signedIn() ) ).toBe(
			'hidden'
		);
	} );
} );

describe( 'the collection requests (spec §7)', () => {
	it( 'asks filter[taxonomy]=persona&filter[term]={areaInterest}, one call per post type', () => {
		const requests = personaRequests(
			{ endpoints: ENDPOINTS, notLoggedIn: 'students', count: 3 },
			signedIn( { areaInterest: 'Information Technology' } )
		);
		expect( requests ).toHaveLength( 2 );
		const url = new URL( requests[ 1 ] );
		expect( url.pathname ).toBe( '/wp-json/wp/v2/pages' );
		expect( url.searchParams.get( 'filter[taxonomy]' ) ).toBe( 'persona' );
		expect( url.searchParams.get( 'filter[term]' ) ).toBe(
			'Information Technology'
		);
		expect( url.searchParams.get( 'per_page' ) ).toBe( '3' );
		expect( url.searchParams.get( '_fields' ) ).toBe( 'id,title,link' );
		expect( url.searchParams.has( 'persona' ) ).toBe( false );
	} );

	it( 'asks ?persona={not_logged_in option} otherwise', () => {
		const [ request ] = personaRequests(
			{
				endpoints: ENDPOINTS.slice( 0, 1 ),
				notLoggedIn: 'students',
				count: 5,
			},
			SIGNED_OUT
		);
		const url = new URL( request );
		expect( url.searchParams.get( 'persona' ) ).toBe( 'students' );
		expect( url.searchParams.has( 'filter[term]' ) ).toBe( false );
	} );

	it( 'keeps a plain-permalink REST root (?rest_route=) working', () => {
		const url = new URL(
			withQuery(
				'http://example.test/?rest_route=/wp/v2/posts',
				personaQueryParams( { kind: 'persona', term: 'students' }, 5 )
			)
		);
		expect( url.searchParams.get( 'rest_route' ) ).toBe( '/wp/v2/posts' );
		expect( url.searchParams.get( 'persona' ) ).toBe( 'students' );
	} );
} );
