/* @jest-environment node */
/**
 * Job search API stand-in over plain fetch.
 */
import { milesBetween } from '../geo/distance';
import type { JobSearchResponse } from '../jobs/job-search';
import { startServices, type RunningServices } from '../start-services';
import { armFault, clearFaults } from './support';

let services: RunningServices;

beforeAll( async () => {
	services = await startServices( { basePort: 0 } );
} );
afterAll( () => services.close() );
afterEach( () => clearFaults( services.urls.jobs ) );

const AUSTIN = { latitude: '30.2672', longitude: '-97.7431' };

async function search(
	params: Record< string, string >
): Promise< JobSearchResponse > {
	const query = new URLSearchParams( { Organization: '1234', ...params } );
	const response = await fetch( `${ services.urls.jobs }job?${ query }` );
	expect( response.status ).toBe( 200 );
	return ( await response.json() ) as JobSearchResponse;
}

describe( 'job API stand-in', () => {
	it( 'lists at least 12 categories over at least 300 jobs for the area-of-interest list', async () => {
		const result = await search( {
			facetlist: 'primary_category',
			limit: '0',
		} );
		expect( result.totalHits ).toBeGreaterThanOrEqual( 300 );
		expect( result.queryResult ).toEqual( [] );
		const buckets = result.aggregations.primary_category.buckets;
		expect( buckets.length ).toBeGreaterThanOrEqual( 12 );
		expect(
			buckets.reduce( ( sum, bucket ) => sum + bucket.doc_count, 0 )
		).toBe( result.totalHits );
		expect( buckets.map( ( bucket ) => bucket.key ) ).toContain(
			'Nursing'
		);
	} );

	it( 'answers the same query the same way every time', async () => {
		const params = {
			SearchText: 'nurse',
			limit: '20',
			...AUSTIN,
			LocationRadius: '50',
		};
		expect( await search( params ) ).toEqual( await search( params ) );
	} );

	it( 'filters by radius in miles and keeps Nationwide, same-state Statewide and nearby Remote jobs', async () => {
		const result = await search( {
			...AUSTIN,
			LocationRadius: '50',
			limit: '500',
		} );
		const cities = new Set(
			result.queryResult
				.filter( ( job ) => job.location_type === '' )
				.map( ( job ) => job.primary_city )
		);
		expect( cities ).toContain( 'Austin' );
		expect( cities ).toContain( 'Round Rock' );
		expect( cities ).not.toContain( 'Dallas' );
		const onSite = result.queryResult.filter(
			( job ) => job.location_type === ''
		);
		for ( const job of onSite ) {
			expect(
				milesBetween(
					30.2672,
					-97.7431,
					job.latitude ?? 0,
					job.longitude ?? 0
				)
			).toBeLessThanOrEqual( 50 );
			expect( job.distance ).toBeLessThanOrEqual( 50 );
		}
		const statewideStates = result.queryResult
			.filter( ( job ) => job.location_type === 'Statewide' )
			.map( ( job ) => job.primary_state );
		expect( new Set( statewideStates ) ).toEqual( new Set( [ 'TX' ] ) );
		const types = new Set(
			result.queryResult.map( ( job ) => job.location_type )
		);
		expect( types ).toEqual(
			new Set( [ '', 'Remote', 'Nationwide', 'Statewide' ] )
		);
		const smaller = await search( {
			...AUSTIN,
			LocationRadius: '5',
			limit: '500',
		} );
		const nearby = smaller.queryResult.filter(
			( job ) => job.location_type === ''
		);
		expect( nearby.map( ( job ) => job.primary_city ) ).not.toContain(
			'Round Rock'
		);
	} );

	it( 'searches by a location name', async () => {
		const byName = await search( {
			location: 'Austin, TX',
			LocationRadius: '50',
			limit: '500',
		} );
		const byPoint = await search( {
			...AUSTIN,
			LocationRadius: '50',
			limit: '500',
		} );
		expect( byName.totalHits ).toBe( byPoint.totalHits );
		expect(
			( await search( { location: 'Atlantis, ZZ' } ) ).totalHits
		).toBe( 0 );
	} );

	it( 'ranks keyword matches by the boosts, title first', async () => {
		const result = await search( {
			SearchText: 'nurse',
			boost: 'description:0.5,ref:0.5,title:10',
			limit: '50',
		} );
		expect( result.totalHits ).toBeGreaterThan( 0 );
		expect( result.queryResult[ 0 ].title.toLowerCase() ).toContain(
			'nurse'
		);
		const firstNonTitle = result.queryResult.findIndex(
			( job ) => ! job.title.toLowerCase().includes( 'nurs' )
		);
		const lastTitle = result.queryResult
			.map( ( job ) => job.title.toLowerCase().includes( 'nurs' ) )
			.lastIndexOf( true );
		expect( firstNonTitle === -1 || firstNonTitle > lastTitle ).toBe(
			true
		);
	} );

	it( 'supports boolean keyword search', async () => {
		const both = await search( {
			SearchText: 'nurse AND travel',
			useBooleanKeywordSearch: 'true',
			limit: '500',
		} );
		expect( both.totalHits ).toBeGreaterThan( 0 );
		for ( const job of both.queryResult ) {
			expect( job.title ).toBe( 'Travel Nurse' );
		}
		const without = await search( {
			SearchText: 'nurse NOT travel',
			useBooleanKeywordSearch: 'true',
			limit: '500',
		} );
		expect(
			without.queryResult.some( ( job ) => job.title === 'Travel Nurse' )
		).toBe( false );
		expect( without.totalHits ).toBeGreaterThan( 0 );
		const either = await search( {
			SearchText: 'welder OR plumber',
			useBooleanKeywordSearch: 'true',
			limit: '500',
		} );
		expect(
			new Set( either.queryResult.map( ( job ) => job.title ) )
		).toEqual( new Set( [ 'Welder', 'Plumber' ] ) );
	} );

	it( 'filters by facet and pages with a 1-based offset', async () => {
		const nursing = await search( {
			facet: 'primary_category:Nursing',
			limit: '500',
		} );
		expect(
			nursing.queryResult.every(
				( job ) => job.primary_category === 'Nursing'
			)
		).toBe( true );
		const first = await search( {
			facet: 'primary_category:Nursing',
			limit: '5',
			offset: '1',
		} );
		const second = await search( {
			facet: 'primary_category:Nursing',
			limit: '5',
			offset: '6',
		} );
		expect( [ ...first.queryResult, ...second.queryResult ] ).toEqual(
			nursing.queryResult.slice( 0, 10 )
		);
	} );

	it( 'finds no jobs where there are none (Nursing near Honolulu)', async () => {
		const result = await search( {
			location: '96813',
			facet: 'primary_category:Nursing',
			LocationRadius: '50',
		} );
		expect( result.totalHits ).toBe( 0 );
		expect( result.queryResult ).toEqual( [] );
	} );

	// The chat widens a search that finds nothing, one step a click.
	describe( 'has a place for each widening step', () => {
		const hits = async ( params: Record< string, string > ) =>
			( await search( { limit: '0', ...params } ) ).totalHits;
		const near = ( location: string, category: string, radius: number ) =>
			hits( {
				location,
				facet: `primary_category:${ category }`,
				LocationRadius: String( radius ),
			} );

		it.each( [
			[ 'San Antonio, TX', 'Retail', [ 0, 1 ] ],
			[ 'Dallas, TX', 'Nursing', [ 0, 0, 1 ] ],
		] )(
			'%s, %s: jobs only at the last of 50, 100, 250 miles',
			async ( location, category, found ) => {
				const counts = [];
				for ( const radius of [ 50, 100, 250 ].slice(
					0,
					found.length
				) ) {
					counts.push( await near( location, category, radius ) );
				}
				expect( counts.map( ( count ) => Math.sign( count ) ) ).toEqual(
					found
				);
			}
		);

		it( 'Anchorage, AK, Sales: nothing within 250 miles, remote Sales jobs', async () => {
			expect( await near( 'Anchorage, AK', 'Sales', 250 ) ).toBe( 0 );
			expect(
				await hits( {
					facet: 'primary_category:Sales',
					'facet[]': 'location_type:Remote',
				} )
			).toBeGreaterThan( 0 );
		} );

		it( 'Denver, CO, Accounting & Finance: none near, none remote, other areas near', async () => {
			const category = 'Accounting & Finance';
			expect( await near( 'Denver, CO', category, 250 ) ).toBe( 0 );
			expect(
				await hits( {
					facet: `primary_category:${ category }`,
					'facet[]': 'location_type:Remote',
				} )
			).toBe( 0 );
			const others = await search( {
				location: 'Denver, CO',
				LocationRadius: '250',
				facetlist: 'primary_category',
				limit: '0',
			} );
			const keys = others.aggregations.primary_category.buckets.map(
				( bucket ) => bucket.key
			);
			expect( keys ).toContain( 'Nursing' );
			expect( keys ).not.toContain( category );
		} );

		it( 'Honolulu, HI, Nursing: nothing at any step', async () => {
			expect( await near( 'Honolulu, HI', 'Nursing', 250 ) ).toBe( 0 );
			const others = await search( {
				location: 'Honolulu, HI',
				LocationRadius: '250',
				facetlist: 'primary_category',
				limit: '0',
			} );
			expect( others.aggregations.primary_category.buckets ).toEqual(
				[]
			);
		} );
	} );

	it( 'answers JSONP when given a callback', async () => {
		const response = await fetch(
			`${ services.urls.jobs }job?Organization=1&limit=0&facetlist=primary_category&callback=CWS.jobs.cb`
		);
		expect( response.headers.get( 'content-type' ) ).toMatch(
			/^application\/javascript/
		);
		const body = await response.text();
		const match = /^\/\*\*\/ CWS\.jobs\.cb\((.*)\);$/s.exec( body );
		expect( match ).not.toBeNull();
		expect( JSON.parse( match?.[ 1 ] ?? '' ) ).toMatchObject( {
			totalHits: expect.any( Number ),
		} );
		const bad = await fetch(
			`${ services.urls.jobs }job?Organization=1&callback=alert(1)//`
		);
		expect( bad.status ).toBe( 400 );
	} );

	it( 'requires the Organization parameter', async () => {
		const response = await fetch( `${ services.urls.jobs }job?limit=1` );
		expect( response.status ).toBe( 400 );
	} );

	it( 'can fail with HTTP 500 or malformed JSON', async () => {
		await armFault( services.urls.jobs, {
			operation: 'JobSearch',
			fault: 'http500',
		} );
		expect(
			( await fetch( `${ services.urls.jobs }job?Organization=1` ) )
				.status
		).toBe( 500 );
		await armFault( services.urls.jobs, {
			operation: 'JobSearch',
			fault: 'malformedJson',
		} );
		const broken = await fetch(
			`${ services.urls.jobs }job?Organization=1`
		);
		await expect( broken.json() ).rejects.toMatchObject( {
			name: 'SyntaxError',
		} );
	} );
} );

