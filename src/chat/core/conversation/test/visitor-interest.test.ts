/**
 * What a signed-out visitor tells the chat is kept for the page (the
 * runtime's from_chat record); a signed-in candidate's is not, and "Start
 * over" forgets it.
 */

/**
 * Internal dependencies
 */
import { memoryStorage } from '../../test/memory-storage';
import { AUSTIN } from '../../test/places';
import type { ChatCandidate } from '../session-attributes';
import { createConversation, type VisitorInterest } from '..';

const CLOSED = {
	messages: [ { contentType: 'PlainText' as const, text: 'Here you go.' } ],
	slots: {},
	dialogState: 'Fulfilled',
};

function setup( candidate: ChatCandidate | null ) {
	const remembered: VisitorInterest[] = [];
	let forgotten = 0;
	let turn = 0;
	const conversation = createConversation( {
		settings: {
			organization_name: 'acme',
			ai_delay: 0,
			max_jobs: 2,
			job_detail_path: '/job',
			job_search_path: '/jobs',
			no_jobs: 'None.',
		},
		createBotClient: async () => ( {
			send: async ( request ) => {
				turn += 1;
				// Asks for the place, closes with Nursing, then starts over
				// (the bot drops the area).
				const { job_category: area, ...rest } =
					request.sessionAttributes;
				const closing = {
					...rest,
					job_category: 'Nursing',
					showJobResults: 'true',
				};
				return {
					...CLOSED,
					slotToElicit: turn === 2 ? undefined : 'location',
					sessionAttributes: [
						{ ...rest, job_category: area ?? '' },
						closing,
						rest,
					][ Math.min( turn, 3 ) - 1 ],
				};
			},
		} ),
		geocode: async () => AUSTIN,
		jobSearch: {
			search: async () => ( { totalHits: 0, jobs: [] } ),
			categories: async () => [],
		},
		storage: memoryStorage(),
		origin: 'https://careers.acme.test',
		readCandidate: () => candidate,
		rememberInterest: ( interest ) => void remembered.push( interest ),
		forgetInterest: () => void ( forgotten += 1 ),
		sleep: async () => undefined,
	} );
	return { conversation, remembered, forgotten: () => forgotten };
}

describe( 'the visitor’s interest', () => {
	it( 'keeps a signed-out visitor’s area and place, with the coordinates', async () => {
		const { conversation, remembered } = setup( null );
		await conversation.send( 'jobs' );
		await conversation.send( '78701' );
		expect( remembered ).toEqual( [
			{
				areaInterest: 'Nursing',
				zip: '78701',
				latitude: 30.2672,
				longitude: -97.7431,
			},
		] );
	} );

	it( 'keeps nothing for a signed-in candidate', async () => {
		const { conversation, remembered } = setup( {
			candidateId: '42',
		} );
		await conversation.send( 'jobs' );
		await conversation.send( '78701' );
		expect( remembered ).toEqual( [] );
	} );

	it( 'is forgotten when the bot forgets the area (its "start over")', async () => {
		const { conversation, forgotten } = setup( null );
		await conversation.send( 'jobs' );
		await conversation.send( '78701' );
		expect( forgotten() ).toBe( 0 );
		await conversation.send( 'start over' );
		expect( forgotten() ).toBe( 1 );
	} );

	it( 'is forgotten by "Start over", not when the candidate changes', () => {
		const { conversation, forgotten } = setup( null );
		conversation.followCandidate();
		expect( forgotten() ).toBe( 0 );
		conversation.startNew();
		expect( forgotten() ).toBe( 1 );
	} );
} );
