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
	it( 'loads once, then gives the list', async () => {
		const { list, calls } = setup( [ [ 'Nursing', 'Sales' ] ] );
		await expect( list.load() ).resolves.toEqual( [ 'Nursing', 'Sales' ] );
		await expect( list.load() ).resolves.toEqual( [ 'Nursing', 'Sales' ] );
		expect( calls() ).toBe( 1 );
		await expect( list.forAnswer() ).resolves.toEqual( [
			'Nursing',
			'Sales',
		] );
		expect( calls() ).toBe( 1 );
	} );

	it( 'an answer before any call loads the list, and waits for one on its way', async () => {
		const first = setup( [ [ 'Nursing' ] ] );
		await expect( first.list.forAnswer() ).resolves.toEqual( [
			'Nursing',
		] );
		const second = setup( [ [ 'Nursing' ] ] );
		void second.list.load();
		await expect( second.list.forAnswer() ).resolves.toEqual( [
			'Nursing',
		] );
		expect( second.calls() ).toBe( 1 );
	} );

	it( 'after a failed call, an answer is read without the list and without calling again; the next question loads it', async () => {
		const { list, errors, calls } = setup( [
			new Error( 'JSONP request failed' ),
			[ 'Nursing' ],
		] );
		await expect( list.load() ).resolves.toBeNull();
		expect( errors ).toHaveLength( 1 );
		await expect( list.forAnswer() ).resolves.toBeNull();
		expect( calls() ).toBe( 1 );
		await expect( list.load() ).resolves.toEqual( [ 'Nursing' ] );
		await expect( list.forAnswer() ).resolves.toEqual( [ 'Nursing' ] );
	} );
} );
