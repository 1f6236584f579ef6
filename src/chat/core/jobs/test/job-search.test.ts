/**
 * Internal dependencies
 */
import {
	buildCategoriesUrl,
	buildCitiesUrl,
	buildJobQueryUrl,
	createJobSearch,
	readCategories,
	readJobSearchResponse,
} from '../job-search';

const deps = { apiBase: 'https://api.test/', organization: 'acme' };

const params = ( url: string ) =>
	Object.fromEntries( new URL( url ).searchParams );

describe( 'job search URLs', () => {
	it( 'sends the spec’s parameters to {api}job', () => {
		const url = buildJobQueryUrl( deps, {
			keyword: 'Accounting & Finance',
			location: 'Austin, TX',
			latitude: '30.2672',
			longitude: '-97.7431',
			limit: 5,
		} );
		expect( url.startsWith( 'https://api.test/job?' ) ).toBe( true );
		expect( params( url ) ).toEqual( {
			Organization: 'acme',
			limit: '5',
			latitude: '30.2672',
			longitude: '-97.7431',
			LocationRadius: '50',
			location: 'Austin, TX',
			SearchText: 'Accounting & Finance',
			boost: 'description:0.5,ref:0.5,title:10',
			useBooleanKeywordSearch: 'false',
			facet: 'primary_category:Accounting & Finance',
		} );
	} );

	it( 'leaves out what is not known', () => {
		expect(
			params( buildJobQueryUrl( deps, { keyword: '', limit: 0 } ) )
		).toEqual( {
			Organization: 'acme',
			limit: '0',
			SearchText: '',
			boost: 'description:0.5,ref:0.5,title:10',
			useBooleanKeywordSearch: 'false',
		} );
	} );

	it( 'asks for the categories with facetlist=primary_category&limit=0', () => {
		expect( buildCategoriesUrl( deps ) ).toBe(
			'https://api.test/job?Organization=acme&facetlist=primary_category&limit=0'
		);
	} );
} );

describe( 'the cities of a state', () => {
	it( 'asks for the state’s jobs’ city facet, no jobs, and lists the cities with most jobs first', async () => {
		const urls: string[] = [];
		const search = createJobSearch( {
			...deps,
			jsonp: async ( url ) => {
				urls.push( url );
				return {
					totalHits: 9,
					queryResult: [],
					aggregations: {
						primary_category: { buckets: [] },
						primary_city: {
							buckets: [
								{ key: 'Houston', doc_count: 5 },
								{ key: 'Dallas', doc_count: 3 },
								{ key: 'Nowhere', doc_count: 0 },
							],
						},
					},
				};
			},
		} );
		await expect( search.citiesIn?.( 'TX' ) ).resolves.toEqual( [
			'Houston',
			'Dallas',
		] );
		expect( urls ).toEqual( [ buildCitiesUrl( deps, 'TX' ) ] );
		expect( params( urls[ 0 ] ) ).toEqual( {
			Organization: 'acme',
			facet: 'primary_state:TX',
			facetlist: 'primary_city',
			limit: '0',
		} );
	} );
} );

