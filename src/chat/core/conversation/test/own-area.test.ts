/**
 * The signed-in candidate's own area at the area question: offered in the
 * input as the category sending it would be (understand's categoryOfArea,
 * the reader's matcher), or not at all when it names none or several.
 */

/**
 * Internal dependencies
 */
import { ASK_AREA, setup } from '../../test/scripted-chat';

async function offered( areaInterest: string, categories: string[] ) {
	const working = setup( [] );
	const { conversation } = setup( [ ASK_AREA ], {
		candidate: { candidateId: 77, firstName: 'Ana', areaInterest },
		jobSearch: {
			...working.deps.jobSearch,
			categories: async () => categories,
		},
	} );
	await conversation.send( 'Hi' );
	await new Promise( process.nextTick );
	return conversation.getState().suggestions;
}

describe( 'the candidate’s own area at the area question', () => {
	it.each( [
		[ 'nurses', 'Nursing' ],
		[ 'nur', 'Nursing' ],
		[ 'sales operation', 'Sales Operations' ],
	] )( '%p is offered as %p, first', async ( own, category ) => {
		const categories = [ 'Nursing', 'Sales', 'Sales Operations' ];
		expect( await offered( own, categories ) ).toEqual( {
			kind: 'category',
			options: [
				category,
				...categories.filter( ( name ) => name !== category ),
			],
			prefill: category,
		} );
	} );

	it( 'is not offered when it names several areas or none: the list is', async () => {
		const categories = [ 'Nursing', 'Sales', 'Sales Operations' ];
		for ( const own of [ 'sal', 'Underwater basket weaving' ] ) {
			expect( await offered( own, categories ) ).toEqual( {
				kind: 'category',
				options: categories,
			} );
		}
	} );
} );
