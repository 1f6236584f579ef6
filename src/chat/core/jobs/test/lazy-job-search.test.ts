/**
 * The job search fetched on first need rather than as the chat window opens.
 */

/**
 * Internal dependencies
 */
import type { JobSearch } from '../job-search';
import { lazyJobSearch } from '../lazy-job-search';

function loader( failures = 0 ) {
	let loads = 0;
	const jobSearch: JobSearch = {
		search: async () => ( { totalHits: 3, jobs: [] } ),
		categories: async () => [ 'Nursing' ],
	};
	const load = async () => {
		loads++;
		if ( loads <= failures ) {
			throw new Error( 'ChunkLoadError' );
		}
		return jobSearch;
	};
	return { load, loads: () => loads };
}

describe( 'lazyJobSearch', () => {
	it( 'fetches nothing until asked, then fetches once for searches and categories', async () => {
		const fake = loader();
		const jobSearch = lazyJobSearch( fake.load );
		expect( fake.loads() ).toBe( 0 );
		await expect(
			jobSearch.search( { keyword: 'Nursing', limit: 5 } )
		).resolves.toEqual( { totalHits: 3, jobs: [] } );
		await expect( jobSearch.categories() ).resolves.toEqual( [
			'Nursing',
		] );
		expect( fake.loads() ).toBe( 1 );
	} );

	it( 'preloads once, and fetches again after a failed fetch', async () => {
		const fake = loader( 1 );
		const jobSearch = lazyJobSearch( fake.load );
		jobSearch.preload();
		jobSearch.preload();
		await expect( jobSearch.categories() ).rejects.toThrow(
			'ChunkLoadError'
		);
		await expect( jobSearch.categories() ).resolves.toEqual( [
			'Nursing',
		] );
		expect( fake.loads() ).toBe( 2 );
	} );
} );
