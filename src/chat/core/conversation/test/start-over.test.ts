/**
 * "Start over": the template asks for the place again and keeps the
 * session attributes, so the chat forgets the old search itself.
 */

/**
 * Internal dependencies
 */
import { ASK_AREA, CLOSE, say, setup } from '../../test/scripted-chat';
import { TEMPLATE_WORDS } from '../../test/template-words';

// The template's words: "start over" is handed to StartOver by the chat.
const words = TEMPLATE_WORDS.en_US;

const ASK_PLACE = say( 'Where would you like to work?', {
	slotToElicit: 'location',
} );
// Lex V2 after StartOver's next step: the reply's intent is FindJobs; the
// chat knows it handed "start over" to StartOver.
const START_OVER = say( 'No problem, let’s start over.', {
	intentName: 'FindJobs',
	slotToElicit: 'location',
} );

describe( 'start over', () => {
	it( 'drops the old search’s area, place and coordinates (its zip and city stay on offer), and the visitor’s remembered interest', async () => {
		let forgotten = 0;
		const { conversation, bot } = setup(
			[ ASK_PLACE, ASK_AREA, CLOSE, START_OVER, ASK_AREA ],
			{ words, forgetInterest: () => void forgotten++ }
		);
		await conversation.send( 'find jobs' );
		await conversation.send( 'Austin, TX' );
		await conversation.send( 'Nursing' );
		expect( forgotten ).toBe( 0 );
		await conversation.send( 'start over' );
		expect( forgotten ).toBe( 1 );
		const { sessionAttributes } = conversation.getState();
		expect( sessionAttributes ).toEqual( {
			xcloudOrg: 'acme',
			wpOrigin: 'https://careers.acme.test',
			showJobResults: 'false',
			city: 'Austin',
			state: 'TX',
			country: 'US',
			zip: '78701',
		} );
		await new Promise( process.nextTick );
		expect( conversation.getState().suggestions?.options ).toEqual( [
			'78701',
			'Austin, TX',
		] );
		await conversation.send( '78701' );
		expect( bot.requests[ 4 ].sessionAttributes ).not.toHaveProperty(
			'job_category'
		);
	} );

	it( 'gives a signed-in candidate’s own area and zip back', async () => {
		const { conversation } = setup( [ ASK_PLACE, START_OVER ], {
			words,
			candidate: { candidateId: 7, areaInterest: 'Sales', zip: '78701' },
		} );
		await conversation.send( 'find jobs' );
		await conversation.send( 'start over' );
		expect( conversation.getState().sessionAttributes ).toMatchObject( {
			job_category: 'Sales',
			zip: '78701',
			showJobResults: 'false',
		} );
	} );

	it( 'is the reply’s own intent too (a bot whose StartOver answers itself)', async () => {
		let forgotten = 0;
		const { conversation } = setup(
			[ say( 'Sure.', { intentName: 'StartOver' } ) ],
			{ forgetInterest: () => void forgotten++ }
		);
		await conversation.send( 'start over' );
		expect( forgotten ).toBe( 1 );
	} );

	it( 'keeps the search for any other intent', async () => {
		let forgotten = 0;
		const { conversation } = setup(
			[
				ASK_PLACE,
				ASK_AREA,
				CLOSE,
				say( 'Glad to help.', { intentName: 'Help' } ),
			],
			{ forgetInterest: () => void forgotten++ }
		);
		await conversation.send( 'find jobs' );
		await conversation.send( 'Austin, TX' );
		await conversation.send( 'Nursing' );
		await conversation.send( 'help' );
		expect( forgotten ).toBe( 0 );
		expect( conversation.getState().sessionAttributes ).toMatchObject( {
			job_category: 'Nursing',
			city: 'Austin',
		} );
	} );
} );