describe( 'job search responses', () => {
	it( 'reads jobs, keeping at most the limit', async () => {
		const search = createJobSearch( {
			...deps,
			jsonp: async () => ( {
				totalHits: 12,
				queryResult: [
					{
						id: 1,
						title: 'A',
						location_type: 'Remote',
						primary_state: 'TX',
						extra: true,
					},
					{
						id: '2',
						title: 'B',
						primary_city: 'Austin',
						primary_state: 'TX',
					},
					{ title: 'no id' },
					'junk',
				],
			} ),
		} );
		await expect(
			search.search( { keyword: 'x', limit: 1 } )
		).resolves.toEqual( {
			totalHits: 12,
			jobs: [
				{
					id: '1',
					title: 'A',
					location_type: 'Remote',
					primary_state: 'TX',
				},
			],
		} );
	} );

	it( 'sorts the category buckets and drops duplicates', async () => {
		const search = createJobSearch( {
			...deps,
			jsonp: async () => ( {
				totalHits: 360,
				queryResult: [],
				aggregations: {
					primary_category: {
						buckets: [
							{ key: 'Sales' },
							{ key: 'Nursing' },
							{ key: 'Sales' },
							{ nope: 1 },
						],
					},
				},
			} ),
		} );
		await expect( search.categories() ).resolves.toEqual( [
			'Nursing',
			'Sales',
		] );
		expect( readCategories( null ) ).toEqual( [] );
	} );

	it( 'rejects a response that is not an object', () => {
		expect( () => readJobSearchResponse( 'oops' ) ).toThrow(
			'Unexpected job search response.'
		);
		expect(
			readJobSearchResponse( { queryResult: [ { id: 3, title: 'C' } ] } )
		).toEqual( {
			totalHits: 1,
			jobs: [ { id: '3', title: 'C' } ],
		} );
	} );
} );

describe( 'widening a job search', () => {
	const sentFor = ( query: Parameters< typeof buildJobQueryUrl >[ 1 ] ) =>
		new URL( buildJobQueryUrl( deps, query ) ).searchParams;

	it( 'sends a wider radius', () => {
		const sent = sentFor( {
			keyword: 'Nursing',
			location: 'Dallas, TX',
			latitude: '32.7',
			longitude: '-96.8',
			radius: 250,
			limit: 5,
		} );
		expect( sent.get( 'LocationRadius' ) ).toBe( '250' );
	} );

	it( 'asks for remote jobs anywhere: no place, the location_type facet', () => {
		const sent = sentFor( {
			keyword: 'Sales',
			location: 'Anchorage, AK',
			latitude: '61.2',
			longitude: '-149.9',
			remote: true,
			limit: 5,
		} );
		expect( sent.getAll( 'facet' ) ).toEqual( [
			'primary_category:Sales',
			'location_type:Remote',
		] );
		expect( sent.has( 'latitude' ) ).toBe( false );
		expect( sent.has( 'location' ) ).toBe( false );
	} );

	it( 'counts the jobs per area near a place, and reads the buckets', async () => {
		const urls: string[] = [];
		const search = createJobSearch( {
			...deps,
			jsonp: async ( url ) => {
				urls.push( url );
				return {
					totalHits: 5,
					queryResult: [],
					aggregations: {
						primary_category: {
							buckets: [
								{ key: 'Nursing', doc_count: 4 },
								{ key: 'Sales', doc_count: 1 },
								{ key: '', doc_count: 2 },
								{ key: 'Retail', doc_count: 0 },
							],
						},
					},
				};
			},
		} );
		const result = await search.search( {
			keyword: '',
			location: 'Denver, CO',
			latitude: '39.7',
			longitude: '-105',
			radius: 250,
			limit: 0,
			countAreas: true,
		} );
		expect( new URL( urls[ 0 ] ).searchParams.get( 'facetlist' ) ).toBe(
			'primary_category'
		);
		expect( result.areas ).toEqual( [
			{ name: 'Nursing', count: 4 },
			{ name: 'Sales', count: 1 },
		] );
	} );
} );

describe( 'a job search without a job API base', () => {
	it.each( [ '', 'api/', '/api/' ] )(
		'with the base %p builds no URL relative to the page, and says why',
		async ( apiBase ) => {
			const requested: string[] = [];
			const search = createJobSearch( {
				apiBase,
				organization: 'acme',
				jsonp: async ( url ) => {
					requested.push( url );
					return {};
				},
			} );
			await expect(
				search.search( {
					keyword: 'Nursing',
					location: 'Austin, TX',
					latitude: '30.27',
					longitude: '-97.74',
					limit: 5,
				} )
			).rejects.toThrow( 'The job API base URL is not set.' );
			await expect( search.categories() ).rejects.toThrow(
				'The job API base URL is not set.'
			);
			expect( requested ).toEqual( [] );
		}
	);
} );
