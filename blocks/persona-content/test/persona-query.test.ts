/**
 * Internal dependencies
 */
import {
	idleStatus,
	personaChoice,
	personaQueryParams,
	personaTermFor,
	requestsFor,
	withQuery,
} from '../persona-query';
import type { CandidateSnapshot } from '@careers-frontend/runtime';
import {
	LOCKED,
	SIGNED_OUT,
	signedIn,
} from '../../../src/runtime/test/memory-candidate-store';

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
			requestsFor(
				{ endpoints: ENDPOINTS, count: 5 },
				personaTermFor( SIGNED_OUT, '' )
			)
		).toEqual( [] );
	} );

	it( 'with nothing to ask, a signed-in candidate is invited to choose an area of interest; anyone else, or a block with no post type, shows nothing', () => {
		const config = { endpoints: ENDPOINTS, notLoggedIn: '', count: 5 };
		expect(
			requestsFor( config, personaTermFor( signedIn(), '' ) )
		).toEqual( [] );
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
		const requests = requestsFor(
			{ endpoints: ENDPOINTS, count: 3 },
			personaTermFor(
				signedIn( { areaInterest: 'Information Technology' } ),
				'students'
			)
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
		const [ request ] = requestsFor(
			{ endpoints: ENDPOINTS.slice( 0, 1 ), count: 5 },
			personaTermFor( SIGNED_OUT, 'students' )
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

describe( 'why the block lists what it lists (issue 16)', () => {
	const chat = ( areaInterest: string ): CandidateSnapshot => ( {
		...SIGNED_OUT,
		chatInterest: { areaInterest, zip: '78701' },
	} );

	it( 'a visitor who told the chat an area gets that area, not the signed-out persona', () => {
		expect( personaChoice( chat( 'Nursing' ), 'students' ) ).toEqual( {
			term: { kind: 'area-of-interest', term: 'Nursing' },
			reason: 'chat',
			area: 'Nursing',
		} );
	} );

	it( 'an area picked in the block wins over the profile and the chat', () => {
		for ( const snapshot of [
			signedIn( { areaInterest: 'Sales' } ),
			chat( 'Sales' ),
			SIGNED_OUT,
		] ) {
			expect( personaChoice( snapshot, 'students', 'Nursing' ) ).toEqual(
				{
					term: { kind: 'area-of-interest', term: 'Nursing' },
					reason: 'chosen',
					area: 'Nursing',
				}
			);
		}
	} );

	it( 'the profile, the signed-out persona, or nothing say why', () => {
		expect(
			personaChoice( signedIn( { areaInterest: 'Sales' } ), 'students' )
				.reason
		).toBe( 'profile' );
		expect( personaChoice( SIGNED_OUT, 'students' ).reason ).toBe(
			'visitors'
		);
		expect( personaChoice( LOCKED, '' ).reason ).toBe( 'none' );
	} );
} );