describe( 'job API stand-in: its categories, changed while it runs', () => {
	const control = ( method: string, body?: unknown ) =>
		fetch( `${ services.urls.jobs }__categories`, {
			method,
			...( body === undefined ? {} : { body: JSON.stringify( body ) } ),
		} );
	const categoryKeys = async () =>
		(
			await search( { facetlist: 'primary_category', limit: '0' } )
		).aggregations.primary_category.buckets.map( ( bucket ) => bucket.key );

	afterEach( () => control( 'DELETE' ) );

	it( 'lists the fixture’s 14 categories', async () => {
		const response = await control( 'GET' );
		expect( response.status ).toBe( 200 );
		expect( await response.json() ).toMatchObject( {
			count: 14,
			jobs: 360,
		} );
	} );

	it( 'serves 60 categories, each with jobs, and the fixture again after DELETE', async () => {
		const response = await control( 'POST', { count: 60 } );
		expect( response.status ).toBe( 201 );
		const listed = ( await response.json() ) as { categories: string[] };
		expect( listed.categories ).toHaveLength( 60 );
		expect( new Set( await categoryKeys() ) ).toEqual(
			new Set( listed.categories )
		);
		expect( ( await control( 'DELETE' ) ).status ).toBe( 204 );
		expect( await categoryKeys() ).toHaveLength( 14 );
	} );

	it( 'adds a category at run time whose jobs a search finds', async () => {
		const response = await control( 'POST', {
			name: 'Drone Operations',
			cities: [ 'Austin', 'Chicago' ],
		} );
		expect( response.status ).toBe( 201 );
		expect( await categoryKeys() ).toContain( 'Drone Operations' );
		const found = await search( {
			...AUSTIN,
			LocationRadius: '50',
			SearchText: 'Drone Operations',
			facet: 'primary_category:Drone Operations',
			limit: '10',
		} );
		expect( found.totalHits ).toBe( 1 );
		expect( found.queryResult[ 0 ] ).toMatchObject( {
			primary_category: 'Drone Operations',
			primary_city: 'Austin',
		} );
	} );

	it( 'refuses a category it has, an unknown city and a count out of range', async () => {
		for ( const body of [
			{ name: 'Nursing' },
			{ name: 'Drone Operations', cities: [ 'Atlantis' ] },
			{ count: 13 },
			{ count: 64 },
			{},
		] ) {
			const response = await control( 'POST', body );
			expect( response.status ).toBe( 400 );
			expect( ( await response.json() ).error ).toMatch(
				/POST \/__categories/
			);
		}
	} );

	it( 'keeps each search’s parameters in the call log', async () => {
		await fetch( `${ services.urls.jobs }__calls`, { method: 'DELETE' } );
		await search( { facetlist: 'primary_category', limit: '0' } );
		const calls = await (
			await fetch( `${ services.urls.jobs }__calls` )
		).json();
		expect( calls ).toEqual( [
			expect.objectContaining( {
				operation: 'JobSearch',
				details: {
					query: {
						Organization: '1234',
						facetlist: 'primary_category',
						limit: '0',
					},
				},
			} ),
		] );
	} );
} );
