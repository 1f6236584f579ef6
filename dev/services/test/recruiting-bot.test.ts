/**
 * The scripted bot's understanding, without any server.
 */
import { runTurn } from '../bot/recruiting-bot';
import { matchCategory, parseLocation } from '../bot/understand';
import { JOB_CATEGORIES } from '../jobs/job-fixture';

const options = { categories: JOB_CATEGORIES };

describe( 'recruiting bot', () => {
	it.each( [
		[ 'nursing', 'Nursing' ],
		[ 'ACCOUNTING AND FINANCE', 'Accounting & Finance' ],
		[ 'IT', 'Information Technology' ],
		[ 'hr', 'Human Resources' ],
		[ 'logistics', 'Logistics & Supply Chain' ],
		[ 'trades', 'Skilled Trades' ],
	] )( 'understands "%s" as %s', ( text, category ) => {
		expect( matchCategory( text, JOB_CATEGORIES ) ).toBe( category );
	} );

	it( 'does not guess an area from an ambiguous or unknown word', () => {
		expect(
			matchCategory( 'service', [ 'Customer Service', 'Food Service' ] )
		).toBeUndefined();
		expect( matchCategory( 'astronaut', JOB_CATEGORIES ) ).toBeUndefined();
	} );

	it.each( [
		[ '78701', '78701' ],
		[ ' 78701-1234 ', '78701' ],
		[ 'austin, tx', 'Austin, TX' ],
		[ 'san francisco, California', 'San Francisco, CA' ],
	] )( 'reads the location "%s" as %s', ( text, location ) => {
		expect( parseLocation( text ) ).toBe( location );
	} );

	it.each( [ 'Austin', '1234', 'Austin, Texasville', 'somewhere' ] )(
		'does not take "%s" as a location',
		( text ) => {
			expect( parseLocation( text ) ).toBeUndefined();
		}
	);

	it( 'asks for the place first and the area last', () => {
		const asked = runTurn( 'hi', {}, {}, options );
		expect( asked.turn.dialogAction ).toEqual( {
			type: 'ElicitSlot',
			slot: 'location',
		} );
		const area = runTurn( 'Austin, TX', {}, asked.memory, options );
		expect( area.turn.dialogAction ).toEqual( {
			type: 'ElicitSlot',
			slot: 'areaInterest',
		} );
		expect( area.turn.messages[ 0 ] ).toEqual( {
			type: 'PlainText',
			content: 'Great, Austin, TX. Which area are you interested in?',
		} );
		expect( area.turn.messages[ 1 ] ).toMatchObject( { type: 'Cards' } );
		const done = runTurn(
			'nurse',
			{ job_category: 'nurse', showJobResults: 'true' },
			area.memory,
			options
		);
		expect( done.turn.dialogAction ).toEqual( { type: 'Close' } );
		expect( done.turn.intent?.slots ).toEqual( {
			location: { original: 'Austin, TX', interpreted: 'Austin, TX' },
			areaInterest: { original: 'nurse', interpreted: 'Nursing' },
		} );
		expect( done.turn.sessionAttributes ).toEqual( {
			job_category: 'Nursing',
			job_location: 'Austin, TX',
			showJobResults: 'true',
		} );
	} );

	// Lex echoes what its code hook leaves alone: on the category answer
	// the search is the client's call (spec section 4), never the bot's.
	it.each( [ 'true', 'false' ] )(
		'closes on the category answer with showJobResults as the client sent it (%s)',
		( showJobResults ) => {
			const asked = runTurn(
				'78701',
				{},
				runTurn( 'jobs', {}, {}, options ).memory,
				options
			);
			const { turn } = runTurn(
				'Sales',
				{ xcloudOrg: 'careers', showJobResults },
				asked.memory,
				options
			);
			expect( turn.dialogAction ).toEqual( { type: 'Close' } );
			expect( turn.sessionAttributes ).toEqual( {
				xcloudOrg: 'careers',
				showJobResults,
				job_category: 'Sales',
				job_location: '78701',
			} );
		}
	);

	it( 'echoes the attributes it does not own on every other turn', () => {
		const sent = {
			xcloudOrg: 'careers',
			wpOrigin: 'http://site.test',
			candidateId: '42',
			showJobResults: 'true',
			zip: '78701',
		};
		let memory = {};
		for ( const text of [
			'hi',
			'help',
			'Atlantis',
			'Astronaut',
			'what?',
		] ) {
			const result = runTurn( text, sent, memory, options );
			expect( result.turn.sessionAttributes ).toEqual( sent );
			memory = result.memory;
		}
	} );

	it( 'starts the search from an area named straight away, and asks for the search when the place closes it', () => {
		const asked = runTurn( 'Retail', {}, {}, options );
		expect( asked.turn.dialogAction ).toEqual( {
			type: 'ElicitSlot',
			slot: 'location',
		} );
		expect( asked.turn.messages[ 0 ] ).toMatchObject( {
			content: expect.stringMatching(
				/^Retail, great choice\. Where would you like to work\?/
			),
		} );
		const { turn } = runTurn(
			'Chicago, IL',
			{ showJobResults: 'false' },
			asked.memory,
			options
		);
		expect( turn.dialogAction ).toEqual( { type: 'Close' } );
		// The client asks for a search only on a category answer.
		expect( turn.sessionAttributes ).toMatchObject( {
			showJobResults: 'true',
			job_category: 'Retail',
			job_location: 'Chicago, IL',
		} );
	} );

	it( 'continues the search after help', () => {
		const asked = runTurn( 'hi', {}, {}, options );
		const help = runTurn( 'help', {}, asked.memory, options );
		expect( help.turn.dialogAction ).toEqual( { type: 'ElicitIntent' } );
		const area = runTurn( '98101', {}, help.memory, options );
		expect( area.turn.dialogAction ).toEqual( {
			type: 'ElicitSlot',
			slot: 'areaInterest',
		} );
	} );

	it( 'asks again for an area it has no jobs in, keeping the place', () => {
		const asked = runTurn( 'hi', {}, {}, options );
		const area = runTurn( '78701', {}, asked.memory, options );
		const retry = runTurn( 'Astronaut', {}, area.memory, options );
		expect( retry.turn.dialogAction ).toEqual( {
			type: 'ElicitSlot',
			slot: 'areaInterest',
		} );
		expect( retry.turn.messages[ 0 ] ).toEqual( {
			type: 'PlainText',
			content:
				'Sorry, I don\'t have jobs in "Astronaut". Please choose one of these areas:',
		} );
		const done = runTurn( 'Sales', {}, retry.memory, options );
		expect( done.turn.intent?.slots.location?.interpreted ).toBe( '78701' );
	} );

	it( 'starts over at the place question, forgetting the search', () => {
		const asked = runTurn( 'Retail', {}, {}, options );
		const { turn, memory } = runTurn(
			'start over',
			{ job_category: 'Retail', job_location: '78701', zip: '78701' },
			asked.memory,
			options
		);
		expect( turn.dialogAction ).toEqual( {
			type: 'ElicitSlot',
			slot: 'location',
		} );
		expect( turn.sessionAttributes ).toEqual( { zip: '78701' } );
		expect( memory.pending?.slots ).toEqual( {} );
	} );

	it( 'prefers a zip the client stored after geocoding', () => {
		const asked = runTurn( 'hi', {}, {}, options );
		const area = runTurn(
			'downtown austin',
			{ latitude: '30.27', longitude: '-97.74', zip: '78701' },
			asked.memory,
			options
		);
		expect( area.turn.dialogAction ).toEqual( {
			type: 'ElicitSlot',
			slot: 'areaInterest',
		} );
		const { turn } = runTurn( 'Nursing', {}, area.memory, options );
		expect( turn.sessionAttributes ).toMatchObject( {
			job_location: '78701',
		} );
	} );
} );
