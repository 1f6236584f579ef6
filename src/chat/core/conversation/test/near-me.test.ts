/**
 * "Find jobs near me" in the conversation: the place found near the device
 * answers the place question as a typed place would; otherwise a line says
 * why and the question stands.
 */

/**
 * Internal dependencies
 */
import type { NearbyPlace } from '../../places';
import { ASK_AREA, say, setup } from '../../test/scripted-chat';

const ASK_PLACE = say( 'Where would you like to work?', {
	slotToElicit: 'location',
} );

function nearMe( answer: NearbyPlace | Error ) {
	let asked = 0;
	return {
		locateNearby: async () => {
			asked++;
			if ( answer instanceof Error ) {
				throw answer;
			}
			return answer;
		},
		asked: () => asked,
	};
}

describe( 'Find jobs near me', () => {
	it( 'is offered first while a place is asked for, only when the device can be asked', async () => {
		const device = nearMe( { name: 'Austin, TX 78701' } );
		const chat = setup( [ ASK_PLACE ], {
			locateNearby: device.locateNearby,
		} );
		await chat.conversation.start( 'get started' );
		await new Promise( process.nextTick );
		expect( chat.conversation.getState().suggestions ).toEqual( {
			kind: 'location',
			options: [],
			nearMe: true,
		} );
		expect( device.asked() ).toBe( 0 );

		const without = setup( [ ASK_PLACE ] );
		await without.conversation.start( 'get started' );
		await new Promise( process.nextTick );
		expect( without.conversation.getState().suggestions ).toBeNull();
		expect( await without.conversation.findNearMe() ).toBe( false );
	} );

	it( 'answers the place question with the place’s name, looked up and sent as a typed place', async () => {
		const device = nearMe( { name: 'Austin, TX 78701' } );
		const { conversation, bot, geocoded } = setup(
			[ ASK_PLACE, ASK_AREA ],
			{
				locateNearby: device.locateNearby,
			}
		);
		await conversation.start( 'get started' );
		expect( await conversation.findNearMe() ).toBe( true );
		expect( device.asked() ).toBe( 1 );
		expect( geocoded ).toEqual( [ 'Austin, TX 78701' ] );
		expect( bot.requests[ 1 ] ).toMatchObject( {
			text: 'Austin, TX 78701',
			sessionAttributes: {
				job_location: 'Austin, TX 78701',
				latitude: '30.2672',
				longitude: '-97.7431',
				zip: '78701',
			},
		} );
		const { entries, slotToElicit } = conversation.getState();
		expect( entries.find( ( entry ) => entry.kind === 'user' ) ).toEqual(
			expect.objectContaining( {
				text: 'Austin, TX 78701',
				nearMe: true,
			} )
		);
		expect( slotToElicit ).toBe( 'areaInterest' );
	} );

	it.each( [
		'location-denied',
		'location-timeout',
		'location-unavailable',
		'location-insecure',
		'location-unnamed',
	] as const )(
		'says why (%s), calls no one, and the place question stands',
		async ( problem ) => {
			const device = nearMe( { problem } );
			const { conversation, bot, geocoded } = setup( [ ASK_PLACE ], {
				locateNearby: device.locateNearby,
			} );
			await conversation.start( 'get started' );
			expect( await conversation.findNearMe() ).toBe( false );
			await new Promise( process.nextTick );
			const state = conversation.getState();
			expect( state.entries.at( -1 ) ).toMatchObject( {
				kind: 'notice',
				notice: problem,
			} );
			expect( state.busy ).toBe( false );
			expect( state.slotToElicit ).toBe( 'location' );
			expect( state.suggestions?.nearMe ).toBe( true );
			expect( bot.requests ).toHaveLength( 1 );
			expect( geocoded ).toEqual( [] );
		}
	);

	it( 'treats a failure to ask as an unavailable location, logged', async () => {
		const device = nearMe( new Error( 'ChunkLoadError' ) );
		const { conversation, errors } = setup( [ ASK_PLACE ], {
			locateNearby: device.locateNearby,
		} );
		await conversation.start( 'get started' );
		expect( await conversation.findNearMe() ).toBe( false );
		expect( conversation.getState().entries.at( -1 ) ).toMatchObject( {
			kind: 'notice',
			notice: 'location-unavailable',
		} );
		expect( errors ).toHaveLength( 1 );
	} );

	it( 'does nothing unless a place is asked for, or while a turn is in flight', async () => {
		const device = nearMe( { name: 'Austin, TX 78701' } );
		const { conversation } = setup( [ ASK_AREA, ASK_PLACE ], {
			locateNearby: device.locateNearby,
		} );
		await conversation.start( 'get started' );
		expect( await conversation.findNearMe() ).toBe( false );
		const turn = conversation.send( 'Nursing' );
		expect( await conversation.findNearMe() ).toBe( false );
		await turn;
		expect( device.asked() ).toBe( 0 );
	} );
} );
