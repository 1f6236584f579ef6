/**
 * The job API's categories: loaded once for the page, and what an area
 * answer is sent as.
 */

/**
 * Internal dependencies
 */
import { createCategoryList } from '../category-list';

function setup( answers: Array< string[] | Error > ) {
	let calls = 0;
	const errors: unknown[] = [];
	const list = createCategoryList(
		{
			categories: async () => {
				calls++;
				const answer = answers.shift();
				if ( ! answer || answer instanceof Error ) {
					throw answer ?? new Error( 'no answer' );
				}
				return answer;
			},
		},
		{ error: ( error ) => void errors.push( error ) }
	);
	return { list, errors, calls: () => calls };
}

describe( 'createCategoryList', () => {
	it( 'loads once, then answers from the list', async () => {
		const { list, calls } = setup( [ [ 'Nursing', 'Sales' ] ] );
		await expect( list.load() ).resolves.toEqual( [ 'Nursing', 'Sales' ] );
		await expect( list.load() ).resolves.toEqual( [ 'Nursing', 'Sales' ] );
		expect( calls() ).toBe( 1 );
		await expect( list.answer( 'sales' ) ).resolves.toBe( 'Sales' );
		await expect( list.answer( 'Marketing' ) ).resolves.toBeNull();
	} );

	it( 'waits for a list on its way', async () => {
		const { list } = setup( [ [ 'Nursing' ] ] );
		void list.load();
		await expect( list.answer( 'nursing' ) ).resolves.toBe( 'Nursing' );
	} );

	it( 'sends an answer as typed when the call failed, without calling again, and loads at the next question', async () => {
		const { list, errors, calls } = setup( [
			new Error( 'JSONP request failed' ),
			[ 'Nursing' ],
		] );
		await expect( list.load() ).resolves.toBeNull();
		expect( errors ).toHaveLength( 1 );
		await expect( list.answer( 'Marketing' ) ).resolves.toBe( 'Marketing' );
		expect( calls() ).toBe( 1 );
		await expect( list.load() ).resolves.toEqual( [ 'Nursing' ] );
		await expect( list.answer( 'Marketing' ) ).resolves.toBeNull();
	} );

	it( 'sends an answer as typed before any list, or when the job API lists none', async () => {
		const { list } = setup( [ [] ] );
		await expect( list.answer( 'Nursing' ) ).resolves.toBe( 'Nursing' );
		await list.load();
		await expect( list.answer( 'Nursing' ) ).resolves.toBe( 'Nursing' );
	} );
} );
